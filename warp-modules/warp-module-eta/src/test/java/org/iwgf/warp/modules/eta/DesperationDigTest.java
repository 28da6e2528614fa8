// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.eta;

import static org.iwgf.warp.modules.eta.EtaTables.assertRefused;
import static org.iwgf.warp.modules.eta.EtaTables.chart;
import static org.iwgf.warp.modules.eta.EtaTables.chartNz;
import static org.iwgf.warp.modules.eta.EtaTables.ledger;
import static org.iwgf.warp.modules.eta.EtaTables.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.eta.ModuleEta.DigEnded;
import org.iwgf.warp.modules.gamma.ModuleGamma;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Module Eta — Desperation Dig (Go-out)")
class DesperationDigTest {
  private static final DesperationDig DIG = new DesperationDig();

  private final WarpRules rules = EtaTables.goOut();

  private static Coordinate c(String text) {
    return Coordinate.parse(text);
  }

  @Test
  @DisplayName("When you cannot chart and must draw from Uncharted Sectors, you may invoke the dig")
  void theDigIsOfferedBesideTheDraw() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").build();
    assertEquals(List.of(WarpMove.DRAW, DIG), rules.legalMoves(s));
  }

  @Test
  void noDigWhileACoordinateCanBeCharted() {
    WarpState s = TableSetup.of(rules).hand(0, "12-1 1-2").build();
    assertRefused(rules, s, DIG, "UNKNOWN_MOVE");
  }

  @Test
  void noDigAfterTheTurnsDraw() {
    WarpState s = play(rules, TableSetup.of(rules).hand(0, "1-2").pile("3-4").build(), WarpMove.DRAW);
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s));
    assertRefused(rules, s, DIG, "UNKNOWN_MOVE");
  }

  @Test
  void noDigWithUnchartedEmpty() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").hand(1, "1-3").restTo(3).build();
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), rules.legalMoves(s));
    assertRefused(rules, s, DIG, "UNKNOWN_MOVE");
  }

  @Test
  @DisplayName("Draw one at a time, stopping immediately at a playable coordinate, which must be charted")
  void theDigStopsAtTheFirstPlayableCoordinate() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").pile("1-3 12-4 5-6").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, DIG);
    WarpState after = t.state();
    assertTrue(after.holds(0, c("1-3")));
    assertTrue(after.holds(0, c("12-4")));
    assertFalse(after.holds(0, c("5-6")), "you never draw past the stop");
    assertEquals(c("5-6"), after.uncharted().get(0));
    assertTrue(t.events().contains(new DigEnded(0, 2, true)));
    assertTrue(after.beaconUp(0), "the beacon opens with the dig");
    assertEquals(0, after.toAct());
    assertEquals(List.of(chart("12-4", 0), chartNz("12-4")), rules.legalMoves(after),
        "the struck coordinate is the only chart, and charting is compulsory");
    assertRefused(rules, after, WarpMove.PASS, "MUST_CHART");
    assertRefused(rules, after, WarpMove.DRAW, "MUST_CHART");
    WarpState charted = play(rules, after, chart("12-4", 0));
    assertTrue(charted.beaconUp(0), "charting the own trail does not close the beacon now");
    assertEquals(1, charted.toAct());
  }

  @Test
  @DisplayName("Three misses: the dig ends and you pass, the beacon open")
  void threeMissesEndInAPass() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").pile("1-3 1-4 1-5 12-6").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, DIG);
    WarpState after = t.state();
    assertEquals(4, after.handSize(0));
    assertEquals(c("12-6"), after.uncharted().get(0), "at most three are drawn");
    assertTrue(t.events().contains(new DigEnded(0, 3, false)));
    assertEquals(List.of(WarpMove.PASS), rules.legalMoves(after));
    WarpState passed = play(rules, after, WarpMove.PASS);
    assertEquals(1, passed.toAct());
    assertTrue(passed.beaconUp(0));
  }

  @Test
  @DisplayName("You may dig with fewer than three in Uncharted; if it empties first you pass")
  void aShortPileEndsTheDigEarly() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").hand(1, "1-3").pile("1-4").restTo(3).build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, DIG);
    assertTrue(t.events().contains(new DigEnded(0, 1, false)));
    assertEquals(0, t.state().unchartedCount());
    assertEquals(List.of(WarpMove.PASS), rules.legalMoves(t.state()));
    assertEquals(3, ModuleEta.ledger(t.state()).beaconLock(0), "the beacon cost applies in full");
  }

  @Test
  @DisplayName("A waiting double: the dig stops at a coordinate that satisfies it")
  void underRedAlertTheDigLooksForTheCover() {
    RedAlert alert = new RedAlert(c("5-5"), Route.trailOf(1), 1, 0, true, 1, 0);
    WarpState s = TableSetup.of(rules).trail(1, "12-5 5-5").alert(alert).hand(0, "1-2").pile("12-3 5-6 0-0")
        .build();
    WarpState after = play(rules, s, DIG);
    assertTrue(after.holds(0, c("12-3")), "12-3 would fit an open end but not the double");
    assertTrue(after.holds(0, c("5-6")));
    assertEquals(List.of(chart("5-6", 1)), rules.legalMoves(after));
  }

  @Test
  @DisplayName("Your Distress Beacon stays open for your next two turns, then closes as usual")
  void theBeaconStaysOpenForTheNextTwoTurns() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2 2-3 3-4").hand(1, "12-5 5-6 6-7 3-9")
        .hand(2, "12-8 8-9 9-10 4-5").hand(3, "12-11 11-0 0-4 7-8").pile("1-5 12-1").build();
    s = play(rules, s, DIG, chart("12-1", 0));
    assertTrue(s.beaconUp(0));
    s = play(rules, s, chart("12-5", 1), chart("12-8", 2), chart("12-11", 3));
    assertEquals(2, ModuleEta.ledger(s).beaconLock(0));
    s = play(rules, s, chart("1-2", 0));
    assertTrue(s.beaconUp(0), "first turn after the dig: still open");
    s = play(rules, s, chart("5-6", 1), chart("8-9", 2), chart("11-0", 3));
    s = play(rules, s, chart("2-3", 0));
    assertTrue(s.beaconUp(0), "second turn after the dig: still open");
    s = play(rules, s, chart("6-7", 1), chart("9-10", 2), chart("0-4", 3));
    assertEquals(0, ModuleEta.ledger(s).beaconLock(0));
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("3-4", 0));
    assertFalse(t.state().beaconUp(0), "the third turn's own-trail chart raises shields");
    assertTrue(t.events().contains(new WarpEvent.ShieldsUp(0)));
  }

  @Test
  @DisplayName("Opponents may chart onto your trail while it is open")
  void opponentsMayChartOnTheOpenTrail() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").hand(1, "12-5 0-0").pile("1-3 1-4 1-5").build();
    s = play(rules, s, DIG, WarpMove.PASS);
    assertTrue(rules.legalMoves(s).contains(chart("12-5", 0)));
  }

  @Test
  @DisplayName("Without a dig, an own-trail chart closes the beacon as usual")
  void anUnlockedBeaconClosesAsUsual() {
    WarpState s = TableSetup.of(rules).hand(0, "12-1 1-2").beacon(0)
        .pluginState(ModuleEta.ID, ledger(List.of(0, 0, 0, 0), List.of(0, 0, 0, 0))).build();
    assertFalse(play(rules, s, chart("12-1", 0)).beaconUp(0));
  }

  @Test
  @DisplayName("Blind draws carry no debt in the Go-out form")
  void aDrawInGoOutAddsNoDebt() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").pile("3-4").build();
    assertEquals(0, ModuleEta.ledger(play(rules, s, WarpMove.DRAW)).debt(0));
  }

  @Test
  @DisplayName("Sensor Sweep takes (Module Gamma) are not a Desperation Dig and do not incur the beacon cost")
  void aSweepIsNoDig() {
    WarpRules withGamma = EtaTables.goOut(ModuleGamma.ID);
    WarpState s = withGamma.start(9);
    while (!withGamma.legalMoves(s).contains(WarpMove.DRAW)) {
      s = play(withGamma, s, withGamma.legalMoves(s).get(0));
    }
    List<WarpMove> legal = withGamma.legalMoves(s);
    assertEquals(WarpMove.DRAW, legal.get(0));
    assertTrue(legal.contains(DIG));
    int seat = s.toAct();
    boolean beaconBefore = s.beaconUp(seat);
    WarpMove sweep = legal.stream().filter(m -> m instanceof ModuleGamma.SensorSweep).findFirst().orElseThrow();
    WarpState after = play(withGamma, s, sweep);
    assertEquals(beaconBefore, after.beaconUp(seat));
    assertEquals(0, ModuleEta.ledger(after).beaconLock(seat));
    assertFalse(withGamma.legalMoves(after).contains(DIG), "the sweep was the turn's draw");
  }
}
