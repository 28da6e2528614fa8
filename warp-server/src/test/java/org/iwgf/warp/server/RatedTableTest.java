// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.server.Loopback.Reply;
import org.iwgf.warp.server.store.Seat;
import org.iwgf.warp.server.store.StoredTable;
import org.iwgf.warp.server.store.TableStore;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
class RatedTableTest {
  static final String CONFIG = "{\"factor\":\"WARP_9\",\"captains\":2,\"campaignRounds\":1}";
  static final String RATED = "{\"game\":\"warp\",\"rated\":true,\"config\":" + CONFIG
      + ",\"seats\":[\"human:alice\",\"officer:ensign\"]}";

  @TempDir Path dir;

  @Test
  void aFinishedRatedTableUpdatesTheCaptainsTeiOnce() throws Exception {
    String id;
    JsonNode published;
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      String alice = register(server, "alice");
      assertEquals("SEATS", Loopback.post(server, "/tables", "", alice,
          RATED.replace("officer:ensign", "officer:random")).body().get("code").asText());
      assertEquals("RATED_GAME", Loopback.post(server, "/tables", "", alice,
          "{\"game\":\"blackhole\",\"rated\":true,\"config\":"
          + BlackHoleJson.writeConfig(BlackHoleConfig.standard(2)) + ",\"seats\":[\"human\",\"human\"]}").body().get("code").asText());
      Loopback.Seated created = create(server, alice, RATED);
      id = created.id();
      String path = "/tables/" + id;
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
      JsonNode rating = Loopback.get(server, "/ratings", "").body().at("/ratings/0");
      assertEquals("alice", rating.get("player").asText());
      assertEquals(1, rating.get("sectors").asInt());
      assertNotEquals(25.0, rating.get("mu").asDouble());
      published = Loopback.get(server, path + "/spectate", "").body().get("seed");
      assertTrue(published.has("salt"), published.toString());
    }
    // Resumed, the finished table is not rated a second time, and publishes the same seed and salt.
    try (WarpServer restarted = WarpServer.start(Loopback.options(dir))) {
      assertEquals(1, Loopback.get(restarted, "/ratings", "").body().at("/ratings/0/sectors").asInt());
      assertEquals(published, Loopback.get(restarted, "/tables/" + id + "/spectate", "").body().get("seed"));
    }
  }

  @Test
  void aPlayerIsRegisteredOnceAndItsKeyIsShownOnce() {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Reply first = Loopback.post(server, "/players", "", "{\"name\":\"alice\"}");
      assertEquals(201, first.status());
      assertEquals("alice", first.body().get("player").asText());
      assertEquals(43, first.body().get("key").asText().length(), "32 random bytes, URL-safe Base64");
      Reply again = Loopback.post(server, "/players", "", "{\"name\":\"alice\"}");
      assertEquals("PLAYER_TAKEN", again.body().get("code").asText());
      assertFalse(again.body().has("key"));
      assertEquals("PLAYER_NAME", Loopback.post(server, "/players", "", "{\"name\":\"<b>\"}").body().get("code").asText());
      assertEquals("PLAYER_NAME", Loopback.post(server, "/players", "", "{}").body().get("code").asText());
    }
  }

  /** Rulebook Section VIII: a rated sector's deal is nobody's choice, and anyone can check it afterwards. */
  @Test
  void aRatedTablesSeedIsTheServersCommittedAtTheStartAndPublishedAtTheEnd() throws Exception {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      String alice = register(server, "alice");
      Reply seeded = Loopback.post(server, "/tables", "", alice, RATED.replace("{\"game\"", "{\"seed\":5,\"game\""));
      assertEquals(400, seeded.status());
      assertEquals("RATED_SEED", seeded.body().get("code").asText());
      Loopback.Seated created = create(server, alice, RATED);
      String path = "/tables/" + created.id();
      JsonNode first = Loopback.get(server, path + "/spectate", "").body();
      String commitment = first.at("/seed/commitment").asText();
      assertEquals(64, commitment.length(), first.toString());
      assertFalse(first.at("/seed").has("seed"), "no seed while the sector is played");
      assertFalse(first.at("/seed").has("salt"));
      JsonNode last = playToTheEnd(server, path, created.token(0));
      assertEquals(commitment, last.at("/seed/commitment").asText());
      String seed = last.at("/seed/seed").asText();
      String salt = last.at("/seed/salt").asText();
      assertEquals(64, salt.length());
      // How anyone checks it: SHA-256 of "<seed>:<salt>" is the commitment published at the start.
      assertEquals(commitment, sha256(seed + ":" + salt));
      assertEquals(commitment, Loopback.get(server, path + "/spectate", "").body().at("/seed/commitment").asText());
      // Two rated tables do not share a seed.
      Loopback.Seated second = create(server, alice, RATED);
      assertNotEquals(commitment, Loopback.get(server, "/tables/" + second.id() + "/spectate", "").body()
          .at("/seed/commitment").asText());
    }
  }

  /** One anonymous client may not seat and play two named captains and move both their ratings. */
  @Test
  void aRatedSeatIsTakenOnlyWithItsOwnPlayersKeyOncePerTable() throws Exception {
    String duel = "{\"game\":\"warp\",\"rated\":true,\"config\":" + CONFIG + ",\"seats\":[%s]}";
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Reply anonymous = Loopback.post(server, "/tables", "", String.format(duel, "\"human:victim\",\"human:accomplice\""));
      assertEquals(403, anonymous.status());
      assertEquals("PLAYER_KEY", anonymous.body().get("code").asText());
      String alice = register(server, "alice");
      String bob = register(server, "bob");
      assertEquals("PLAYER_KEY", Loopback.post(server, "/tables", "", alice,
          String.format(duel, "\"human:alice\",\"human:bob\"")).body().get("code").asText());
      assertEquals("PLAYER_KEY", Loopback.post(server, "/tables", "", alice,
          String.format(duel, "\"human:bob\",\"open\"")).body().get("code").asText());
      assertEquals("SEATS", Loopback.post(server, "/tables", "", alice,
          String.format(duel, "\"human:alice\",\"human:alice\"")).body().get("code").asText());
      Loopback.Seated created = create(server, alice, String.format(duel, "\"human:alice\",\"open\""));
      String seat = "/tables/" + created.id() + "/seats/1";
      assertEquals("PLAYER_KEY", Loopback.post(server, seat, "", "").body().get("code").asText());
      assertEquals("PLAYER_KEY", Loopback.post(server, seat, "", "not-a-key", "").body().get("code").asText());
      assertEquals("SAME_PLAYER", Loopback.post(server, seat, "", alice, "").body().get("code").asText());
      Reply joined = Loopback.post(server, seat, "", bob, "");
      assertEquals("joined", joined.body().get("type").asText(), joined.body().toString());
      String path = "/tables/" + created.id();
      JsonNode update = Loopback.get(server, path, created.token(0)).body();
      assertEquals("[\"human:alice\",\"human:bob\"]", update.get("seats").toString());
      String[] tokens = {created.token(0), joined.body().get("token").asText()};
      for (int i = 0; i < 3000 && !update.get("over").asBoolean(); i++) {
        String token = tokens[update.get("toAct").asInt()];
        update = Loopback.post(server, path + "/moves", token, Loopback.get(server, path, token).body()
            .get("legalMoves").get(0).toString()).body();
      }
      assertTrue(update.get("over").asBoolean());
      JsonNode ratings = Loopback.get(server, "/ratings", "").body().get("ratings");
      assertEquals(2, ratings.size(), ratings.toString());
      assertEquals("alice", ratings.get(0).get("player").asText());
      assertEquals("bob", ratings.get(1).get("player").asText());
    }
  }

  /**
   * A rated table stored before players were registered (names nobody proved, no seed commitment) plays on
   * when the server resumes it, but its result is not rated.
   */
  @Test
  void aRatedTableWhoseSeatsAreNotBoundToPlayersIsNotRated() throws Exception {
    String token = "legacy-token";
    try (TableStore store = TableStore.open(Loopback.options(dir).jdbcUrl())) {
      store.create(new StoredTable("legacy", "warp", CONFIG, 5, false, true,
          List.of(new Seat("human:victim", Optional.of(sha256(token))), new Seat("officer:ensign", Optional.empty())),
          List.of()));
    }
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      JsonNode last = playToTheEnd(server, "/tables/legacy", token);
      assertFalse(last.has("seed"), "no commitment was made for it");
      assertEquals(0, Loopback.get(server, "/ratings", "").body().get("ratings").size());
    }
  }

  private static String register(WarpServer server, String name) {
    return Loopback.post(server, "/players", "", "{\"name\":\"" + name + "\"}").body().get("key").asText();
  }

  private static Loopback.Seated create(WarpServer server, String playerKey, String table) {
    Reply created = Loopback.post(server, "/tables", "", playerKey, table);
    assertEquals(201, created.status(), created.body().toString());
    return new Loopback.Seated(created.body().get("table").asText(), created.body().get("tokens"));
  }

  /** Seat 0 plays its first legal move whenever it is at the helm, until the sector is over. */
  private static JsonNode playToTheEnd(WarpServer server, String path, String token) throws InterruptedException {
    JsonNode update = Loopback.get(server, path, token).body();
    for (int i = 0; i < 3000 && !update.get("over").asBoolean(); i++) {
      if (update.get("toAct").asInt() == 0) {
        update = Loopback.post(server, path + "/moves", token, update.get("legalMoves").get(0).toString()).body();
      } else {
        Thread.sleep(2);
        update = Loopback.get(server, path, token).body();
      }
    }
    assertTrue(update.get("over").asBoolean(), update.toString());
    return update;
  }

  private static String sha256(String text) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
  }
}
