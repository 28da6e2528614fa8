// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.iota;

import static org.iwgf.warp.modules.iota.IotaTables.chart;
import static org.iwgf.warp.modules.iota.IotaTables.only;
import static org.iwgf.warp.modules.iota.IotaTables.tiles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.modules.gamma.ModuleGamma;
import org.iwgf.warp.modules.iota.ModuleIota.DoubleDown;
import org.iwgf.warp.modules.iota.ModuleIota.Owed;
import org.iwgf.warp.testkit.MoveChecks;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("Module Iota — Double Down (both objectives)")
class DoubleDownTest {
  private static final Route A_TRAIL = Route.trailOf(0);
  private static final Route C_TRAIL = Route.trailOf(2);

  private static WarpRules rules(Objective objective) {
    return WarpRules.of(IotaTables.fleet(objective).build());
  }

  /** A at the helm with 5-5 and its cover 5-1 for their trail; 2-3 and 4-6 on top of Uncharted Sectors. */
  private static TableSetup aHoldsADouble(WarpRules rules) {
    return TableSetup.of(rules).trail(0, "12-5").hand(0, "5-5 5-1 9-9").hand(1, "0-0 7-8").hand(2, "1-1")
        .hand(3, "2-2").pile("2-3 4-6");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("A double on the own trail: the next captain draws 2 before their turn begins")
  void theNextCaptainDrawsTwo(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState s = aHoldsADouble(rules).build();
    Transition<WarpState, WarpEvent> charted = rules.apply(s, chart("5-5", A_TRAIL));
    assertEquals(0, charted.state().toAct(), "A must still cover the double");
    assertEquals(new Owed(2, 0), charted.state().pluginState(ModuleIota.ID).orElseThrow());
    assertEquals(2, charted.state().handSize(1), "nothing drawn before B's turn");
    Transition<WarpState, WarpEvent> covered = rules.apply(charted.state(), chart("5-1", A_TRAIL));
    WarpState b = covered.state();
    assertEquals(1, b.toAct());
    assertEquals(List.of(new DoubleDown(0, 1, 2, 0)), only(covered.events(), DoubleDown.class));
    assertTrue(b.hand(1).containsAll(tiles("2-3 4-6 0-0 7-8")));
    assertEquals(4, b.handSize(1));
    assertFalse(b.drewThisTurn(), "the forced draws are not B's draw of the turn");
    assertEquals(Owed.NONE, b.pluginState(ModuleIota.ID).orElseThrow());
    int helmPassed = covered.events().indexOf(new WarpEvent.HelmPassed(1));
    int firstDraw = covered.events().indexOf(new WarpEvent.Drawn(1, Optional.of(tiles("2-3").get(0))));
    assertTrue(helmPassed >= 0 && firstDraw > helmPassed, "drawn as B takes the helm: " + covered.events());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Any eligible route: the Neutral Zone and an opponent's open trail count too")
  void anyRouteCounts(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState nz = TableSetup.of(rules).neutralZone("12-5").hand(0, "5-5 5-1 9-9").hand(1, "7-8").pile("2-3 4-6")
        .build();
    WarpState afterNz = MoveChecks.play(rules, nz, chart("5-5", Route.NEUTRAL_ZONE), chart("5-1", Route.NEUTRAL_ZONE));
    assertEquals(3, afterNz.handSize(1));
    WarpState open = TableSetup.of(rules).trail(2, "12-5").beacon(2).hand(0, "5-5 5-1 9-9").hand(1, "7-8")
        .pile("2-3 4-6").build();
    WarpState afterOpen = MoveChecks.play(rules, open, chart("5-5", C_TRAIL), chart("5-1", C_TRAIL));
    assertEquals(3, afterOpen.handSize(1));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("A coordinate that is not a double makes no one draw")
  void aSingleOwesNothing(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState s = TableSetup.of(rules).trail(0, "12-5").hand(0, "5-1 9-9").hand(1, "7-8").pile("2-3 4-6").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("5-1", A_TRAIL));
    assertEquals(1, t.state().toAct());
    assertEquals(1, t.state().handSize(1));
    assertTrue(only(t.events(), DoubleDown.class).isEmpty());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Uncharted Sectors empty and no Sensor Grid: the draws are cancelled")
  void bothPoolsEmptyCancelsTheDraws(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState s = aHoldsADouble(rules).pile("").restTo(3).build();
    Transition<WarpState, WarpEvent> t = rules.apply(rules.apply(s, chart("5-5", A_TRAIL)).state(),
        chart("5-1", A_TRAIL));
    assertEquals(List.of(new DoubleDown(0, 1, 0, 2)), only(t.events(), DoubleDown.class));
    assertEquals(2, t.state().handSize(1));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("With Module Gamma: Uncharted first, then the Sensor Grid when Uncharted runs out")
  void theSensorGridIsTheFallbackPool(Objective objective) {
    WarpRules rules = WarpRules.of(IotaTables.fleet(objective).plugin(ModuleGamma.ID).build());
    WarpState s = IotaTables.withGrid(aHoldsADouble(rules).pile("2-3").restTo(3), "4-6 3-9 10-11");
    Transition<WarpState, WarpEvent> t = rules.apply(rules.apply(s, chart("5-5", A_TRAIL)).state(),
        chart("5-1", A_TRAIL));
    assertEquals(List.of(new DoubleDown(0, 1, 2, 0)), only(t.events(), DoubleDown.class));
    assertTrue(t.state().hand(1).containsAll(tiles("2-3 4-6")), "2-3 from Uncharted, then 4-6 from the grid");
    assertEquals(List.of(new ModuleGamma.TakenForForcedDraw(1, tiles("4-6").get(0))),
        only(t.events(), ModuleGamma.TakenForForcedDraw.class));
    assertEquals(tiles("3-9 10-11"), ModuleGamma.grid(t.state()), "nothing left to replenish the grid from");

    WarpState dry = IotaTables.withGrid(aHoldsADouble(rules).pile("").restTo(3), "4-6");
    Transition<WarpState, WarpEvent> t2 = rules.apply(rules.apply(dry, chart("5-5", A_TRAIL)).state(),
        chart("5-1", A_TRAIL));
    assertEquals(List.of(new DoubleDown(0, 1, 1, 1)), only(t2.events(), DoubleDown.class),
        "one from the grid, the second cancelled");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("With Subspace Fracture: the draws wait until the charter's stabilizers are placed and the turn ends")
  void withSubspaceFracture(Objective objective) {
    WarpConfig config = IotaTables.fleet(objective).plugin(PluginConfig.of(SubspaceFracture.ID,
        Map.of("scope", "OWN_TRAIL"))).build();
    WarpRules rules = WarpRules.of(config);
    WarpState s = TableSetup.of(rules).trail(0, "12-5").hand(0, "5-5 5-1 5-2 5-3 9-9").hand(1, "7-8")
        .pile("2-3 4-6").build();
    WarpState mid = MoveChecks.play(rules, s, chart("5-5", A_TRAIL), chart("5-1", A_TRAIL), chart("5-2", A_TRAIL));
    assertEquals(0, mid.toAct(), "A is still placing stabilizers");
    assertEquals(1, mid.handSize(1));
    Transition<WarpState, WarpEvent> done = rules.apply(mid, chart("5-3", A_TRAIL));
    assertEquals(1, done.state().toAct());
    assertEquals(List.of(new DoubleDown(0, 1, 2, 0)), only(done.events(), DoubleDown.class),
        "stabilizers are not doubles: one double, two draws");
    assertEquals(3, done.state().handSize(1));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Each double owes its own two draws: a second double before the helm passes makes four")
  void eachDoubleOwesTwo(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState s = aHoldsADouble(rules).pile("2-3 4-6 3-3 8-9").pluginState(ModuleIota.ID, new Owed(2, 0)).build();
    WarpState charted = rules.apply(s, chart("5-5", A_TRAIL)).state();
    assertEquals(new Owed(4, 0), charted.pluginState(ModuleIota.ID).orElseThrow());
    Transition<WarpState, WarpEvent> t = rules.apply(charted, chart("5-1", A_TRAIL));
    assertEquals(List.of(new DoubleDown(0, 1, 4, 0)), only(t.events(), DoubleDown.class));
    assertEquals(6, t.state().handSize(1));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Draws still owed when the round ends lapse")
  void owedDrawsLapseAtRoundEnd(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState s = TableSetup.of(rules).trail(0, "12-5").hand(0, "5-5 5-1").hand(1, "7-8").hand(2, "1-1")
        .hand(3, "2-2").pile("2-3 4-6").build();
    Transition<WarpState, WarpEvent> out = rules.apply(rules.apply(s, chart("5-5", A_TRAIL)).state(), chart("5-1", A_TRAIL));
    assertTrue(only(out.events(), DoubleDown.class).isEmpty(), "A went out: no next turn this round");
    assertEquals(1, out.state().history().size(), "A's go-out ended the round");
    if (objective == Objective.POINTS_CAMPAIGN) {
      assertEquals(2, out.state().round());
      assertEquals(Owed.NONE, out.state().pluginState(ModuleIota.ID).orElseThrow(), "reset for round 2");
    } else {
      assertTrue(out.state().isOver(), "sudden death: the go-out ends the sector");
    }
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("The Module is found by id under both objectives")
  void discoveredForBothObjectives(Objective objective) {
    assertTrue(PluginRegistry.discover().find(ModuleIota.ID).isPresent());
    assertTrue(rules(objective).plugins().stream().anyMatch(p -> p.id().equals(ModuleIota.ID)));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("The forced draws are not the turn's draw: a next captain who cannot chart may still draw")
  void theForcedDrawsAreNotTheTurnsDraw(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState b = MoveChecks.play(rules, aHoldsADouble(rules).build(), chart("5-5", A_TRAIL), chart("5-1", A_TRAIL));
    assertEquals(1, b.toAct());
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(b), "0-0 7-8 2-3 4-6 chart nowhere; B draws as usual");
  }
}
