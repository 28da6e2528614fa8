// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.iwgf.warp.server.Loopback.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A move whose record cannot be written is refused and changes nothing, at the table or after a restart. */
@Timeout(60)
class StoreFailureTest {
  @TempDir Path dir;

  @Test
  void aMoveWhoseRecordCannotBeWrittenIsTakenBack() throws Exception {
    ServerOptions options = Loopback.options(dir);
    String id;
    String token;
    JsonNode before;
    String move;
    try (WarpServer server = WarpServer.start(options)) {
      Loopback.Seated table = Loopback.create(server, TableServerTest.WARP_DUEL.replace("officer:commander", "human"));
      id = table.id();
      token = table.token(0);
      before = Loopback.get(server, "/tables/" + id, token).body();
      move = before.get("legalMoves").get(0).toString();
      try (Connection db = DriverManager.getConnection(options.jdbcUrl(), "sa", "");
          Statement sql = db.createStatement()) {
        // The moves' table goes away under the server, as a full disk or a lost database would make writes fail.
        sql.execute("ALTER TABLE warp_move RENAME TO warp_move_away");
        Reply refused = Loopback.post(server, "/tables/" + id + "/moves", token, move);
        assertEquals(500, refused.status(), refused.body().toString());
        assertEquals("INTERNAL", refused.body().get("code").asText());
        assertEquals(before, Loopback.get(server, "/tables/" + id, token).body(), "the table is as it was");
        sql.execute("ALTER TABLE warp_move_away RENAME TO warp_move");
      }
      // With the database back, the same move is played and stored.
      Reply played = Loopback.post(server, "/tables/" + id + "/moves", token, move);
      assertEquals(200, played.status(), played.body().toString());
      assertEquals(before.get("ply").asInt() + 1, played.body().get("ply").asInt());
    }
    try (WarpServer restarted = WarpServer.start(options)) {
      assertEquals(before.get("ply").asInt() + 1, Loopback.get(restarted, "/tables/" + id, token).body()
          .get("ply").asInt(), "the record holds the one move that was stored");
    }
  }

  @Test
  void anOfficerWhoseMoveCannotBeStoredTriesAgainUntilItIs() throws Exception {
    ServerOptions options = Loopback.options(dir);
    try (WarpServer server = WarpServer.start(options)) {
      Loopback.Seated table = Loopback.create(server, TableServerTest.WARP_DUEL);
      String token = table.token(0);
      JsonNode before = Loopback.get(server, "/tables/" + table.id(), token).body();
      assertEquals(0, before.get("toAct").asInt());
      int ply = before.get("ply").asInt();
      try (Connection db = DriverManager.getConnection(options.jdbcUrl(), "sa", "");
          Statement sql = db.createStatement()) {
        // Only the officer's writes fail: the Captain's move at seat 0 is stored, the Commander's is not.
        sql.execute("ALTER TABLE warp_move ADD CONSTRAINT no_officer CHECK (seat = 0)");
        Reply moved = Loopback.post(server, "/tables/" + table.id() + "/moves", token,
            before.get("legalMoves").get(0).toString());
        assertEquals(200, moved.status(), moved.body().toString());
        Thread.sleep(1500);
        JsonNode waiting = Loopback.get(server, "/tables/" + table.id(), token).body();
        assertEquals(ply + 1, waiting.get("ply").asInt(), "the officer's move was taken back");
        assertEquals(1, waiting.get("toAct").asInt());
        sql.execute("ALTER TABLE warp_move DROP CONSTRAINT no_officer");
      }
      long deadline = System.nanoTime() + 20_000_000_000L;
      JsonNode after = Loopback.get(server, "/tables/" + table.id(), token).body();
      while (after.get("ply").asInt() < ply + 2 && System.nanoTime() < deadline) {
        Thread.sleep(100);
        after = Loopback.get(server, "/tables/" + table.id(), token).body();
      }
      assertEquals(true, after.get("ply").asInt() >= ply + 2, "the officer moved once it could: " + after);
    }
  }
}
