// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.iwgf.warp.rating.tei.FederationCommission;
import org.iwgf.warp.rating.tei.Rating;
import org.iwgf.warp.server.game.GameCatalog;
import org.iwgf.warp.server.game.PlainJson;
import org.iwgf.warp.server.store.Seat;
import org.iwgf.warp.server.store.TableStore.StoredRating;

/**
 * The lobby ({@code GET /lobby}): every table with its game, who sits where, its open seats, whether it is over,
 * and at a rated table each named captain's TEI band — the Federation commission (Section VIII's band table)
 * of the captain's rating, a captain not yet rated counting at the starting rating. Filtered by game, by band
 * and by whether a seat is open.
 */
final class Lobby {
  private Lobby() {}

  /**
   * The lobby's JSON, {@code {"tables":[…]}}, by game and then table id.
   *
   * @param ratings every stored rating
   * @throws TableException {@code BAD_FILTER} for a game, band or {@code open} value that is not one,
   *     {@code BAD_QUERY} for another parameter
   */
  static String list(Collection<Table> tables, List<StoredRating> ratings, Map<String, List<String>> parameters) {
    Query query = Query.read(parameters, Set.of("game", "band", "open"));
    Set<String> games = GameCatalog.entries().stream().map(GameCatalog.Entry::name)
        .collect(Collectors.toCollection(TreeSet::new));
    Optional<String> game = query.get("game").map(g -> check(g, games, "game"));
    Set<String> bands = Arrays.stream(FederationCommission.values()).map(Enum::name)
        .collect(Collectors.toCollection(LinkedHashSet::new));
    Optional<String> band = query.get("band").map(b -> check(b, bands, "band"));
    Optional<Boolean> open = query.get("open").map(o -> Boolean.parseBoolean(check(o, Set.of("true", "false"),
        "open")));
    Map<String, Rating> rated = ratings.stream()
        .collect(Collectors.toMap(StoredRating::player, r -> Rating.of(r.mu(), r.sigma())));
    List<Listed> listed = new ArrayList<>();
    for (Table table : tables) {
      Listed entry = entry(table, rated);
      if (game.map(entry.game()::equals).orElse(true)
          && band.map(entry.bands()::contains).orElse(true)
          && open.map(o -> o == !entry.open().isEmpty()).orElse(true)) {
        listed.add(entry);
      }
    }
    listed.sort(Comparator.comparing(Listed::game).thenComparing(Listed::table));
    return "{\"tables\":" + PlainJson.write(listed.stream().map(Listed::json).toList()) + "}";
  }

  private static String check(String value, Set<String> allowed, String filter) {
    if (!allowed.contains(value)) {
      throw new TableException("BAD_FILTER", "'" + filter + "' is one of " + String.join(", ", allowed) + "; '"
          + Query.shown(value) + "' is not.");
    }
    return value;
  }

  /** One table as listed: what the filters look at, and its entry's JSON. */
  private record Listed(String game, String table, List<Integer> open, Set<String> bands, Map<String, Object> json) {}

  private static Listed entry(Table table, Map<String, Rating> ratings) {
    synchronized (table) {
      List<Integer> open = new ArrayList<>();
      List<Map<String, Object>> captains = new ArrayList<>();
      Set<String> bands = new TreeSet<>(Comparator.comparing(FederationCommission::valueOf));
      for (int i = 0; i < table.seats.size(); i++) {
        Seat seat = table.seats.get(i);
        if (seat.isOpen()) {
          open.add(i);
        }
        Optional<String> player = seat.player();
        if (table.rated && player.isPresent()) {
          FederationCommission band = FederationCommission.of(ratings.getOrDefault(player.get(), Rating.initial()));
          bands.add(band.name());
          Map<String, Object> captain = new LinkedHashMap<>();
          captain.put("seat", i);
          captain.put("player", player.get());
          captain.put("band", band.name());
          captain.put("commission", band.displayName());
          captains.add(captain);
        }
      }
      Map<String, Object> entry = new LinkedHashMap<>();
      entry.put("table", table.id);
      entry.put("game", table.game.game());
      entry.put("seats", table.seats.stream().map(Seat::kind).toList());
      entry.put("open", open);
      entry.put("ply", table.game.ply());
      entry.put("over", table.game.outcome().isPresent());
      entry.put("rated", table.rated);
      table.timer.seconds().ifPresent(s -> entry.put("turnSeconds", s));
      entry.put("captains", captains);
      entry.put("bands", bands);
      return new Listed(table.game.game(), table.id, open, bands, entry);
    }
  }
}
