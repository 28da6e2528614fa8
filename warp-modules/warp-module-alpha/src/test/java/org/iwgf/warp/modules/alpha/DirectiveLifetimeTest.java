// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import static org.iwgf.warp.modules.alpha.AlphaTables.chart;
import static org.iwgf.warp.modules.alpha.AlphaTables.choose;
import static org.iwgf.warp.modules.alpha.AlphaTables.continuum;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Module Alpha — how long a directive lasts")
class DirectiveLifetimeTest {

  /** Warp 9, two captains: A's winning 0-0 (a dead double, A's last coordinate) with {@code d} chosen. */
  private static WarpState afterWinningFlash(Objective objective, Directive d) {
    WarpRules rules = WarpRules.of(WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).objective(objective)
        .goOut(GoOutStructure.fixedRounds(2, GoOutStructure.Overtime.FORCED)).plugin(ModuleAlpha.ID).build());
    WarpState s = TableSetup.of(rules).hand(0, "0-0").trail(0, "9-0")
        .neutralZone("9-8 8-0 0-1 1-2 2-0 0-3 3-4 4-0 0-5 5-6 6-0 0-7").hand(1, "7-7").build();
    s = rules.apply(s, chart("0-0", 0)).state();
    return rules.apply(s, choose(d)).state();
  }

  @Test
  @DisplayName("Points: directives are cleared when the round scores")
  void pointsClearsAtRoundEnd() {
    WarpState next = afterWinningFlash(Objective.POINTS_CAMPAIGN, Directive.REVERSE_TURN_ORDER);
    assertEquals(2, next.round());
    assertEquals(Continuum.CLEAR, continuum(next));
  }

  @Test
  @DisplayName("Go-out: directives last the rest of the sector, across rounds")
  void goOutKeepsThemForTheSector() {
    WarpState next = afterWinningFlash(Objective.GO_OUT, Directive.REVERSE_TURN_ORDER);
    assertEquals(2, next.round());
    assertTrue(continuum(next).isActive(Directive.REVERSE_TURN_ORDER));
    assertTrue(continuum(next).counterClockwise());
    assertEquals(List.of(Directive.REVERSE_TURN_ORDER), continuum(next).active());
  }
}
