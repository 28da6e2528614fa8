// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.beta;

import static org.iwgf.warp.modules.beta.BetaTables.chart;
import static org.iwgf.warp.modules.beta.BetaTables.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.RoundScoreSheet;
import org.iwgf.warp.core.plugin.ScoringStage;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayName("Module Beta — The Salamander Penalty (Points campaign)")
class SalamanderPenaltyTest {

  /**
   * Round {@code round} at {@code factor}: A goes out by charting their only coordinate, B holds
   * {@code bHand}, C holds 1-0; the round scores as the engine writes it.
   */
  private static List<Integer> roundScores(WarpConfig config, int round, String bHand) {
    WarpRules rules = WarpRules.of(config);
    TableSetup t = TableSetup.of(rules).round(round);
    int dock = config.factor().maxPip() - (round - 1);
    WarpState s = t.hand(0, dock + "-2").hand(1, bHand).hand(2, "1-0").build();
    List<WarpEvent> events = rules.apply(s, chart(dock + "-2", 0)).events();
    return only(events, WarpEvent.RoundEnded.class).get(0).roundScores();
  }

  @ParameterizedTest(name = "Warp {0} {0}-{0} → {1} (base {2})")
  @DisplayName("Examples: Warp 12 12-12 → 48 (base 24); Warp 9 9-9 → 36; Warp 15 → 60; Warp 18 → 72")
  @CsvSource({"12, 48, 24", "9, 36, 18", "15, 60, 30", "18, 72, 36"})
  void examplesWarp12Is48Warp9Is36Warp15Is60Warp18Is72(int maxPip, int penalty, int base) {
    WarpFactor factor = WarpFactor.ofMaxPip(maxPip);
    String salamander = maxPip + "-" + maxPip;
    assertEquals(List.of(0, penalty, 1), roundScores(BetaTables.points(factor, 3), 2, salamander));
    WarpConfig without = WarpConfig.builder().factor(factor).captains(3).build();
    assertEquals(List.of(0, base, 1), roundScores(without, 2, salamander));
    assertEquals(penalty, Salamander.penalty(factor));
  }

  @Test
  @DisplayName("Only the highest double for the Warp Factor is doubled; other doubles score their pips")
  void anotherDoubleScoresItsPips() {
    WarpConfig config = BetaTables.points(WarpFactor.WARP_12, 3);
    assertEquals(List.of(0, 22 + 48, 1), roundScores(config, 3, "11-11 12-12"));
    assertEquals(List.of(0, 22 + 5, 1), roundScores(config, 3, "11-11 3-2"));
  }

  @Test
  @DisplayName("Round 1 never applies: the highest double is the Spacedock, in no hand")
  void roundOneNeverApplies() {
    WarpConfig config = BetaTables.points(WarpFactor.WARP_12, 3);
    WarpState roundOne = TableSetup.of(config).hand(1, "11-11").build();
    assertFalse(Salamander.inCirculation(roundOne));
    assertEquals(Optional.empty(), Salamander.holder(roundOne));
    assertEquals(List.of(0, 22, 1), roundScores(config, 1, "11-11"));
    WarpState roundTwo = TableSetup.of(config).round(2).hand(1, "12-12").build();
    assertTrue(Salamander.inCirculation(roundTwo));
    assertEquals(Optional.of(new SalamanderHold(1, Coordinate.of(12, 12), 48)), Salamander.holder(roundTwo));
    assertEquals(24, Salamander.holder(roundTwo).orElseThrow().surcharge());
  }

  @Test
  @DisplayName("Runs after the Double-blank setting: a 0-0 at 50 and the Salamander add up")
  void doubleBlankAndSalamanderBothCount() {
    WarpConfig config = BetaTables.fleet(WarpFactor.WARP_12, 3).objective(Objective.POINTS_CAMPAIGN)
        .doubleBlankScore(50).build();
    assertEquals(List.of(0, 50 + 48 + 6, 1), roundScores(config, 2, "0-0 12-12 4-2"));
    assertTrue(ModuleBeta.ORDER > 0, "the Double-blank setting runs at order 0");
  }

  @Test
  @DisplayName("A blocked round has no exempt captain: the holder pays the doubled value")
  void blockedRoundHolderPays() {
    WarpConfig config = BetaTables.points(WarpFactor.WARP_12, 3);
    WarpState ended = TableSetup.of(config).round(2).hand(0, "12-12 1-1").hand(1, "3-4").hand(2, "5-6").build();
    RoundScoreSheet sheet = new RoundScoreSheet(ended, OptionalInt.empty());
    ModuleBeta.forGame(config).scoreRound(sheet, ScoringStage.HAND_VALUE);
    assertEquals(48 + 2, sheet.handValue(0));
    assertEquals(7, sheet.handValue(1));
    ModuleBeta.forGame(config).scoreRound(sheet, ScoringStage.ADD_ONS);
    assertEquals(48 + 2, sheet.handValue(0), "only the hand-value stage doubles it");
  }

  @Test
  @DisplayName("The Points form leaves play alone: charting the Salamander draws nobody anything")
  void pointsFormHasNoSurge() {
    WarpRules rules = WarpRules.of(BetaTables.points(WarpFactor.WARP_12, 3));
    WarpState s = TableSetup.of(rules).round(2).hand(0, "12-12 12-3 5-5").trail(0, "11-12").build();
    List<WarpEvent> events = rules.apply(s, chart("12-12", 0)).events();
    assertTrue(only(events, WarpEvent.Drawn.class).isEmpty());
    assertTrue(only(events, ModuleBeta.SalamanderSurge.class).isEmpty());
  }
}
