// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The replay of a finished table ({@code GET /tables/{id}/replay}): refused while the table is in play; each
 * step shows a seat exactly what it was shown after that move, a spectator only public information, and the
 * last step reveals every seat's view.
 */
@Timeout(300)
class ReplayTest {
  /** A Warp 9 duel of one round between two captains, both played over HTTP. */
  static final String DUEL = "{\"game\":\"warp\",\"seed\":7,\"config\":" + RatedTableTest.CONFIG
      + ",\"seats\":[\"human\",\"human\"]}";
  private static final List<String> COMPARED = List.of("seq", "game", "seat", "ply", "toAct", "over", "seats",
      "view", "events", "legalMoves", "moveCount");

  @TempDir Path dir;

  @Test
  void aTableInPlayIsNotReplayed() {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Loopback.Seated table = Loopback.create(server, DUEL);
      for (String query : List.of("", "?seat=0", "?seat=-1&ply=0")) {
        Loopback.Reply refused = Loopback.get(server, "/tables/" + table.id() + "/replay" + query, "");
        assertEquals(409, refused.status(), refused.body().toString());
        assertEquals("TABLE_IN_PLAY", refused.body().get("code").asText());
      }
      assertEquals("UNKNOWN_TABLE", Loopback.get(server, "/tables/nope/replay", "").body().get("code").asText());
    }
  }

  @Test
  void everyStepShowsEachSeatWhatItSawAndTheEndRevealsEveryHand() {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Loopback.Seated table = Loopback.create(server, DUEL);
      String path = "/tables/" + table.id();
      // What each seat (0, 1) and a spectator (-1) was shown after every move, in play.
      List<Map<Integer, JsonNode>> shown = new ArrayList<>();
      while (true) {
        JsonNode spectator = Loopback.get(server, path + "/spectate", "").body();
        shown.add(Map.of(0, Loopback.get(server, path, table.token(0)).body(),
            1, Loopback.get(server, path, table.token(1)).body(), -1, spectator));
        if (spectator.get("over").asBoolean()) {
          break;
        }
        int helm = spectator.get("toAct").asInt();
        JsonNode mine = shown.get(shown.size() - 1).get(helm);
        Loopback.post(server, path + "/moves", table.token(helm), mine.get("legalMoves").get(0).toString());
      }
      int plies = shown.size() - 1;
      assertTrue(plies > 10, "a round has moves: " + plies);
      assertTrue(shown.get(0).get(0).get("view").get("hand").size() > 0, "a seat sees its hand");
      for (int ply = 0; ply <= plies; ply++) {
        for (int seat : List.of(0, 1, -1)) {
          Loopback.Reply step = Loopback.get(server, path + "/replay?seat=" + seat + "&ply=" + ply, "");
          assertEquals(200, step.status(), step.body().toString());
          JsonNode replayed = step.body();
          JsonNode seen = shown.get(ply).get(seat);
          assertEquals("replay", replayed.get("type").asText());
          assertEquals(plies, replayed.get("plies").asInt());
          for (String field : COMPARED) {
            assertEquals(seen.get(field), replayed.get(field), "seat " + seat + ", ply " + ply + ": " + field);
          }
          assertEquals(ply == plies, replayed.has("reveal"), "the reveal comes at the end only");
          if (seat == -1 && !replayed.get("over").asBoolean()) {
            assertEquals(0, replayed.get("view").path("hand").size(), "a spectator sees no hand: ply " + ply);
          }
        }
      }
      JsonNode end = Loopback.get(server, path + "/replay?ply=" + plies, "").body();
      assertEquals(-1, end.get("seat").asInt(), "no seat: a spectator");
      JsonNode reveal = end.get("reveal");
      assertEquals(2, reveal.size());
      for (int seat = 0; seat < 2; seat++) {
        assertEquals(shown.get(plies).get(seat).get("view"), reveal.get(seat).get("view"));
      }
      assertEquals(0, Loopback.get(server, path + "/replay", "").body().get("ply").asInt(), "ply 0 by default");
    }
  }

  @Test
  void aBadSeatOrMoveNumberIsRefusedInWords() {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Loopback.Seated table = Loopback.create(server, DUEL);
      String path = "/tables/" + table.id();
      JsonNode update = Loopback.get(server, path + "/spectate", "").body();
      while (!update.get("over").asBoolean()) {
        int helm = update.get("toAct").asInt();
        JsonNode mine = Loopback.get(server, path, table.token(helm)).body();
        update = Loopback.post(server, path + "/moves", table.token(helm), mine.get("legalMoves").get(0).toString())
            .body();
      }
      int plies = update.get("ply").asInt();
      Map<String, String> refusals = Map.of(
          "?ply=-1", "BAD_PLY", "?ply=" + (plies + 1), "BAD_PLY", "?ply=x", "BAD_PLY", "?ply=99999999999", "BAD_PLY",
          "?seat=2", "BAD_SEAT", "?seat=-2", "BAD_SEAT", "?seat=one", "BAD_SEAT",
          "?ply=1&ply=2", "BAD_QUERY", "?token=abc", "BAD_QUERY");
      refusals.forEach((query, code) -> {
        Loopback.Reply refused = Loopback.get(server, path + "/replay" + query, "");
        assertEquals(400, refused.status(), query);
        assertEquals(code, refused.body().get("code").asText(), query);
        assertFalse(refused.body().get("message").asText().isEmpty());
      });
    }
  }
}
