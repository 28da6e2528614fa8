// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.intel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.gamma.ModuleGamma;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/**
 * Worlds sampled for Lookahead respect what the seat has seen: a captain who could not chart holds none of
 * the coordinates that would have charted, a coordinate seen going into a hand stays there, and every hand
 * keeps its count.
 */
class DeterminizerIntelTest {
  private static final int ARMSTRONG = 0;
  private static final int LOVELL = 1;
  private static final int WORLDS = 300;

  private static WarpRules rules(String... plugins) {
    WarpConfig.Builder b = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3)
        .captainNames("Armstrong", "Lovell", "Earhart");
    for (String p : plugins) {
      b.plugin(p);
    }
    return WarpRules.of(b.build());
  }

  /**
   * Lovell, at the helm with open ends 4 (own trail) and 6 (Neutral Zone), holds neither pip, draws 0-2 and
   * still cannot chart.
   */
  private static TableSetup lovellStuck(WarpRules rules) {
    return TableSetup.of(rules).toAct(LOVELL)
        .trail(ARMSTRONG, "9-3").trail(LOVELL, "9-4").trail(2, "9-2").neutralZone("9-6")
        .hand(ARMSTRONG, "3-3 3-5 0-5").hand(LOVELL, "0-0 1-1 0-1 2-3 5-7 8-8").hand(2, "2-2 2-5 1-7 7-7")
        .pile("0-2");
  }

  /** Applies {@code moves} from {@code state} and folds them into Armstrong's intel. */
  private static Intel armstrongFollows(WarpRules rules, WarpState state, WarpMove... moves) {
    Intel intel = Intel.none();
    for (WarpMove m : moves) {
      SeatView before = rules.view(state, ARMSTRONG);
      Transition<WarpState, WarpEvent> t = rules.apply(state, m);
      state = t.state();
      intel = intel.after(rules, before, m, rules.eventsFor(t.events(), ARMSTRONG), rules.view(state, ARMSTRONG));
    }
    return intel;
  }

  private static WarpState play(WarpRules rules, WarpState state, WarpMove... moves) {
    for (WarpMove m : moves) {
      state = rules.apply(state, m).state();
    }
    return state;
  }

  @Test
  void aCaptainWhoRaisedTheBeaconOnEndsFourAndSixIsNeverDealtAFourOrASix() {
    WarpRules rules = rules();
    WarpState start = lovellStuck(rules).build();
    WarpState after = play(rules, start, WarpMove.DRAW, WarpMove.DEPLOY_BEACON);
    Intel intel = armstrongFollows(rules, start, WarpMove.DRAW, WarpMove.DEPLOY_BEACON);
    assertFalse(intel.unmatchedBy(LOVELL).isEmpty(), "the beacon must have shown something");
    for (Coordinate c : after.hand(LOVELL)) {
      assertFalse(c.has(4) || c.has(6), "the table is built so Lovell truly holds no 4 or 6");
    }
    SeatView view = rules.view(after, ARMSTRONG);
    Determinizer informed = Determinizer.of(view, intel);
    Determinizer blind = Determinizer.of(view);
    int blindFours = 0;
    for (long seed = 0; seed < WORLDS; seed++) {
      WarpState world = informed.sample(new SplittableRandom(seed));
      for (Coordinate c : world.hand(LOVELL)) {
        assertFalse(c.has(4) || c.has(6), () -> "world " + world + " deals Lovell " + c);
      }
      assertCountsKept(view, world);
      for (Coordinate c : blind.sample(new SplittableRandom(seed)).hand(LOVELL)) {
        blindFours += c.has(4) || c.has(6) ? 1 : 0;
      }
    }
    assertTrue(blindFours > 0, "from hand counts alone Lovell is sometimes dealt a 4 or a 6");
  }

  @Test
  void aCaptainWhoHasDrawnSinceMayHoldOneSuchCoordinateButNoMore() {
    WarpRules rules = rules();
    WarpState start = lovellStuck(rules).build();
    WarpState after = play(rules, start, WarpMove.DRAW, WarpMove.DEPLOY_BEACON);
    SeatView view = rules.view(after, ARMSTRONG);
    Set<Coordinate> fours = Set.of(Coordinate.of(4, 0), Coordinate.of(4, 1), Coordinate.of(4, 4),
        Coordinate.of(6, 1), Coordinate.of(6, 6), Coordinate.of(8, 4));
    Intel intel = new Intel(view.round(), Map.of(),
        Map.of(LOVELL, List.of(new Unmatched(fours, 1))));
    Determinizer d = Determinizer.of(view, intel);
    int withOne = 0;
    for (long seed = 0; seed < WORLDS; seed++) {
      WarpState world = d.sample(new SplittableRandom(seed));
      long among = world.hand(LOVELL).stream().filter(fours::contains).count();
      assertTrue(among <= 1, () -> "Lovell drew once since, so holds at most one of " + fours + ": " + world);
      withOne += among == 1 ? 1 : 0;
      assertCountsKept(view, world);
    }
    assertTrue(withOne > 0, "the one coordinate drawn since may be one of them");
  }

  @Test
  void aCoordinateTakenFaceUpFromTheSensorGridIsAlwaysInTheTakersHand() {
    WarpRules rules = rules(ModuleGamma.ID);
    WarpState start = withGrid(lovellStuck(rules).build(), "6-6 4-2 0-4 1-6 8-0");
    ModuleGamma.SensorSweep sweep = new ModuleGamma.SensorSweep(Coordinate.of(1, 6));
    assertTrue(rules.legalMoves(start).contains(sweep), () -> "Lovell may sweep: " + rules.legalMoves(start));
    WarpState after = play(rules, start, sweep);
    Intel intel = armstrongFollows(rules, start, sweep);
    assertEquals(Set.of(Coordinate.of(1, 6)), intel.knownHeldBy(LOVELL));
    SeatView view = rules.view(after, ARMSTRONG);
    Determinizer informed = Determinizer.of(view, intel);
    for (long seed = 0; seed < WORLDS; seed++) {
      WarpState world = informed.sample(new SplittableRandom(seed));
      assertTrue(world.hand(LOVELL).contains(Coordinate.of(1, 6)), () -> "world " + world);
      assertCountsKept(view, world);
    }
  }

  @Test
  void chartingTheKnownCoordinateForgetsIt() {
    WarpRules rules = rules(ModuleGamma.ID);
    WarpState start = withGrid(lovellStuck(rules).build(), "6-6 4-2 0-4 1-6 8-0");
    ModuleGamma.SensorSweep sweep = new ModuleGamma.SensorSweep(Coordinate.of(1, 6));
    WarpState swept = play(rules, start, sweep);
    WarpMove.Chart onZone = new WarpMove.Chart(Coordinate.of(1, 6), Route.NEUTRAL_ZONE);
    assertTrue(rules.legalMoves(swept).contains(onZone), () -> "Lovell charts the take: " + rules.legalMoves(swept));
    Intel intel = armstrongFollows(rules, start, sweep, onZone);
    assertTrue(intel.knownHeldBy(LOVELL).isEmpty());
  }

  /** {@code state} with {@code grid} moved from Uncharted Sectors to the face-up Sensor Grid. */
  private static WarpState withGrid(WarpState state, String grid) {
    List<Coordinate> market = TableSetup.tiles(grid);
    StateSnapshot snap = state.snapshot();
    List<Coordinate> pile = new ArrayList<>(snap.uncharted());
    pile.removeAll(market);
    Map<String, PluginState> plugins = new HashMap<>(snap.pluginStates());
    plugins.put(ModuleGamma.ID, new ModuleGamma.Grid(market));
    return WarpRules.restoreState(snap.withUncharted(pile).withPluginStates(plugins));
  }

  private static void assertCountsKept(SeatView view, WarpState world) {
    for (int s = 0; s < view.handCounts().size(); s++) {
      assertEquals(view.handCounts().get(s), world.handSize(s), "hand count of seat " + s);
    }
    assertEquals(view.unchartedCount(), world.unchartedCount());
    assertEquals(view.hand(), world.hand(view.seat()));
  }
}
