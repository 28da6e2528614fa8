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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Module Zeta — Victory (Go-out): a round win for the squadron, sector by the chosen structure")
class SquadronRoundWinTest {

  private static Transition<WarpState, WarpEvent> ciscoGoesOut(WarpRules rules, Integer... wins) {
    WarpState s = TableSetup.of(rules).toAct(CISCO).trail(ARCHER, "12-4").hand(CISCO, "4-5")
        .hand(ARCHER, "6-6 1-0").hand(BURNHAM, "3-2").hand(DAX, "10-9").wins(wins).build();
    return rules.apply(s, chart("4-5", ARCHER));
  }

  @Test
  @DisplayName("Sudden death: one member clears their hand and the whole squadron wins, sharing first place")
  void suddenDeath() {
    WarpRules rules = WarpRules.of(ZetaTables.goOut(GoOutStructure.suddenDeath()));
    Transition<WarpState, WarpEvent> t = ciscoGoesOut(rules, 0, 0, 0, 0);
    assertEquals(OptionalInt.of(CISCO), only(t.events(), WarpEvent.RoundEnded.class).get(0).winner());
    assertEquals(List.of(1, 0, 1, 0), t.state().roundWins());
    Outcome o = rules.outcome(t.state()).orElseThrow();
    assertEquals(List.of(1, 3, 1, 3), o.places());
    assertEquals(List.of(0, 0, 0, 0), t.state().campaignScores(), "no pip tally in Go-out");
  }

  @Test
  @DisplayName("First to 2: the squadron's shared win counts for every member toward the target")
  void firstTo() {
    WarpRules rules = WarpRules.of(ZetaTables.goOut(GoOutStructure.firstTo(2)));
    Transition<WarpState, WarpEvent> first = ciscoGoesOut(rules, 0, 0, 0, 0);
    assertFalse(first.state().isOver());
    assertEquals(List.of(1, 0, 1, 0), first.state().roundWins());
    Transition<WarpState, WarpEvent> second = ciscoGoesOut(rules, 1, 0, 1, 0);
    assertTrue(second.state().isOver());
    assertEquals(List.of(ARCHER, CISCO), rules.outcome(second.state()).orElseThrow().winners());
  }

  @Test
  @DisplayName("Fixed rounds: teammates level on wins are one leader, so no overtime vote opens between them")
  void fixedRoundsTeammatesAreOneLeader() {
    WarpConfig config = ZetaTables.goOut(GoOutStructure.fixedRounds(1, GoOutStructure.Overtime.OFFERED));
    WarpRules rules = WarpRules.of(config);
    Transition<WarpState, WarpEvent> t = ciscoGoesOut(rules, 0, 0, 0, 0);
    assertTrue(t.state().isOver());
    assertEquals(List.of(ARCHER, CISCO), rules.outcome(t.state()).orElseThrow().winners());
  }

  @Test
  @DisplayName("Fixed rounds: two squadrons level on wins still go to overtime, as two captains would")
  void fixedRoundsTiedSquadronsGoToOvertime() {
    WarpRules rules = WarpRules.of(ZetaTables.goOut(GoOutStructure.fixedRounds(2, GoOutStructure.Overtime.OFFERED)));
    WarpState s = TableSetup.of(rules).round(2).toAct(BURNHAM).trail(BURNHAM, "11-4").hand(BURNHAM, "4-5")
        .hand(ARCHER, "6-6").hand(CISCO, "3-2").hand(DAX, "10-9").wins(1, 0, 1, 0).build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, chart("4-5", BURNHAM));
    assertEquals(List.of(1, 1, 1, 1), t.state().roundWins());
    assertEquals(Phase.OVERTIME_VOTE, t.state().phase());
    assertEquals(0b1111, t.state().overtimeVotesPending());
  }
}
