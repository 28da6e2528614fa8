// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import static org.iwgf.warp.modules.house.HouseTables.A_TRAIL;
import static org.iwgf.warp.modules.house.HouseTables.NZ;
import static org.iwgf.warp.modules.house.HouseTables.assertRefused;
import static org.iwgf.warp.modules.house.HouseTables.chart;
import static org.iwgf.warp.modules.house.HouseTables.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.house.ManualShields.CloseShields;
import org.iwgf.warp.modules.house.ManualShields.OpenShields;
import org.iwgf.warp.modules.house.ManualShields.Shields;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Manual shield control")
class ManualShieldsTest {
  private static final OpenShields OPEN = new OpenShields();
  private static final CloseShields CLOSE = new CloseShields();

  private final WarpRules rules = HouseTables.rules(ManualShields.ID);

  @Test
  @DisplayName("Charting your own trail does not auto-raise shields")
  void anOwnTrailChartLeavesTheBeaconUp() {
    WarpState s = TableSetup.of(rules).hand(0, "5-3 1-2").trail(0, "12-5").beacon(0).build();
    var t = rules.apply(s, chart("5-3", A_TRAIL));
    assertTrue(t.state().beaconUp(0));
    assertFalse(t.events().contains(new WarpEvent.ShieldsUp(0)));
    assertEquals(1, t.state().toAct());

    WarpRules standard = HouseTables.rules();
    WarpState plain = TableSetup.of(standard).hand(0, "5-3 1-2").trail(0, "12-5").beacon(0).build();
    assertFalse(standard.apply(plain, chart("5-3", A_TRAIL)).state().beaconUp(0), "standard play raises them");
  }

  @Test
  @DisplayName("Open: at any time, even with legal plays in hand and before you've started your "
      + "trail — and the turn goes on")
  void shieldsMayBeOpenedAtAnyTimeWithoutPassingTheHelm() {
    WarpState s = TableSetup.of(rules).hand(0, "12-5 1-2").build();
    assertEquals(List.of(chart("12-5", A_TRAIL), chart("12-5", NZ), OPEN), rules.legalMoves(s));
    var t = rules.apply(s, OPEN);
    WarpState after = t.state();
    assertTrue(after.beaconUp(0));
    assertTrue(t.events().contains(new WarpEvent.BeaconDeployed(0)));
    assertEquals(0, after.toAct(), "a shield change never passes the helm");
    assertEquals(List.of(chart("12-5", A_TRAIL), chart("12-5", NZ)), rules.legalMoves(after),
        "adjust, then chart");
  }

  @Test
  @DisplayName("Close: after you drop shields you must chart on your own trail before you may raise them again")
  void closingWaitsForAnOwnTrailChartSinceOpening() {
    WarpState s = TableSetup.of(rules).hand(0, "5-3 3-9 1-2").trail(0, "12-5").beacon(0).build();
    assertRefused(rules, s, CLOSE, "UNKNOWN_MOVE");
    assertFalse(rules.legalMoves(s).contains(OPEN), "already open");

    WarpState charted = TableSetup.of(rules).hand(0, "3-9 1-2").trail(0, "12-5 5-3").beacon(0)
        .pluginState(ManualShields.ID, new Shields(false, 1)).build();
    assertTrue(rules.legalMoves(charted).contains(CLOSE));
    var t = rules.apply(charted, CLOSE);
    assertFalse(t.state().beaconUp(0));
    assertTrue(t.events().contains(new WarpEvent.ShieldsUp(0)));
    assertEquals(0, t.state().toAct(), "the turn goes on");
  }

  @Test
  void openChartOwnTrailThenCloseOnALaterTurn() {
    WarpState s = TableSetup.of(rules).hand(0, "12-5 5-3 0-0").hand(1, "12-6 0-1").hand(2, "12-7 0-2")
        .hand(3, "12-8 0-3").build();
    s = play(rules, s, OPEN, chart("12-5", A_TRAIL));
    assertTrue(s.beaconUp(0), "charting the own trail does not close them");
    assertEquals(1, s.toAct());
    assertTrue(rules.legalMoves(s).contains(chart("12-6", Route.trailOf(1))));
    s = play(rules, s, chart("12-6", Route.trailOf(1)), chart("12-7", Route.trailOf(2)),
        chart("12-8", Route.trailOf(3)));
    assertEquals(0, s.toAct());
    assertEquals(List.of(chart("5-3", A_TRAIL), CLOSE), rules.legalMoves(s));
    s = play(rules, s, CLOSE);
    assertFalse(s.beaconUp(0));
    assertRefused(rules, s, OPEN, "UNKNOWN_MOVE");
    s = play(rules, s, chart("5-3", A_TRAIL));
    assertEquals(1, s.toAct());
  }

  @Test
  @DisplayName("One shield change per turn — a single open or a single close, never both and never repeated")
  void onlyOneShieldChangePerTurn() {
    WarpState s = TableSetup.of(rules).hand(0, "3-9 1-2").trail(0, "12-5 5-3").beacon(0)
        .pluginState(ManualShields.ID, new Shields(false, 1)).hand(1, "0-0 0-1").build();
    s = play(rules, s, CLOSE);
    assertRefused(rules, s, OPEN, "UNKNOWN_MOVE");
    assertRefused(rules, s, CLOSE, "UNKNOWN_MOVE");
    s = play(rules, s, chart("3-9", A_TRAIL));
    assertEquals(1, s.toAct());
    assertTrue(rules.legalMoves(s).contains(OPEN), "the next captain has their own change");
  }

  @Test
  @DisplayName("A forced beacon after a failed draw still ends your turn")
  void aForcedBeaconStillEndsTheTurn() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").trail(0, "12-5").pile("8-9").build();
    s = play(rules, s, WarpMove.DRAW);
    assertEquals(List.of(WarpMove.DEPLOY_BEACON, OPEN), rules.legalMoves(s));
    assertRefused(rules, s, WarpMove.PASS, "BEACON_DOWN");
    s = play(rules, s, WarpMove.DEPLOY_BEACON);
    assertTrue(s.beaconUp(0));
    assertEquals(1, s.toAct());
    assertEquals(new Shields(false, 0), s.pluginState(ManualShields.ID).orElseThrow());
  }

  @Test
  @DisplayName("Cannot be combined with beacon clears on any play")
  void beaconClearsOnAnyPlayIsExcluded() {
    InvalidConfigException e = assertThrows(InvalidConfigException.class,
        () -> HouseTables.rules(ManualShields.ID, BeaconClearsOnAnyPlay.ID));
    assertEquals("PLUGIN_EXCLUDES", e.code());
  }

  @Test
  @DisplayName("Opening shields by hand breaks a run of passes: no round is blocked while a captain can chart "
      + "on the trail just opened")
  void openingShieldsByHandCountsAsActivityForTheBlockedRound() {
    WarpState table = TableSetup.of(rules).hand(0, "1-2").trail(0, "12-5").hand(1, "5-3").hand(2, "1-3")
        .beacon(1, 2, 3).restTo(3).build();
    WarpState s = rules.restore(table.snapshot().withPassStreak(3));
    WarpState opened = rules.apply(s, OPEN).state();
    assertEquals(List.of(WarpMove.PASS), rules.legalMoves(opened));
    var t = rules.apply(opened, WarpMove.PASS);
    assertTrue(t.events().stream().noneMatch(e -> e instanceof WarpEvent.RoundEnded), "the round is not blocked");
    assertEquals(1, t.state().toAct());
    assertTrue(rules.legalMoves(t.state()).contains(chart("5-3", A_TRAIL)), "B charts on A's opened trail");
  }

  @Test
  @DisplayName("A run of passes by every captain, shields untouched, still blocks the round")
  void aFullRunOfPassesWithoutAShieldChangeBlocksTheRound() {
    WarpState table = TableSetup.of(rules).hand(0, "1-2").trail(0, "12-5").hand(1, "1-4").hand(2, "1-3")
        .beacon(0, 1, 2, 3).restTo(3).build();
    WarpState s = rules.restore(table.snapshot().withPassStreak(3));
    var t = rules.apply(s, WarpMove.PASS);
    assertTrue(t.events().stream().anyMatch(e -> e instanceof WarpEvent.RoundEnded), "blocked");
  }
}
