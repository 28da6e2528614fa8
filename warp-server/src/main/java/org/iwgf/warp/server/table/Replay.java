// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.StringJoiner;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.server.game.LiveGame;
import org.iwgf.warp.server.game.LiveGame.PastUpdate;
import org.iwgf.warp.server.game.PlainJson;
import org.iwgf.warp.server.store.Seat;

/**
 * A finished table's record ({@link #record}), and the table stepped move by move from it ({@code GET /tables/{id}/replay?seat=N&ply=K}): what
 * one seat, or a spectator, was shown right after move {@code K}, played again from the configuration, the
 * seed and the moves; at the last move also every seat's view (the reveal). A table still in play is refused,
 * so that a replay never shows what a live game hides.
 */
final class Replay {
  private Replay() {}

  /**
   * One step of {@code table}'s replay: the update message of type {@code replay}, with {@code plies} (the
   * moves of the record), {@code movers} (who made each move: its seat and whether the officer covering the
   * seat made it, as {@link Table#movers} writes it) and, at the last, {@code reveal}: every seat's update at the end, in seat order.
   *
   * @throws TableException {@code TABLE_IN_PLAY} for a table not finished, {@code BAD_SEAT} for a seat the
   *     table lacks, {@code BAD_PLY} for a move number outside the record, {@code BAD_QUERY} for another
   *     parameter
   */
  static String step(Table table, Map<String, List<String>> parameters) {
    Query query = Query.read(parameters, Set.of("seat", "ply"));
    synchronized (table) {
      if (table.game.outcome().isEmpty()) {
        throw inPlay();
      }
      int plies = table.game.ply();
      int seats = table.seats.size();
      int seat = query.get("seat").map(s -> Query.number(s, GameRules.SPECTATOR, seats - 1)
          .orElseThrow(() -> new TableException("BAD_SEAT", "'seat' is a seat of this table, 0 to " + (seats - 1)
              + ", or -1 for a spectator; '" + Query.shown(s) + "' is not one.")))
          .orElse(GameRules.SPECTATOR);
      int ply = query.get("ply").map(p -> Query.number(p, 0, plies)
          .orElseThrow(() -> new TableException("BAD_PLY", "'ply' is a move of this table's record, 0 to " + plies
              + "; '" + Query.shown(p) + "' is not one.")))
          .orElse(0);
      LiveGame then = table.game.replayed(ply);
      StringJoiner reveal = new StringJoiner(",", ",\"reveal\":[", "]");
      if (ply == plies) {
        for (int s = 0; s < seats; s++) {
          reveal.add(then.seatUpdate(s));
        }
      }
      PastUpdate moment = new PastUpdate(ply, then.toAct(), then.outcome().isPresent(), then.seatUpdate(seat));
      return table.envelope("replay", ",\"plies\":" + plies + ",\"movers\":" + table.movers()
          + (ply == plies ? reveal.toString() : ""), seat, moment);
    }
  }

  /**
   * The record of finished {@code table} ({@code GET /tables/{id}/record}): {@code {"type":"record","table",
   * "game","config","seed","seats","turnSeconds","moves":[{"seat","move","covered"}],"outcome"}}, each move with
   * the seat it was made for and whether the officer covering that seat made it ({@code turnSeconds} only at a
   * table with a turn timer). Everything it holds is what the end of the game reveals anyway.
   *
   * @throws TableException {@code TABLE_IN_PLAY} for a table not finished
   */
  static String record(Table table) {
    synchronized (table) {
      Optional<String> outcome = table.game.outcome();
      if (outcome.isEmpty()) {
        throw inPlay();
      }
      StringJoiner moves = new StringJoiner(",", "[", "]");
      table.record.forEach(m -> moves.add("{\"seat\":" + m.seat() + ",\"move\":" + m.move() + ",\"covered\":"
          + m.covered() + "}"));
      OptionalInt seconds = table.timer.seconds();
      return "{\"type\":\"record\",\"table\":" + PlainJson.write(table.id) + ",\"game\":"
          + PlainJson.write(table.game.game()) + ",\"config\":" + table.config + ",\"seed\":" + table.seed
          + ",\"seats\":" + PlainJson.write(table.seats.stream().map(Seat::kind).toList())
          + (seconds.isPresent() ? ",\"turnSeconds\":" + seconds.getAsInt() : "")
          + ",\"moves\":" + moves + ",\"outcome\":" + outcome.get() + "}";
    }
  }

  private static TableException inPlay() {
    return new TableException("TABLE_IN_PLAY", "This table is still in play: it can be replayed once it is"
        + " over, so that a replay shows nothing the game still hides.");
  }
}
