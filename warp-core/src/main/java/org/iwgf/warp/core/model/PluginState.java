// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.List;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * A plugin's own part of the game state: an immutable record stored in the
 * {@link org.iwgf.warp.core.model.WarpState} under the plugin's id and saved with the rest. Implementations
 * register a JSON name (prefixed by the plugin id) through {@link org.iwgf.warp.core.plugin.RulePluginFactory#jsonTypes()}.
 *
 * <p>{@link #visibleTo(int)} says what one seat may see; hidden parts (a peeked coordinate) must be left
 * out of it. A spectator's view asks with {@link org.iwgf.warp.core.game.GameRules#SPECTATOR}, which is no
 * seat: everything private to any seat must be left out then.
 *
 * @since 0.1.0
 */
public interface PluginState {

  /**
   * Coordinates this plugin holds outside the hands, the table and Uncharted Sectors (a face-up market,
   * a coordinate set aside), so that checks of a saved state find every coordinate exactly once.
   */
  default List<Coordinate> heldCoordinates() {
    return List.of();
  }

  /**
   * Coordinates that would otherwise be hidden from {@code seat} — in another captain's hand or in
   * Uncharted Sectors — which this rule lets that seat know (a peeked top of the pile, a coordinate the
   * seat just handed over). Leak checks of views allow exactly these; by default none.
   */
  default Set<Coordinate> knownTo(int seat) {
    return Set.of();
  }

  /**
   * The top coordinates of Uncharted Sectors, in draw order, that {@code seat} has seen under this rule and
   * that are still on top (a peek); empty by default. Players that imagine the hidden coordinates (a search
   * over possible deals) keep these where the seat saw them.
   */
  default List<Coordinate> peekedBy(int seat) {
    return List.of();
  }

  /** The part of this state that {@code seat} may see; by default all of it. */
  default PluginState visibleTo(int seat) {
    return this;
  }
}
