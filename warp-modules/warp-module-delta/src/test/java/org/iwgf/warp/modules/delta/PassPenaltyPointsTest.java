// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;

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
import org.iwgf.warp.core.model.RoundResult;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** Points campaign: +5 to the round score for every pass made while holding the Hazard Marker. */
class PassPenaltyPointsTest {
  private static final WarpRules RULES = DeltaTables.rules(Objective.POINTS_CAMPAIGN);

  /** A holds the marker, drew this turn, has the beacon up and nothing to chart. */
  private static TableSetup stuck(int holder) {
    return table(RULES, holder).toAct(0).hand(0, "1-2 3-4").beacon(0).drew();
  }

  @Test
  void passingWhileHoldingTheMarkerCountsAPenalty() {
    Transition<WarpState, WarpEvent> t = RULES.apply(stuck(0).build(), WarpMove.PASS);
    assertEquals(List.of(1, 0, 0), marker(t.state()).passes());
    assertEquals(List.of(new HazardEvent.PassPenalised(0, 1)), eventsOf(t.events(), HazardEvent.PassPenalised.class));
    assertEquals(2, t.state().handSize(0), "the Points campaign penalty draws nothing");
  }

  @Test
  void penaltiesStack() {
    WarpState s = stuck(0).pluginState(ModuleDelta.ID, new HazardMarker(0, List.of(2, 0, 0), 0, -1)).build();
    Transition<WarpState, WarpEvent> t = RULES.apply(s, WarpMove.PASS);
    assertEquals(List.of(3, 0, 0), marker(t.state()).passes());
    assertEquals(List.of(new HazardEvent.PassPenalised(0, 3)), eventsOf(t.events(), HazardEvent.PassPenalised.class));
  }

  @Test
  void passingWithoutTheMarkerCostsNothing() {
    Transition<WarpState, WarpEvent> t = RULES.apply(stuck(1).build(), WarpMove.PASS);
    assertEquals(List.of(0, 0, 0), marker(t.state()).passes());
    assertTrue(eventsOf(t.events(), HazardEvent.PassPenalised.class).isEmpty());
  }

  @Test
  void deployingTheBeaconIsNotAPass() {
    WarpState s = table(RULES, 0).toAct(0).hand(0, "1-2 3-4").drew().build();
    assertEquals(List.of(WarpMove.DEPLOY_BEACON), RULES.legalMoves(s).subList(0, 1));
    Transition<WarpState, WarpEvent> t = RULES.apply(s, WarpMove.DEPLOY_BEACON);
    assertEquals(List.of(0, 0, 0), marker(t.state()).passes());
  }

  /**
   * Section VI, "Worked Example (Module Delta enabled, 3 captains, Points campaign)": round 5, Lovell passes
   * once holding the marker, Armstrong goes out; Lovell scores 32 + 5 = 37, Earhart 25 (double-blank
   * scores 0), Armstrong 0.
   */
  @Test
  void moduleDeltaEnabledThreeCaptains() {
    WarpConfig config = DeltaTables.config(Objective.POINTS_CAMPAIGN).toBuilder()
        .captainNames("Earhart", "Lovell", "Armstrong").doubleBlankScore(0).build();
    WarpRules rules = WarpRules.of(config);
    int earhart = 0;
    int lovell = 1;
    int armstrong = 2;
    WarpState s = TableSetup.of(rules).round(5).toAct(lovell)
        .pluginState(ModuleDelta.ID, DeltaTables.marker(lovell))
        .hand(earhart, "0-0 4-2 11-8").hand(lovell, "5-3 9-9 6-0").hand(armstrong, "8-1")
        .beacon(lovell).drew().build();
    assertEquals(8, s.spacedockPip());
    s = rules.apply(s, WarpMove.PASS).state();
    Transition<WarpState, WarpEvent> out = rules.apply(s, chart("8-1", Route.trailOf(armstrong)));
    RoundResult round5 = out.state().history().get(out.state().history().size() - 1);
    assertEquals(5, round5.round());
    assertEquals(List.of(25, 32, 0), round5.handPips());
    assertEquals(List.of(25, 37, 0), round5.roundScores());
    assertEquals(List.of(25, 37, 0), out.state().campaignScores());
    assertEquals(List.of(0, 0, 0), marker(out.state()).passes(), "penalties are per round");
  }

  @Test
  void twoPassesAddTenAndTheRoundWinnerPaysTheirsToo() {
    WarpState s = TableSetup.of(RULES).toAct(0)
        .pluginState(ModuleDelta.ID, new HazardMarker(1, List.of(1, 2, 0), 0, -1))
        .hand(0, "12-1").hand(1, "3-4").hand(2, "5-5").build();
    WarpState after = RULES.apply(s, chart("12-1", DeltaTables.A_TRAIL)).state();
    RoundResult round1 = after.history().get(0);
    assertEquals(List.of(5, 7 + 10, 10), round1.roundScores());
  }
}
