// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The ledger invariants hold on real play and catch a tally that disagrees with its own log. */
class LedgerInvariantsTest {
  private static final WarpConfig CONFIG =
      WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3).campaignRounds(2).build();
  private static final WarpRules RULES = WarpRules.of(CONFIG);

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
  void theLedgerHoldsOverSampledSectorsUnderRandomAndGreedyPlay(long seed) {
    PropertyRunner runner = PropertyRunner.of(LedgerInvariants.all()).withChooser(
        seed % 2 == 0 ? MoveChooser.uniform() : MoveChooser.heaviestChart());
    for (GameCase game : RuleSpace.standard().withMaxCaptains(6).samples(seed, 6)) {
      runner.assertHolds(game);
    }
  }

  @Test
  void aRoundScoreThatDisagreesWithTheRevealedHandIsCaught() {
    Step step = roundEndingStep(4L);
    WarpEvent.RoundEnded real = step.roundEnded();
    List<Integer> scores = new ArrayList<>(real.roundScores());
    List<Integer> totals = new ArrayList<>(real.totals());
    int loser = real.winner().orElse(0) == 0 ? 1 : 0;
    scores.set(loser, scores.get(loser) + 1);
    totals.set(loser, totals.get(loser) + 1);
    WarpEvent.RoundEnded forged = new WarpEvent.RoundEnded(real.round(), real.winner(), real.blocked(),
        real.hands(), scores, totals);
    Optional<String> failure = LedgerInvariants.scoresMatchEventLog().check(RULES, step.before(), step.move(),
        new Transition<>(step.after().state(), List.of(forged)));
    assertTrue(failure.orElseThrow().contains("is worth"), failure::get);
  }

  @Test
  void totalsThatDoNotAddUpAreCaught() {
    Step step = roundEndingStep(5L);
    WarpEvent.RoundEnded real = step.roundEnded();
    List<Integer> totals = new ArrayList<>(real.totals());
    totals.set(0, totals.get(0) + 3);
    WarpEvent.RoundEnded forged = new WarpEvent.RoundEnded(real.round(), real.winner(), real.blocked(),
        real.hands(), real.roundScores(), totals);
    Optional<String> failure = LedgerInvariants.scoresMatchEventLog().check(RULES, step.before(), step.move(),
        new Transition<>(step.after().state(), List.of(forged)));
    assertTrue(failure.orElseThrow().contains("the total reads"), failure::get);
  }

  @Test
  void theRealRoundEndPasses() {
    Step step = roundEndingStep(6L);
    assertEquals(Optional.empty(),
        LedgerInvariants.scoresMatchEventLog().check(RULES, step.before(), step.move(), step.after()));
  }

  @Test
  void aDrawOfferedBesideAChartIsCaught() {
    WarpState s = RULES.start(1L);
    List<WarpMove> legal = RULES.legalMoves(s);
    WarpMove chart = legal.stream().filter(m -> m instanceof WarpMove.Chart).findFirst().orElseThrow();
    var lying = new WarpInvariantsTest.LyingRules(List.of(chart, new WarpMove.Draw()));
    Optional<String> failure = LedgerInvariants.noDrawWhileChartable().check(lying, s, new WarpMove.Draw(),
        new Transition<>(s, List.of()));
    assertTrue(failure.orElseThrow().contains("was open"), failure::get);
  }

  private record Step(WarpState before, WarpMove move, Transition<WarpState, WarpEvent> after,
      WarpEvent.RoundEnded roundEnded) {}

  private static Step roundEndingStep(long seed) {
    WarpState s = RULES.start(seed);
    while (true) {
      WarpMove move = RULES.legalMoves(s).get(0);
      Transition<WarpState, WarpEvent> t = RULES.apply(s, move);
      for (WarpEvent e : t.events()) {
        if (e instanceof WarpEvent.RoundEnded roundEnded) {
          return new Step(s, move, t, roundEnded);
        }
      }
      s = t.state();
    }
  }
}
