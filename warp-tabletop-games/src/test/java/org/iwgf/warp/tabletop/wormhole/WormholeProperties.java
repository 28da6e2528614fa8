// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.RandomFleets;
import org.iwgf.warp.tabletop.wormhole.fleet.SampleFleets;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.iwgf.warp.testkit.GameProperties;
import org.iwgf.warp.testkit.GameRun;
import org.iwgf.warp.testkit.Invariant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Invariants over random battles on the test kit's {@link GameProperties}, each a pure function of its seed:
 * a failure names the fleets, the seed and the shortest game found that still breaks it. Random play picks
 * uniformly from the menu of legal moves.
 */
class WormholeProperties {
  private static final int SEEDS = 6;
  /** Points a side from which random fleets overflow the standard mat's deployment zones. */
  private static final int CROWDED = 1200;
  private static final WormholeJsonCodec JSON = WormholeJson.codec();

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

  /**
   * Random fleets of several sizes on the standard mat: however crowded the deployment zones get, the battle
   * has a legal move until it is over. At 1,200 points a side the zones overflow, and each battle holds
   * vessels in reserve (a battle of that size is played over two turns, so that the reserve comes on and
   * the test stays short).
   */
  @TestFactory
  Stream<DynamicTest> randomFleetsOfEverySizeHaveAMoveUntilTheBattleIsOver() {
    List<DynamicTest> tests = new ArrayList<>();
    for (int points : new int[] {150, 600, 1200}) {
      for (long seed = 1; seed <= 2; seed++) {
        long s = seed;
        long mix = SplitMix64.mix(seed * 31 + points);
        FleetSpec a = RandomFleets.of(Battlefield.CATALOG, Faction.ROYALIST, points, "blue", mix);
        FleetSpec b = RandomFleets.of(Battlefield.CATALOG, Faction.SEPARATIST, points, "orange", mix >>> 7);
        WormholeConfig standard = WormholeConfig.standard(Battlefield.CATALOG, a, b, points);
        WormholeConfig config = points >= CROWDED ? standard.withTurns(2) : standard;
        tests.add(DynamicTest.dynamicTest(points + " points, " + a.vessels().size() + " vs " + b.vessels().size()
            + " vessels, seed " + s, () -> {
              GameRun<WormholeState, WormholeMove> run = BATTLES.assertHolds(config, s);
              assertEquals(Phase.OVER, run.finalState().phase(), "seed " + s);
              if (points >= CROWDED) {
                assertTrue(heldInReserve(config, s, run.moves()) > 0, "seed " + s + ": no vessel was held in"
                    + " reserve, so the battle does not show the rule");
              }
            }));
      }
    }
    return tests.stream();
  }

  /** How many vessels found no room in their zones when the deployment ended. */
  private static long heldInReserve(WormholeConfig config, long seed, List<WormholeMove> moves) {
    WormholeRules rules = WormholeRules.of(config);
    WormholeState s = rules.start(seed);
    for (int i = 0; s.phase() == Phase.DEPLOYMENT; i++) {
      s = rules.apply(s, moves.get(i)).state();
    }
    WormholeState deployed = s;
    return s.vessels().stream().filter(v -> v.position().isEmpty() && v.dockedIn().isEmpty()
        && deployed.config().scenario().arrivalOf(v.id()).isEmpty()).count();
  }

  /** No battle runs past its last turn. */
  private static final Invariant<WormholeState, WormholeMove, WormholeEvent> WITHIN_TURNS =
      Invariant.ofState("the battle stays within its turns", (rules, s) -> s.turn() <= s.config().turns()
          ? Optional.empty() : Optional.of("turn " + s.turn() + " of " + s.config().turns()));

  /**
   * The other commander's orders never show in a view, nor any orders in a spectator's view or events,
   * while the Orders phase lasts.
   */
  private static final Invariant<WormholeState, WormholeMove, WormholeEvent> ORDERS_HIDDEN =
      Invariant.named("orders stay hidden", (rules, before, move, after) -> {
        for (WormholeEvent e : rules.spectatorEvents(after.events())) {
          if (e instanceof WormholeEvent.OrdersIssued o && o.orders().isPresent()) {
            return Optional.of("orders of " + o.vessel() + " leak to a spectator's events");
          }
        }
        if (before.phase() != Phase.ORDERS) {
          return Optional.empty();
        }
        int actor = rules.toAct(before).orElseThrow();
        for (Vessel v : WormholeView.of(before, 1 - actor).vessels()) {
          if (v.owner() == actor && !v.issued().equals(Orders.NONE)) {
            return Optional.of("orders of " + v.id() + " leak to seat " + (1 - actor));
          }
        }
        for (Vessel v : WormholeView.spectating(before).vessels()) {
          if (!v.issued().equals(Orders.NONE)) {
            return Optional.of("orders of " + v.id() + " leak to a spectator");
          }
        }
        return Optional.empty();
      });

  /** Each state that opens a new phase, and the move that led there, survive JSON. */
  private static final Invariant<WormholeState, WormholeMove, WormholeEvent> SURVIVES_JSON =
      Invariant.named("states and moves survive JSON", (rules, before, move, after) -> {
        WormholeState next = after.state();
        if (next.phase() == before.phase()) {
          return Optional.empty();
        }
        if (!next.equals(JSON.readState(JSON.writeState(next)))) {
          return Optional.of("the state changed in a JSON round trip");
        }
        return move.equals(JSON.readMove(JSON.writeMove(move))) ? Optional.empty()
            : Optional.of("the move changed in a JSON round trip");
      });

  private static final GameProperties<WormholeConfig, WormholeState, WormholeMove, WormholeEvent> BATTLES =
      GameProperties.of(WormholeRules::of, List.of(WITHIN_TURNS, ORDERS_HIDDEN, SURVIVES_JSON));

  static WormholeState playAndCheck(WormholeConfig config, long seed) {
    GameRun<WormholeState, WormholeMove> run = BATTLES.assertHolds(config, seed);
    WormholeState state = run.finalState();
    Outcome outcome = WormholeRules.of(config).outcome(state).orElseThrow();
    assertEquals(2, outcome.scores().size());
    assertEquals(Phase.OVER, state.phase());
    ScenarioKind kind = config.scenario().kind();
    if (kind == ScenarioKind.STANDARD_ENGAGEMENT || kind == ScenarioKind.REINFORCEMENTS
        || kind == ScenarioKind.SECTOR_COMMAND) {
      assertEquals(config.turns(), state.turn(), "seed " + seed + ": the battle lasts its turns");
    }
    WormholeRecord record = new WormholeRecord(config, seed, run.moves());
    assertEquals(state, JSON.readRecord(JSON.writeRecord(record)).replay(), "seed " + seed + ": replay");
    return state;
  }
}
