// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.iwgf.warp.classic.json.ClassicJson;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.rating.tei.FederationCommission;
import org.iwgf.warp.rating.tei.Rating;
import org.iwgf.warp.server.store.Seat;
import org.iwgf.warp.server.store.StoredTable;
import org.iwgf.warp.server.store.TableStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lobby ({@code GET /lobby}): every table with its game and open seats and, at a rated Warp table, each
 * named captain's TEI band; filtered by game, band and open seats; a bad filter refused in words.
 */
@Timeout(60)
class LobbyListingTest {
  /** Rated before: a Veteran-letter rating far above a new captain's (a Flag Officer's commission). */
  private static final Rating VETERAN = Rating.of(45, 2.5);

  @TempDir Path dir;

  @Test
  void tablesAreListedAndFilteredByGameBandAndOpenSeats() {
    // A captain with a rating of record, seated at a rated table stored before the server starts.
    try (TableStore store = TableStore.open(Loopback.options(dir).jdbcUrl())) {
      store.create(new StoredTable("rated-bob", "warp", RatedTableTest.CONFIG, 5, false, true,
          List.of(new Seat("human:bob", Optional.of("0".repeat(64))), new Seat("officer:ensign", Optional.empty())),
          List.of()));
      store.rate("rated-bob", List.of(new TableStore.StoredRating("bob", VETERAN.mu(), VETERAN.sigma(), 40)));
    }
    String veteranBand = FederationCommission.of(VETERAN).name();
    String newBand = FederationCommission.of(Rating.initial()).name();
    assertNotEquals(newBand, veteranBand);
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      String alice = Loopback.post(server, "/players", "", "{\"name\":\"alice\"}").body().get("key").asText();
      Loopback.Reply rated = Loopback.post(server, "/tables", "", alice, "{\"game\":\"warp\",\"rated\":true,"
          + "\"config\":" + RatedTableTest.CONFIG + ",\"seats\":[\"human:alice\",\"open\"]}");
      String aliceTable = rated.body().get("table").asText();
      String casual = Loopback.create(server, TableServerTest.WARP_DUEL.replace("\"human\"", "\"open\"")).id();
      String classic = Loopback.create(server, "{\"game\":\"classic\",\"config\":"
          + ClassicJson.writeConfig(ClassicConfig.builder(Variant.BLOCK).players(2).build())
          + ",\"seats\":[\"human\",\"officer:random\"],\"turnSeconds\":60}").id();

      JsonNode all = lobby(server, "");
      assertEquals(4, all.size(), all.toString());
      Map<String, JsonNode> byId = new TreeMap<>();
      all.forEach(t -> byId.put(t.get("table").asText(), t));
      assertEquals(List.of("classic", "warp", "warp", "warp"), games(all), "by game");
      JsonNode aliceEntry = byId.get(aliceTable);
      assertEquals("[1]", aliceEntry.get("open").toString());
      assertEquals("[\"" + newBand + "\"]", aliceEntry.get("bands").toString());
      assertEquals("alice", aliceEntry.get("captains").get(0).get("player").asText());
      assertEquals(FederationCommission.of(Rating.initial()).displayName(),
          aliceEntry.get("captains").get(0).get("commission").asText());
      assertEquals("[\"" + veteranBand + "\"]", byId.get("rated-bob").get("bands").toString());
      assertEquals("[]", byId.get(casual).get("bands").toString(), "a casual table has no band");
      assertEquals("[0]", byId.get(casual).get("open").toString());
      assertEquals(60, byId.get(classic).get("turnSeconds").asInt());
      assertEquals("[]", byId.get(classic).get("open").toString());

      assertEquals(List.of(classic), ids(lobby(server, "?game=classic")));
      assertEquals(List.of(aliceTable), ids(lobby(server, "?band=" + newBand)));
      assertEquals(List.of("rated-bob"), ids(lobby(server, "?band=" + veteranBand + "&game=warp")));
      assertEquals(sorted(aliceTable, casual), ids(lobby(server, "?open=true")));
      assertEquals(sorted(classic, "rated-bob"), ids(lobby(server, "?open=false")));
      assertEquals(List.of(), ids(lobby(server, "?game=blackhole")));
      String nobodys = Arrays.stream(FederationCommission.values()).map(Enum::name)
          .filter(b -> !b.equals(newBand) && !b.equals(veteranBand)).findFirst().orElseThrow();
      assertEquals(List.of(), ids(lobby(server, "?band=" + nobodys)));
    }
  }

  @Test
  void aBadFilterIsRefusedInWords() {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Map<String, String> refusals = Map.of("?game=chess", "BAD_FILTER", "?band=cadet", "BAD_FILTER",
          "?band=", "BAD_FILTER", "?open=yes", "BAD_FILTER", "?rated=true", "BAD_QUERY",
          "?game=warp&game=classic", "BAD_QUERY");
      refusals.forEach((query, code) -> {
        Loopback.Reply refused = Loopback.get(server, "/lobby" + query, "");
        assertEquals(400, refused.status(), query);
        assertEquals(code, refused.body().get("code").asText(), query);
      });
      assertEquals(200, Loopback.get(server, "/lobby?band=CADET", "").status());
    }
  }

  private static JsonNode lobby(WarpServer server, String query) {
    Loopback.Reply r = Loopback.get(server, "/lobby" + query, "");
    assertEquals(200, r.status(), r.body().toString());
    return r.body().get("tables");
  }

  private static List<String> ids(JsonNode tables) {
    List<String> ids = new ArrayList<>();
    tables.forEach(t -> ids.add(t.get("table").asText()));
    return ids.stream().sorted().toList();
  }

  private static List<String> games(JsonNode tables) {
    List<String> games = new ArrayList<>();
    tables.forEach(t -> games.add(t.get("game").asText()));
    return games;
  }

  private static List<String> sorted(String... ids) {
    return List.of(ids).stream().sorted().toList();
  }
}
