// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.server.store.Columns;

/**
 * The shape of a seat entry of a new table, checked before anything is built: at most as long as its stored
 * column, and a captain's name ({@code human:<name>}) of 1 to {@link Columns#PLAYER} characters with no control
 * character, since names are shown to every player at the table.
 */
final class SeatKinds {
  private static final String HUMAN = "human:";

  private SeatKinds() {}

  /**
   * Checks entry {@code kind} of seat {@code seat}.
   *
   * @throws InvalidConfigException {@code SEATS} if it is too long or names a captain badly
   */
  static void check(int seat, String kind) {
    if (kind.length() > Columns.SEAT_KIND) {
      throw new InvalidConfigException("SEATS", "Seat " + seat + " is " + kind.length() + " characters long;"
          + " a seat is human, human:<name>, open or officer:<rank>, at most " + Columns.SEAT_KIND
          + " characters.");
    }
    if (kind.startsWith(HUMAN)) {
      String name = kind.substring(HUMAN.length());
      if (name.isEmpty() || name.length() > Columns.PLAYER || name.chars().anyMatch(Character::isISOControl)) {
        throw new InvalidConfigException("SEATS", "Seat " + seat + " names its captain badly: a name has 1 to "
            + Columns.PLAYER + " characters and no control character.");
      }
    }
  }
}
