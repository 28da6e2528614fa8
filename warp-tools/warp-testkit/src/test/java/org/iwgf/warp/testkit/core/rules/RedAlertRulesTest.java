// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** Section IV rules beyond the worked examples. */
class RedAlertRulesTest {
  private static final WarpConfig FOUR = WarpConfig.builder().captainNames("A", "B", "C", "D").build();
  private final WarpRules rules = WarpRules.of(FOUR);

  private static WarpMove chart(String c, Route r) {
    return WarpMove.chart(Coordinate.parse(c), r);
  }

  @Test
  void noOtherRouteMayBeChartedWhileADoubleWaits() {
    WarpState s = TableSetup.of(FOUR).round(2).neutralZone("11-12").hand(0, "12-12 12-3 5-3").build();
    s = rules.apply(s, chart("12-12", Route.NEUTRAL_ZONE)).state();
    assertEquals(List.of(chart("12-3", Route.NEUTRAL_ZONE)), rules.legalMoves(s));
    WarpState st = s;
    IllegalMoveException e = assertThrows(IllegalMoveException.class,
        () -> rules.apply(st, chart("5-3", Route.trailOf(0))));
    assertEquals("RED_ALERT", e.code());
  }

  @Test
  void theResponsibleCaptainCoversWithAnyCoordinateShowingThePip() {
    WarpState s = TableSetup.of(FOUR).round(2).trail(0, "11-12").hand(0, "12-12 12-3 12-5").build();
    s = rules.apply(s, chart("12-12", Route.trailOf(0))).state();
    assertEquals(List.of(chart("12-3", Route.trailOf(0)), chart("12-5", Route.trailOf(0))),
        rules.legalMoves(s));
  }

  @Test
  void aDoubleChartedOnAnOpenOpponentTrailMustBeCoveredThere() {
    WarpState s = TableSetup.of(FOUR).hand(0, "5-5 5-1 1-2").trail(1, "12-5").beacon(1).build();
    s = rules.apply(s, chart("5-5", Route.trailOf(1))).state();
    assertEquals(List.of(chart("5-1", Route.trailOf(1))), rules.legalMoves(s));
    s = rules.apply(s, chart("5-1", Route.trailOf(1))).state();
    assertTrue(s.beaconUp(1), "covering on an opponent's trail does not clear their beacon");
    assertEquals(1, s.toAct(), "chart a double, satisfy it, and your turn ends");
  }

  @Test
  void responsibilityCyclesUntilSomeoneCovers() {
    WarpState s = TableSetup.of(FOUR).hand(0, "9-9").trail(0, "12-9").hand(1, "1-2").hand(2, "3-4")
        .hand(3, "9-4").restTo(3).build();
    s = rules.apply(s, chart("9-9", Route.trailOf(0))).state();
    s = rules.apply(s, WarpMove.DEPLOY_BEACON).state();
    assertEquals(1, s.redAlert().orElseThrow().responsible());
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s), "B cannot cover; pile is empty");
    s = rules.apply(s, WarpMove.DEPLOY_BEACON).state();
    s = rules.apply(s, WarpMove.DEPLOY_BEACON).state();
    assertEquals(3, s.redAlert().orElseThrow().responsible());
    List<WarpMove> covers = rules.legalMoves(s);
    assertTrue(covers.stream().allMatch(m -> ((WarpMove.Chart) m).route().equals(Route.trailOf(0))));
    s = rules.apply(s, covers.get(0)).state();
    assertTrue(s.redAlert().isEmpty());
  }

  @Test
  void aDeadDoubleEndsTheAlertAtOnce() {
    // Every other coordinate showing 3 is already on the table, so 3-3 can never be covered.
    WarpState s = TableSetup.of(FOUR).hand(0, "3-3 1-2")
        .trail(1, "12-3 3-0 0-4 4-3 3-1 1-6 6-3 3-2 2-9 9-3 3-5 5-7 7-3 3-8 8-10 10-3")
        .neutralZone("12-11 11-3").build();
    var t = rules.apply(s, chart("3-3", Route.NEUTRAL_ZONE));
    assertTrue(t.events().contains(new WarpEvent.DeadDouble(Coordinate.of(3, 3), Route.NEUTRAL_ZONE)));
    assertTrue(t.state().redAlert().isEmpty(), "the alert ends and normal play resumes");
    assertEquals(1, t.state().toAct());
  }

  @Test
  void aDoubleWithACoverStillOffTheTableIsNotDead() {
    // 3-11 is still in Uncharted Sectors, so 3-3 opens an alert.
    WarpState s = TableSetup.of(FOUR).hand(0, "3-3 1-2").beacon(1)
        .trail(1, "12-3 3-0 0-4 4-3 3-1 1-6 6-3 3-2 2-9 9-3 3-5 5-7 7-3 3-8 8-10 10-3").build();
    s = rules.apply(s, chart("3-3", Route.trailOf(1))).state();
    assertTrue(s.redAlert().isPresent());
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s));
  }

  @Test
  void anEmptyHandDoesNotWinOnAnOpenDoubleButDoesOnceCovered() {
    WarpState s = TableSetup.of(FOUR).round(2).trail(0, "11-12").hand(0, "12-12 12-4").build();
    s = rules.apply(s, chart("12-12", Route.trailOf(0))).state();
    assertEquals(2, s.round(), "the round goes on");
    assertEquals(1, s.handSize(0));
    var t = rules.apply(s, chart("12-4", Route.trailOf(0)));
    assertTrue(t.events().stream().anyMatch(e -> e instanceof WarpEvent.RoundEnded roundEnded
        && roundEnded.winner().equals(OptionalInt.of(0))));
  }

  @Test
  void aCoverIsNeverADoubleSoOnlyOneDoubleIsChartedPerTurn() {
    WarpState s = TableSetup.of(FOUR).round(2).trail(0, "11-12").hand(0, "12-12 12-10 10-10").build();
    s = rules.apply(s, chart("12-12", Route.trailOf(0))).state();
    assertEquals(List.of(chart("12-10", Route.trailOf(0))), rules.legalMoves(s));
    s = rules.apply(s, chart("12-10", Route.trailOf(0))).state();
    assertEquals(1, s.toAct(), "after the cover the turn ends; 10-10 waits for a later turn");
  }
}
