// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.junit.jupiter.api.Test;

/** Expert data: a function of its seed and not of its threads; real choices only; labels by the expert. */
class ExpertGamesTest {
  private static final long SEED = 41L;
  private static final WarpConfig CONFIG = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3)
      .campaignRounds(1).build();

  @Test
  void theDataDependsOnTheSeedAndNotOnTheThreads() {
    Officer expert = Officer.of(Commission.LIEUTENANT);
    List<TrainingSample> one = ExpertGames.play(CONFIG, expert, expert, 12, SEED, 1, (d, t) -> { });
    List<TrainingSample> two = ExpertGames.play(CONFIG, expert, expert, 12, SEED, 2, (d, t) -> { });
    assertEquals(one.size(), two.size(), "seed " + SEED);
    for (int i = 0; i < one.size(); i++) {
      assertArrayEquals(one.get(i).input(), two.get(i).input(), "seed " + SEED + ", sample " + i);
      assertArrayEquals(one.get(i).legal(), two.get(i).legal(), "seed " + SEED + ", sample " + i);
      assertArrayEquals(one.get(i).policy(), two.get(i).policy(), "seed " + SEED + ", sample " + i);
      assertEquals(one.get(i).value(), two.get(i).value(), "seed " + SEED + ", sample " + i);
    }
  }

  @Test
  void onlyRealChoicesAreKeptAndTheExpertLabelsTheLearnersGames() {
    Network untrained = Network.initialised("untrained", new NetworkShape(
        ObservationEncoder.of(CONFIG).layout().size(), List.of(16), ActionSpace.of(CONFIG).size()), SEED);
    OmegaCaptain learner = OmegaCaptain.of(untrained, CONFIG).withTemperature(1.0);
    Officer expert = Officer.heuristicCommander();
    List<TrainingSample> labelled = ExpertGames.play(CONFIG, learner, expert, 6, SEED, 2, (d, t) -> { });
    assertTrue(labelled.size() > 20, "seed " + SEED + ": " + labelled.size() + " decisions");
    int learnerAgrees = 0;
    Training probe = Training.of(untrained, 1e-3, 0);
    for (TrainingSample s : labelled) {
      assertTrue(s.legal().length > 1, "seed " + SEED + ": a forced decision was kept");
      learnerAgrees += probe.agreement(List.of(s)) == 1 ? 1 : 0;
    }
    // The untrained network's own picks are not the labels: the expert's are.
    assertTrue(learnerAgrees < labelled.size() * 0.8, "seed " + SEED + ": " + learnerAgrees + " of "
        + labelled.size());
  }

  @Test
  void aTeacherLabelsWithItsVisitSharesAndPlaysItsFavourite() {
    Network untrained = Network.initialised("untrained", new NetworkShape(
        ObservationEncoder.of(CONFIG).layout().size(), List.of(16), ActionSpace.of(CONFIG).size()), SEED);
    OmegaPlus teacher = OmegaPlus.of(untrained, CONFIG).withIterations(24).withoutTimeLimit();
    List<TrainingSample> taught = ExpertGames.play(CONFIG, teacher, teacher, 3, SEED, 1, (d, t) -> { });
    assertTrue(taught.size() > 10, "seed " + SEED + ": " + taught.size() + " decisions");
    int soft = 0;
    for (TrainingSample s : taught) {
      float[] p = s.policy();
      double sum = 0;
      int nonZero = 0;
      for (float share : p) {
        assertTrue(share >= 0, "seed " + SEED + ": a negative share");
        sum += share;
        nonZero += share > 0 ? 1 : 0;
      }
      assertEquals(1.0, sum, 1e-5, "seed " + SEED + ": the shares sum to one");
      // 24 visits: every share is a multiple of 1/24.
      for (float share : p) {
        assertEquals(0, Math.abs(share * 24 - Math.round(share * 24)), 1e-3, "seed " + SEED + ": " + share);
      }
      soft += nonZero > 1 ? 1 : 0;
    }
    assertTrue(soft > taught.size() / 2, "seed " + SEED + ": only " + soft + " of " + taught.size()
        + " labels spread over more than one move");
    // A captain that does not teach labels one-hot.
    Officer officer = Officer.heuristicCommander();
    for (TrainingSample s : ExpertGames.play(CONFIG, teacher, officer, 2, SEED, 1, (d, t) -> { })) {
      float max = 0;
      double sum = 0;
      for (float share : s.policy()) {
        max = Math.max(max, share);
        sum += share;
      }
      assertEquals(1f, max, "seed " + SEED + ": one-hot");
      assertEquals(1.0, sum, 1e-9, "seed " + SEED + ": one-hot");
    }
  }
  @Test
  void anOfficerTeachesTheSoftmaxOfItsChartScoresAndPlaysAsItWould() {
    Officer officer = Officer.heuristicCommander().withLookahead(Lookahead.of(4, 8, 3));
    Teacher teacher = officer.teaching(3.0);
    List<TrainingSample> taught = ExpertGames.play(CONFIG, teacher, teacher, 3, SEED, 1, (d, t) -> { });
    List<TrainingSample> played = ExpertGames.play(CONFIG, officer, officer, 3, SEED, 1, (d, t) -> { });
    assertTrue(taught.size() > 10, "seed " + SEED + ": " + taught.size() + " decisions");
    int soft = 0;
    for (TrainingSample s : taught) {
      double sum = 0;
      int nonZero = 0;
      for (float share : s.policy()) {
        assertTrue(share >= 0, "seed " + SEED + ": a negative share");
        sum += share;
        nonZero += share > 0 ? 1 : 0;
      }
      assertEquals(1.0, sum, 1e-5, "seed " + SEED + ": the shares sum to one");
      soft += nonZero > 1 ? 1 : 0;
    }
    assertTrue(soft > taught.size() / 4, "seed " + SEED + ": only " + soft + " of " + taught.size()
        + " labels spread over more than one move");
    // The labels differ, the games do not: the teacher chooses as the officer does.
    assertEquals(played.size(), taught.size(), "seed " + SEED);
    for (int i = 0; i < played.size(); i++) {
      assertArrayEquals(played.get(i).input(), taught.get(i).input(), "seed " + SEED + ", decision " + i);
    }
    assertThrows(IllegalArgumentException.class, () -> officer.teaching(0));
    assertThrows(IllegalArgumentException.class, () -> officer.teaching(Double.NaN));
  }
}
