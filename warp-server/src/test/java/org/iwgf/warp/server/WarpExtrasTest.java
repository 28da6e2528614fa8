// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.iwgf.warp.server.Loopback.Client;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
class WarpExtrasTest {
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

  private static String humans() {
    return TableServerTest.WARP_DUEL.replace("officer:commander", "human");
  }

  @Test
  void theAdvisorSuggestsALegalMoveWithReasonsAndTheRecordBecomesAssisted() throws Exception {
    Loopback.Seated created = Loopback.create(server, humans());
    String id = created.id();
    String token = created.token(0);
    assertFalse(server.tables().assisted(id));
    Client client = Client.connect(server, id, token);
    JsonNode update = client.next("update");
    client.send("{\"type\":\"advice\"}");
    JsonNode advice = client.next("advice");
    assertTrue(advice.get("assisted").asBoolean());
    assertFalse(advice.get("reasons").isEmpty());
    boolean listed = false;
    for (JsonNode legal : update.get("legalMoves")) {
      listed |= legal.equals(advice.get("move"));
    }
    assertTrue(listed, advice.toString());
    assertTrue(server.tables().assisted(id));
    String other = created.token(1);
    assertEquals("NOT_YOUR_TURN",
        Loopback.post(server, "/tables/" + id + "/advice", other, "").body().get("code").asText());
    client.close();
  }

  @Test
  void aFloodingConnectionIsThrottledAndTheTableIsUnaffected() throws Exception {
    Loopback.Seated created = Loopback.create(server, humans());
    String id = created.id();
    String token = created.token(0);
    Client flood = Client.connect(server, id, token);
    Client calm = Client.connect(server, id, created.token(1));
    flood.next("update");
    calm.next("update");
    for (int i = 0; i < 60; i++) {
      flood.send("{\"type\":\"move\",\"move\":{\"type\":\"pass\"}}");
    }
    JsonNode error;
    do {
      error = flood.next("error");
    } while (!error.get("code").asText().equals("RATE_LIMITED"));
    assertTrue(error.get("message").asText().contains("too fast"));
    assertEquals(0, Loopback.get(server, "/tables/" + id, token).body().get("ply").asInt());
    // The limit is per client, and both connections are one client here (127.0.0.1): once its second is over,
    // the other seat is served as before.
    Thread.sleep(1_100);
    calm.send("{\"type\":\"view\"}");
    assertEquals(0, calm.next("update").get("ply").asInt());
    flood.close();
    calm.close();
  }

  @Test
  void aSpectatorNeverSeesAHand() throws Exception {
    Loopback.Seated created = Loopback.create(server, TableServerTest.WARP_DUEL);
    String id = created.id();
    String token = created.token(0);
    Client spectator = Client.connect(server, id, "");
    Client captain = Client.connect(server, id, token);
    for (int moves = 0; moves < 6; moves++) {
      JsonNode update = captain.next("update");
      while (update.get("toAct").asInt() != 0) {
        update = captain.next("update");
      }
      assertFalse(update.at("/view/hand").isEmpty());
      captain.send("{\"type\":\"move\",\"move\":" + update.get("legalMoves").get(0) + "}");
    }
    int seen = 0;
    while (!spectator.inbox.isEmpty()) {
      JsonNode update = spectator.next("update");
      assertEquals(-1, update.get("seat").asInt());
      assertTrue(update.at("/view/hand").isEmpty(), update.toString());
      assertTrue(update.get("legalMoves").isEmpty());
      seen++;
    }
    assertTrue(seen > 1);
    JsonNode http = Loopback.get(server, "/tables/" + id + "/spectate", "").body();
    assertTrue(http.at("/view/hand").isEmpty());
    spectator.send("{\"type\":\"move\",\"move\":{\"type\":\"draw\"}}");
    assertEquals("SPECTATOR", spectator.next("error").get("code").asText());
    spectator.close();
    captain.close();
  }

  @Test
  void commsFollowSectionNine() throws Exception {
    Loopback.Seated created = Loopback.create(server, humans());
    String id = created.id();
    Client first = Client.connect(server, id, created.token(0));
    Client second = Client.connect(server, id, created.token(1));
    first.next("update");
    second.next("update");
    first.send("{\"type\":\"hail\",\"phrase\":\"ENGAGE\"}");
    JsonNode hail = second.next("comms");
    assertEquals("Engage!", hail.get("text").asText());
    assertEquals(0, hail.get("from").asInt());
    first.send("{\"type\":\"hail\",\"phrase\":\"BEAM_ME_UP\"}");
    assertEquals("UNKNOWN_PHRASE", first.next("error").get("code").asText());
    second.send("{\"type\":\"mute\",\"seat\":0}");
    assertEquals(0, second.next("muted").get("seat").asInt());
    first.send("{\"type\":\"say\",\"text\":\"Red Alert on my Warp Trail\"}");
    assertEquals("Red Alert on my Warp Trail", first.next("comms").get("text").asText());
    first.send("{\"type\":\"say\",\"text\":\"third\"}");
    first.send("{\"type\":\"say\",\"text\":\"fourth\"}");
    assertEquals("COMMS_RATE_LIMITED", first.next("error").get("code").asText());
    // The muted sender's text never reached the second seat; the game did not move.
    second.send("{\"type\":\"view\"}");
    JsonNode next = second.next();
    assertEquals("update", next.get("type").asText(), next.toString());
    assertEquals(0, next.get("ply").asInt());
    first.close();
    second.close();
  }
}
