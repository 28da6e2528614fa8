// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.List;

/**
 * A decision of the seat to act, as data. In JSON each move carries its kind in {@code "type"}:
 * {@code "choose"}, {@code "place"}, {@code "advance"} or {@code "turn"}.
 *
 * @since 0.1.0
 */
public sealed interface BlackHoleMove {

  /**
   * Advanced variant: the acting seat commits, in secret, the faces of all its dice in its ships' order.
   * No other seat sees them until every seat has chosen; then all are revealed together.
   *
   * @param faces one face per die of the seat's fleet
   */
  record Choose(List<Integer> faces) implements BlackHoleMove {
    public Choose {
      faces = List.copyOf(faces);
    }
  }

  /**
   * Places one of the acting seat's waiting ships on the next free space at the start of the spiral,
   * showing the face it rolled (or was given).
   *
   * @param ship the ship's id
   */
  record Place(int ship) implements BlackHoleMove {}

  /**
   * Moves one of the acting seat's ships along the spiral exactly its face value, counting every space;
   * it hyperjumps inward while it lands on an occupied space, and is re-rolled if it did.
   *
   * @param ship the ship's id
   */
  record Advance(int ship) implements BlackHoleMove {}

  /**
   * Turns one of the acting seat's dice up or down by one, to {@code face}; the ship does not move.
   *
   * @param ship the ship's id
   * @param face the new face, one more or one less than the current one and within the die's range
   */
  record Turn(int ship, int face) implements BlackHoleMove {}
}
