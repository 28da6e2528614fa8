// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.util.List;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.omega.OmegaPlus;
import org.iwgf.warp.ai.omega.Teacher;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * Ω+ at every seat of a self-play game. It searches exactly as {@link OmegaPlus} does — from its seat's view and
 * what the seat has learned, never a hidden coordinate of another seat or of the Uncharted Sectors — teaches
 * the search's root visit shares, and plays a move drawn from those shares sharpened by {@code temperature}
 * (each share raised to 1 / temperature), as AlphaZero's self-play does so that its games do not all follow
 * one line; at temperature 0 it plays the most visited move, as Ω+ does. The draw comes from the game's
 * generator after the search, so a game is a function of its seed.
 *
 * @param search Ω+ over the network of the generation that plays
 * @param temperature 0 for the most visited move, otherwise how flat the draw over the visit shares is
 */
record SelfPlayer(OmegaPlus search, double temperature) implements Teacher {
  SelfPlayer {
    if (!(temperature >= 0) || Double.isInfinite(temperature)) {
      throw new IllegalArgumentException("--temperature is a finite number ≥ 0, not " + temperature + ".");
    }
  }

  @Override
  public WarpMove choose(SeatView view, RandomGenerator random) {
    return choose(view, Intel.none(), random);
  }

  @Override
  public WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
    return teach(view, intel, random, new float[Captain.movesOpenTo(view).size()]);
  }

  @Override
  public WarpMove teach(SeatView view, Intel intel, RandomGenerator random, float[] shares) {
    WarpMove most = search.teach(view, intel, random, shares);
    List<WarpMove> legal = Captain.movesOpenTo(view);
    if (temperature == 0 || legal.size() == 1) {
      return most;
    }
    double[] weights = new double[legal.size()];
    double sum = 0;
    for (int k = 0; k < weights.length; k++) {
      weights[k] = Math.pow(shares[k], 1 / temperature);
      sum += weights[k];
    }
    if (!(sum > 0) || Double.isInfinite(sum)) {
      return most; // shares too sharp to raise to this power: the draw would be the most visited move anyway
    }
    double at = random.nextDouble() * sum;
    for (int k = 0; k < weights.length; k++) {
      at -= weights[k];
      if (at < 0) {
        return legal.get(k);
      }
    }
    return most;
  }

  /** Ω+ searches worlds that respect what its seat has learned. */
  @Override
  public boolean usesIntel() {
    return true;
  }
}
