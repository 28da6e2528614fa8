// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.scenario.WormholeGameProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The battle game's autopilot suggestion: the commander at the helm gets one of its legal moves with a
 * sentence saying why, and the table's record becomes assisted; the other commander is refused.
 */
@Timeout(60)
class WormholeAdviceTest {
  @TempDir Path dir;
  private WarpServer server;

  @BeforeEach
  void start() {
    server = WarpServer.start(Loopback.options(dir));
  }

  @AfterEach
  void stop() {
    server.close();
  }

  /** A table of the first Gauntlet battle (the smallest scenario a whole battle of is quick) with these seats. */
  static String gauntletTable(long seed, String seats) {
    String config = WormholeJson.codec().writeConfig(new WormholeGameProvider().examples().stream()
        .filter(e -> e.name().equals("gauntlet-1")).findFirst().orElseThrow().config());
    return "{\"game\":\"wormhole\",\"seed\":" + seed + ",\"config\":" + config + ",\"seats\":" + seats + "}";
  }

  @Test
  void theCommanderAtTheHelmGetsALegalMoveWithItsReason() {
    Loopback.Seated table = Loopback.create(server, gauntletTable(5, "[\"human\",\"human\"]"));
    JsonNode update = Loopback.get(server, "/tables/" + table.id(), table.token(0)).body();
    int helm = update.get("toAct").asInt();
    String token = table.token(helm);
    JsonNode legal = Loopback.get(server, "/tables/" + table.id(), token).body().get("legalMoves");
    JsonNode advice = Loopback.post(server, "/tables/" + table.id() + "/advice", token, "").body();
    assertEquals("advice", advice.get("type").asText(), advice.toString());
    assertTrue(advice.get("assisted").asBoolean());
    boolean listed = false;
    for (JsonNode move : legal) {
      listed |= move.equals(advice.get("move"));
    }
    assertTrue(listed, advice + " is not among " + legal);
    String reason = advice.get("reasons").get(0).asText();
    assertTrue(reason.endsWith(".") && reason.length() > 20, reason);
    assertTrue(server.tables().assisted(table.id()));
  }

  @Test
  void theCommanderOffTheHelmIsRefusedAndNothingChanges() {
    Loopback.Seated table = Loopback.create(server, gauntletTable(5, "[\"human\",\"human\"]"));
    JsonNode update = Loopback.get(server, "/tables/" + table.id(), table.token(0)).body();
    int other = 1 - update.get("toAct").asInt();
    Loopback.Reply refused = Loopback.post(server, "/tables/" + table.id() + "/advice", table.token(other), "");
    assertEquals("NOT_YOUR_TURN", refused.body().get("code").asText(), refused.body().toString());
    assertEquals(update.get("ply"), Loopback.get(server, "/tables/" + table.id(), table.token(0)).body().get("ply"));
    assertFalse(server.tables().assisted(table.id()), "a refused request leaves the record unassisted");
  }
}
