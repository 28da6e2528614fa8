// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import static org.iwgf.warp.modules.house.HouseTables.A_TRAIL;
import static org.iwgf.warp.modules.house.HouseTables.NZ;
import static org.iwgf.warp.modules.house.HouseTables.assertRefused;
import static org.iwgf.warp.modules.house.HouseTables.chart;
import static org.iwgf.warp.modules.house.HouseTables.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Neutral Zone after all trails started")
class NeutralZoneAfterAllTrailsTest {
  private final WarpRules rules = HouseTables.rules(NeutralZoneAfterAllTrails.ID);

  @Test
  @DisplayName("The Neutral Zone cannot be started until every captain has at least one "
      + "coordinate on their own Warp Trail")
  void neutralZoneIsClosedWhileAnyTrailIsUnstarted() {
    WarpState opening = TableSetup.of(rules).hand(0, "12-6 1-2").build();
    assertRefused(rules, opening, chart("12-6", NZ), "ROUTE_CLOSED");
    assertEquals(List.of(chart("12-6", A_TRAIL)), rules.legalMoves(opening));

    WarpState oneLeft = TableSetup.of(rules).hand(0, "12-6 3-1").trail(0, "12-3").trail(1, "12-4")
        .trail(2, "12-5").build();
    assertRefused(rules, oneLeft, chart("12-6", NZ), "ROUTE_CLOSED");
    assertEquals(List.of(chart("3-1", A_TRAIL)), rules.legalMoves(oneLeft), "D's trail is still unstarted");
  }

  @Test
  @DisplayName("Once every trail is started the Neutral Zone opens, and stays open")
  void neutralZoneOpensWhenAllTrailsAreStartedAndStaysOpen() {
    WarpState s = TableSetup.of(rules).hand(0, "12-6 1-2").trail(0, "12-3").trail(1, "12-4").trail(2, "12-5")
        .trail(3, "12-7").hand(1, "6-8 0-0").build();
    assertEquals(List.of(chart("12-6", NZ)), rules.legalMoves(s));
    s = play(rules, s, chart("12-6", NZ));
    assertTrue(s.neutralZone().isStarted());
    assertEquals(1, s.toAct());
    assertEquals(List.of(chart("6-8", NZ)), rules.legalMoves(s), "B extends the Neutral Zone");
  }

  @Test
  void aStartedNeutralZoneIsNeverClosedAgain() {
    // A table loaded with the Neutral Zone already under way: the rule only governs starting it.
    WarpState s = TableSetup.of(rules).hand(0, "6-8 1-2").neutralZone("12-6").build();
    assertEquals(List.of(chart("6-8", NZ)), rules.legalMoves(s));
  }
}
