// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * The events of laying a tile or passing, made once: a lead, a play or a pass by a seat is one event in a
 * list of one, and these values are immutable, so a playout hands out the same list for the same turn
 * instead of a new one for every move.
 */
final class Laid {
  private static final int SEATS = 4; // the most ClassicConfig seats
  private static final int TILES = ClassicConfig.SET.size();
  private static final End[] ENDS = End.values();
  private static final List<?>[] LED = new List<?>[SEATS * TILES];
  private static final List<?>[] PLAYED = new List<?>[SEATS * TILES * ENDS.length];
  private static final List<?>[] PASSED = new List<?>[SEATS];

  static {
    for (int seat = 0; seat < SEATS; seat++) {
      PASSED[seat] = List.of(new ClassicEvent.Passed(seat));
      for (int tile = 0; tile < TILES; tile++) {
        Coordinate c = Coordinate.ofIndex(tile);
        LED[seat * TILES + tile] = List.of(new ClassicEvent.Led(seat, c));
        for (End end : ENDS) {
          PLAYED[(seat * TILES + tile) * ENDS.length + end.ordinal()] =
              List.of(new ClassicEvent.Played(seat, c, end));
        }
      }
    }
  }

  private Laid() {}

  /** {@code [Led(seat, tile)]}. */
  @SuppressWarnings("unchecked") // every element was made as a List<ClassicEvent> above
  static List<ClassicEvent> led(int seat, Coordinate tile) {
    return (List<ClassicEvent>) LED[seat * TILES + tile.index()];
  }

  /** {@code [Played(seat, tile, end)]}. */
  @SuppressWarnings("unchecked") // every element was made as a List<ClassicEvent> above
  static List<ClassicEvent> played(int seat, Coordinate tile, End end) {
    return (List<ClassicEvent>) PLAYED[(seat * TILES + tile.index()) * ENDS.length + end.ordinal()];
  }

  /** {@code [Passed(seat)]}. */
  @SuppressWarnings("unchecked") // every element was made as a List<ClassicEvent> above
  static List<ClassicEvent> passed(int seat) {
    return (List<ClassicEvent>) PASSED[seat];
  }
}
