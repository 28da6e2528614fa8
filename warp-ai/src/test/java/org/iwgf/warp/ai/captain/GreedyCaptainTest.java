// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.captain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.junit.jupiter.api.Test;

class GreedyCaptainTest {
  private static final Route OWN = Route.trailOf(0);
  private static final Route OPPONENT = Route.trailOf(1);

  private static WarpMove greedy(SeatView view) {
    WarpMove move = GreedyCaptain.create().choose(view, new SplittableRandom(3));
    assertTrue(view.legalMoves().contains(move), move + " is not among " + view.legalMoves());
    return move;
  }

  private static WarpMove chart(String c, Route route) {
    return WarpMove.chart(Coordinate.parse(c), route);
  }

  @Test
  void chartsTheHeaviestCoordinateOnItsOwnTrail() {
    SeatView view = Situations.seat0().hand("9-1", "9-7", "9-3", "2-1").view();
    assertTrue(view.legalMoves().contains(chart("9-7", Route.NEUTRAL_ZONE)));
    assertEquals(chart("9-7", OWN), greedy(view));
  }

  @Test
  void heavierCoordinateBeatsTheOwnTrail() {
    SeatView view = Situations.seat0().ownTrail("9-5").hand("9-7", "5-1", "3-2").view();
    assertTrue(view.legalMoves().contains(chart("5-1", OWN)));
    assertEquals(chart("9-7", Route.NEUTRAL_ZONE), greedy(view));
  }

  @Test
  void prefersTheNeutralZoneToAnOpenOpponentTrail() {
    SeatView view = Situations.seat0().ownTrail("9-5").beaconUp(1).hand("9-6", "4-0").view();
    assertTrue(view.legalMoves().contains(chart("9-6", OPPONENT)));
    assertEquals(chart("9-6", Route.NEUTRAL_ZONE), greedy(view));
  }

  @Test
  void prefersTheOwnTrailWhenItsShieldsAreDown() {
    SeatView view = Situations.seat0().beaconUp(0).beaconUp(1).hand("9-4", "2-0").view();
    assertEquals(3, view.legalMoves().size());
    assertEquals(chart("9-4", OWN), greedy(view));
  }

  @Test
  void chartsADoubleItCanCoverBeforeAHeavierCoordinate() {
    SeatView view = Situations.seat0().ownTrail("9-5").hand("5-5", "5-1", "9-8").view();
    assertEquals(chart("5-5", OWN), greedy(view));
  }

  @Test
  void keepsAnUncoveredDoubleForLater() {
    SeatView view = Situations.seat0().ownTrail("9-5").hand("5-5", "9-8", "2-0").view();
    assertEquals(chart("9-8", Route.NEUTRAL_ZONE), greedy(view));
  }

  @Test
  void answersARedAlertWithTheHeaviestCover() {
    RedAlert alert = new RedAlert(Coordinate.parse("6-6"), Route.NEUTRAL_ZONE, 1, 0, true, 1, 0);
    SeatView view = Situations.seat0().neutralZone("9-6", "6-6").redAlert(alert)
        .hand("6-1", "6-4", "8-7", "9-8").view();
    assertEquals(List.of(chart("6-1", Route.NEUTRAL_ZONE), chart("6-4", Route.NEUTRAL_ZONE)),
        view.legalMoves());
    assertEquals(chart("6-4", Route.NEUTRAL_ZONE), greedy(view));
  }

  @Test
  void drawsWhenNothingCanBeCharted() {
    SeatView view = Situations.seat0().hand("2-1", "3-0").view();
    assertEquals(WarpMove.DRAW, greedy(view));
  }

  @Test
  void refusesToMoveForASeatThatIsNotAtTheHelm() {
    SeatView view = Situations.RULES.view(Situations.seat0().hand("2-1").state(), 1);
    assertThrows(IllegalArgumentException.class,
        () -> GreedyCaptain.create().choose(view, new SplittableRandom(1)));
  }
}
