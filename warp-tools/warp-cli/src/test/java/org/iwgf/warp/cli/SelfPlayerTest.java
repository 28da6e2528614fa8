// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.captain.RandomCaptain;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.omega.MoveFeatures;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.OmegaPlus;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.junit.jupiter.api.Test;

/**
 * The self-play captain: at temperature 0 it plays Ω+'s move, above 0 it draws among the moves the search
 * visited, and a temperature below 0 is refused. The position comes from seeded random play.
 */
class SelfPlayerTest {
  private static final long SEED = 21;
  private static final WarpRules RULES = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_9, 2));
  private static final OmegaPlus SEARCH = OmegaPlus.of(Network.initialised("test",
      TableMix.shape(RULES.config(), List.of(16), MoveFeatures.NONE), SEED)).withIterations(16).withWorlds(4)
      .withoutTimeLimit();

  @Test
  void atTemperatureZeroItPlaysTheSearchsMove() {
    SeatView view = choice();
    for (long s = 0; s < 5; s++) {
      assertEquals(SEARCH.choose(view, Intel.none(), new SplittableRandom(s)),
          new SelfPlayer(SEARCH, 0).choose(view, Intel.none(), new SplittableRandom(s)), "generator " + s);
    }
  }

  @Test
  void aboveZeroItDrawsAmongTheVisitedMovesOnly() {
    SeatView view = choice();
    List<WarpMove> legal = view.legalMoves();
    SelfPlayer player = new SelfPlayer(SEARCH, 1);
    Set<WarpMove> played = new HashSet<>();
    for (long s = 0; s < 40; s++) {
      float[] shares = new float[legal.size()];
      WarpMove move = player.teach(view, Intel.none(), new SplittableRandom(s), shares);
      assertTrue(shares[legal.indexOf(move)] > 0, "seed " + SEED + ", generator " + s + ": " + move
          + " was never visited");
      played.add(move);
    }
    assertTrue(played.size() > 1, "seed " + SEED + ": 40 draws over " + legal.size() + " moves all played " + played);
  }

  @Test
  void aTemperatureBelowZeroIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> new SelfPlayer(SEARCH, -0.5));
    assertThrows(IllegalArgumentException.class, () -> new SelfPlayer(SEARCH, Double.POSITIVE_INFINITY));
  }

  /** The first position of seeded random play where the seat to act has three or more moves. */
  private static SeatView choice() {
    WarpState s = RULES.start(SEED);
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 2_000 && !s.isOver(); i++) {
      SeatView v = RULES.view(s, s.toAct());
      if (v.legalMoves().size() >= 3) {
        return v;
      }
      s = RULES.apply(s, RandomCaptain.create().choose(v, random)).state();
    }
    throw new AssertionError("seed " + SEED + ": no position with three moves met");
  }
}
