// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.tabletop.wormhole.Phase;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.WormholeJsonCodec;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeRecord;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.WormholeView;
import org.iwgf.warp.tabletop.wormhole.autopilot.Autopilot;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleFleets;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleScenarios;
import org.iwgf.warp.tabletop.wormhole.scenario.Gauntlet;
import org.iwgf.warp.tabletop.wormhole.scenario.RandomScenarios;
import org.iwgf.warp.tabletop.wormhole.scenario.Scenarios;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The generic players and the autopilot play every scenario of the rule book to its end: the greedy
 * "close in and fire" commander and the random one on both sides, the autopilot where the scenario calls
 * for it. Battles replay from their seeds and records.
 */
class ScenarioPlayersProperties {
  private static final Catalog CATALOG = CatalogJson.sathrican();
  private static final int MOVE_CAP = 40_000;
  private static final WormholeJsonCodec JSON = WormholeJson.codec();
  private static final Player<WormholeMove, WormholeView> GREEDY = Player.greedy(
      WormholePlayersProperties::closeInAndFire);
  private static final Player<WormholeMove, WormholeView> RANDOM = Player.random();

  static Map<String, WormholeConfig> scenarios() {
    return ExampleScenarios.all(CATALOG, 3);
  }

  @TestFactory
  Stream<DynamicTest> genericPlayersFinishEveryScenario() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Map.Entry<String, WormholeConfig> e : scenarios().entrySet()) {
      for (String table : List.of("greedy", "random vs greedy")) {
        List<Player<WormholeMove, WormholeView>> players = table.equals("greedy") ? List.of(GREEDY, GREEDY)
            : List.of(RANDOM, GREEDY);
        tests.add(DynamicTest.dynamicTest(e.getKey() + ", " + table, () -> play(e.getValue(), players, 7)));
      }
    }
    return tests.stream();
  }

  /** The captain and the autopilot on random scenarios with random fleets and advanced rules. */
  @TestFactory
  Stream<DynamicTest> autopilotsFinishRandomScenarios() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 0; seed < 24; seed++) {
      long s = seed;
      WormholeConfig config = RandomScenarios.of(CATALOG, seed);
      tests.add(DynamicTest.dynamicTest(config.scenario().kind() + ", " + config.advanced() + ", seed " + s,
          () -> play(config, List.of(Autopilot.captain(), Autopilot.standard()), s)));
    }
    return tests.stream();
  }

  @Test
  void theAutopilotFliesTheSoloEnduranceTrialToTheEnd() {
    WormholeConfig config = Scenarios.soloEnduranceTrial(CATALOG, ExampleFleets.blue200(), 10);
    WormholeState end = play(config, List.of(Autopilot.standard(), GREEDY), 11);
    assertTrue(end.turn() <= 10);
  }

  @Test
  void theCaptainClearsTheTrainingMissionAndLeavesThroughTheGate() {
    WormholeConfig config = Scenarios.trainingMission(CATALOG, ExampleFleets.training());
    WormholeState end = play(config, List.of(Autopilot.captain(), Autopilot.standard()), 2);
    var outcome = WormholeRules.of(config).outcome(end).orElseThrow();
    assertEquals(List.of(1, 2), outcome.places(), "mission complete in " + outcome.scores().get(0) + " turns");
    assertTrue(end.turn() < Scenarios.TRAINING_TURNS);
  }

  @Test
  void theCaptainRunsTheSupplyShipForTheFarWormhole() {
    WormholeConfig config = Scenarios.supplyRun(CATALOG, ExampleFleets.supplyRunAttacker(),
        ExampleFleets.supplyRunDefender(), ExampleFleets.SUPPLY_SHIP, ExampleFleets.supplyRunArrivals());
    WormholeState end = play(config, List.of(GREEDY, Autopilot.captain()), 3);
    assertEquals(List.of(2, 1), WormholeRules.of(config).outcome(end).orElseThrow().places(),
        "the supply ship got through in turn " + end.turn());
  }

  @Test
  void theAttackOnlyAutopilotDefendsTheTrainingMission() {
    WormholeConfig config = Scenarios.trainingAgainstVessels(CATALOG, ExampleFleets.training(),
        ExampleFleets.trainingOpponents());
    play(config, List.of(GREEDY, Autopilot.attackOnly()), 5);
  }

  @Test
  void greedyCommandersFightTheWholeGauntlet() {
    Gauntlet campaign = Gauntlet.begin(CATALOG, ExampleFleets.gauntletAttacker());
    for (int part = 1; part <= 3; part++) {
      WormholeConfig config = campaign.nextBattle(ExampleFleets.gauntletDefender(part));
      campaign = campaign.record(play(config, List.of(GREEDY, GREEDY), 20 + part));
    }
    assertTrue(campaign.over());
    assertEquals(2, campaign.totals().size());
  }

  private static WormholeState play(WormholeConfig config, List<Player<WormholeMove, WormholeView>> players,
      long seed) {
    WormholeRules rules = WormholeRules.of(config);
    var game = GameTable.of(rules, players).play(seed, MOVE_CAP);
    assertTrue(game.finished(), "seed " + seed + " hit the move cap");
    WormholeState last = game.finalState();
    assertEquals(Phase.OVER, last.phase());
    assertTrue(rules.outcome(last).isPresent());
    WormholeRecord record = JSON.readRecord(JSON.writeRecord(new WormholeRecord(config, seed, game.moves())));
    assertEquals(last, record.replay(), "seed " + seed + ": the record replays");
    return last;
  }
}
