// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.epsilon;

import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.WarpEvent;

/**
 * What the Captain's Draft did. Events naming coordinates of a pack or a selection carry them only in the
 * copy meant for the captain concerned ({@link #visibleTo(int)}).
 *
 * @since 0.1.0
 */
public sealed interface DraftEvent extends PluginEvent {

  @Override
  default String pluginId() {
    return ModuleEpsilon.ID;
  }

  /**
   * The coordinates just dealt are Requisition Packs of {@code packSize}, not hands: the draft replaces the
   * blind deal, and Uncharted Sectors keep what the deal left them.
   */
  record DraftOpened(int packSize) implements DraftEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "The requisition draft opens with packs of " + packSize;
    }
  }

  /** {@code seat} now holds a pack of {@code count}; {@code coordinates} is present only in its own copy. */
  record PackReceived(int seat, int count, Optional<List<Coordinate>> coordinates) implements DraftEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " receives a pack of " + count;
    }

    public PackReceived {
      coordinates = coordinates.map(List::copyOf);
    }

    @Override
    public WarpEvent visibleTo(int viewer) {
      return viewer == seat ? this : new PackReceived(seat, count, Optional.empty());
    }
  }

  /**
   * {@code seat} locked one coordinate into their loadout (their hand); {@code coordinate} is present only
   * in its own copy.
   */
  record Selected(int seat, Optional<Coordinate> coordinate) implements DraftEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " selects " + coordinate.map(String::valueOf).orElse("a coordinate");
    }

    @Override
    public WarpEvent visibleTo(int viewer) {
      return viewer == seat ? this : new Selected(seat, Optional.empty());
    }
  }

  /** Every captain selected; the packs, {@code remaining} coordinates each, passed clockwise. */
  record PacksPassed(int remaining) implements DraftEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "The packs pass on; " + remaining + " left in each";
    }
  }

  /** Every hand is full; the round opens with {@code starter} at the helm. */
  record DraftClosed(int starter) implements DraftEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "The draft closes; " + captain.apply(starter) + " opens the round";
    }
  }
}
