// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.ai.captain.RandomCaptain;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.junit.jupiter.api.Test;

/**
 * A smoke test of strength: a tiny network learns the Commander's moves and the outcomes of its games for a
 * few seconds, and Ω+ thinking with it beats random play clearly at Warp 9 with two captains.
 */
class OmegaPlusStrengthTest {
  private static final long SEED = 3;
  private static final WarpConfig CONFIG = WarpConfig.standard(WarpFactor.WARP_9, 2).toBuilder().campaignRounds(1)
      .build();

  @Test
  void omegaPlusBeatsRandomPlay() {
    List<TrainingSample> samples = new ArrayList<>(ExpertGames.play(CONFIG, Officer.heuristicCommander(), 80,
        SEED, (done, total) -> { }));
    Training training = Training.of(OmegaPlusTest.network(CONFIG, 32, SEED), 3e-3, 1.0);
    SplittableRandom order = new SplittableRandom(SEED);
    for (int epoch = 0; epoch < 4; epoch++) {
      for (int i = samples.size() - 1; i > 0; i--) {
        int j = order.nextInt(i + 1);
        samples.set(i, samples.set(j, samples.get(i)));
      }
      for (int from = 0; from < samples.size(); from += 32) {
        training.step(samples.subList(from, Math.min(samples.size(), from + 32)));
      }
    }
    OmegaPlus plus = OmegaPlus.of(training.network(), CONFIG).withIterations(48).withoutTimeLimit();
    Arena arena = Arena.of(CONFIG, List.of(new Entrant("Omega+", plus), new Entrant("random", RandomCaptain.create())));
    Standing omegaPlus = arena.play(80, SEED + 1, 2).get(0);
    assertTrue(omegaPlus.winRate() > 0.6 && omegaPlus.low() > 0.5, "seed " + SEED + ": Ω+ against random play: "
        + omegaPlus.describe());
  }
}
