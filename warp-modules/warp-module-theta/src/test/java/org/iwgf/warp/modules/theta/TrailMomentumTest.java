// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.theta;

import static org.iwgf.warp.modules.theta.ThetaTables.chart;
import static org.iwgf.warp.modules.theta.ThetaTables.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Module Theta — Trail Momentum (Go-out)")
class TrailMomentumTest {
  private static final String FOUR_LONG = "12-1 1-2 2-3 3-4";
  private static final ModuleTheta.Momentum UNCLAIMED = new ModuleTheta.Momentum(false, -1, -1);
  private static final ModuleTheta.Momentum SPENT = new ModuleTheta.Momentum(true, -1, -1);

  private final WarpRules rules = WarpRules.of(ThetaTables.goOut(GoOutStructure.suddenDeath()));

  private static ModuleTheta.Momentum momentum(WarpState s) {
    return (ModuleTheta.Momentum) s.pluginState(ModuleTheta.ID).orElseThrow();
  }

  private static List<ModuleTheta.MomentumEvent> momentumEvents(List<WarpEvent> events) {
    return only(events, ModuleTheta.MomentumEvent.class);
  }

  @Test
  @DisplayName("The first captain whose trail reaches 5 coordinates earns one immediate extra turn")
  void reachingFiveKeepsTheHelmForOneExtraTurn() {
    WarpState s = TableSetup.of(rules).trail(0, FOUR_LONG).hand(0, "4-5 5-6 9-9").hand(1, "8-8").build();
    var t = rules.apply(s, chart("4-5", 0));
    assertEquals(List.of(new ModuleTheta.MomentumEarned(0, 5), new ModuleTheta.ExtraTurn(0)),
        momentumEvents(t.events()));
    assertTrue(t.events().contains(new WarpEvent.HelmPassed(0)));
    assertEquals(0, t.state().toAct());
    var extra = rules.apply(t.state(), chart("5-6", 0));
    assertEquals(1, extra.state().toAct(), "only one extra turn");
    assertTrue(momentumEvents(extra.events()).isEmpty(), "length 6 earns nothing more");
    assertEquals(SPENT, momentum(extra.state()));
  }

  @Test
  @DisplayName("Claimable once per round: a second trail reaching 5 earns nothing")
  void claimableOncePerRound() {
    WarpState s = TableSetup.of(rules).toAct(1).trail(1, FOUR_LONG).hand(1, "4-5 5-6").hand(2, "8-8")
        .pluginState(ModuleTheta.ID, SPENT).build();
    var t = rules.apply(s, chart("4-5", 1));
    assertEquals(2, t.state().toAct());
    assertTrue(momentumEvents(t.events()).isEmpty());
  }

  @Test
  @DisplayName("Only the trail owner's own chart counts; an opponent extending a beaconed trail earns nobody the turn")
  void onlyTheOwnersOwnChartEarnsIt() {
    WarpState s = TableSetup.of(rules).toAct(1).trail(0, FOUR_LONG).beacon(0).hand(0, "5-6 7-12")
        .hand(1, "4-5 9-8").hand(2, "8-8").build();
    s = rules.apply(s, chart("4-5", 0)).state();
    assertEquals(5, s.trail(Route.trailOf(0)).length());
    assertEquals(UNCLAIMED, momentum(s));
    assertEquals(2, s.toAct());
    s = TableSetup.of(rules).trail(0, FOUR_LONG + " 4-5").hand(0, "5-6 12-7").hand(1, "8-8").build();
    var onNeutralZone = rules.apply(s, WarpMove.chart(Coordinate.parse("12-7"), Route.NEUTRAL_ZONE));
    assertTrue(momentumEvents(onNeutralZone.events()).isEmpty(), "a Neutral Zone chart does not lengthen the trail");
    assertEquals(1, onNeutralZone.state().toAct());
    var own = rules.apply(s, chart("5-6", 0));
    assertEquals(List.of(new ModuleTheta.MomentumEarned(0, 6), new ModuleTheta.ExtraTurn(0)),
        momentumEvents(own.events()), "the owner's next own chart (length 6 ≥ 5) claims it");
  }

  @Test
  @DisplayName("A double that reaches 5 earns it; the extra turn follows the cover, when the helm would pass")
  void theExtraTurnFollowsTheCover() {
    WarpState s = TableSetup.of(rules).trail(0, FOUR_LONG).hand(0, "4-4 4-7 1-1").hand(1, "8-8").build();
    var doubled = rules.apply(s, chart("4-4", 0));
    assertEquals(List.of(new ModuleTheta.MomentumEarned(0, 5)), momentumEvents(doubled.events()));
    assertEquals(new ModuleTheta.Momentum(true, 0, -1), momentum(doubled.state()));
    var covered = rules.apply(doubled.state(), chart("4-7", 0));
    assertEquals(List.of(new ModuleTheta.ExtraTurn(0)), momentumEvents(covered.events()));
    assertEquals(0, covered.state().toAct());
    assertEquals(Optional.empty(), covered.state().redAlert());
  }

  @Test
  @DisplayName("A double left uncovered: the extra turn is still taken and the Red Alert stays with its captain")
  void anUncoveredDoubleStaysWithTheCaptainForTheExtraTurn() {
    WarpState s = TableSetup.of(rules).trail(0, FOUR_LONG).hand(0, "4-4 1-1").hand(1, "8-8").pile("2-2").build();
    s = rules.apply(s, chart("4-4", 0)).state();
    s = rules.apply(s, WarpMove.DRAW).state();
    var beacon = rules.apply(s, WarpMove.DEPLOY_BEACON);
    assertEquals(List.of(new ModuleTheta.ExtraTurn(0)), momentumEvents(beacon.events()));
    assertTrue(beacon.events().contains(new WarpEvent.RedAlertPassed(0, 0, Coordinate.of(4, 4))));
    RedAlert alert = beacon.state().redAlert().orElseThrow();
    assertEquals(0, beacon.state().toAct());
    assertEquals(0, alert.responsible());
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(beacon.state()), "a new turn: one more draw");
    s = rules.apply(beacon.state(), WarpMove.DRAW).state();
    s = rules.apply(s, WarpMove.PASS).state();
    assertEquals(1, s.toAct(), "after the extra turn the alert passes on as usual");
    assertEquals(1, s.redAlert().orElseThrow().responsible());
  }

  @Test
  @DisplayName("Going out wins at once: the extra turn is never taken")
  void goingOutSpendsIt() {
    WarpState s = TableSetup.of(rules).trail(0, FOUR_LONG).hand(0, "4-5").hand(1, "8-8").build();
    var t = rules.apply(s, chart("4-5", 0));
    assertEquals(List.of(new ModuleTheta.MomentumEarned(0, 5)), momentumEvents(t.events()));
    assertEquals(OptionalInt.of(0), only(t.events(), WarpEvent.RoundEnded.class).get(0).winner());
    assertTrue(t.state().isOver());
  }

  @Test
  @DisplayName("Each round starts unclaimed")
  void aNewRoundStartsUnclaimed() {
    WarpRules fixed = WarpRules.of(ThetaTables.goOut(GoOutStructure.fixedRounds(3, GoOutStructure.Overtime.FORCED)));
    WarpState s = TableSetup.of(fixed).trail(0, FOUR_LONG).hand(0, "4-5").hand(1, "8-8")
        .pluginState(ModuleTheta.ID, new ModuleTheta.Momentum(true, 2, 1)).build();
    WarpState next = fixed.apply(s, chart("4-5", 0)).state();
    assertEquals(2, next.round());
    assertEquals(UNCLAIMED, momentum(next));
  }

  @Test
  @DisplayName("A turn that ends in a pass spends the extra turn")
  void aPassSpendsIt() {
    WarpState s = TableSetup.of(rules).hand(0, "1-1").hand(1, "8-8").beacon(0).drew()
        .pluginState(ModuleTheta.ID, new ModuleTheta.Momentum(true, 0, -1)).build();
    var t = rules.apply(s, WarpMove.PASS);
    assertEquals(1, t.state().toAct());
    assertEquals(SPENT, momentum(t.state()));
    assertTrue(momentumEvents(t.events()).isEmpty());
  }
}
