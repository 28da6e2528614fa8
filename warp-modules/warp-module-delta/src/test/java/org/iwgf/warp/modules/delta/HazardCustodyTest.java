// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;

import static org.iwgf.warp.modules.delta.DeltaTables.A_TRAIL;
import static org.iwgf.warp.modules.delta.DeltaTables.NZ;
import static org.iwgf.warp.modules.delta.DeltaTables.chart;
import static org.iwgf.warp.modules.delta.DeltaTables.eventsOf;
import static org.iwgf.warp.modules.delta.DeltaTables.marker;
import static org.iwgf.warp.modules.delta.DeltaTables.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Who holds the Hazard Marker: the starter at the deal, then whoever charts onto the Neutral Zone. */
class HazardCustodyTest {

  @ParameterizedTest
  @EnumSource(Objective.class)
  void theStarterHoldsTheMarkerWhenTheSectorLaunches(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective);
    for (long seed = 1; seed <= 5; seed++) {
      WarpState s = rules.start(seed);
      assertEquals(s.roundStarter(), marker(s).holder());
    }
    Transition<WarpState, WarpEvent> launched = rules.launch(7);
    assertEquals(List.of(new HazardEvent.CustodyTaken(launched.state().roundStarter())),
        eventsOf(launched.events(), HazardEvent.CustodyTaken.class));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void chartingOntoTheNeutralZoneTakesCustody(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective);
    WarpState s = table(rules, 2).toAct(0).hand(0, "12-5 1-2").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("12-5", NZ));
    assertEquals(0, marker(t.state()).holder());
    assertEquals(List.of(new HazardEvent.CustodyTaken(0)), eventsOf(t.events(), HazardEvent.CustodyTaken.class));
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void chartingElsewhereLeavesTheMarkerWhereItIs(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective);
    WarpState s = table(rules, 2).toAct(0).hand(0, "12-5 1-2").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("12-5", A_TRAIL));
    assertEquals(2, marker(t.state()).holder());
    assertTrue(eventsOf(t.events(), HazardEvent.CustodyTaken.class).isEmpty());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void theHolderChartingOntoTheNeutralZoneKeepsIt(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective);
    WarpState s = table(rules, 0).toAct(0).hand(0, "12-5 1-2").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("12-5", NZ));
    assertEquals(0, marker(t.state()).holder());
    assertTrue(eventsOf(t.events(), HazardEvent.CustodyTaken.class).isEmpty());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void aNewRoundHandsTheMarkerToItsStarterOnlyInAPointsCampaign(Objective objective) {
    WarpRules rules = DeltaTables.rules(objective);
    // C holds the marker; A goes out on their own trail and the next round is dealt.
    WarpState s = table(rules, 2).toAct(0).hand(0, "12-5").hand(1, "1-2").build();
    WarpState next = rules.apply(s, chart("12-5", A_TRAIL)).state();
    assertEquals(2, next.round());
    int expected = objective == Objective.POINTS_CAMPAIGN ? next.roundStarter() : 2;
    assertTrue(next.roundStarter() != 2, "the test needs a starter other than the holder");
    assertEquals(expected, marker(next).holder());
  }
}
