// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import static org.iwgf.warp.modules.house.HouseTables.A_TRAIL;
import static org.iwgf.warp.modules.house.HouseTables.B_TRAIL;
import static org.iwgf.warp.modules.house.HouseTables.D_TRAIL;
import static org.iwgf.warp.modules.house.HouseTables.NZ;
import static org.iwgf.warp.modules.house.HouseTables.assertRefused;
import static org.iwgf.warp.modules.house.HouseTables.chart;
import static org.iwgf.warp.modules.house.HouseTables.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Require own trail first")
class OwnTrailFirstTest {
  private final WarpRules rules = HouseTables.rules(OwnTrailFirst.ID);
  private final WarpRules standard = HouseTables.rules();

  @Test
  @DisplayName("You must chart at least one coordinate on your own Warp Trail before playing on "
      + "an opponent's open trail")
  void opponentTrailIsClosedUntilTheOwnTrailIsStarted() {
    WarpState s = TableSetup.of(rules).hand(0, "5-7 1-2").trail(1, "12-5").beacon(1).build();
    assertRefused(rules, s, chart("5-7", B_TRAIL), "ROUTE_CLOSED");
    assertEquals(List.of(WarpMove.DRAW), rules.legalMoves(s), "nothing else to chart, so A draws");

    WarpState plain = TableSetup.of(standard).hand(0, "5-7 1-2").trail(1, "12-5").beacon(1).build();
    assertEquals(List.of(chart("5-7", B_TRAIL)), standard.legalMoves(plain), "without the rule B's trail is open");
  }

  @Test
  void opponentTrailOpensOnceTheOwnTrailIsStarted() {
    WarpState s = TableSetup.of(rules).hand(0, "5-7 1-2").trail(0, "12-3").trail(1, "12-5").beacon(1).build();
    assertEquals(List.of(chart("5-7", B_TRAIL)), rules.legalMoves(s));
    WarpState after = play(rules, s, chart("5-7", B_TRAIL));
    assertEquals(7, after.trail(B_TRAIL).openEnd());
    assertEquals(1, after.toAct());
  }

  @Test
  @DisplayName("The Neutral Zone and your own trail are unaffected")
  void neutralZoneAndOwnTrailAreUnaffected() {
    WarpState s = TableSetup.of(rules).hand(0, "12-6 1-2").build();
    assertEquals(List.of(chart("12-6", A_TRAIL), chart("12-6", NZ)), rules.legalMoves(s));
    WarpState started = TableSetup.of(rules).hand(0, "6-2 1-3").neutralZone("12-6").build();
    assertEquals(List.of(chart("6-2", NZ)), rules.legalMoves(started), "extending the Neutral Zone too");
  }

  @Test
  @DisplayName("Covering a double on an opponent's trail is still required with the own trail unstarted")
  void redAlertCoverOverridesTheRouteRule() {
    // D charts 5-5 on D's trail, cannot cover, draws, fails and deploys the beacon; Red Alert goes to A.
    WarpState s = TableSetup.of(rules).toAct(3).hand(3, "5-5 2-4").trail(3, "12-5").pile("8-9")
        .hand(0, "5-1 2-3").build();
    s = play(rules, s, chart("5-5", D_TRAIL), WarpMove.DRAW, WarpMove.DEPLOY_BEACON);
    assertEquals(0, s.toAct());
    assertEquals(0, s.redAlert().orElseThrow().responsible());
    assertFalse(s.trail(A_TRAIL).isStarted());
    assertEquals(List.of(chart("5-1", D_TRAIL)), rules.legalMoves(s));
    assertRefused(rules, s, WarpMove.DRAW, "MUST_CHART");
    WarpState covered = play(rules, s, chart("5-1", D_TRAIL));
    assertTrue(covered.redAlert().isEmpty());
    assertEquals(1, covered.toAct());
  }
}
