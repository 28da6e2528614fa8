// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.RandomFleets;
import org.iwgf.warp.tabletop.wormhole.fleet.SampleFleets;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Invariants over random battles, each a pure function of its seed: a failure names the fleets, the seed
 * and the move where it broke. Random play picks uniformly from the menu of legal moves.
 */
class WormholeProperties {
  private static final int SEEDS = 6;
  private static final int MOVE_CAP = 20_000;
  private static final WormholeJson JSON = WormholeJson.create();

  @TestFactory
  Stream<DynamicTest> randomBattlesEndOnTimeReplayAndRoundTrip() {
    List<DynamicTest> tests = new ArrayList<>();
    List<List<FleetSpec>> tables = List.of(
        List.of(SampleFleets.royalist(), SampleFleets.separatist()),
        List.of(SampleFleets.separatist(), SampleFleets.royalist()));
    for (int t = 0; t < tables.size(); t++) {
      List<FleetSpec> fleets = tables.get(t);
      for (long seed = 0; seed < SEEDS; seed++) {
        long s = seed;
        WormholeConfig base = WormholeConfig.standard(Battlefield.CATALOG, fleets.get(0), fleets.get(1),
            SampleFleets.POINTS);
        WormholeConfig config = seed % 2 == 0 ? base : base.with(AdvancedRule.values());
        tests.add(DynamicTest.dynamicTest(fleets.get(0).faction() + " vs " + fleets.get(1).faction()
            + ", advanced " + config.advanced() + ", seed " + s, () -> playAndCheck(config, s)));
      }
    }
    return tests.stream();
  }

  /** Random legal fleets of 75 to 250 points, each battle with a random set of advanced rules. */
  @TestFactory
  Stream<DynamicTest> randomFleetsAndRuleCombinations() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 100; seed < 100 + SEEDS * 2; seed++) {
      long s = seed;
      long mix = SplitMix64.mix(seed);
      int points = 75 + (int) Math.floorMod(mix, 176L);
      FleetSpec a = RandomFleets.of(Battlefield.CATALOG, Faction.ROYALIST, points, "blue", mix);
      FleetSpec b = RandomFleets.of(Battlefield.CATALOG, Faction.SEPARATIST, points, "orange", mix >>> 7);
      WormholeConfig base = WormholeConfig.standard(Battlefield.CATALOG, a, b, points);
      List<AdvancedRule> rules = new ArrayList<>();
      for (AdvancedRule r : AdvancedRule.values()) {
        if (((mix >>> (20 + r.ordinal())) & 1) == 1) {
          rules.add(r);
        }
      }
      WormholeConfig config = base.with(rules.toArray(new AdvancedRule[0]));
      if (config.uses(AdvancedRule.WORMHOLES)) {
        config = config.withWormholes(new GateNetwork(List.of(
            new Gate("w1", "blue", 1, Point.of(8, 16), 1, 0),
            new Gate("w2", "blue", 2, Point.of(22, 24), 1, 0),
            new Gate("w3", "blue", 1, Point.of(22, 16), 1, 0),
            new Gate("w4", "red", 2, Point.of(8, 24), 1, 0)),
            mix % 2 == 0 ? GateNetwork.Linking.BASIC : GateNetwork.Linking.CHAIN, mix % 3 == 0));
      }
      WormholeConfig played = config;
      tests.add(DynamicTest.dynamicTest(points + " points, " + a.vessels().size() + " vs " + b.vessels().size()
          + " vessels, advanced " + config.advanced() + ", seed " + s, () -> playAndCheck(played, s)));
    }
    return tests.stream();
  }

  static WormholeState playAndCheck(WormholeConfig config, long seed) {
    WormholeRules rules = WormholeRules.of(config);
    WormholeState state = rules.start(seed);
    List<WormholeMove> moves = new ArrayList<>();
    long chooser = SplitMix64.mix(seed ^ 0xB477L);
    while (rules.toAct(state).isPresent()) {
      String at = "seed " + seed + ", move " + moves.size();
      assertTrue(moves.size() < MOVE_CAP, at + ": the battle did not end");
      assertTrue(state.turn() <= config.turns(), at + ": past the last turn");
      List<WormholeMove> legal = rules.legalMoves(state);
      assertFalse(legal.isEmpty(), at + ": a seat to act with no move");
      WormholeMove move = legal.get(SplitMix64.nextInt(chooser, legal.size()));
      chooser = SplitMix64.next(chooser);
      int actor = rules.toAct(state).getAsInt();
      WormholeState next = rules.apply(state, move).state();
      moves.add(move);
      checkViews(state, actor, at);
      if (moves.size() % 25 == 0) {
        assertEquals(next, JSON.readState(JSON.writeState(next)), at + ": JSON round trip");
        assertEquals(move, JSON.readMove(JSON.writeMove(move)), at);
      }
      state = next;
    }
    Outcome outcome = rules.outcome(state).orElseThrow();
    assertEquals(2, outcome.scores().size());
    assertEquals(Phase.OVER, state.phase());
    ScenarioKind kind = config.scenario().kind();
    if (kind == ScenarioKind.STANDARD_ENGAGEMENT || kind == ScenarioKind.REINFORCEMENTS
        || kind == ScenarioKind.SECTOR_COMMAND) {
      assertEquals(config.turns(), state.turn(), "seed " + seed + ": the battle lasts its turns");
    }
    WormholeRecord record = new WormholeRecord(config, seed, moves);
    assertEquals(state, JSON.readRecord(JSON.writeRecord(record)).replay(), "seed " + seed + ": replay");
    return state;
  }

  /** The other commander's orders never show in a view while the Orders phase lasts. */
  private static void checkViews(WormholeState state, int actor, String at) {
    if (state.phase() != Phase.ORDERS) {
      return;
    }
    WormholeView other = WormholeView.of(state, 1 - actor);
    for (Vessel v : other.vessels()) {
      if (v.owner() == actor) {
        assertEquals(Orders.NONE, v.issued(), at + ": orders of " + v.id() + " leak to seat " + (1 - actor));
      }
    }
  }
}
