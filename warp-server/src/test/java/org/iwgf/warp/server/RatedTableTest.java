// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
class RatedTableTest {
  static final String RATED = "{\"game\":\"warp\",\"seed\":5,\"rated\":true,\"config\":{\"factor\":\"WARP_9\","
      + "\"captains\":2,\"campaignRounds\":1},\"seats\":[\"human:alice\",\"officer:ensign\"]}";

  @TempDir Path dir;

  @Test
  void aFinishedRatedTableUpdatesTheCaptainsTeiOnce() throws Exception {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      assertEquals("SEATS", Loopback.post(server, "/tables", "", RATED.replace("officer:ensign", "officer:random"))
          .body().get("code").asText());
      assertEquals("RATED_GAME", Loopback.post(server, "/tables", "",
          "{\"game\":\"blackhole\",\"rated\":true,\"config\":"
          + BlackHoleJson.writeConfig(BlackHoleConfig.standard(2)) + ",\"seats\":[\"human\",\"human\"]}").body().get("code").asText());
      Loopback.Seated created = Loopback.create(server, RATED);
      String path = "/tables/" + created.id();
      String token = created.token(0);
      JsonNode update = Loopback.get(server, path, token).body();
      for (int i = 0; i < 3000 && !update.get("over").asBoolean(); i++) {
        if (update.get("toAct").asInt() == 0) {
          if (update.get("ply").asInt() == 0) {
            assertEquals("RATED_TABLE", Loopback.post(server, path + "/advice", token, "").body().get("code").asText());
          }
          update = Loopback.post(server, path + "/moves", token, update.get("legalMoves").get(0).toString()).body();
        } else {
          Thread.sleep(2);
          update = Loopback.get(server, path, token).body();
        }
      }
      assertTrue(update.get("over").asBoolean(), update.toString());
      JsonNode alice = Loopback.get(server, "/ratings", "").body().at("/ratings/0");
      assertEquals("alice", alice.get("player").asText());
      assertEquals(1, alice.get("sectors").asInt());
      assertNotEquals(25.0, alice.get("mu").asDouble());
    }
    // Resumed, the finished table is not rated a second time.
    try (WarpServer restarted = WarpServer.start(Loopback.options(dir))) {
      assertEquals(1, Loopback.get(restarted, "/ratings", "").body().at("/ratings/0/sectors").asInt());
    }
  }
}
