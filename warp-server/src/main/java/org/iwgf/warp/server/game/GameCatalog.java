// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.game;

import java.util.List;
import java.util.stream.Collectors;
import org.iwgf.warp.classic.json.ClassicJson;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.scenario.RandomScenarios;

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

  /** The four games, Warp first. */
  public static List<Entry> entries() {
    return List.of(
        new Entry("warp", "Warp — multi-trail dominoes", List.of("ensign", "lieutenant", "commander", "random"),
            OFFICIAL_WARP_12, List.of("human", "officer:ensign", "officer:lieutenant", "officer:commander")),
        new Entry("classic", "Warp 6 Classic", List.of("random"),
            ClassicJson.writeConfig(ClassicConfig.builder(Variant.DRAW).players(2).build()),
            List.of("human", "officer:random")),
        new Entry("blackhole", "Black Hole — the dice race", List.of("random"),
            BlackHoleJson.writeConfig(BlackHoleConfig.standard(2)), List.of("human", "officer:random")),
        new Entry("wormhole", "Wormhole — the miniatures battle game", List.of("autopilot", "random"),
            WormholeJson.codec().writeConfig(RandomScenarios.of(CatalogJson.sathrican(), 3)),
            List.of("human", "officer:autopilot")));
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
