// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The three worked examples of Section IV (Doubles — Red Alert protocol), move by move. */
class RedAlertWorkedExamples {
  private static final WarpConfig FOUR = WarpConfig.builder().captains(4)
      .captainNames("A", "B", "C", "D").build();
  private final WarpRules rules = WarpRules.of(FOUR);

  private static WarpMove chart(String c, Route r) {
    return WarpMove.chart(Coordinate.parse(c), r);
  }

  @Test
  @DisplayName("Worked example — double was the draw (no second draw)")
  void doubleWasTheDraw() {
    // A holds nothing that matches; the top of Uncharted is 8-8 and A's trail ends on 8.
    WarpState s = TableSetup.of(FOUR).toAct(0).trail(0, "12-8").hand(0, "1-2 3-4")
        .pile("8-8 0-1").hand(1, "5-6").hand(2, "6-6").hand(3, "5-5").build();
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s));
    s = rules.apply(s, WarpMove.DRAW).state();
    assertEquals(List.of(chart("8-8", Route.trailOf(0))), rules.legalMoves(s),
        "a playable drawn coordinate must be charted at once");
    s = rules.apply(s, chart("8-8", Route.trailOf(0))).state();
    assertTrue(s.redAlert().isPresent());
    assertTrue(s.redAlert().get().yellow());
    assertTrue(s.unchartedCount() > 0, "Uncharted still has coordinates");
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s), "the draw for the turn is spent");
    WarpState before = s;
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> rules.apply(before, WarpMove.DRAW));
    assertEquals("ALREADY_DREW", e.code());
    Transition<WarpState, WarpEvent> t = rules.apply(s, WarpMove.DEPLOY_BEACON);
    s = t.state();
    assertTrue(s.beaconUp(0));
    assertEquals(1, s.toAct());
    RedAlert alert = s.redAlert().orElseThrow();
    assertTrue(alert.red(), "the sector goes to Red Alert");
    assertEquals(1, alert.responsible());
    assertTrue(t.events().contains(new WarpEvent.RedAlertPassed(0, 1, Coordinate.of(8, 8))));
  }

  @Test
  @DisplayName("Worked example — cover draw still available")
  void coverDrawStillAvailable() {
    WarpState s = TableSetup.of(FOUR).toAct(0).trail(0, "12-8").hand(0, "8-8 1-2")
        .pile("3-4 0-1").hand(1, "5-6").hand(2, "6-6").hand(3, "5-5").build();
    s = rules.apply(s, chart("8-8", Route.trailOf(0))).state();
    assertEquals(0, s.toAct(), "charting the double does not end the turn");
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s), "A may draw once to try for a cover");
    s = rules.apply(s, WarpMove.DRAW).state();
    assertTrue(s.holds(0, Coordinate.of(3, 4)));
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s), "the draw did not cover");
    s = rules.apply(s, WarpMove.DEPLOY_BEACON).state();
    assertTrue(s.redAlert().orElseThrow().red());
    assertEquals(1, s.redAlert().get().responsible());
  }

  @Test
  @DisplayName("Worked example — cover draw that covers is charted on the double")
  void coverDrawThatCovers() {
    WarpState s = TableSetup.of(FOUR).toAct(0).trail(0, "12-8").hand(0, "8-8 1-2")
        .pile("8-3 0-1").hand(1, "5-6").hand(2, "6-6").hand(3, "5-5").build();
    s = rules.apply(s, chart("8-8", Route.trailOf(0))).state();
    s = rules.apply(s, WarpMove.DRAW).state();
    assertEquals(List.of(chart("8-3", Route.trailOf(0))), rules.legalMoves(s));
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("8-3", Route.trailOf(0)));
    assertTrue(t.state().redAlert().isEmpty());
    assertEquals(1, t.state().toAct(), "satisfying the double ends the turn");
    assertEquals(3, t.state().trail(Route.trailOf(0)).openEnd());
  }

  @Test
  @DisplayName("Worked example — empty hand without going out (tournament-style)")
  void emptyHandWithoutGoingOut() {
    // Round 2 (Spacedock 11-11). B's trail is open (beacon up) and ends on 12. A's last coordinate is 12-12.
    // C holds the only cover, 12-11; D holds everything else.
    WarpState s = TableSetup.of(FOUR).round(2).toAct(0)
        .hand(0, "12-12").trail(1, "11-5 5-12").beacon(1).hand(1, "11-4").hand(2, "12-11 0-1")
        .pile("2-3").restTo(3).build();

    s = rules.apply(s, chart("12-12", Route.trailOf(1))).state();
    assertEquals(0, s.handSize(0));
    assertInstanceOf(WarpState.class, s);
    assertEquals(2, s.round(), "A's hand is empty, but the round does not end");
    assertEquals(0, s.redAlert().orElseThrow().responsible(), "responsibility is still on A (Yellow alert)");
    assertTrue(s.redAlert().get().yellow());

    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s), "A draws first: coordinates remain");
    s = rules.apply(s, WarpMove.DRAW).state();
    s = rules.apply(s, WarpMove.DEPLOY_BEACON).state();
    assertEquals(1, s.redAlert().orElseThrow().responsible(), "Red Alert: responsibility moves to B");
    assertTrue(s.redAlert().get().red());

    assertEquals(List.of(WarpMove.PASS), rules.legalMoves(s), "B cannot cover, nothing to draw, beacon up");
    s = rules.apply(s, WarpMove.PASS).state();
    assertEquals(2, s.redAlert().orElseThrow().responsible(), "then it continues to C");

    Transition<WarpState, WarpEvent> cover = rules.apply(s, chart("12-11", Route.trailOf(1)));
    s = cover.state();
    assertTrue(s.redAlert().isEmpty(), "C covers with 11-12: the alert clears");
    assertTrue(s.beaconUp(1), "covering on B's open trail does not clear B's beacon");
    assertEquals(3, s.toAct());

    WarpMove dMove = rules.legalMoves(s).stream()
        .filter(m -> m instanceof WarpMove.Chart chart && chart.route().equals(Route.trailOf(3))
            && !chart.coordinate().isDouble())
        .findFirst().orElseThrow();
    s = rules.apply(s, dMove).state();
    assertEquals(List.of(WarpMove.PASS), rules.legalMoves(s), "A holds 2-3, cannot chart, pile is empty");
    s = rules.apply(s, WarpMove.PASS).state();

    Transition<WarpState, WarpEvent> out = rules.apply(s, chart("11-4", Route.trailOf(1)));
    WarpEvent.RoundEnded ended = out.events().stream().filter(e -> e instanceof WarpEvent.RoundEnded)
        .map(e -> (WarpEvent.RoundEnded) e).findFirst().orElseThrow();
    assertEquals(OptionalInt.of(1), ended.winner(), "B wins the round");
    assertEquals(0, ended.roundScores().get(1), "B scores 0 for the round");
    assertEquals(5, ended.roundScores().get(0), "A is not the round winner: A scores the 2-3 in hand");
    assertFalse(ended.blocked());
    assertEquals(3, out.state().round(), "the next round is dealt");
  }
}
