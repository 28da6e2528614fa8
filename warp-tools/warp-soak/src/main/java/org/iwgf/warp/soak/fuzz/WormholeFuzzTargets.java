// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak.fuzz;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.WormholeEvent;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.WormholeJsonCodec;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeRecord;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.WormholeView;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleScenarios;
import org.iwgf.warp.tabletop.wormhole.scenario.RandomScenarios;
import org.iwgf.warp.testkit.GameFuzzTargets;
import org.iwgf.warp.testkit.InputFuzz;

/**
 * The Wormhole battle game's input door as {@linkplain InputFuzz fuzz targets}: configurations (catalog,
 * mat and scenario included), states, moves, events, views, battle records and move menus of the example
 * scenarios and of seeded random scenarios with random fleets and advanced rules.
 *
 * @since 0.1.0
 */
public final class WormholeFuzzTargets {
  private WormholeFuzzTargets() {}

  /**
   * The six targets and the move menu's reader, their corpora built from the example scenarios and {@code randomBattles} random ones
   * drawn from {@code seed}; accepted inputs are played on for at most {@code maxMoves} decisions.
   */
  public static List<InputFuzz.Target<?>> targets(long seed, int randomBattles, int maxMoves) {
    Catalog catalog = CatalogJson.sathrican();
    List<WormholeConfig> configs = new ArrayList<>(ExampleScenarios.all(catalog, seed).values());
    for (int i = 0; i < randomBattles; i++) {
      configs.add(RandomScenarios.of(catalog, seed + i));
    }
    WormholeJsonCodec json = WormholeJson.codec();
    List<InputFuzz.Target<?>> targets = new ArrayList<>(GameFuzzTargets.of("wormhole", new Door(json), maxMoves)
        .withRecords(new Records(json)).targets(configs, seed));
    // A move is built from a menu a client read, so the menu's reader is a door too.
    List<String> menus = new ArrayList<>();
    for (WormholeConfig config : configs) {
      WormholeRules rules = WormholeRules.of(config);
      rules.menu(rules.start(seed)).ifPresent(menu -> menus.add(json.writeMenu(menu)));
    }
    targets.add(InputFuzz.Target.readOnly("wormhole/menu", menus, json::readMenu));
    return List.copyOf(targets);
  }

  private record Door(WormholeJsonCodec json) implements GameFuzzTargets.Door<WormholeConfig, WormholeState,
      WormholeMove, WormholeEvent, WormholeView> {
    @Override
    public GameRules<WormholeState, WormholeMove, WormholeEvent, WormholeView> rules(WormholeConfig config) {
      return WormholeRules.of(config);
    }

    @Override
    public boolean listsEveryMove() {
      return false;
    }

    @Override
    public WormholeConfig configOf(WormholeState state) {
      return state.config();
    }

    @Override
    public String writeConfig(WormholeConfig config) {
      return json.writeConfig(config);
    }

    @Override
    public WormholeConfig readConfig(String text) {
      return json.readConfig(text);
    }

    @Override
    public String writeState(WormholeState state) {
      return json.writeState(state);
    }

    @Override
    public WormholeState readState(String text) {
      return json.readState(text);
    }

    @Override
    public String writeMove(WormholeMove move) {
      return json.writeMove(move);
    }

    @Override
    public WormholeMove readMove(String text) {
      return json.readMove(text);
    }

    @Override
    public String writeEvents(List<WormholeEvent> events) {
      return json.writeEvents(events);
    }

    @Override
    public List<WormholeEvent> readEvents(String text) {
      return json.readEvents(text);
    }

    @Override
    public String writeView(WormholeView view) {
      return json.writeView(view);
    }

    @Override
    public WormholeView readView(String text) {
      return json.readView(text);
    }
  }

  private record Records(WormholeJsonCodec json) implements GameFuzzTargets.Records<WormholeConfig, WormholeState,
      WormholeMove, WormholeRecord> {
    @Override
    public WormholeRecord record(WormholeConfig config, long seed, List<WormholeMove> moves) {
      return new WormholeRecord(config, seed, moves);
    }

    @Override
    public String write(WormholeRecord record) {
      return json.writeRecord(record);
    }

    @Override
    public WormholeRecord read(String text) {
      return json.readRecord(text);
    }

    @Override
    public WormholeState replay(WormholeRecord record) {
      return record.replay();
    }
  }
}
