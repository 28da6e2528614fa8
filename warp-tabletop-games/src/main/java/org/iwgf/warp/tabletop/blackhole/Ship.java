// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.Objects;

/**
 * One die of a fleet: a spaceship. {@code space} is the ship's space on the spiral (0 is the start of the
 * outer ring), or {@link #WAITING} before it is placed, or {@link #REMOVED} once it has reached the black
 * hole. {@code face} is the number on top, from 1 to the die's sides; it is 0 only while the faces of a
 * secret setup have not been revealed.
 *
 * @param id the ship's number, unique in the game (a seat's ships are numbered together, seat 0 first)
 * @param seat the owner
 * @param die the kind of die
 * @param face the number on top (0 while still secret)
 * @param space where the ship is
 * @since 0.1.0
 */
public record Ship(int id, int seat, Die die, int face, int space) {
  /** The {@code space} of a ship not yet placed on the board. */
  public static final int WAITING = -1;
  /** The {@code space} of a ship that reached the black hole and left the board. */
  public static final int REMOVED = -2;

  public Ship {
    Objects.requireNonNull(die, "die");
  }

  /** Whether the ship stands on the spiral. */
  public boolean onBoard() {
    return space >= 0;
  }

  /** Whether the ship has reached the black hole. */
  public boolean removed() {
    return space == REMOVED;
  }

  Ship at(int newSpace) {
    return new Ship(id, seat, die, face, newSpace);
  }

  Ship showing(int newFace) {
    return new Ship(id, seat, die, newFace, space);
  }
}
