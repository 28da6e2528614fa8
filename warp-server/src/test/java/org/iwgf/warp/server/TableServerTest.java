// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import org.iwgf.warp.classic.json.ClassicJson;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.server.Loopback.Client;
import org.iwgf.warp.server.Loopback.Reply;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.scenario.RandomScenarios;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
class TableServerTest {
  static final String WARP_DUEL = "{\"game\":\"warp\",\"seed\":7,\"config\":{\"factor\":\"WARP_9\",\"captains\":2},"
      + "\"seats\":[\"human\",\"officer:commander\"]}";

  @TempDir Path dir;

  private static String table(String game, String config, String seats) {
    return "{\"game\":\"" + game + "\",\"seed\":11,\"config\":" + config + ",\"seats\":" + seats + "}";
  }

  @Test
  void everyGameSeatsHumansAndOfficers() throws Exception {
    Map<String, String> tables = Map.of(
        "warp", table("warp", "{\"factor\":\"WARP_12\",\"captains\":3,\"plugins\":[{\"id\":\"module-beta\"},"
            + "{\"id\":\"subspace-fracture\"}]}", "[\"human\",\"officer:ensign\",\"officer:random\"]"),
        "classic", table("classic", ClassicJson.writeConfig(ClassicConfig.builder(Variant.DRAW).players(2).build()),
            "[\"officer:random\",\"human\"]"),
        "blackhole", table("blackhole", BlackHoleJson.writeConfig(BlackHoleConfig.standard(2)),
            "[\"human\",\"officer:random\"]"),
        "wormhole", table("wormhole", WormholeJson.codec().writeConfig(
            RandomScenarios.of(CatalogJson.sathrican(), 3)), "[\"human\",\"officer:autopilot\"]"));
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      for (Map.Entry<String, String> e : tables.entrySet()) {
        Reply created = Loopback.post(server, "/tables", "", e.getValue());
        assertEquals(201, created.status(), e.getKey() + ": " + created.body());
        String id = created.body().get("table").asText();
        String token = created.body().get("tokens").fields().next().getValue().asText();
        Client client = Client.connect(server, id, token);
        JsonNode update = client.next("update");
        // The officer plays on its own turn; wait until the human is at the helm.
        while (update.get("toAct").asInt() != update.get("seat").asInt() && !update.get("over").asBoolean()) {
          update = client.next("update");
        }
        assertEquals(e.getKey(), update.get("game").asText());
        assertTrue(update.get("view").isObject());
        assertFalse(update.get("legalMoves").isEmpty(), e.getKey());
        int ply = update.get("ply").asInt();
        client.send("{\"type\":\"move\",\"move\":" + update.get("legalMoves").get(0) + "}");
        JsonNode after = client.next("update");
        assertEquals(ply + 1, after.get("ply").asInt(), e.getKey());
        client.close();
      }
    }
  }

  @Test
  void badInputGetsItsCodeAndChangesNothing() throws Exception {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Loopback.Seated created = Loopback.create(server, WARP_DUEL);
      String id = created.id();
      String token = created.token(0);
      JsonNode before = Loopback.get(server, "/tables/" + id, token).body();

      assertEquals("MALFORMED_JSON", Loopback.post(server, "/tables", "", "{nope").body().get("code").asText());
      assertEquals("UNKNOWN_GAME", Loopback.post(server, "/tables", "",
          "{\"game\":\"chess\",\"config\":{},\"seats\":[]}").body().get("code").asText());
      Reply bad = Loopback.get(server, "/tables/" + id, "not-a-token");
      assertEquals(403, bad.status());
      assertEquals("BAD_TOKEN", bad.body().get("code").asText());
      assertEquals("UNKNOWN_TABLE", Loopback.get(server, "/tables/none", token).body().get("code").asText());
      assertEquals("UNKNOWN_TYPE", Loopback.post(server, "/tables/" + id + "/moves", token,
          "{\"type\":\"warp-drive\"}").body().get("code").asText());
      Reply oversize = Loopback.post(server, "/tables/" + id + "/moves", token,
          "{\"type\":\"draw\",\"x\":\"" + "x".repeat(ServerOptions.MAX_HTTP_BODY) + "\"}");
      assertEquals(413, oversize.status());
      assertEquals("MESSAGE_TOO_LARGE", oversize.body().get("code").asText());

      Client client = Client.connect(server, id, token);
      JsonNode update = client.next("update");
      client.send("{\"type\":\"move\"");
      assertEquals("MALFORMED_JSON", client.next("error").get("code").asText());
      client.send("{\"type\":\"dance\"}");
      assertEquals("UNKNOWN_TYPE", client.next("error").get("code").asText());
      client.send("{\"type\":\"view\",\"pad\":\"" + "x".repeat(ServerOptions.MAX_WS_MESSAGE) + "\"}");
      assertEquals("MESSAGE_TOO_LARGE", client.next("error").get("code").asText());
      // Passing before drawing is never legal for the captain at the helm.
      assertEquals(0, update.get("toAct").asInt());
      client.send("{\"type\":\"move\",\"move\":{\"type\":\"pass\"}}");
      assertFalse(client.next("error").get("code").asText().isEmpty());
      JsonNode after = Loopback.get(server, "/tables/" + id, token).body();
      assertEquals(before.get("ply"), after.get("ply"));
      assertEquals(before.get("view"), after.get("view"));
      client.close();

      // The overtime vote is a move of the engine: it reads, and is refused when no vote is open.
      String vote = Loopback.post(server, "/tables/" + id + "/moves", token,
          "{\"type\":\"overtime-vote\",\"accept\":true}").body().get("code").asText();
      assertFalse(vote.equals("UNKNOWN_TYPE") || vote.equals("MALFORMED_JSON"), vote);

      // Two humans: the seat off the helm is told it is not its turn.
      Reply two = Loopback.post(server, "/tables", "", WARP_DUEL.replace("officer:commander", "human"));
      String other = two.body().at("/tokens/1").asText();
      Reply notYours = Loopback.post(server, "/tables/" + two.body().get("table").asText() + "/moves", other,
          "{\"type\":\"draw\"}");
      assertEquals("NOT_YOUR_TURN", notYours.body().get("code").asText());
    }
  }
}
