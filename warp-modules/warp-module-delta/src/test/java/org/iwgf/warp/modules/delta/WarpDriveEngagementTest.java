// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;

import static org.iwgf.warp.modules.delta.DeltaTables.A_TRAIL;
import static org.iwgf.warp.modules.delta.DeltaTables.B_TRAIL;
import static org.iwgf.warp.modules.delta.DeltaTables.NZ;
import static org.iwgf.warp.modules.delta.DeltaTables.assertRefused;
import static org.iwgf.warp.modules.delta.DeltaTables.chart;
import static org.iwgf.warp.modules.delta.DeltaTables.eventsOf;
import static org.iwgf.warp.modules.delta.DeltaTables.marker;
import static org.iwgf.warp.modules.delta.DeltaTables.spool;
import static org.iwgf.warp.modules.delta.DeltaTables.table;
import static org.iwgf.warp.modules.delta.DeltaTables.tiles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.Trail;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Warp Drive Engagement (spool), the same under either objective. */
class WarpDriveEngagementTest {
  private static final PluginConfig FRACTURE = PluginConfig.of(SubspaceFracture.ID, Map.of("scope", "ALL_DOUBLES"));

  private static Transition<WarpState, WarpEvent> spoolOnOwnTrail(WarpRules rules, String pile) {
    WarpState s = table(rules, 2).toAct(0).hand(0, "1-2").pile(pile).build();
    return rules.apply(s, spool(A_TRAIL));
  }

  private static void assertTrail(WarpState s, Route route, String main, String branches, int openEnd) {
    Trail t = s.trail(route);
    assertEquals(tiles(main), t.coordinates());
    assertEquals(tiles(branches), t.branches());
    assertEquals(openEnd, t.openEnd());
  }

  private static List<Coordinate> sorted(List<Coordinate> cs) {
    return cs.stream().sorted().toList();
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void eachMatchIsChartedAndTheFirstMismatchGoesToHand(Objective objective) {
    Transition<WarpState, WarpEvent> t = spoolOnOwnTrail(DeltaTables.rules(objective), "12-3 3-4 4-9 7-7 6-6");
    WarpState s = t.state();
    assertTrail(s, A_TRAIL, "12-3 3-4 4-9", "", 9);
    assertEquals(sorted(tiles("1-2 7-7")), sorted(s.hand(0)));
    assertEquals(Coordinate.parse("6-6"), s.uncharted().get(0), "nothing is drawn past the stop");
    assertEquals(1, s.toAct(), "the spool is the turn's action");
    assertEquals(3, eventsOf(t.events(), WarpEvent.Charted.class).size());
    assertEquals(List.of(new HazardEvent.WarpDriveEngaged(0, A_TRAIL, 3, 1, false)),
        eventsOf(t.events(), HazardEvent.WarpDriveEngaged.class));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void aMismatchOnTheFirstDrawStillEndsTheTurn(Objective objective) {
    Transition<WarpState, WarpEvent> t = spoolOnOwnTrail(DeltaTables.rules(objective), "5-6 12-3");
    assertEquals(sorted(tiles("1-2 5-6")), sorted(t.state().hand(0)));
    assertTrail(t.state(), A_TRAIL, "", "", 12);
    assertEquals(1, t.state().toAct());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void spoolingOntoTheNeutralZoneTakesCustody(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective);
    WarpState s = table(rules, 2).toAct(0).hand(0, "1-2").pile("12-3 5-5").build();
    WarpState after = rules.apply(s, spool(NZ)).state();
    assertTrail(after, NZ, "12-3", "", 3);
    assertEquals(0, marker(after).holder());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void aMatchingDoubleCoveredByTheNextDrawIsCharted(Objective objective) {
    WarpState s = spoolOnOwnTrail(DeltaTables.rules(objective), "12-3 3-3 3-5 5-1 6-6").state();
    assertTrail(s, A_TRAIL, "12-3 3-3 3-5 5-1", "", 1);
    assertTrue(s.redAlert().isEmpty());
    assertEquals(sorted(tiles("1-2 6-6")), sorted(s.hand(0)));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void aFailedCoverTakesTheDoubleBackToHandAndRevertsTheEnd(Objective objective) {
    Transition<WarpState, WarpEvent> t = spoolOnOwnTrail(DeltaTables.rules(objective), "12-3 3-3 4-5 6-6");
    WarpState s = t.state();
    assertTrail(s, A_TRAIL, "12-3", "", 3);
    assertTrue(s.redAlert().isEmpty(), "no Red Alert remains from the aborted double");
    assertEquals(sorted(tiles("1-2 3-3 4-5")), sorted(s.hand(0)));
    assertEquals(Coordinate.parse("6-6"), s.uncharted().get(0));
    assertEquals(List.of(new HazardEvent.WarpDriveEngaged(0, A_TRAIL, 1, 2, true)),
        eventsOf(t.events(), HazardEvent.WarpDriveEngaged.class));
    assertEquals(1, s.toAct());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void unchartedRunningOutBeforeTheCoverTakesTheDoubleBack(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective);
    WarpState s = table(rules, 2).toAct(0).hand(0, "1-2").pile("12-3 3-3").restTo(2).build();
    WarpState after = rules.apply(s, spool(A_TRAIL)).state();
    assertTrail(after, A_TRAIL, "12-3", "", 3);
    assertTrue(after.redAlert().isEmpty());
    assertEquals(sorted(tiles("1-2 3-3")), sorted(after.hand(0)));
    assertEquals(0, after.unchartedCount());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void underSubspaceFractureThreeStabilizersMustFollowTheDouble(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective, FRACTURE);
    WarpState s = spoolOnOwnTrail(rules, "12-3 3-3 3-5 3-6 3-7 7-1 6-6").state();
    assertTrail(s, A_TRAIL, "12-3 3-3 3-7 7-1", "3-5 3-6", 1);
    assertTrue(s.redAlert().isEmpty());
    assertEquals(sorted(tiles("1-2 6-6")), sorted(s.hand(0)));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void underSubspaceFractureTwoStabilizersAreNotEnough(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective, FRACTURE);
    WarpState s = spoolOnOwnTrail(rules, "12-3 3-3 3-5 3-6 8-9 6-6").state();
    assertTrail(s, A_TRAIL, "12-3", "", 3);
    assertTrue(s.redAlert().isEmpty(), "no Red Alert and no fracture remain");
    assertEquals(sorted(tiles("1-2 3-3 3-5 3-6 8-9")), sorted(s.hand(0)));
    assertEquals(Coordinate.parse("6-6"), s.uncharted().get(0));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void withoutSubspaceFractureTheSameDrawsNeedOneCover(Objective objective) {
    WarpState s = spoolOnOwnTrail(DeltaTables.rules(objective), "12-3 3-3 3-5 3-6 8-9").state();
    assertTrail(s, A_TRAIL, "12-3 3-3 3-5", "", 5);
    assertEquals(sorted(tiles("1-2 3-6")), sorted(s.hand(0)));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void theSpoolIsOfferedOnEveryOpenRouteEvenWithAChartInHand(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective);
    WarpState s = table(rules, 2).toAct(0).hand(0, "12-5").beacon(2).build();
    List<WarpMove> legal = rules.legalMoves(s);
    assertTrue(legal.contains(chart("12-5", A_TRAIL)));
    assertTrue(legal.containsAll(List.of(spool(A_TRAIL), spool(Route.trailOf(2)), spool(NZ))));
    assertRefused(rules, s, spool(B_TRAIL), "UNKNOWN_MOVE");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void anOpponentsTrailWithTheBeaconUpMayBeSpooled(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective);
    WarpState s = table(rules, 2).toAct(0).hand(0, "1-2").beacon(1).pile("12-4 4-4 4-0 9-9").build();
    WarpState after = rules.apply(s, spool(B_TRAIL)).state();
    assertTrail(after, B_TRAIL, "12-4 4-4 4-0", "", 0);
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void refusedDuringRedAlert(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective);
    WarpState s = table(rules, 2).toAct(0).hand(0, "1-2").trail(0, "12-3 3-3")
        .alert(new RedAlert(Coordinate.parse("3-3"), A_TRAIL, 0, 0, false, 1, 0)).build();
    assertRefused(rules, s, spool(A_TRAIL), "UNKNOWN_MOVE");
    assertRefused(rules, s, spool(NZ), "UNKNOWN_MOVE");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void refusedWithUnchartedEmpty(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective);
    WarpState s = table(rules, 2).toAct(0).hand(0, "1-2").restTo(2).build();
    assertEquals(0, s.unchartedCount());
    assertRefused(rules, s, spool(A_TRAIL), "UNKNOWN_MOVE");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void refusedOntoAClosedRoute(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective);
    WarpState s = table(rules, 2).toAct(0).hand(0, "1-2").build();
    assertRefused(rules, s, spool(B_TRAIL), "UNKNOWN_MOVE");
  }
}
