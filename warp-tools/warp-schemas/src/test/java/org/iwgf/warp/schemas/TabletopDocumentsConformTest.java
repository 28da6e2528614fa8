// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.schemas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iwgf.warp.classic.json.ClassicJson;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicEvent;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.ClassicView;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleEvent;
import org.iwgf.warp.tabletop.blackhole.BlackHoleJson;
import org.iwgf.warp.tabletop.blackhole.BlackHoleMove;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRecord;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRules;
import org.iwgf.warp.tabletop.blackhole.BlackHoleState;
import org.iwgf.warp.tabletop.blackhole.BlackHoleView;
import org.iwgf.warp.tabletop.blackhole.Spiral;
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
import org.junit.jupiter.api.Test;

/**
 * Every document Warp 6 Classic, the Black Hole race and the Wormhole battle game write along played games
 * conforms to its shipped schema: every variant and table size of Classic, the race's boards and set-ups, the
 * battle game's example scenarios and random ones; every move and event list, states and every seat's view
 * sampled along each game, and the game records.
 */
class TabletopDocumentsConformTest {

  @Test
  void classicGamesConform() {
    SchemaCheck check = SchemaCheck.of("classic");
    GameWalk<ClassicState, ClassicMove, ClassicEvent, ClassicView> walk = new GameWalk<>(check,
        ClassicJson::writeState, ClassicJson::writeMove, ClassicJson::writeEvents, ClassicJson::writeView, 7, 600);
    long seed = 0xC1A551CL;
    for (Variant variant : Variant.values()) {
      for (int players = 2; players <= 4; players++) {
        ClassicConfig config = ClassicConfig.builder(variant).players(players).build();
        String game = "classic " + variant + " " + players + " players";
        check.check("config", ClassicJson.writeConfig(config), game);
        walk.play(ClassicRules.of(config), seed++, game);
      }
    }
    assertEquals(Set.of(), check.typesNotSeen("move", "events"), "Classic types no game produced");
  }

  @Test
  void blackHoleRacesConform() {
    SchemaCheck check = SchemaCheck.of("blackhole");
    GameWalk<BlackHoleState, BlackHoleMove, BlackHoleEvent, BlackHoleView> walk = new GameWalk<>(check,
        BlackHoleJson::writeState, BlackHoleJson::writeMove, BlackHoleJson::writeEvents, BlackHoleJson::writeView,
        5, 600);
    for (int i = 0; i < 12; i++) {
      BlackHoleConfig config = BlackHoleConfig.standard(2 + i % 2);
      config = i % 3 == 0 ? config.withSecretSetup() : config;
      config = i % 4 >= 2 ? config.on(Spiral.sectored(3)) : config;
      long seed = 0xB1ACL + i;
      String game = "black hole race " + i;
      check.check("config", BlackHoleJson.writeConfig(config), game);
      check.check("spiral", BlackHoleJson.writeSpiral(config.spiral()), game);
      BlackHoleRules rules = BlackHoleRules.of(config);
      rules.faceMenu(rules.start(seed)).ifPresent(menu -> check.check("menu", BlackHoleJson.writeFaceMenu(menu), game));
      List<BlackHoleMove> moves = walk.play(rules, seed, game);
      check.check("record", BlackHoleJson.writeRecord(new BlackHoleRecord(config, seed, moves)), game);
    }
    assertEquals(Set.of(), check.typesNotSeen("move", "events"), "Black Hole types no race produced");
  }

  @Test
  void wormholeBattlesConform() {
    SchemaCheck check = SchemaCheck.of("wormhole");
    WormholeJsonCodec json = WormholeJson.codec();
    GameWalk<WormholeState, WormholeMove, WormholeEvent, WormholeView> walk = new GameWalk<>(check,
        json::writeState, json::writeMove, json::writeEvents, json::writeView, 50, 250);
    Catalog catalog = CatalogJson.sathrican();
    check.check("catalog", CatalogJson.write(catalog), "the Sathrican catalog");
    long seed = 0x3044L;
    List<Map.Entry<String, WormholeConfig>> battles = new ArrayList<>(ExampleScenarios.all(catalog, seed).entrySet());
    for (int i = 0; i < 2; i++) {
      battles.add(Map.entry("random scenario " + (seed + i), RandomScenarios.of(catalog, seed + i)));
    }
    for (Map.Entry<String, WormholeConfig> battle : battles) {
      WormholeConfig config = battle.getValue();
      String game = "wormhole " + battle.getKey();
      check.check("config", json.writeConfig(config), game);
      WormholeRules rules = WormholeRules.of(config);
      List<WormholeMove> moves = walk.play(rules, seed, game);
      check.check("record", json.writeRecord(new WormholeRecord(config, seed, moves)), game);
      // The move menu of every tenth decision of the same battle.
      WormholeState at = rules.start(seed);
      for (int i = 0; i < moves.size(); i++) {
        if (i % 10 == 0) {
          rules.menu(at).ifPresent(menu -> check.check("menu", json.writeMenu(menu), game));
        }
        at = rules.apply(at, moves.get(i)).state();
      }
    }
    System.out.println("Wormhole types no battle produced: " + check.typesNotSeen("move", "events"));
  }
}
