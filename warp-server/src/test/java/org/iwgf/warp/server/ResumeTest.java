// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.iwgf.warp.server.Loopback.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
class ResumeTest {
  @TempDir Path dir;

  @Test
  void aRestartedServerResumesEveryTableExactly() throws Exception {
    String id;
    String token;
    JsonNode before;
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Loopback.Seated created = Loopback.create(server, TableServerTest.WARP_DUEL.replace("officer:commander", "human"));
      id = created.id();
      token = created.token(0);
      String second = created.token(1);
      // Both captains play the first move open to them, eight times in all.
      for (int i = 0; i < 8; i++) {
        JsonNode mine = Loopback.get(server, "/tables/" + id, token).body();
        String at = mine.get("toAct").asInt() == 0 ? token : second;
        JsonNode update = Loopback.get(server, "/tables/" + id, at).body();
        Reply moved = Loopback.post(server, "/tables/" + id + "/moves", at, update.get("legalMoves").get(0).toString());
        assertEquals(200, moved.status(), moved.body().toString());
      }
      before = Loopback.get(server, "/tables/" + id, token).body();
      assertEquals(8, before.get("ply").asInt());
    }
    try (WarpServer restarted = WarpServer.start(Loopback.options(dir))) {
      JsonNode after = Loopback.get(restarted, "/tables/" + id, token).body();
      assertEquals(before.get("ply"), after.get("ply"));
      assertEquals(before.get("view"), after.get("view"));
      assertEquals(before.get("legalMoves"), after.get("legalMoves"));
      assertEquals(before.get("toAct"), after.get("toAct"));
      // Play continues: the tokens still seat their captains.
      int helm = after.get("toAct").asInt();
      assertTrue(helm == 0 || helm == 1);
    }
  }

  @Test
  void officersPlayOnAfterARestart() throws Exception {
    String id;
    String token;
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Loopback.Seated created = Loopback.create(server, TableServerTest.WARP_DUEL);
      id = created.id();
      token = created.token(0);
    }
    try (WarpServer restarted = WarpServer.start(Loopback.options(dir))) {
      JsonNode update = Loopback.get(restarted, "/tables/" + id, token).body();
      long deadline = System.nanoTime() + 10_000_000_000L;
      while (update.get("toAct").asInt() != 0 && System.nanoTime() < deadline) {
        Thread.sleep(20);
        update = Loopback.get(restarted, "/tables/" + id, token).body();
      }
      assertEquals(0, update.get("toAct").asInt());
      Reply moved = Loopback.post(restarted, "/tables/" + id + "/moves", token,
          update.get("legalMoves").get(0).toString());
      assertEquals(update.get("ply").asInt() + 1, moved.body().get("ply").asInt());
    }
  }
}
