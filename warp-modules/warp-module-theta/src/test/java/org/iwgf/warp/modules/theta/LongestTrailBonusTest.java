// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.theta;

import static org.iwgf.warp.modules.theta.ThetaTables.chart;
import static org.iwgf.warp.modules.theta.ThetaTables.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.model.RoundResult;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.RoundScoreSheet;
import org.iwgf.warp.core.plugin.ScoringStage;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Module Theta — Longest Trail Bonus (Points campaign)")
class LongestTrailBonusTest {
  private final WarpConfig config = ThetaTables.points();
  private final WarpRules rules = WarpRules.of(config);
  private final ModuleTheta theta = ModuleTheta.forGame(config);

  /** A goes out charting 1-5 on their trail; the round's scores as the engine writes them. */
  private List<Integer> scoresWhenAGoesOut(TableSetup t) {
    WarpState s = t.hand(0, "1-5").build();
    return only(rules.apply(s, chart("1-5", 0)).events(), WarpEvent.RoundEnded.class).get(0).roundScores();
  }

  /** All stages of the tally for a round ended in {@code ended}, the core's round score included. */
  private RoundScoreSheet tally(WarpState ended, OptionalInt winner) {
    RoundScoreSheet sheet = new RoundScoreSheet(ended, winner);
    theta.scoreRound(sheet, ScoringStage.HAND_VALUE);
    for (int s = 0; s < sheet.seats(); s++) {
      sheet.setRoundScore(s, winner.equals(OptionalInt.of(s)) ? 0 : sheet.handValue(s));
    }
    theta.scoreRound(sheet, ScoringStage.ROUND_SCORE);
    theta.scoreRound(sheet, ScoringStage.ADD_ONS);
    return sheet;
  }

  @Test
  @DisplayName("At round end, the captain with the longest personal Warp Trail receives a -3 bonus")
  void theLongestTrailTakesThreeOff() {
    List<Integer> scores = scoresWhenAGoesOut(TableSetup.of(rules).trail(0, "12-1").trail(1, "12-4 4-6 6-2")
        .hand(1, "5-5").hand(2, "1-0").hand(3, "3-4"));
    assertEquals(List.of(0, 10 - 3, 1, 7), scores);
  }

  @Test
  @DisplayName("If multiple captains tie for longest, all tied captains receive the bonus")
  void everyTiedCaptainTakesThreeOff() {
    List<Integer> scores = scoresWhenAGoesOut(TableSetup.of(rules).trail(0, "12-1").trail(1, "12-4 4-6")
        .trail(3, "12-3 3-2").hand(1, "5-5").hand(2, "6-0").hand(3, "3-4"));
    assertEquals(List.of(0, 10 - 3, 6, 7 - 3), scores);
  }

  @Test
  @DisplayName("The bonus cannot reduce a round score below 0: a go-out or tiny hand stays at 0")
  void theBonusStopsAtZero() {
    List<Integer> goOut = scoresWhenAGoesOut(TableSetup.of(rules).trail(0, "12-2 2-3 3-1").hand(1, "5-5")
        .hand(2, "6-0").hand(3, "3-4"));
    assertEquals(List.of(0, 10, 6, 7), goOut, "A's trail is longest but a go-out stays at 0");
    List<Integer> tiny = scoresWhenAGoesOut(TableSetup.of(rules).trail(0, "12-1").trail(2, "12-4 4-6")
        .hand(1, "5-5").hand(2, "1-1").hand(3, "3-4"));
    assertEquals(List.of(0, 10, 0, 7), tiny, "C's 2-pip hand shows 0");
  }

  @Test
  @DisplayName("Below the floor the raw score is kept: a go-out with the longest trail is a raw -3, shown 0")
  void theRawScoreIsKeptBelowTheFloor() {
    WarpState s = TableSetup.of(rules).trail(0, "12-2 2-3 3-1").trail(2, "12-4 4-6").hand(0, "1-5")
        .hand(1, "5-5").hand(2, "1-1").hand(3, "3-4").build();
    WarpState after = rules.apply(s, chart("1-5", 0)).state();
    RoundResult round = after.history().get(0);
    assertEquals(List.of(0, 10, 2, 7), round.roundScores(), "shown");
    assertEquals(List.of(-3, 10, 2, 7), round.rawRoundScores(), "raw");
    assertEquals(List.of(0, 10, 2, 7), after.campaignScores());
    assertEquals(List.of(-3, 10, 2, 7), after.rawCampaignScores());
  }

  @Test
  @DisplayName("A true -3 edges a 0: level campaign totals are ranked by their raw values")
  void theRawValueBreaksALevelCampaign() {
    int last = config.campaignRounds();
    // A goes out with the longest trail (shown 0, raw -3); D adds the 3 of 3-0. Both end on 20.
    WarpState s = TableSetup.of(rules).round(last).trail(0, "0-1 1-2").trail(1, "0-4").hand(0, "2-5")
        .hand(1, "5-5").hand(2, "1-6").hand(3, "3-0").scores(20, 30, 25, 17).build();
    WarpState over = rules.apply(s, chart("2-5", 0)).state();
    assertTrue(over.isOver());
    assertEquals(List.of(20, 40, 32, 20), over.campaignScores(), "A and D level on the shown totals");
    assertEquals(List.of(17, 40, 32, 20), over.rawCampaignScores());
    Outcome outcome = rules.outcome(over).orElseThrow();
    assertEquals(List.of(1, 4, 3, 2), outcome.places(), "A's raw 17 edges D's 20");
    assertEquals(List.of(20, 40, 32, 20), outcome.scores(), "the outcome reports the shown totals");
  }

  @Test
  @DisplayName("Unstarted trails are never longest: with every trail unstarted nobody receives the bonus")
  void unstartedTrailsAreNeverLongest() {
    WarpState ended = TableSetup.of(rules).hand(0, "5-5").hand(1, "6-1").hand(2, "1-1").hand(3, "3-4").build();
    assertEquals(List.of(), PersonalTrails.longest(ended));
    assertEquals(List.of(10, 7, 2, 7), tally(ended, OptionalInt.empty()).roundScores());
  }

  @Test
  @DisplayName("A blocked round: the longest trail takes 3 off a counted hand")
  void aBlockedRoundGetsTheBonusToo() {
    WarpState ended = TableSetup.of(rules).trail(2, "12-4").hand(0, "5-5").hand(1, "6-1").hand(2, "2-3")
        .hand(3, "3-4").build();
    assertEquals(List.of(10, 7, 2, 7), tally(ended, OptionalInt.empty()).roundScores());
  }

  @Test
  @DisplayName("Written after the other add-ons: a 0 raised to 5 by a penalty ends at 2")
  void theFloorSeesTheOtherAddOns() {
    WarpState ended = TableSetup.of(rules).trail(1, "12-4").hand(1, "6-1").hand(2, "1-1").hand(3, "3-4").build();
    RoundScoreSheet sheet = new RoundScoreSheet(ended, OptionalInt.of(0));
    sheet.setRoundScore(0, 0);
    sheet.setRoundScore(1, 0);
    sheet.addToRoundScore(1, 5);
    theta.scoreRound(sheet, ScoringStage.ADD_ONS);
    assertEquals(2, sheet.roundScore(1));
    assertTrue(ModuleTheta.ORDER > 100, "runs after rules at the default order");
  }

  @Test
  @DisplayName("The Points form grants no extra turn")
  void noMomentumInAPointsCampaign() {
    WarpState s = TableSetup.of(rules).trail(0, "12-1 1-2 2-3 3-4").hand(0, "4-5 5-6").build();
    var t = rules.apply(s, chart("4-5", 0));
    assertEquals(1, t.state().toAct());
    assertTrue(only(t.events(), ModuleTheta.MomentumEvent.class).isEmpty());
  }
}
