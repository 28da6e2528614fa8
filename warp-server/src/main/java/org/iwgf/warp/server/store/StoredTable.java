// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.store;

import java.util.List;
import java.util.OptionalInt;

/**
 * A table's game record as stored: enough to replay it exactly.
 *
 * @param id the table's id
 * @param game the game's name
 * @param config the configuration's JSON as the table was created with it
 * @param seed the seed of the deal
 * @param assisted whether a seat asked the advisor
 * @param rated whether the table is rated (Warp, named captains, officers of a commission)
 * @param seats every seat, in order
 * @param moves every move, in order, with the seat that made it
 * @param turnSeconds the time for each move at the helm, empty at a table without a turn timer
 *
 * @since 0.1.0
 */
public record StoredTable(String id, String game, String config, long seed, boolean assisted, boolean rated,
    List<Seat> seats,
    List<StoredMove> moves, OptionalInt turnSeconds) {

  /** Copies the lists. */
  public StoredTable {
    seats = List.copyOf(seats);
    moves = List.copyOf(moves);
  }

  /** A table without a turn timer. */
  public StoredTable(String id, String game, String config, long seed, boolean assisted, boolean rated,
      List<Seat> seats, List<StoredMove> moves) {
    this(id, game, config, seed, assisted, rated, seats, moves, OptionalInt.empty());
  }

  /**
   * One move of the record.
   *
   * @param seat the seat that made it
   * @param move the move's JSON
   * @param covered whether the game's officer made it for the seat, whose captain had timed out or left
   *     ({@code false}: whoever sits at the seat made it)
   */
  public record StoredMove(int seat, String move, boolean covered) {

    /** A move made by whoever sits at {@code seat}. */
    public StoredMove(int seat, String move) {
      this(seat, move, false);
    }
  }
}
