// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import static org.iwgf.warp.modules.zeta.ZetaTables.ARCHER;
import static org.iwgf.warp.modules.zeta.ZetaTables.BURNHAM;
import static org.iwgf.warp.modules.zeta.ZetaTables.CISCO;
import static org.iwgf.warp.modules.zeta.ZetaTables.DAX;
import static org.iwgf.warp.modules.zeta.ZetaTables.chart;
import static org.iwgf.warp.modules.zeta.ZetaTables.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.fracture.FractureEvent;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.testkit.MoveChecks;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("Module Zeta with Subspace Fracture")
class FractureInteractionTest {

  private static WarpRules rules(Objective objective, String scope) {
    return WarpRules.of(ZetaTables.fleet(objective)
        .plugin(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", scope))).build());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Own-trail scope: a double any member charts on the shared trail opens a fracture")
  void theSharedTrailIsEveryMembersOwnTrail(Objective objective) {
    WarpRules rules = rules(objective, "OWN_TRAIL");
    WarpState s = TableSetup.of(rules).toAct(CISCO).trail(ARCHER, "12-4").hand(CISCO, "4-4 4-1 4-2 9-9")
        .hand(DAX, "8-8").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("4-4", ARCHER));
    assertEquals(3, t.state().redAlert().orElseThrow().required());
    assertEquals(1, only(t.events(), FractureEvent.Opened.class).size());
    WarpState branched = rules.apply(t.state(), chart("4-1", ARCHER)).state();
    assertEquals(CISCO, branched.toAct(), "stabilizing keeps the helm with Cisco");
    MoveChecks.assertRefused(rules, branched, ZetaTables.chartNeutralZone("9-9"), "RED_ALERT");
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("Own-trail scope: a double on an opponent's open shared trail takes a single cover")
  void anOpponentsTrailIsNotOwn(Objective objective) {
    WarpRules rules = rules(objective, "OWN_TRAIL");
    WarpState s = TableSetup.of(rules).toAct(BURNHAM).trail(ARCHER, "12-4").beacon(ARCHER, CISCO)
        .hand(BURNHAM, "4-4 4-1 9-9").hand(CISCO, "8-8").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("4-4", ARCHER));
    assertEquals(1, t.state().redAlert().orElseThrow().required());
    assertTrue(only(t.events(), FractureEvent.Opened.class).isEmpty());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  @DisplayName("All-captains scope: the opponent's double on the shared trail fractures as usual")
  void allCaptainsScope(Objective objective) {
    WarpRules rules = rules(objective, "ALL_CAPTAINS");
    WarpState s = TableSetup.of(rules).toAct(BURNHAM).trail(ARCHER, "12-4").beacon(ARCHER, CISCO)
        .hand(BURNHAM, "4-4 4-1 9-9").hand(CISCO, "8-8").build();
    assertEquals(3, rules.apply(s, chart("4-4", ARCHER)).state().redAlert().orElseThrow().required());
  }
}
