// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.lambda;

import static org.iwgf.warp.modules.lambda.LambdaTables.NZ;
import static org.iwgf.warp.modules.lambda.LambdaTables.chart;
import static org.iwgf.warp.modules.lambda.LambdaTables.only;
import static org.iwgf.warp.modules.lambda.LambdaTables.tiles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.lambda.ModuleLambda.WormholeOpened;
import org.iwgf.warp.testkit.MoveChecks;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Module Lambda's mechanic, the same under both objectives (both blocks of Section VI state it alike). */
@DisplayName("Module Lambda — Wormholes")
class WormholeTest {
  private static final Coordinate SIX_SIX = Coordinate.parse("6-6");

  /** A's trail 12-1 1-2, the Neutral Zone 12-5 5-6, B's trail 12-7; A holds 6-6 plus {@code rest}. */
  private static TableSetup table(WarpRules rules, String rest) {
    return TableSetup.of(rules).trail(0, "12-1 1-2").neutralZone("12-5 5-6").trail(1, "12-7")
        .hand(0, "6-6 " + rest).hand(1, "2-4 3-8").hand(2, "0-0").hand(3, "0-1");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Wormhole Trigger and Spatial Inversion: a double on the Neutral Zone swaps it with the charter's trail")
  void aDoubleOnTheNeutralZoneSwapsTheCaptainsTrailAndTheNeutralZone(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    WarpState s = table(rules, "6-3 9-9").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("6-6", NZ));
    WarpState after = t.state();
    assertEquals(tiles("12-5 5-6 6-6"), after.trail(Route.trailOf(0)).coordinates(),
        "the former Neutral Zone, double and all, is A's private trail");
    assertEquals(tiles("12-1 1-2"), after.neutralZone().coordinates(), "A's former trail is the public Neutral Zone");
    assertEquals(2, after.neutralZone().openEnd());
    assertEquals(tiles("12-7"), after.trail(Route.trailOf(1)).coordinates(), "other captains stay put");
    assertEquals(List.of(new WormholeOpened(0, SIX_SIX, false)), only(t.events(), WormholeOpened.class));
    int charted = t.events().indexOf(new WarpEvent.Charted(0, SIX_SIX, NZ, 6));
    int opened = t.events().indexOf(new WormholeOpened(0, SIX_SIX, false));
    assertTrue(charted >= 0 && charted < opened, "the chart on the Neutral Zone is reported before the Wormhole");
    assertTrue(only(t.events(), WarpEvent.ShieldsUp.class).isEmpty(), "no beacon was up, none is destroyed");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Red Alert Resolution: the double waits on the newly acquired trail and is satisfied from hand")
  void theRedAlertOpensOnTheNewlyAcquiredTrail(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    WarpState s = rules.apply(table(rules, "6-3 9-9").build(), chart("6-6", NZ)).state();
    assertEquals(new RedAlert(SIX_SIX, Route.trailOf(0), 0, 0, false, 1, 0), s.redAlert().orElseThrow());
    assertEquals(0, s.toAct());
    assertEquals(List.of(chart("6-3", 0)), rules.legalMoves(s));
    MoveChecks.assertRefused(rules, s, chart("6-3", NZ), "RED_ALERT");
    Transition<WarpState, WarpEvent> cover = rules.apply(s, chart("6-3", 0));
    assertTrue(cover.events().contains(new WarpEvent.DoubleSatisfied(0, SIX_SIX, Route.trailOf(0))));
    assertTrue(cover.state().redAlert().isEmpty());
    assertEquals(1, cover.state().toAct());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("After the swap the new trail is private and the old one public")
  void theNewTrailIsPrivateAndTheOldOnePublic(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    WarpState s = MoveChecks.play(rules, table(rules, "6-3 9-9").build(), chart("6-6", NZ), chart("6-3", 0));
    assertEquals(List.of(chart("2-4", NZ)), rules.legalMoves(s), "B may extend A's former trail, now public");
    MoveChecks.assertRefused(rules, s, chart("3-8", 0), "ROUTE_CLOSED");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Distress Beacon: the charter's active beacon is destroyed in transit; other beacons stay")
  void theChartersBeaconIsDestroyedInTransit(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    WarpState s = table(rules, "6-3 9-9").beacon(0, 2).build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("6-6", NZ));
    assertFalse(t.state().beaconUp(0));
    assertTrue(t.state().beaconUp(2), "only the captain who opened the Wormhole loses a beacon");
    assertEquals(List.of(new WormholeOpened(0, SIX_SIX, true)), only(t.events(), WormholeOpened.class));
    assertEquals(List.of(new WarpEvent.ShieldsUp(0)), only(t.events(), WarpEvent.ShieldsUp.class));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Risk Assessment: unable to answer, the captain draws once, then beacons the stolen trail open to everyone")
  void theRiskAssessment(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    WarpState s = table(rules, "9-9").pile("1-1").hand(1, "6-4 3-8").build();
    s = rules.apply(s, chart("6-6", NZ)).state();
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s), "the standard rule: one draw to find a cover");
    s = rules.apply(s, WarpMove.DRAW).state();
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s));
    s = rules.apply(s, WarpMove.DEPLOY_BEACON).state();
    assertTrue(s.beaconUp(0), "the beacon now stands on A's new trail");
    assertEquals(new RedAlert(SIX_SIX, Route.trailOf(0), 0, 1, true, 1, 0), s.redAlert().orElseThrow());
    assertEquals(List.of(chart("6-4", 0)), rules.legalMoves(s), "B answers the Red Alert on A's stolen trail");
    s = rules.apply(s, chart("6-4", 0)).state();
    assertTrue(s.beaconUp(0), "covering a double on another captain's trail does not clear their beacon");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("A drawn cover satisfies the double on the new trail")
  void aDrawnCoverSatisfiesTheDouble(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    WarpState s = MoveChecks.play(rules, table(rules, "9-9").pile("6-2").build(), chart("6-6", NZ), WarpMove.DRAW);
    assertEquals(List.of(chart("6-2", 0)), rules.legalMoves(s));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("A double that was this turn's draw goes straight to the beacon when it cannot be covered")
  void aDrawnDoubleGoesStraightToTheBeacon(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    WarpState s = rules.apply(table(rules, "9-9").drew().build(), chart("6-6", NZ)).state();
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("No Wormhole: a double on one's own trail, a double on an open opponent trail, a non-double on the Neutral Zone")
  void onlyADoubleOnTheNeutralZoneOpensAWormhole(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    WarpState s = TableSetup.of(rules).trail(0, "12-1 1-2").neutralZone("12-5 5-6").trail(1, "12-7").beacon(1)
        .hand(0, "2-2 7-7 6-3 0-5").hand(1, "0-0").hand(2, "0-1").hand(3, "0-2").build();
    for (WarpMove m : List.of(chart("2-2", 0), chart("7-7", 1), chart("6-3", NZ))) {
      Transition<WarpState, WarpEvent> t = rules.apply(s, m);
      assertTrue(only(t.events(), WormholeOpened.class).isEmpty(), m.toString());
      assertEquals(tiles("12-5 5-6"), t.state().neutralZone().coordinates().subList(0, 2), m.toString());
      assertEquals(tiles("12-1 1-2"), t.state().trail(Route.trailOf(0)).coordinates().subList(0, 2), m.toString());
    }
    assertEquals(Route.trailOf(1), rules.apply(s, chart("7-7", 1)).state().redAlert().orElseThrow().route());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Red Alert already open: no double can be charted on the Neutral Zone until it is satisfied")
  void noWormholeWhileARedAlertWaits(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    WarpState s = TableSetup.of(rules).trail(1, "12-7 7-7").neutralZone("12-5 5-6")
        .alert(new RedAlert(Coordinate.parse("7-7"), Route.trailOf(1), 1, 0, true, 1, 0))
        .hand(0, "6-6 7-3").hand(1, "0-0").hand(2, "0-1").hand(3, "0-2").build();
    MoveChecks.assertRefused(rules, s, chart("6-6", NZ), "RED_ALERT");
    assertEquals(List.of(chart("7-3", 1)), rules.legalMoves(s));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("A trail never started becomes an unstarted Neutral Zone, reopened from the Spacedock")
  void anUnstartedTrailBecomesAnUnstartedNeutralZone(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    WarpState s = TableSetup.of(rules).neutralZone("12-5 5-6").hand(0, "6-6 6-3 9-9").hand(1, "12-8 0-0")
        .hand(2, "0-1").hand(3, "0-2").build();
    s = MoveChecks.play(rules, s, chart("6-6", NZ), chart("6-3", 0));
    assertFalse(s.neutralZone().isStarted());
    assertEquals(12, s.neutralZone().openEnd());
    assertEquals(tiles("12-5 5-6 6-6 6-3"), s.trail(Route.trailOf(0)).coordinates());
    assertTrue(rules.legalMoves(s).contains(chart("12-8", NZ)));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("A dead double still opens the Wormhole, with no Red Alert; an empty hand then goes out")
  void aDeadDoubleOpensTheWormholeWithoutRedAlert(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    // Every coordinate showing a six except 6-6 is on the table.
    TableSetup table = TableSetup.of(rules).neutralZone("12-6").trail(0, "12-1 1-3")
        .trail(1, "12-0 0-6 6-1 1-2 2-6 6-3").trail(2, "12-4 4-6 6-5 5-7 7-6 6-8")
        .trail(3, "12-9 9-6 6-10 10-3 3-11 11-6").hand(1, "0-0").hand(2, "0-1").hand(3, "0-2");
    Transition<WarpState, WarpEvent> t = rules.apply(table.hand(0, "6-6 5-5").build(), chart("6-6", NZ));
    assertTrue(t.events().contains(new WarpEvent.DeadDouble(SIX_SIX, NZ)));
    assertEquals(List.of(new WormholeOpened(0, SIX_SIX, false)), only(t.events(), WormholeOpened.class));
    assertEquals(tiles("12-6 6-6"), t.state().trail(Route.trailOf(0)).coordinates());
    assertTrue(t.state().redAlert().isEmpty());
    assertEquals(1, t.state().toAct());
    Transition<WarpState, WarpEvent> out = rules.apply(table.hand(0, "6-6").build(), chart("6-6", NZ));
    assertEquals(1, only(out.events(), WormholeOpened.class).size());
    WarpEvent.RoundEnded ended = only(out.events(), WarpEvent.RoundEnded.class).get(0);
    assertEquals(OptionalInt.of(0), ended.winner());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Charting the last coordinate as a double on the Neutral Zone does not go out: the alert waits")
  void noGoingOutOnTheWormholeDouble(Objective objective) {
    WarpRules rules = LambdaTables.rules(objective);
    Transition<WarpState, WarpEvent> t = rules.apply(table(rules, "").build(), chart("6-6", NZ));
    assertTrue(only(t.events(), WarpEvent.RoundEnded.class).isEmpty());
    assertEquals(0, t.state().handSize(0));
    assertEquals(Route.trailOf(0), t.state().redAlert().orElseThrow().route());
  }
}
