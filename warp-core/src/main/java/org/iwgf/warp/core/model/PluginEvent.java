// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * An event that an optional rule emits. Implementations are records registered with the JSON mapper under
 * a name prefixed by the plugin id.
 *
 * @since 0.1.0
 */
public non-sealed interface PluginEvent extends WarpEvent {
  /** Id of the plugin that emitted this event. */
  String pluginId();

  /**
   * The event as a sentence a player understands, for game logs and front-ends, e.g. "Captain 2 drops to
   * impulse". {@code captain} names a seat. Each plugin words its own events, so that a log never shows a
   * raw record.
   */
  String describe(IntFunction<String> captain);

  /**
   * Coordinates that this event, in the copy {@code viewer} receives, shows to be in a captain's hand — a
   * coordinate taken face up from a display, or passed between two hands that {@code viewer} saw; empty by
   * default. Players that remember the play learn from it without knowing the rule.
   */
  default List<InHand> showsInHand(int viewer) {
    return List.of();
  }

  /**
   * {@code coordinate} is in {@code captain}'s hand.
   *
   * @param captain the seat holding it
   * @param coordinate the coordinate
   */
  record InHand(int captain, Coordinate coordinate) {
    public InHand {
      Objects.requireNonNull(coordinate, "coordinate");
    }
  }
}
