// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.SearchKernel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Section III, "Opening the round": a captain's first turn of the round charts on their own Warp Trail or the
 * Neutral Zone only — before its draw and after it — and a Red Alert still takes its cover on its own route.
 */
@DisplayName("Opening the round (Section III)")
class OpeningTheRoundTest {
  private static final WarpConfig THREE = WarpConfig.builder().captains(3).captainNames("A", "B", "C").build();
  private static final Route A_TRAIL = Route.trailOf(0);
  private static final Route B_TRAIL = Route.trailOf(1);
  private final WarpRules rules = WarpRules.of(THREE);

  private static WarpMove chart(String c, Route r) {
    return WarpMove.chart(Coordinate.parse(c), r);
  }

  /** Round 1, A could not open, drew and deployed the beacon; B's and C's first turns are still to end. */
  private static TableSetup afterAsBeacon() {
    return TableSetup.of(THREE).toAct(1).beacon(0).firstTurnPending(1, 2);
  }

  private void assertRefused(WarpState s, WarpMove m, String code) {
    WarpState copy = WarpRules.restoreState(s.snapshot());
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> rules.apply(s, m));
    assertEquals(code, e.code(), e.getMessage());
    assertEquals(copy, s, "a refused move changes nothing");
  }

  /** The kernel lists exactly the engine's moves. */
  private void assertKernelAgrees(WarpState s) {
    SearchKernel k = SearchKernel.of(rules, s);
    int[] codes = new int[k.maxMoves()];
    int n = k.legalMoves(codes);
    List<WarpMove> listed = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      listed.add(k.move(codes[i]));
    }
    assertEquals(rules.legalMoves(s), listed, "the search kernel's moves");
    assertEquals(n, k.legalCount());
  }

  @Test
  @DisplayName("A first turn offers the own Warp Trail and the Neutral Zone, not an earlier captain's beaconed trail")
  void firstTurnOffersOwnTrailAndNeutralZoneButNotAnEarlierBeaconedTrail() {
    WarpState s = afterAsBeacon().hand(1, "12-5 3-4").build();
    assertTrue(s.firstTurnPending(1));
    assertEquals(List.of(chart("12-5", B_TRAIL), chart("12-5", Route.NEUTRAL_ZONE)), rules.legalMoves(s));
    assertRefused(s, chart("12-5", A_TRAIL), "ROUTE_CLOSED");
    assertFalse(s.openBySectionIii(1, A_TRAIL));
    assertTrue(s.openBySectionIii(1, B_TRAIL));
    assertTrue(s.openBySectionIii(1, Route.NEUTRAL_ZONE));
    assertKernelAgrees(s);
  }

  @Test
  @DisplayName("Once a captain's first turn is over, a raised beacon opens that trail to them")
  void afterTheFirstTurnABeaconedTrailIsOpen() {
    WarpState s = TableSetup.of(THREE).toAct(1).beacon(0).firstTurnPending(2).hand(1, "12-5 3-4").build();
    assertEquals(List.of(chart("12-5", A_TRAIL), chart("12-5", B_TRAIL), chart("12-5", Route.NEUTRAL_ZONE)),
        rules.legalMoves(s));
    assertTrue(s.openBySectionIii(1, A_TRAIL));
    assertKernelAgrees(s);
  }

  @Test
  @DisplayName("A captain whose only playable coordinate fits an earlier beaconed trail cannot play, so draws")
  void onlyChartOnAnEarlierBeaconedTrailMeansTheCaptainCannotPlayAndDraws() {
    WarpState s = afterAsBeacon().trail(0, "12-3").hand(1, "3-4 5-6").pile("7-8").build();
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s));
    assertRefused(s, chart("3-4", A_TRAIL), "ROUTE_CLOSED");
    assertRefused(s, WarpMove.DEPLOY_BEACON, "MUST_DRAW");
    assertKernelAgrees(s);
    s = rules.apply(s, WarpMove.DRAW).state();
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s),
        "the first turn's routes hold after its draw: 3-4 still may not go on A's trail");
    assertKernelAgrees(s);
  }

  @Test
  @DisplayName("The coordinate drawn on a first turn charts on the own Warp Trail or the Neutral Zone only")
  void coordinateDrawnOnTheFirstTurnChartsOnOwnTrailOrNeutralZoneOnly() {
    WarpState fitsOnlyA = afterAsBeacon().trail(0, "12-3").hand(1, "5-6").pile("3-9").build();
    fitsOnlyA = rules.apply(fitsOnlyA, WarpMove.DRAW).state();
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(fitsOnlyA));
    assertRefused(fitsOnlyA, chart("3-9", A_TRAIL), "ROUTE_CLOSED");

    WarpState fitsAll = afterAsBeacon().hand(1, "5-6").pile("12-9").build();
    fitsAll = rules.apply(fitsAll, WarpMove.DRAW).state();
    assertEquals(List.of(chart("12-9", B_TRAIL), chart("12-9", Route.NEUTRAL_ZONE)), rules.legalMoves(fitsAll),
        "any legal route of the first turn: the own trail or the Neutral Zone");
    assertKernelAgrees(fitsAll);
  }

  @Test
  @DisplayName("A Red Alert on an earlier captain's trail is answered there on a first turn too")
  void redAlertIsAnsweredOnItsRouteDuringAFirstTurn() {
    RedAlert alert = new RedAlert(Coordinate.parse("3-3"), A_TRAIL, 0, 1, true, 1, 0);
    WarpState s = afterAsBeacon().trail(0, "12-3 3-3").alert(alert).hand(1, "3-5 12-4").build();
    assertEquals(List.of(chart("3-5", A_TRAIL)), rules.legalMoves(s));
    assertKernelAgrees(s);
  }

  @Test
  @DisplayName("Each captain's first turn ends when the helm leaves them; a new round starts them afresh")
  void firstTurnsEndAsTheHelmPassesAndANewRoundResetsThem() {
    WarpState s = rules.start(2026L);
    for (int seat = 0; seat < 3; seat++) {
      assertTrue(s.firstTurnPending(seat), "dealt: every first turn is to come");
    }
    int round = s.round();
    int starter = s.toAct();
    while (s.toAct() == starter && s.round() == round) {
      s = rules.next(s, rules.legalMoves(s).get(0));
    }
    if (s.round() == round) {
      assertFalse(s.firstTurnPending(starter), "the starter's first turn ended with the helm");
      assertTrue(s.firstTurnPending(s.toAct()));
      assertEquals(List.of(s.toAct(), (s.toAct() + 1) % 3).stream().sorted().toList(),
          rules.view(s, 0).firstTurnsPending(), "the view shows whose first turn is still to end");
    }
    while (s.round() == round && !s.isOver()) {
      s = rules.next(s, rules.legalMoves(s).get(0));
    }
    if (!s.isOver()) {
      for (int seat = 0; seat < 3; seat++) {
        assertTrue(s.firstTurnPending(seat), "round " + s.round() + " dealt: every first turn is to come again");
      }
    }
  }

  @Test
  @DisplayName("A saved state keeps whose first turn is pending, and one saved without it infers it from the helm")
  void savedStatesKeepOrInferTheFirstTurns() {
    WarpState s = afterAsBeacon().hand(1, "12-5 3-4").build();
    WarpState back = WarpJson.readState(WarpJson.writeState(s));
    assertEquals(s, back);
    assertTrue(back.firstTurnPending(1) && back.firstTurnPending(2) && !back.firstTurnPending(0));

    WarpState legacy = WarpRules.restoreState(s.snapshot().withFirstTurnsPending(Optional.empty()));
    assertEquals(s, legacy, "B at the helm, C after: both still to end their first turn, A's is over");

    String json = WarpJson.writeState(s);
    String saved = json.replaceFirst(",?\"firstTurnsPending\":\\[[0-9,]*\\]", "");
    assertFalse(saved.contains("firstTurnsPending"), saved);
    assertEquals(s, WarpJson.readState(saved), "a state saved before first turns were recorded still reads");

    WarpState wrapped = TableSetup.of(THREE).toAct(1).beacon(0, 2).build();
    WarpState inferred = WarpRules.restoreState(wrapped.snapshot().withFirstTurnsPending(Optional.empty()));
    assertFalse(inferred.firstTurnPending(1) || inferred.firstTurnPending(2),
        "C's beacon is up, so the helm has been round: no first turn is pending");
  }
}
