// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import static org.iwgf.warp.modules.house.HouseTables.A_TRAIL;
import static org.iwgf.warp.modules.house.HouseTables.assertRefused;
import static org.iwgf.warp.modules.house.HouseTables.chart;
import static org.iwgf.warp.modules.house.HouseTables.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Pass Red Alert without draw or beacon")
class PassRedAlertTest {
  private static final PassRedAlert.Pass PASS_ALERT = new PassRedAlert.Pass();
  private static final Coordinate FIVES = Coordinate.of(5, 5);

  private final WarpRules rules = HouseTables.rules(PassRedAlert.ID);

  /** A has just charted 5-5 on A's trail without a cover in hand; nobody else holds a 5 either. */
  private WarpState yellowAlertOnA(WarpRules r) {
    WarpState s = TableSetup.of(r).hand(0, "5-5 2-4").trail(0, "12-5").hand(1, "2-3").hand(2, "3-4")
        .hand(3, "6-7").pile("8-9 7-9 6-9 4-9").build();
    return r.apply(s, chart("5-5", A_TRAIL)).state();
  }

  @Test
  @DisplayName("The captain who charted the double may pass it on immediately, without drawing or deploying a beacon")
  void theCharterPassesAYellowAlertOn() {
    WarpState s = yellowAlertOnA(rules);
    assertTrue(s.redAlert().orElseThrow().yellow());
    assertEquals(List.of(WarpMove.DRAW, PASS_ALERT), rules.legalMoves(s));
    int uncharted = s.unchartedCount();
    var t = rules.apply(s, PASS_ALERT);
    WarpState after = t.state();
    assertTrue(t.events().contains(new PassRedAlert.Passed(0, FIVES)));
    assertTrue(t.events().contains(new WarpEvent.RedAlertPassed(0, 1, FIVES)));
    RedAlert alert = after.redAlert().orElseThrow();
    assertEquals(1, alert.responsible());
    assertFalse(alert.yellow(), "Red Alert now");
    assertEquals(1, after.toAct());
    assertFalse(after.beaconUp(0), "no beacon");
    assertEquals(uncharted, after.unchartedCount(), "no draw");
    assertEquals(1, after.handSize(0));
  }

  @Test
  @DisplayName("Every other captain — and the original captain when it cycles back — must follow standard rules")
  void afterThePassStandardRulesApplyToEveryoneTheCharterIncluded() {
    WarpState s = play(rules, yellowAlertOnA(rules), PASS_ALERT);
    for (int seat = 1; seat <= 3; seat++) {
      assertEquals(seat, s.toAct());
      assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s), "no pass for seat " + seat);
      assertRefused(rules, s, PASS_ALERT, "UNKNOWN_MOVE");
      s = play(rules, s, WarpMove.DRAW, WarpMove.DEPLOY_BEACON);
      assertTrue(s.beaconUp(seat));
    }
    assertEquals(0, s.toAct(), "responsibility cycles back to the charter");
    assertEquals(0, s.redAlert().orElseThrow().responsible());
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s));
    assertRefused(rules, s, PASS_ALERT, "UNKNOWN_MOVE");
  }

  @Test
  @DisplayName("Only when they cannot cover their own double")
  void aCharterHoldingACoverMustCover() {
    WarpState s = TableSetup.of(rules).hand(0, "5-5 5-2 1-1").trail(0, "12-5").build();
    s = play(rules, s, chart("5-5", A_TRAIL));
    assertEquals(List.of(chart("5-2", A_TRAIL)), rules.legalMoves(s));
    assertRefused(rules, s, PASS_ALERT, "UNKNOWN_MOVE");
  }

  @Test
  void aCharterWhoAlreadyDrewMayStillPassWithoutABeacon() {
    WarpState s = TableSetup.of(rules).hand(0, "2-4 1-3").trail(0, "12-5").pile("5-5 8-9").build();
    s = play(rules, s, WarpMove.DRAW, chart("5-5", A_TRAIL));
    assertEquals(List.of(WarpMove.DEPLOY_BEACON, PASS_ALERT), rules.legalMoves(s));
    s = play(rules, s, PASS_ALERT);
    assertFalse(s.beaconUp(0));
    assertEquals(1, s.redAlert().orElseThrow().responsible());
  }

  @Test
  void withoutAnAlertThereIsNothingToPass() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").trail(0, "12-5").build();
    assertRefused(rules, s, PASS_ALERT, "UNKNOWN_MOVE");
  }

  @Test
  @DisplayName("With Subspace Fracture: pass when you cannot add the next stabilizer; the next "
      + "captain continues stabilizing")
  void aFracturedDoubleIsPassedOnAndStabilizedByTheNextCaptain() {
    WarpRules fracture = HouseTables.rules(PassRedAlert.ID, "subspace-fracture");
    WarpState s = TableSetup.of(fracture).hand(0, "5-5 5-1 2-4").trail(0, "12-5").hand(1, "5-6 5-7 0-1")
        .pile("8-9").build();
    s = play(fracture, s, chart("5-5", A_TRAIL));
    assertEquals(3, s.redAlert().orElseThrow().required());
    assertRefused(fracture, s, PASS_ALERT, "UNKNOWN_MOVE");
    s = play(fracture, s, chart("5-1", A_TRAIL));
    assertEquals(1, s.redAlert().orElseThrow().placed());
    assertEquals(List.of(WarpMove.DRAW, PASS_ALERT), fracture.legalMoves(s));
    s = play(fracture, s, PASS_ALERT);
    assertEquals(1, s.toAct());
    assertFalse(s.beaconUp(0));
    assertEquals(List.of(chart("5-6", A_TRAIL), chart("5-7", A_TRAIL)), fracture.legalMoves(s));
    assertRefused(fracture, s, PASS_ALERT, "UNKNOWN_MOVE");
    s = play(fracture, s, chart("5-6", A_TRAIL));
    assertEquals(2, s.redAlert().orElseThrow().placed());
    var t = fracture.apply(s, chart("5-7", A_TRAIL));
    assertTrue(t.state().redAlert().isEmpty(), "the third stabilizer satisfies the double");
    assertEquals(7, t.state().trail(A_TRAIL).openEnd());
    assertEquals(2, t.state().toAct());
  }
}
