// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.kappa;

import static org.iwgf.warp.modules.kappa.KappaTables.armstrongLovellEarhart;
import static org.iwgf.warp.modules.kappa.KappaTables.chart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.model.RoundResult;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.RoundScoreSheet;
import org.iwgf.warp.core.plugin.ScoringStage;
import org.iwgf.warp.modules.theta.ModuleTheta;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Module Kappa — Temporal Inversion (Points campaign)")
class TemporalInversionTest {
  private static final Route EARHART_TRAIL = Route.trailOf(2);

  /**
   * Earhart (seat 2) at the helm about to go out with her one coordinate (the Spacedock's pip and 3) on her
   * trail; Armstrong holds 40 pips, Lovell 12; campaign totals before the round as given.
   */
  private static TableSetup earhartGoesOut(WarpRules rules, int round, Integer... totals) {
    return TableSetup.of(rules).round(round).toAct(2).hand(0, "10-10 9-8 2-1").hand(1, "7-5")
        .hand(2, lastCoordinate(round)).scores(totals);
  }

  private static String lastCoordinate(int round) {
    return (12 - (round - 1)) + "-3";
  }

  private static WarpState play(WarpRules rules, TableSetup table) {
    WarpState s = table.build();
    return rules.apply(s, chart(lastCoordinate(s.round()), EARHART_TRAIL)).state();
  }

  private static RoundResult lastRound(WarpState s) {
    return s.history().get(s.history().size() - 1);
  }

  @Test
  @DisplayName("Worked example (Warp 12, even round, three captains): Armstrong 20, Lovell 25, Earhart 30 → 20, 53, 70")
  void workedExampleArmstrong20Lovell25Earhart30() {
    WarpRules rules = WarpRules.of(armstrongLovellEarhart().campaignRounds(2).build());
    WarpState after = play(rules, earhartGoesOut(rules, 2, 20, 25, 30));
    assertEquals(List.of(40, 12, 0), lastRound(after).handPips());
    assertEquals(List.of(0, 28, 40), lastRound(after).roundScores(), "40-40, 40-12, 40-0");
    assertEquals(List.of(20, 53, 70), after.campaignScores());
    Outcome outcome = rules.outcome(after).orElseThrow();
    assertEquals(List.of(0), outcome.winners(), "the campaign still goes to the lowest total: Armstrong");
  }

  @Test
  @DisplayName("Odd rounds use the normal tally: going out scores 0, the others their hands")
  void oddRoundsAreNotInverted() {
    WarpRules rules = WarpRules.of(armstrongLovellEarhart().build());
    WarpState after = play(rules, earhartGoesOut(rules, 5, 20, 25, 30));
    assertEquals(List.of(40, 12, 0), lastRound(after).roundScores());
    assertEquals(List.of(60, 37, 30), after.campaignScores());
    assertFalse(TemporalInversion.inverts(1));
    assertTrue(TemporalInversion.inverts(2));
    assertFalse(TemporalInversion.inverts(13));
  }

  @Test
  @DisplayName("The top hand is counted as Section IV counts hands: a double-blank worth 50 makes the top hand")
  void theTopHandUsesTheDoubleBlankSetting() {
    WarpRules rules = WarpRules.of(armstrongLovellEarhart().doubleBlankScore(50).build());
    WarpState after = play(rules, earhartGoesOut(rules, 2, 0, 0, 0).hand(0, "0-0 2-1").hand(1, "7-5"));
    assertEquals(List.of(0, 53 - 12, 53), lastRound(after).roundScores(), "baseline 50 + 3");
  }

  @Test
  @DisplayName("A blocked even round: the spread off the top hand, no one exempt")
  void aBlockedEvenRound() {
    WarpConfig config = armstrongLovellEarhart().build();
    WarpState ended = TableSetup.of(config).round(4).hand(0, "6-6").hand(1, "1-2").hand(2, "3-4").build();
    RoundScoreSheet sheet = new RoundScoreSheet(ended, OptionalInt.empty());
    for (int s = 0; s < 3; s++) {
      sheet.setRoundScore(s, sheet.handValue(s));
    }
    ModuleKappa.forGame(config).scoreRound(sheet, ScoringStage.ROUND_SCORE);
    assertEquals(List.of(0, 9, 5), sheet.roundScores());
    assertEquals(12, TemporalInversion.topHand(sheet));
  }

  @Test
  @DisplayName("Other add-ons come after the hand term; a true -3 is shown as 0 and edges a level total")
  void addOnsAfterTheHandTermAndTheScoringFloor() {
    WarpRules rules = WarpRules.of(armstrongLovellEarhart().plugin(ModuleTheta.ID).campaignRounds(2).build());
    // Armstrong holds the top hand (40) and the longest trail: 0 - 3 = raw -3, shown 0. Lovell's 20-pip hand
    // nets 20: both end level on 20 shown, and Armstrong's raw 17 ranks him first.
    TableSetup table = earhartGoesOut(rules, 2, 20, 0, 30).trail(0, "11-4 4-6").hand(1, "10-9 1-0");
    WarpState after = play(rules, table);
    RoundResult round = lastRound(after);
    assertEquals(List.of(-3, 20, 40), round.rawRoundScores());
    assertEquals(List.of(0, 20, 40), round.roundScores());
    assertEquals(List.of(20, 20, 70), after.campaignScores());
    assertEquals(List.of(17, 20, 70), after.rawCampaignScores());
    assertEquals(List.of(1, 2, 3), rules.outcome(after).orElseThrow().places());
  }

  @Test
  @DisplayName("The Points form deals no Hand Exchange")
  void noExchangeInAPointsCampaign() {
    WarpRules rules = WarpRules.of(armstrongLovellEarhart().build());
    WarpState s = TableSetup.of(rules).trail(0, "12-5").hand(0, "5-5 5-1").hand(1, "0-1 0-2 0-3 0-4 0-6")
        .hand(2, "7-8").build();
    var t = rules.apply(s, chart("5-5", Route.trailOf(0)));
    assertEquals(0, t.state().toAct());
    assertTrue(KappaTables.only(t.events(), HandExchange.ExchangeEvent.class).isEmpty());
    assertTrue(ModuleKappa.POINTS_ORDER < 100, "runs before rules at the default order");
  }
}
