// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import static org.iwgf.warp.modules.house.HouseTables.A_TRAIL;
import static org.iwgf.warp.modules.house.HouseTables.B_TRAIL;
import static org.iwgf.warp.modules.house.HouseTables.NZ;
import static org.iwgf.warp.modules.house.HouseTables.assertRefused;
import static org.iwgf.warp.modules.house.HouseTables.chart;
import static org.iwgf.warp.modules.house.HouseTables.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Round starter plays two")
class StarterPlaysTwoTest {
  private final WarpRules rules = HouseTables.rules(StarterPlaysTwo.ID);

  /** Round 1 just dealt: A (seat 0) is the starter and has not charted yet; no captain has had a turn. */
  private TableSetup opening() {
    return TableSetup.of(rules).pluginState(StarterPlaysTwo.ID, new StarterPlaysTwo.OpeningTurn(true, 0))
        .firstTurnPending(0, 1, 2, 3);
  }

  @Test
  @DisplayName("The other captains' first turns open only their own Warp Trail and the Neutral Zone (Section III)")
  void laterFirstTurnsStayOffTheStartersBeaconedTrail() {
    // A opens with 12-5, cannot chart a second and raises the beacon: A's trail ends on 5, shields down.
    WarpState s = opening().hand(0, "12-5 1-2").hand(1, "5-4 12-6").hand(2, "5-3 1-1").pile("2-2 9-8").build();
    s = play(rules, s, chart("12-5", A_TRAIL), WarpMove.DEPLOY_BEACON);
    assertTrue(s.beaconUp(0));
    assertEquals(1, s.toAct());
    assertEquals(List.of(chart("12-6", B_TRAIL), chart("12-6", NZ)), rules.legalMoves(s),
        "5-4 fits A's beaconed trail, but this is B's first turn");
    assertRefused(rules, s, chart("5-4", A_TRAIL), "ROUTE_CLOSED");
    s = play(rules, s, chart("12-6", B_TRAIL));
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s), "C's only fit is A's beaconed trail: C cannot play");
    s = play(rules, s, WarpMove.DRAW);
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s));
  }

  @Test
  @DisplayName("The round starter must chart two coordinates on their own Warp Trail on their opening turn")
  void theStarterHoldsTheHelmForASecondOwnTrailChart() {
    WarpState s = opening().hand(0, "12-5 5-3 1-2").build();
    s = play(rules, s, chart("12-5", A_TRAIL));
    assertEquals(0, s.toAct(), "the helm stays with the starter");
    assertEquals(List.of(chart("5-3", A_TRAIL)), rules.legalMoves(s));
    var t = rules.apply(s, chart("5-3", A_TRAIL));
    assertEquals(1, t.state().toAct());
    assertTrue(t.events().contains(new WarpEvent.HelmPassed(1)));
    assertEquals(List.of(Coordinate.parse("12-5"), Coordinate.parse("5-3")),
        t.state().trail(A_TRAIL).coordinates());
    assertEquals(new StarterPlaysTwo.OpeningTurn(false, 0), t.state().pluginState(StarterPlaysTwo.ID).orElseThrow());
  }

  @Test
  @DisplayName("Cannot start the Neutral Zone or opponent trails until both are played")
  void neutralZoneAndOpponentTrailsAreClosedDuringTheOpeningTurn() {
    WarpState s = opening().hand(0, "12-5 12-6 4-3 5-1").trail(1, "12-4").beacon(1).build();
    assertRefused(rules, s, chart("12-6", NZ), "ROUTE_CLOSED");
    assertRefused(rules, s, chart("4-3", B_TRAIL), "ROUTE_CLOSED");
    assertTrue(rules.legalMoves(s).stream().allMatch(m -> ((WarpMove.Chart) m).route().equals(A_TRAIL)));
    s = play(rules, s, chart("12-5", A_TRAIL));
    assertRefused(rules, s, chart("12-6", NZ), "ROUTE_CLOSED");
    assertRefused(rules, s, chart("4-3", B_TRAIL), "ROUTE_CLOSED");
    assertEquals(List.of(chart("5-1", A_TRAIL)), rules.legalMoves(s));
  }

  @Test
  @DisplayName("If the first coordinate is a double, the Red Alert cover counts as the second")
  void aCoverOfAFirstDoubleIsTheSecondCoordinate() {
    // Built mid-opening with the starter's trail already reaching 5, so that the first chart can be a double.
    WarpState s = opening().hand(0, "5-5 5-3 3-1 1-2").trail(0, "12-5").build();
    s = play(rules, s, chart("5-5", A_TRAIL));
    assertEquals(0, s.toAct());
    assertEquals(List.of(chart("5-3", A_TRAIL)), rules.legalMoves(s));
    s = play(rules, s, chart("5-3", A_TRAIL));
    assertEquals(1, s.toAct(), "the turn ends after the cover; 3-1 is not asked for");
    assertTrue(s.holds(0, Coordinate.parse("3-1")));
  }

  @Test
  void aDoubleChartedSecondIsCoveredAndThenTheTurnEnds() {
    WarpState s = opening().hand(0, "12-5 5-5 5-3 1-2").build();
    s = play(rules, s, chart("12-5", A_TRAIL), chart("5-5", A_TRAIL));
    assertEquals(0, s.toAct());
    assertTrue(s.redAlert().isPresent());
    s = play(rules, s, chart("5-3", A_TRAIL));
    assertEquals(1, s.toAct());
    assertTrue(s.redAlert().isEmpty());
  }

  @Test
  @DisplayName("If you cannot play the second coordinate, deploy your Distress Beacon — no extra draw")
  void noSecondCoordinateMeansTheBeaconWithoutADraw() {
    WarpState s = opening().hand(0, "12-5 1-2").pile("5-3").build();
    s = play(rules, s, chart("12-5", A_TRAIL));
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s));
    assertRefused(rules, s, WarpMove.DRAW, "NO_DRAW");
    assertRefused(rules, s, WarpMove.PASS, "BEACON_DOWN");
    int uncharted = s.unchartedCount();
    s = play(rules, s, WarpMove.DEPLOY_BEACON);
    assertTrue(s.beaconUp(0));
    assertEquals(1, s.toAct());
    assertEquals(uncharted, s.unchartedCount());
  }

  @Test
  void aStarterWithNothingToChartDrawsOnceAsUsual() {
    WarpState s = opening().hand(0, "1-2 3-4").pile("12-5").build();
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s));
    s = play(rules, s, WarpMove.DRAW, chart("12-5", A_TRAIL));
    assertEquals(0, s.toAct(), "the drawn coordinate is the first; a second is still owed");
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s));
  }

  @Test
  void aDoubleChartedSecondMayStillBeCoveredByTheUsualDraw() {
    // The two coordinates are played; the double's cover is the standard Red Alert protocol (Section IV).
    WarpState s = opening().hand(0, "12-5 5-5 1-2").pile("5-3").build();
    s = play(rules, s, chart("12-5", A_TRAIL), chart("5-5", A_TRAIL));
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s));
    s = play(rules, s, WarpMove.DRAW, chart("5-3", A_TRAIL));
    assertTrue(s.redAlert().isEmpty());
    assertEquals(1, s.toAct());
  }

  @Test
  void otherCaptainsPlayOneCoordinateOnAnyEligibleRoute() {
    WarpState s = opening().hand(0, "12-5 5-3 1-2").hand(1, "12-6 12-7 0-0").build();
    s = play(rules, s, chart("12-5", A_TRAIL), chart("5-3", A_TRAIL));
    assertEquals(1, s.toAct());
    assertTrue(rules.legalMoves(s).contains(chart("12-6", NZ)), "B may start the Neutral Zone");
    s = play(rules, s, chart("12-6", B_TRAIL));
    assertEquals(2, s.toAct(), "one chart and B's turn is over");
  }

  @Test
  void theNextRoundsStarterIsBoundByTheRuleAgain() {
    // A goes out with the two opening charts; round 2 is dealt and B opens it.
    WarpState s = opening().hand(0, "12-5 5-3").build();
    var t = rules.apply(play(rules, s, chart("12-5", A_TRAIL)), chart("5-3", A_TRAIL));
    assertTrue(t.events().stream().anyMatch(e -> e instanceof WarpEvent.RoundEnded));
    WarpState round2 = t.state();
    assertEquals(2, round2.round());
    assertEquals(1, round2.roundStarter());
    assertEquals(1, round2.toAct());
    assertEquals(new StarterPlaysTwo.OpeningTurn(true, 0), round2.pluginState(StarterPlaysTwo.ID).orElseThrow());
    List<WarpMove> moves = rules.legalMoves(round2);
    assertFalse(moves.contains(WarpMove.DEPLOY_BEACON));
    for (WarpMove m : moves) {
      assertTrue(m == WarpMove.DRAW || ((WarpMove.Chart) m).route().equals(B_TRAIL), "B opens only B's trail: " + m);
    }
    WarpMove first = moves.get(0);
    assertTrue(first instanceof WarpMove.Chart, "this deal gives B an 11 to open with: " + moves);
    WarpState after = play(rules, round2, first);
    assertEquals(1, after.toAct(), "B holds the helm for a second coordinate");
    assertEquals(new StarterPlaysTwo.OpeningTurn(true, 1), after.pluginState(StarterPlaysTwo.ID).orElseThrow());
    assertTrue(rules.legalMoves(after).stream().allMatch(m -> m == WarpMove.DEPLOY_BEACON
        || ((WarpMove.Chart) m).route().equals(Route.trailOf(1))), "still only B's own trail");
  }
}
