// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.junit.jupiter.api.Test;

/** The arena's intervals stay honest at the extremes, and a sequential match stops once it is decided. */
class IntervalsTest {
  private static final double Z95 = 1.959964;
  private static final WarpConfig SHORT = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2)
      .campaignRounds(3).build();

  @Test
  void aCleanSweepIsNotReportedAsCertain() {
    double[] sweep = Arena.wilson(1.0, 40, Z95);
    assertEquals(1.0, sweep[1], 1e-12);
    assertTrue(sweep[0] < 0.95 && sweep[0] > 0.85, "40 of 40: " + sweep[0]);
    double[] none = Arena.wilson(0.0, 40, Z95);
    assertEquals(0.0, none[0], 1e-12);
    assertTrue(none[1] > 0.05, "0 of 40: " + none[1]);
  }

  @Test
  void wilsonIntervalsHoldTheirRateAndCoverAboutNinetyFivePercent() {
    long seed = 20261204L;
    SplittableRandom random = new SplittableRandom(seed);
    for (double p : new double[] {0.02, 0.5, 0.97}) {
      int covered = 0;
      for (int trial = 0; trial < 2_000; trial++) {
        int n = 60;
        int wins = 0;
        for (int i = 0; i < n; i++) {
          wins += random.nextDouble() < p ? 1 : 0;
        }
        double[] ci = Arena.wilson((double) wins / n, n, Z95);
        assertTrue(ci[0] <= (double) wins / n && (double) wins / n <= ci[1] && ci[0] >= 0 && ci[1] <= 1);
        covered += ci[0] <= p && p <= ci[1] ? 1 : 0;
      }
      assertTrue(covered > 1_820 && covered < 1_990, "seed " + seed + ", p " + p + ": covered " + covered);
    }
  }

  @Test
  void effectiveGamesLieBetweenOnePerDealAndOnePerGame() {
    assertEquals(100, Arena.effectiveGames(0.5, 0.25, 100, 4), 1e-9, "deals that vary like coin flips count once");
    assertEquals(400, Arena.effectiveGames(0.5, 0.0, 100, 4), 1e-9, "identical deals count every game");
    assertEquals(400, Arena.effectiveGames(1.0, 0.0, 100, 4), 1e-9, "a sweep counts every game");
    assertEquals(200, Arena.effectiveGames(0.5, 0.125, 100, 4), 1e-9);
  }

  @Test
  void aSequentialMatchStopsWhenDecidedAndPlaysTheFullMatchsFirstDeals() {
    Arena arena = Arena.of(SHORT, List.of(Entrant.parse("commander", Lookahead.standard()),
        Entrant.parse("random", Lookahead.standard())));
    List<int[]> reports = new ArrayList<>();
    List<Standing> decided = arena.playUntilDecided(1_000, 5, 2, (done, total) -> reports.add(new int[] {done, total}));
    int deals = decided.get(0).games() / 2;
    assertTrue(deals < 1_000 && deals % Arena.DECISION_BATCH == 0, "stopped after " + deals + " deals");
    assertEquals(arena.play(deals, 5, 1), decided, "the deals played are the full match's first ones");
    assertEquals(deals, reports.get(reports.size() - 1)[0]);
  }

  @Test
  void anEvenMatchRunsToItsBudget() {
    Arena arena = Arena.of(SHORT, List.of(Entrant.parse("greedy", Lookahead.standard()),
        Entrant.parse("greedy", Lookahead.standard())));
    assertEquals(120 * 2, arena.playUntilDecided(120, 3, 2, Arena.Progress.NONE).get(0).games());
  }
}
