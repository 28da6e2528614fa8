// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.RandomFleets;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleScenarios;
import org.iwgf.warp.tabletop.wormhole.scenario.Scenarios;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/**
 * The move menu stands for exactly the legal moves: every move the rules list is one it describes, every move
 * built from it is accepted, and around its edges it refuses what the rules refuse — over seeded battles of
 * several scenarios, the largest included.
 */
class WormholeMenuTest {
  private static final Catalog CATALOG = CatalogJson.sathrican();
  private static final int PLIES = 160;

  /** Scenarios with every kind of move: the examples, and a melee with every advanced rule and Wormholes. */
  private static Map<String, WormholeConfig> scenarios(long seed) {
    Map<String, WormholeConfig> all = new LinkedHashMap<>();
    Map<String, WormholeConfig> examples = ExampleScenarios.all(CATALOG, seed);
    for (String name : List.of("standard", "supply-run", "convoy-run", "reinforcements-called", "sector-command",
        "endurance", "training-vessels")) {
      all.put(name, examples.get(name));
    }
    all.put("melee", melee(seed));
    all.put("large", large(seed));
    return all;
  }

  /** Two random fleets of 1,200 points, some sixty vessels in all, on a mat twice the standard's size. */
  static WormholeConfig large(long seed) {
    int points = 1200;
    return new WormholeConfig(CATALOG, List.of(RandomFleets.of(CATALOG, Faction.ROYALIST, points, "blue", seed),
        RandomFleets.of(CATALOG, Faction.SEPARATIST, points, "orange", seed + 1)), points,
        2 * WormholeConfig.STANDARD_WIDTH, 2 * WormholeConfig.STANDARD_LENGTH, 2 * WormholeConfig.STANDARD_DEPTH,
        WormholeConfig.STANDARD_TURNS, Set.of(), GateNetwork.NONE);
  }

  /** Two random fleets with Wormholes between them and every advanced rule in play. */
  static WormholeConfig melee(long seed) {
    WormholeConfig base = Scenarios.standardEngagement(CATALOG,
        RandomFleets.of(CATALOG, Faction.ROYALIST, Scenarios.ENGAGEMENT_POINTS, "blue", seed),
        RandomFleets.of(CATALOG, Faction.SEPARATIST, Scenarios.ENGAGEMENT_POINTS, "orange", seed + 1));
    double w = base.matWidth();
    double middle = base.matLength() / 2;
    GateNetwork gates = new GateNetwork(List.of(
        new Gate("b1", "blue", 1, Point.of(w / 4, middle - 4), 1.0, 0),
        new Gate("b2", "blue", 1, Point.of(3 * w / 4, middle + 4), 1.0, 0),
        new Gate("r1", "red", 2, Point.of(w / 2, middle), 1.0, 0)), GateNetwork.Linking.BASIC, false);
    return base.withWormholes(gates).with(AdvancedRule.values());
  }

  @Test
  void everyListedMoveIsOneTheMenuDescribes() {
    walk((rules, state, menu, random) -> {
      for (WormholeMove m : rules.legalMoves(state)) {
        assertTrue(MenuReader.allows(menu, m), () -> "the menu leaves out " + m + " in " + menu);
      }
    });
  }

  @Test
  void everyMoveBuiltFromTheMenuIsAccepted() {
    walk((rules, state, menu, random) -> {
      for (WormholeMove m : MenuReader.built(menu, random, 6)) {
        assertEquals(Optional.empty(), refusal(rules, state, m), () -> m + " built from " + menu);
      }
    });
  }

  @Test
  void aroundItsEdgesTheMenuRefusesWhatTheRulesRefuse() {
    int[] counted = new int[2];
    walk((rules, state, menu, random) -> {
      for (int i = 0; i < 8; i++) {
        WormholeMove m = MenuReader.probe(menu, random, 1.4);
        if (m == null) {
          return;
        }
        Optional<String> refusal = refusal(rules, state, m);
        counted[refusal.isPresent() ? 0 : 1]++;
        assertEquals(refusal.isEmpty(), MenuReader.allows(menu, m), () -> m + " refused " + refusal + " by the"
            + " rules; menu " + menu);
      }
    });
    // Both sides of the edge are tried: a walk of only legal (or only illegal) probes would show nothing.
    assertTrue(counted[0] > 1000 && counted[1] > 1000, counted[0] + " refused, " + counted[1] + " accepted");
  }

  /** In a large battle the list runs past 500 moves, and the menu offers those past the first 500 too. */
  @Test
  void inALargeBattleTheMenuOffersMovesBeyondTheFirstFiveHundred() {
    WormholeRules rules = WormholeRules.of(large(1));
    WormholeState s = rules.start(3);
    SplittableRandom random = new SplittableRandom(3);
    while (s.phase() != Phase.ORDERS) {
      List<WormholeMove> moves = rules.legalMoves(s);
      s = rules.apply(s, moves.get(random.nextInt(moves.size()))).state();
    }
    List<WormholeMove> listed = rules.legalMoves(s);
    assertTrue(listed.size() > 500, listed.size() + " moves");
    WormholeMenu menu = rules.menu(s).orElseThrow();
    WormholeMove late = listed.get(listed.size() - 2);
    assertTrue(late instanceof WormholeMove.IssueOrders);
    assertTrue(MenuReader.allows(menu, late));
    WormholeMove.IssueOrders issue = (WormholeMove.IssueOrders) late;
    WormholeMenu.VesselOrders last = menu.orders().get(menu.orders().size() - 1);
    assertEquals(issue.vessel(), last.vessel(), "the last vessel to order is in the menu");
    Orders most = last.sets().get(last.sets().size() - 1);
    assertTrue(listed.indexOf(new WormholeMove.IssueOrders(last.vessel(), most)) >= 500);
    rules.apply(s, new WormholeMove.IssueOrders(last.vessel(), most));
    assertTrue(WormholeJson.writeMenu(menu).length() < 200_000, "the menu stays small");
    assertEquals(menu, WormholeJson.readMenu(WormholeJson.writeMenu(menu)));
  }

  @Test
  void aFinishedBattleHasNoMenu() {
    WormholeRules rules = WormholeRules.of(melee(1));
    WormholeState s = rules.start(1);
    assertTrue(rules.menu(s).isPresent());
    assertFalse(rules.menu(s.inPhase(Phase.OVER)).isPresent());
  }

  private interface Check {
    void at(WormholeRules rules, WormholeState state, WormholeMenu menu, SplittableRandom random);
  }

  /** Plays each scenario from two seeds by random listed and menu-built moves, checking every state met. */
  private static void walk(Check check) {
    for (long seed = 1; seed <= 2; seed++) {
      for (Map.Entry<String, WormholeConfig> e : scenarios(seed).entrySet()) {
        WormholeRules rules = WormholeRules.of(e.getValue());
        SplittableRandom random = new SplittableRandom(seed * 31 + e.getKey().hashCode());
        WormholeState s = rules.start(seed);
        for (int ply = 0; ply < PLIES && s.phase() != Phase.OVER; ply++) {
          WormholeMenu menu = rules.menu(s).orElseThrow();
          check.at(rules, s, menu, random);
          s = rules.apply(s, next(rules, s, menu, random)).state();
        }
      }
    }
  }

  /** The next move of a walk: mostly a listed one, sometimes one built from the menu; rarely finishing orders. */
  private static WormholeMove next(WormholeRules rules, WormholeState s, WormholeMenu menu, SplittableRandom r) {
    List<WormholeMove> built = r.nextInt(3) == 0 ? MenuReader.built(menu, r, 1) : List.of();
    if (!built.isEmpty()) {
      return built.get(0);
    }
    List<WormholeMove> moves = new ArrayList<>(rules.legalMoves(s));
    // Finishing orders at random ends the phase at once; most walks give a few orders first.
    if (moves.size() > 1 && r.nextInt(4) != 0) {
      moves.removeIf(m -> m instanceof WormholeMove.FinishOrders);
    }
    return moves.get(r.nextInt(moves.size()));
  }

  private static Optional<String> refusal(WormholeRules rules, WormholeState s, WormholeMove m) {
    try {
      rules.apply(s, m);
      return Optional.empty();
    } catch (IllegalMoveException e) {
      return Optional.of(e.code() + ": " + e.getMessage());
    }
  }
}
