// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
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

/** Section III: must play, the single draw, the Distress Beacon, passing, eligible routes, shields. */
class TurnProtocolTest {
  private static final WarpConfig FOUR = WarpConfig.builder().captainNames("A", "B", "C", "D").build();
  private final WarpRules rules = WarpRules.of(FOUR);

  private static WarpMove chart(String c, Route r) {
    return WarpMove.chart(Coordinate.parse(c), r);
  }

  private void assertRefused(WarpState s, WarpMove m, String code) {
    WarpState copy = WarpRules.restoreState(s.snapshot());
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> rules.apply(s, m));
    assertEquals(code, e.code(), e.getMessage());
    assertFalse(e.getMessage().isBlank());
    assertEquals(copy, s, "a refused move changes nothing");
  }

  @Test
  void mustChartWhenAbleSoDrawBeaconAndPassAreRefused() {
    WarpState s = TableSetup.of(FOUR).hand(0, "12-5 1-2").build();
    assertRefused(s, WarpMove.DRAW, "MUST_CHART");
    assertRefused(s, WarpMove.DEPLOY_BEACON, "MUST_CHART");
    assertRefused(s, WarpMove.PASS, "MUST_CHART");
    assertEquals(List.of(chart("12-5", Route.trailOf(0)), chart("12-5", Route.NEUTRAL_ZONE)),
        rules.legalMoves(s), "own trail or Neutral Zone, any eligible route");
  }

  @Test
  void captainWhoCannotChartMustDrawBeforeBeaconOrPass() {
    WarpState s = TableSetup.of(FOUR).hand(0, "1-2").build();
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s));
    assertRefused(s, WarpMove.DEPLOY_BEACON, "MUST_DRAW");
    assertRefused(s, WarpMove.PASS, "MUST_DRAW");
  }

  @Test
  void drawnPlayableCoordinateMustBeChartedAtOnceOnAnyLegalRoute() {
    WarpState s = TableSetup.of(FOUR).hand(0, "1-2 3-4").pile("12-6").build();
    s = rules.apply(s, WarpMove.DRAW).state();
    assertEquals(0, s.toAct(), "the turn goes on after a draw");
    assertEquals(List.of(chart("12-6", Route.trailOf(0)), chart("12-6", Route.NEUTRAL_ZONE)),
        rules.legalMoves(s));
    assertRefused(s, WarpMove.DEPLOY_BEACON, "MUST_CHART");
    assertRefused(s, chart("1-2", Route.trailOf(0)), "NO_MATCH");
  }

  @Test
  void oneDrawPerTurnThenTheBeaconGoesUpAndTheTurnEnds() {
    WarpState s = TableSetup.of(FOUR).hand(0, "1-2").pile("3-4 12-6").restTo(2).build();
    s = rules.apply(s, WarpMove.DRAW).state();
    assertRefused(s, WarpMove.DRAW, "ALREADY_DREW");
    assertRefused(s, WarpMove.PASS, "BEACON_DOWN");
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s));
    s = rules.apply(s, WarpMove.DEPLOY_BEACON).state();
    assertTrue(s.beaconUp(0));
    assertEquals(1, s.toAct());
    assertEquals(1, s.unchartedCount(), "no second draw even though coordinates remain");
  }

  @Test
  void withTheBeaconAlreadyUpAFailedDrawEndsInAPass() {
    WarpState s = TableSetup.of(FOUR).hand(0, "1-2").pile("3-4").beacon(0).build();
    s = rules.apply(s, WarpMove.DRAW).state();
    assertRefused(s, WarpMove.DEPLOY_BEACON, "BEACON_UP");
    assertEquals(List.of(WarpMove.PASS), rules.legalMoves(s));
  }

  @Test
  void passOnlyWithBeaconUpNothingToChartAndAnEmptyPile() {
    WarpState up = TableSetup.of(FOUR).hand(0, "1-2").restTo(1).beacon(0).build();
    assertEquals(List.of(WarpMove.PASS), rules.legalMoves(up));
    assertRefused(up, WarpMove.DRAW, "PILE_EMPTY");
    WarpState down = TableSetup.of(FOUR).hand(0, "1-2").restTo(1).build();
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(down),
        "with an empty pile and no chart, the beacon goes up without a draw");
    assertRefused(down, WarpMove.PASS, "BEACON_DOWN");
  }

  @Test
  void opponentTrailIsOpenOnlyWhileItsBeaconIsUp() {
    WarpState closed = TableSetup.of(FOUR).hand(0, "5-7 1-2").trail(1, "12-5").build();
    assertRefused(closed, chart("5-7", Route.trailOf(1)), "ROUTE_CLOSED");
    WarpState open = TableSetup.of(FOUR).hand(0, "5-7 1-2").trail(1, "12-5").beacon(1).build();
    assertEquals(List.of(chart("5-7", Route.trailOf(1))), rules.legalMoves(open));
    WarpState after = rules.apply(open, chart("5-7", Route.trailOf(1))).state();
    assertTrue(after.beaconUp(1), "charting on another captain's trail leaves their beacon up");
  }

  @Test
  void neutralZoneIsOpenToEveryCaptainAndNamesTheMismatch() {
    WarpState s = TableSetup.of(FOUR).round(2).hand(0, "12-12 7-3").neutralZone("11-7").trail(0, "11-1")
        .build();
    IllegalMoveException e = assertThrows(IllegalMoveException.class,
        () -> rules.apply(s, chart("12-12", Route.NEUTRAL_ZONE)));
    assertEquals("NO_MATCH", e.code());
    assertEquals("12-12 does not match the open end 7 of the Neutral Zone.", e.getMessage());
    assertEquals(List.of(chart("7-3", Route.NEUTRAL_ZONE)), rules.legalMoves(s));
  }

  @Test
  void shieldsRiseOnlyWhenChartingTheOwnTrail() {
    WarpState s = TableSetup.of(FOUR).hand(0, "12-5 12-6 1-1").beacon(0).build();
    WarpState nz = rules.apply(s, chart("12-6", Route.NEUTRAL_ZONE)).state();
    assertTrue(nz.beaconUp(0), "a Neutral Zone chart leaves the beacon active");
    var own = rules.apply(s, chart("12-5", Route.trailOf(0)));
    assertFalse(own.state().beaconUp(0));
    assertTrue(own.events().contains(new WarpEvent.ShieldsUp(0)));
  }

  @Test
  void coordinatesNotHeldAndRoutesNotAtTheTableAreRefused() {
    WarpState s = TableSetup.of(FOUR).hand(0, "12-5").build();
    assertRefused(s, chart("12-4", Route.trailOf(0)), "NOT_IN_HAND");
    assertRefused(s, chart("12-5", Route.trailOf(9)), "ROUTE_CLOSED");
  }

  @Test
  void onlyTheCaptainAtTheHelmMayMove() {
    WarpState s = TableSetup.of(FOUR).hand(0, "12-5").hand(1, "12-6").build();
    IllegalMoveException e = assertThrows(IllegalMoveException.class,
        () -> rules.applyAs(s, 1, chart("12-6", Route.trailOf(1))));
    assertEquals("NOT_YOUR_TURN", e.code());
    assertEquals("It is A's turn, not B's.", e.getMessage());
    assertInstanceOf(WarpState.class, rules.applyAs(s, 0, chart("12-5", Route.trailOf(0))).state());
  }

  @Test
  void helmPassesClockwiseAfterAChart() {
    WarpState s = TableSetup.of(FOUR).toAct(3).hand(3, "12-5 2-3").hand(0, "1-1").build();
    var t = rules.apply(s, chart("12-5", Route.trailOf(3)));
    assertEquals(0, t.state().toAct());
    assertEquals(new WarpEvent.HelmPassed(0), t.events().get(t.events().size() - 1));
  }
}
