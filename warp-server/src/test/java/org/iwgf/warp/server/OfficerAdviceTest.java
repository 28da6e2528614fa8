// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.iwgf.warp.classic.json.ClassicJson;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The advisor of the dice race and of Warp 6 Classic: the move of the game's strongest officer for the seat at the
 * helm, one of its legal moves, with a sentence saying whose suggestion it is; refused off the helm as Warp's is;
 * and drawn from the seat's view only, so that what another seat chose in secret does not change it.
 */
@Timeout(60)
class OfficerAdviceTest {
  private static final String DICE_RACE = "{\"game\":\"blackhole\",\"seed\":5,\"config\":"
      + BlackHoleJson.writeConfig(BlackHoleConfig.standard(2)) + ",\"seats\":[\"human\",\"human\"]}";
  private static final String SECRET_DICE_RACE = "{\"game\":\"blackhole\",\"seed\":9,\"config\":"
      + BlackHoleJson.writeConfig(BlackHoleConfig.standard(2).withSecretSetup()) + ",\"seats\":[\"human\",\"human\"]}";
  private static final String CLASSIC = "{\"game\":\"classic\",\"seed\":3,\"config\":"
      + ClassicJson.writeConfig(ClassicConfig.builder(Variant.DRAW).players(2).build())
      + ",\"seats\":[\"human\",\"human\"]}";

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

  @Test
  void theDiceRaceAdvisorSuggestsALegalMoveAtTheHelmOnly() {
    advisesTheHelmOnly(DICE_RACE);
  }

  @Test
  void theClassicAdvisorSuggestsALegalMoveAtTheHelmOnly() {
    advisesTheHelmOnly(CLASSIC);
  }

  /** The same question at the same moment gets the same answer: asking again does not draw a new suggestion. */
  @Test
  void askingAgainGetsTheSameSuggestion() {
    Loopback.Seated table = Loopback.create(server, DICE_RACE);
    String token = table.token(atHelm(table));
    JsonNode first = advice(table, token);
    assertEquals(first, advice(table, token));
  }

  /**
   * Seat 0 chooses its faces in secret, differently at two tables of the same seed; seat 1, whose view of both
   * is the same, is given the same advice at both.
   */
  @Test
  void anotherSeatsSecretFacesDoNotChangeTheAdvice() {
    JsonNode low = adviceAfterChoosing("[1,1,1,1,1,1,1,1,1]");
    JsonNode high = adviceAfterChoosing("[8,8,6,6,6,4,4,4,4]");
    assertEquals("choose", low.get("move").get("type").asText(), low.toString());
    assertEquals(low.get("move"), high.get("move"));
  }

  private JsonNode adviceAfterChoosing(String faces) {
    Loopback.Seated table = Loopback.create(server, SECRET_DICE_RACE);
    Loopback.Reply chose = Loopback.post(server, "/tables/" + table.id() + "/moves", table.token(0),
        "{\"type\":\"choose\",\"faces\":" + faces + "}");
    assertEquals(200, chose.status(), chose.body().toString());
    return advice(table, table.token(1));
  }

  private void advisesTheHelmOnly(String request) {
    Loopback.Seated table = Loopback.create(server, request);
    int seat = atHelm(table);
    String token = table.token(seat);
    assertFalse(server.tables().assisted(table.id()));
    JsonNode advice = advice(table, token);
    assertTrue(advice.get("assisted").asBoolean());
    assertTrue(server.tables().assisted(table.id()));
    JsonNode legal = Loopback.get(server, "/tables/" + table.id(), token).body().get("legalMoves");
    boolean listed = false;
    for (JsonNode move : legal) {
      listed |= move.equals(advice.get("move"));
    }
    assertTrue(listed, advice + " is not among " + legal);
    assertEquals(1, advice.get("reasons").size());
    assertTrue(advice.get("reasons").get(0).asText().startsWith("Officer random, the strongest"),
        advice.get("reasons").toString());
    JsonNode refused = Loopback.post(server, "/tables/" + table.id() + "/advice", table.token(1 - seat), "").body();
    assertEquals("NOT_YOUR_TURN", refused.get("code").asText(), refused.toString());
  }

  private int atHelm(Loopback.Seated table) {
    return Loopback.get(server, "/tables/" + table.id(), table.token(0)).body().get("toAct").asInt();
  }

  private JsonNode advice(Loopback.Seated table, String token) {
    Loopback.Reply reply = Loopback.post(server, "/tables/" + table.id() + "/advice", token, "");
    assertEquals(200, reply.status(), reply.body().toString());
    return reply.body();
  }
}
