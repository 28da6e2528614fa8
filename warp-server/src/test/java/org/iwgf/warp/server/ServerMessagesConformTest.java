// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.iwgf.warp.classic.json.ClassicJson;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.server.Loopback.Client;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.iwgf.warp.tabletop.blackhole.Spiral;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.scenario.RandomScenarios;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every message the server sends in a played game of each of the four games — each seat's and the spectator's
 * updates, the advisor's move, comms, a mute's acknowledgement, an error, the updates caught up after coming
 * back and a fresh view — conforms to the server's message schema (docs/schema/server/message.schema.json),
 * from which the browser client's TypeScript declarations are made: the schema cannot drift from what the
 * server writes.
 */
@Timeout(300)
class ServerMessagesConformTest {
  private static final MessageSchema SCHEMA = new MessageSchema();
  /** The seed of the moves the seats choose, printed with any failure. */
  private static final long SEED = 2026;

  @TempDir Path dir;

  // The test plays every seat from one address as fast as the server answers, far past a person's pace.
  private WarpServer start() {
    return WarpServer.start(Loopback.options(dir).withMessagesPerSecond(1_000_000));
  }

  @AfterAll
  static void report() {
    System.out.println("server messages checked against " + MessageSchema.RESOURCE + ": " + SCHEMA.checked());
  }

  @Test
  void aWarpSectorWithAdviceCommsAnErrorAndComingBack() throws Exception {
    String config = "{\"factor\":\"WARP_9\",\"captains\":2,\"campaignRounds\":1,"
        + "\"plugins\":[{\"id\":\"module-beta\"},{\"id\":\"subspace-fracture\"}]}";
    try (WarpServer server = start()) {
      Played game = Played.open(server, "warp", config, "[\"human\",\"human\"]");
      Reader first = game.seats.get(0);
      Reader second = game.seats.get(1);
      // Comms both ways, a mute and its lifting, and a move out of turn, before the first move.
      first.client.send("{\"type\":\"hail\",\"phrase\":\"ENGAGE\"}");
      second.until("comms");
      second.client.send("{\"type\":\"say\",\"text\":\"Good hunting\",\"to\":0}");
      first.until("comms");
      first.client.send("{\"type\":\"mute\",\"seat\":1}");
      first.until("muted");
      first.client.send("{\"type\":\"unmute\",\"seat\":1}");
      first.until("unmuted");
      Reader idle = game.first.get("toAct").asInt() == 0 ? second : first;
      idle.client.send("{\"type\":\"move\",\"move\":{\"type\":\"draw\"}}");
      assertEquals("NOT_YOUR_TURN", idle.until("error").get("code").asText());
      // The advisor's move for the captain at the helm, then the sector played to its end.
      Reader helm = game.seats.get(game.first.get("toAct").asInt());
      helm.client.send("{\"type\":\"advice\"}");
      helm.until("advice");
      JsonNode last = game.playToTheEnd(3_000);
      assertTrue(last.get("over").asBoolean(), "the sector ends");

      // Coming back: the last three updates one by one, then a fresh view for a number ahead of the table.
      int end = last.get("seq").asInt();
      Reader back = game.reader(Client.reconnect(server, game.id, game.tokens.get(0), end - 3), "coming back");
      back.update(end);
      assertEquals(end - 2, back.seen.get(0).get("seq").asInt(), "the first missed update comes first");
      Reader ahead = game.reader(Client.reconnect(server, game.id, game.tokens.get(1), end + 5), "ahead");
      assertEquals("AHEAD", ahead.until("resync").get("reason").asText());
      Reader old = game.reader(Client.reconnect(server, game.id, "", 0), "too old");
      assertEquals(end > 64 ? "resync" : "update", old.update(end).get("type").asText());
      game.close();
    }
    assertTrue(SCHEMA.checked().keySet().containsAll(
        Set.of("update", "resync", "advice", "comms", "muted", "unmuted", "error")), SCHEMA.checked().toString());
  }

  @Test
  void aRatedWarpSectorPublishesItsSeedCommitment() throws Exception {
    try (WarpServer server = start()) {
      String key = Loopback.post(server, "/players", "", "{\"name\":\"alice\"}").body().get("key").asText();
      String request = "{\"game\":\"warp\",\"rated\":true,\"config\":{\"factor\":\"WARP_9\",\"captains\":2,"
          + "\"campaignRounds\":1},\"seats\":[\"human:alice\",\"officer:ensign\"]}";
      Played game = Played.open(server, Loopback.post(server, "/tables", "", key, request), "rated warp");
      JsonNode last = game.playToTheEnd(3_000);
      assertTrue(last.get("over").asBoolean(), "the sector ends");
      assertTrue(last.path("seed").has("salt"), "the seed is published at the end: " + last.get("seed"));
      game.close();
    }
  }

  @Test
  void aGameOfWarp6ClassicAllFives() throws Exception {
    String config = ClassicJson.writeConfig(ClassicConfig.builder(Variant.ALL_FIVES).players(3).target(60).build());
    try (WarpServer server = start()) {
      Played game = Played.open(server, "classic", config, "[\"human\",\"officer:random\",\"human\"]");
      assertTrue(game.playToTheEnd(3_000).get("over").asBoolean(), "the game ends");
      game.close();
    }
  }

  @Test
  void aDiceRaceWithTheSecretSetupChosenFromItsMoveMenu() throws Exception {
    // Three players (18,432 choices of faces each, described by the menu) on a board of three rings (18, 12 and 6
    // spaces), so that the race is short.
    String config = BlackHoleJson.writeConfig(BlackHoleConfig.standard(3).withSecretSetup().on(Spiral.sectored(3)));
    try (WarpServer server = start()) {
      Played game = Played.open(server, "blackhole", config, "[\"human\",\"officer:random\",\"human\"]");
      assertTrue(game.playToTheEnd(3_000).get("over").asBoolean(), "the race ends");
      assertTrue(game.menus > 0, "the secret setup was chosen from a moveMenu");
      game.close();
    }
  }

  @Test
  void aWormholeBattle() throws Exception {
    String config = WormholeJson.codec().writeConfig(RandomScenarios.of(CatalogJson.sathrican(), 3));
    try (WarpServer server = start()) {
      Played game = Played.open(server, "wormhole", config, "[\"human\",\"officer:autopilot\"]");
      assertTrue(game.playToTheEnd(3_000).get("over").asBoolean(), "the battle ends");
      game.close();
    }
  }

  @Test
  void theSchemaRefusesWhatTheServerNeverSends() {
    ClassicRules rules = ClassicRules.of(ClassicConfig.builder(Variant.DRAW).players(2).build());
    ObjectNode update = (ObjectNode) Loopback.read("{\"type\":\"update\",\"seq\":0,\"table\":\"t\",\"game\":\"classic\","
        + "\"seat\":0,\"ply\":0,\"toAct\":0,\"over\":false,\"seats\":[\"human\",\"human\"],\"view\":"
        + ClassicJson.writeView(rules.view(rules.start(1), 0)) + ",\"events\":[],\"legalMoves\":[],\"moveCount\":0}");
    assertEquals(List.of(), SCHEMA.errors(update.toString()), "the document the refusals start from conforms");
    Map<String, String> refused = new LinkedHashMap<>();
    refused.put("an unknown type", update.deepCopy().put("type", "updated").toString());
    refused.put("a field renamed", renamed(update, "seq", "sequence").toString());
    refused.put("a field of the view renamed", withView(update, renamed((ObjectNode) update.get("view"), "hand",
        "tiles")).toString());
    refused.put("a field missing", update.deepCopy().without("moveCount").toString());
    refused.put("a field of another kind", update.deepCopy().put("over", "no").toString());
    refused.put("another game's view", update.deepCopy().put("game", "warp").toString());
    refused.put("a resync without its reason", update.deepCopy().put("type", "resync").toString());
    refused.put("a move menu in a game without one", update.deepCopy().set("moveMenu",
        Loopback.read("{\"seat\":0,\"dice\":[]}")).toString());
    refused.put("an error without its code", "{\"type\":\"error\",\"message\":\"No.\"}");
    refused.put("a comms message of an unknown kind", "{\"type\":\"comms\",\"from\":0,\"kind\":\"shout\",\"text\":\"!\"}");
    refused.forEach((what, json) -> assertFalse(SCHEMA.errors(json).isEmpty(), what + " is refused: " + json));
  }

  private static ObjectNode renamed(ObjectNode node, String from, String to) {
    ObjectNode out = node.deepCopy();
    out.set(to, out.remove(from));
    return out;
  }

  private static ObjectNode withView(ObjectNode update, ObjectNode view) {
    ObjectNode out = update.deepCopy();
    out.set("view", view);
    return out;
  }

  /** A connection's messages, each checked against the schema as it is read. */
  static final class Reader {
    final Client client;
    final String origin;
    /** The updates (and fresh views) read, in order. */
    final List<JsonNode> seen = new ArrayList<>();

    Reader(Client client, String origin) {
      this.client = client;
      this.origin = origin;
    }

    JsonNode take() throws InterruptedException {
      JsonNode m = client.next();
      if (m == Client.CLOSED) {
        throw new AssertionError(origin + ": the server closed the connection");
      }
      SCHEMA.check(m, origin + " (seed " + SEED + ")");
      if (isUpdate(m)) {
        seen.add(m);
      }
      return m;
    }

    /** The next message of {@code type}; the others read meanwhile are checked too. */
    JsonNode until(String type) throws InterruptedException {
      while (true) {
        JsonNode m = take();
        if (m.path("type").asText().equals(type)) {
          return m;
        }
      }
    }

    /** The update (or fresh view) numbered {@code seq}, read already or still to come. */
    JsonNode update(int seq) throws InterruptedException {
      Optional<JsonNode> read = seen.stream().filter(u -> u.get("seq").asInt() == seq).findFirst();
      if (read.isPresent()) {
        return read.get();
      }
      while (true) {
        JsonNode m = take();
        if (m.path("type").asText().equals("error")) {
          throw new AssertionError(origin + " was refused, waiting for update " + seq + ": " + m);
        }
        if (isUpdate(m) && m.get("seq").asInt() >= seq) {
          assertEquals(seq, m.get("seq").asInt(), origin + ": an update was skipped");
          return m;
        }
      }
    }

    private static boolean isUpdate(JsonNode m) {
      String type = m.path("type").asText();
      return type.equals("update") || type.equals("resync");
    }
  }

  /** A table of one game watched by a spectator and played by the test at each human seat. */
  static final class Played {
    final String id;
    final String game;
    final Map<Integer, String> tokens;
    final Map<Integer, Reader> seats = new LinkedHashMap<>();
    final Reader spectator;
    /** The spectator's first update. */
    final JsonNode first;
    final SplittableRandom random = new SplittableRandom(SEED);
    final List<Reader> readers = new ArrayList<>();
    int menus;

    private Played(WarpServer server, String id, String game, Map<Integer, String> tokens) throws InterruptedException {
      this.id = id;
      this.game = game;
      this.tokens = tokens;
      tokens.forEach((seat, token) -> seats.put(seat, reader(Client.connect(server, id, token), "seat " + seat)));
      this.spectator = reader(Client.connect(server, id, ""), "the spectator");
      this.first = spectator.update(0);
    }

    static Played open(WarpServer server, String game, String config, String seats) throws InterruptedException {
      return open(server, Loopback.post(server, "/tables", "", "{\"game\":\"" + game + "\",\"seed\":" + SEED
          + ",\"config\":" + config + ",\"seats\":" + seats + "}"), game);
    }

    static Played open(WarpServer server, Loopback.Reply created, String game) throws InterruptedException {
      assertEquals(201, created.status(), game + ": " + created.body());
      Map<Integer, String> tokens = new LinkedHashMap<>();
      created.body().get("tokens").fields().forEachRemaining(e -> tokens.put(Integer.parseInt(e.getKey()),
          e.getValue().asText()));
      return new Played(server, created.body().get("table").asText(), game, tokens);
    }

    Reader reader(Client client, String who) {
      Reader r = new Reader(client, game + " table, " + who);
      readers.add(r);
      return r;
    }

    /**
     * Plays a random legal move at each human seat's turn (officers play their own) until the game is over or
     * {@code most} moves are played; returns the spectator's last update, once every seat has read its copy.
     */
    JsonNode playToTheEnd(int most) throws InterruptedException {
      JsonNode now = spectator.update(0);
      while (!now.get("over").asBoolean() && now.get("ply").asInt() < most) {
        Reader helm = seats.get(now.get("toAct").asInt());
        if (helm != null) {
          JsonNode mine = helm.update(now.get("seq").asInt());
          helm.client.send("{\"type\":\"move\",\"move\":" + choose(mine) + "}");
          // The seat's own copy of the update its move makes, or the refusal.
          helm.update(now.get("seq").asInt() + 1);
        }
        now = spectator.update(now.get("seq").asInt() + 1);
      }
      for (Reader seat : seats.values()) {
        seat.update(now.get("seq").asInt());
      }
      return now;
    }

    private String choose(JsonNode update) {
      JsonNode legal = update.get("legalMoves");
      if (!legal.isEmpty()) {
        return legal.get(random.nextInt(legal.size())).toString();
      }
      JsonNode menu = update.get("moveMenu");
      if (menu == null) {
        throw new AssertionError(game + ": no move listed or described at the helm: " + update);
      }
      menus++;
      ArrayNode faces = Loopback.JSON.createArrayNode();
      for (JsonNode die : menu.get("dice")) {
        faces.add(die.get("faces").get(random.nextInt(die.get("faces").size())));
      }
      return "{\"type\":\"choose\",\"faces\":" + faces + "}";
    }

    void close() {
      readers.forEach(r -> r.client.close());
      System.out.println(game + ": updates read " + readers.stream().map(r -> r.origin + " " + r.seen.size())
          .collect(Collectors.joining(", ")));
    }
  }
}
