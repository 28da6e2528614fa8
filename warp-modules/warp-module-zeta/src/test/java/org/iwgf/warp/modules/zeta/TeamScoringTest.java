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

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Module Zeta — Scoring (Points campaign): team penalty by aggregate remaining pips")
class TeamScoringTest {
  private final WarpRules rules = WarpRules.of(ZetaTables.fleet(Objective.POINTS_CAMPAIGN).campaignRounds(1)
      .build());

  @Test
  @DisplayName("A squadron goes out when one member clears their hand; every other squadron pays its aggregate")
  void squadronGoesOutWhenOneMemberClearsTheirHand() {
    WarpState s = TableSetup.of(rules).toAct(CISCO).trail(ARCHER, "12-4").hand(CISCO, "4-5")
        .hand(ARCHER, "6-6 1-0").hand(BURNHAM, "3-2 5-0").hand(DAX, "10-9").build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("4-5", ARCHER));
    WarpEvent.RoundEnded end = only(t.events(), WarpEvent.RoundEnded.class).get(0);
    assertEquals(OptionalInt.of(CISCO), end.winner());
    // Squadron A went out: Archer's 13 pips are not counted. Squadron B: 5 + 5 + 19 = 29 for each member.
    assertEquals(List.of(0, 29, 0, 29), end.roundScores());
    assertEquals(List.of(0, 29, 0, 29), t.state().campaignScores());
  }

  @Test
  @DisplayName("Squadron members share a place in the outcome")
  void membersShareAPlace() {
    WarpState s = TableSetup.of(rules).toAct(CISCO).trail(ARCHER, "12-4").hand(CISCO, "4-5")
        .hand(ARCHER, "6-6").hand(BURNHAM, "3-2").hand(DAX, "10-9").build();
    Outcome o = rules.outcome(rules.apply(s, chart("4-5", ARCHER)).state()).orElseThrow();
    assertEquals(List.of(1, 3, 1, 3), o.places());
    assertEquals(List.of(ARCHER, CISCO), o.winners());
  }

  @Test
  @DisplayName("A blocked round charges every squadron its members' aggregate")
  void blockedRoundChargesEachSquadron() {
    WarpState s = TableSetup.of(rules).toAct(ARCHER).trail(ARCHER, "12-4").hand(ARCHER, "6-6")
        .hand(BURNHAM, "3-2").hand(CISCO, "1-1").hand(DAX, "10-9").beacon(0, 1, 2, 3).drew().restTo(DAX)
        .build();
    // Dax holds everything that is left; everyone else is stuck with the beacon up and passes.
    WarpState now = s;
    Transition<WarpState, WarpEvent> t = null;
    for (int i = 0; i < 64 && !now.isOver(); i++) {
      List<WarpMove> moves = rules.legalMoves(now);
      WarpMove m = moves.contains(WarpMove.PASS) ? WarpMove.PASS : moves.get(0);
      t = rules.apply(now, m);
      now = t.state();
    }
    assertTrue(now.isOver());
    List<Integer> totals = now.campaignScores();
    assertEquals(totals.get(ARCHER), totals.get(CISCO));
    assertEquals(totals.get(BURNHAM), totals.get(DAX));
    assertEquals(now.history().get(0).handPips().get(ARCHER) + now.history().get(0).handPips().get(CISCO),
        (int) totals.get(ARCHER));
  }
}
