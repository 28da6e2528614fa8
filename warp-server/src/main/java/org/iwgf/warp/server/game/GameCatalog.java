// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.game;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.game.GameRules;

/**
 * What a lobby can offer: each game's name, its officer ranks and an example table — a configuration in the
 * game's own JSON and a seat list — that {@code POST /tables} accepts as it is ({@code GET /games}).
 *
 * @since 0.1.0
 */
public final class GameCatalog {
  /**
   * Warp 12 under the Official Warp rules (Modules Alpha and Beta, Drop to Impulse, All Stop) for four
   * captains: the demo table's configuration.
   */
  public static final String OFFICIAL_WARP_12 = "{\"factor\":\"WARP_12\",\"captains\":4,"
      + "\"plugins\":[{\"id\":\"module-alpha\"},{\"id\":\"module-beta\"},"
      + "{\"id\":\"drop-to-impulse\",\"options\":{\"catchDraw\":\"1\"}},{\"id\":\"all-stop\"}]}";

  private GameCatalog() {}

  /**
   * One game a table can play.
   *
   * @param name the {@code game} of a table request
   * @param title what players call it
   * @param officers the ranks an {@code officer:<rank>} seat may name
   * @param config an example configuration (JSON, written as it is)
   * @param seats an example seat list for that configuration
   */
  public record Entry(String name, String title, List<String> officers, String config,
      List<String> seats) {
    public Entry {
      officers = List.copyOf(officers);
      seats = List.copyOf(seats);
    }
  }

  /**
   * Every installed game, in {@link org.iwgf.warp.core.game.Games#installed()} order (Warp first): the
   * library's games with the server's titles, officers and example tables, any other game with its display
   * name, a random officer and its first example configuration.
   */
  public static List<Entry> entries() {
    return org.iwgf.warp.core.game.Games.installed().stream().map(GameCatalog::entry).toList();
  }

  private static Entry entry(GameProvider<?, ?, ?, ?, ?> game) {
    return switch (game.id()) {
      case "warp" -> new Entry("warp", "Warp — multi-trail dominoes",
          List.of("ensign", "lieutenant", "commander", "random"), OFFICIAL_WARP_12,
          List.of("human", "officer:ensign", "officer:lieutenant", "officer:commander"));
      case "blackhole" -> plain(game, "Black Hole — the dice race", List.of("random"));
      case "wormhole" -> plain(game, "Wormhole — the miniatures battle game", List.of("autopilot", "random"));
      default -> plain(game, game.displayName(), List.of("random"));
    };
  }

  /**
   * An entry with the game's first example configuration and, beside one human, its first officer in every
   * other seat.
   */
  private static <C, S> Entry plain(GameProvider<C, S, ?, ?, ?> game, String title, List<String> officers) {
    C config = game.examples().get(0).config();
    GameRules<S, ?, ?, ?> rules = game.rules(config);
    List<String> seats = new ArrayList<>(List.of("human"));
    for (int seat = 1; seat < rules.seats(rules.start(0)); seat++) {
      seats.add("officer:" + officers.get(0));
    }
    return new Entry(game.id(), title, officers, game.codec().writeConfig(config), seats);
  }

  /** {@link #entries()} as the JSON {@code GET /games} answers: {@code {"games":[…]}}. */
  public static String json() {
    // Each configuration is already its game's JSON: it goes in as it is, not as a string.
    return entries().stream()
        .map(e -> "{\"name\":" + PlainJson.write(e.name()) + ",\"title\":" + PlainJson.write(e.title())
            + ",\"officers\":" + PlainJson.write(e.officers()) + ",\"config\":" + e.config()
            + ",\"seats\":" + PlainJson.write(e.seats()) + "}")
        .collect(Collectors.joining(",", "{\"games\":[", "]}"));
  }
}
