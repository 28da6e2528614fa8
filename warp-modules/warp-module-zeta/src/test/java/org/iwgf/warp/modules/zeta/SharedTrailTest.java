// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import static org.iwgf.warp.modules.zeta.ZetaTables.ARCHER;
import static org.iwgf.warp.modules.zeta.ZetaTables.BURNHAM;
import static org.iwgf.warp.modules.zeta.ZetaTables.CISCO;
import static org.iwgf.warp.modules.zeta.ZetaTables.DAX;
import static org.iwgf.warp.modules.zeta.ZetaTables.chart;
import static org.iwgf.warp.modules.zeta.ZetaTables.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.MoveChecks;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("Module Zeta — The Shared Trail and the shared Distress Beacon")
class SharedTrailTest {

  private static WarpRules rules(Objective objective) {
    return WarpRules.of(ZetaTables.config(objective));
  }

  private static SquadronMomentum momentum(WarpState s) {
    return (SquadronMomentum) s.pluginState(ModuleZeta.ID).orElseThrow();
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Every member charts the squadron's shared trail as their own; their personal trails stay closed")
  void membersChartTheSharedTrail(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState s = TableSetup.of(rules).toAct(CISCO).trail(ARCHER, "12-4").hand(CISCO, "4-5 12-7 1-2")
        .hand(DAX, "9-9").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("4-5", ARCHER));
    assertEquals(5, t.state().trail(Route.trailOf(ARCHER)).openEnd());
    assertEquals(List.of(CISCO), momentum(t.state()).captains());
    MoveChecks.assertRefused(rules, s, chart("12-7", CISCO), "ROUTE_CLOSED");
    assertFalse(rules.legalMoves(s).contains(chart("12-7", CISCO)));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Opponents may chart the shared trail only while the squadron's beacon is up")
  void opponentsOnlyWhileTheBeaconIsUp(Objective objective) {
    WarpRules rules = rules(objective);
    TableSetup shieldsUp = TableSetup.of(rules).toAct(BURNHAM).trail(ARCHER, "12-4").hand(BURNHAM, "4-6 12-3")
        .hand(CISCO, "9-9");
    MoveChecks.assertRefused(rules, shieldsUp.build(), chart("4-6", ARCHER), "ROUTE_CLOSED");
    WarpState down = TableSetup.of(rules).toAct(BURNHAM).trail(ARCHER, "12-4").hand(BURNHAM, "4-6 12-3")
        .hand(CISCO, "9-9").beacon(ARCHER, CISCO).build();
    assertTrue(rules.legalMoves(down).contains(chart("4-6", ARCHER)));
    assertEquals(CISCO, rules.apply(down, chart("4-6", ARCHER)).state().toAct());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("A beacon deployed without momentum goes up for the whole squadron; teammates then pass")
  void oneBeaconPerSquadron(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState s = TableSetup.of(rules).toAct(CISCO).trail(ARCHER, "12-4").hand(CISCO, "9-9").drew()
        .hand(ARCHER, "8-8").build();
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s));
    Transition<WarpState, WarpEvent> t = rules.apply(s, WarpMove.DEPLOY_BEACON);
    assertTrue(t.state().beaconUp(ARCHER) && t.state().beaconUp(CISCO));
    assertFalse(t.state().beaconUp(BURNHAM) || t.state().beaconUp(DAX));
    assertTrue(only(t.events(), WarpEvent.BeaconDeployed.class).size() == 2);
    WarpState archerStuck = TableSetup.of(rules).toAct(ARCHER).trail(ARCHER, "12-4").hand(ARCHER, "8-8").drew()
        .beacon(ARCHER, CISCO).build();
    assertEquals(List.of(WarpMove.PASS), rules.legalMoves(archerStuck));
    MoveChecks.assertRefused(rules, archerStuck, WarpMove.DEPLOY_BEACON, "BEACON_UP");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Any member charting the shared trail raises the squadron's shields")
  void aMemberChartRaisesTheSquadronsShields(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState s = TableSetup.of(rules).toAct(CISCO).trail(ARCHER, "12-4").hand(CISCO, "4-5 1-2")
        .hand(DAX, "9-9").beacon(ARCHER, CISCO).build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("4-5", ARCHER));
    assertFalse(t.state().beaconUp(ARCHER) || t.state().beaconUp(CISCO));
    assertEquals(2, only(t.events(), WarpEvent.ShieldsUp.class).size());
    WarpState nz = TableSetup.of(rules).toAct(CISCO).trail(ARCHER, "12-4").hand(CISCO, "12-3 1-2")
        .hand(DAX, "9-9").beacon(ARCHER, CISCO).build();
    WarpState after = rules.apply(nz, ZetaTables.chartNeutralZone("12-3")).state();
    assertTrue(after.beaconUp(ARCHER) && after.beaconUp(CISCO), "a Neutral Zone chart leaves the beacon up");
    assertTrue(momentum(after).captains().isEmpty(), "and gives no momentum");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Shield Protocols: shields stay up while a teammate keeps momentum on the shared trail")
  void momentumHoldsTheShields(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState s = TableSetup.of(rules).toAct(ARCHER).trail(ARCHER, "12-4 4-5").hand(ARCHER, "8-8").drew()
        .hand(BURNHAM, "5-6 11-10").hand(CISCO, "9-9")
        .pluginState(ModuleZeta.ID, new SquadronMomentum(List.of(CISCO))).build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, WarpMove.DEPLOY_BEACON);
    assertEquals(List.of(new SquadronEvent.ShieldsHeld(ARCHER, List.of(CISCO))),
        only(t.events(), SquadronEvent.ShieldsHeld.class));
    assertFalse(t.state().beaconUp(ARCHER) || t.state().beaconUp(CISCO));
    assertEquals(BURNHAM, t.state().toAct());
    MoveChecks.assertRefused(rules, t.state(), chart("5-6", ARCHER), "ROUTE_CLOSED");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Without a teammate's momentum the beacon goes up and opens the shared trail")
  void noMomentumNoHold(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState s = TableSetup.of(rules).toAct(ARCHER).trail(ARCHER, "12-4 4-5").hand(ARCHER, "8-8").drew()
        .hand(BURNHAM, "5-6 11-10").hand(CISCO, "9-9")
        .pluginState(ModuleZeta.ID, new SquadronMomentum(List.of(ARCHER, DAX))).build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, WarpMove.DEPLOY_BEACON);
    assertTrue(only(t.events(), SquadronEvent.ShieldsHeld.class).isEmpty(),
        "the stuck captain's own momentum and an opponent's do not hold the shields");
    assertTrue(t.state().beaconUp(ARCHER) && t.state().beaconUp(CISCO));
    assertTrue(rules.legalMoves(t.state()).contains(chart("5-6", ARCHER)));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Momentum lasts until the captain's next turn begins")
  void momentumEndsWhenTheNextTurnBegins(Objective objective) {
    WarpRules rules = rules(objective);
    WarpState s = TableSetup.of(rules).toAct(BURNHAM).trail(ARCHER, "12-4 4-5").hand(BURNHAM, "12-11 1-1")
        .hand(CISCO, "7-7").pluginState(ModuleZeta.ID, new SquadronMomentum(List.of(ARCHER, CISCO))).build();
    WarpState t = rules.apply(s, chart("12-11", BURNHAM)).state();
    assertEquals(CISCO, t.toAct());
    assertEquals(List.of(ARCHER, BURNHAM), momentum(t).captains(),
        "Cisco's momentum ended as the turn began; Burnham's own chart gave Burnham momentum");
  }
}
