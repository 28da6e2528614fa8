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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Beacon clears on any play")
class BeaconClearsOnAnyPlayTest {
  private final WarpRules rules = HouseTables.rules(BeaconClearsOnAnyPlay.ID);
  private final WarpRules standard = HouseTables.rules();

  private static WarpState beaconUpWith(WarpRules r) {
    return TableSetup.of(r).hand(0, "12-6 5-7 1-1").trail(0, "12-3").trail(1, "12-5").beacon(0, 1)
        .hand(1, "3-9 0-0").build();
  }

  @Test
  @DisplayName("Any legal chart removes your Distress Beacon — not only a chart on your own trail")
  void aNeutralZoneChartClearsTheChartersBeacon() {
    var t = rules.apply(beaconUpWith(rules), chart("12-6", NZ));
    assertFalse(t.state().beaconUp(0));
    assertTrue(t.events().contains(new WarpEvent.ShieldsUp(0)));

    WarpState plain = standard.apply(beaconUpWith(standard), chart("12-6", NZ)).state();
    assertTrue(plain.beaconUp(0), "standard play: a Neutral Zone chart leaves the beacon active");
  }

  @Test
  void aChartOnAnOpponentsOpenTrailClearsOnlyTheChartersBeacon() {
    WarpState s = rules.apply(beaconUpWith(rules), chart("5-7", B_TRAIL)).state();
    assertFalse(s.beaconUp(0));
    assertTrue(s.beaconUp(1), "B's own beacon is B's business");
    assertTrue(standard.apply(beaconUpWith(standard), chart("5-7", B_TRAIL)).state().beaconUp(0));
  }

  @Test
  void withTheBeaconClearedTheChartersTrailIsClosedToTheNextCaptain() {
    WarpState b = play(rules, beaconUpWith(rules), chart("12-6", NZ));
    assertEquals(1, b.toAct());
    assertRefused(rules, b, chart("3-9", A_TRAIL), "ROUTE_CLOSED");
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(b));

    WarpState plain = play(standard, beaconUpWith(standard), chart("12-6", NZ));
    assertEquals(List.of(chart("3-9", A_TRAIL)), standard.legalMoves(plain), "A's trail is still open");
  }

  @Test
  void aFailedDrawStillRaisesTheBeacon() {
    WarpState s = TableSetup.of(rules).hand(0, "1-2").trail(0, "12-3").pile("4-5").build();
    s = play(rules, s, WarpMove.DRAW, WarpMove.DEPLOY_BEACON);
    assertTrue(s.beaconUp(0));
  }

  @Test
  @DisplayName("Cannot be combined with manual shield control")
  void manualShieldsIsExcluded() {
    InvalidConfigException e = assertThrows(InvalidConfigException.class,
        () -> HouseTables.rules(BeaconClearsOnAnyPlay.ID, ManualShields.ID));
    assertEquals("PLUGIN_EXCLUDES", e.code());
    InvalidConfigException other = assertThrows(InvalidConfigException.class,
        () -> HouseTables.rules(ManualShields.ID, BeaconClearsOnAnyPlay.ID));
    assertEquals("PLUGIN_EXCLUDES", other.code());
  }
}
