// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.ismcts;

import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.WarpState;

/**
 * Warp's horizon: a playout stops when the round it started in ends. A campaign runs many rounds, and each new
 * deal is chance the decision cannot steer, so the round's result is what a decision changes; random play
 * through every later round would cost most of the budget and only add noise. A seat's reward is its round
 * against the average opponent's, 0.5 + 0.5 · tanh(margin / scale): in a Points campaign the campaign points the
 * round cost it fewer than the others' average, on a scale of {@value #POINTS_SCALE} points; in a Go-out
 * campaign the rounds it won more, on a scale of half a round.
 */
final class RoundHorizon implements Horizon<WarpState> {
  /** Campaign points of a round's margin worth tanh(1) ≈ 0.76 of the way to a sure win. */
  static final double POINTS_SCALE = 20;
  /** Rounds won of a margin worth tanh(1). */
  static final double ROUNDS_SCALE = 0.5;

  @Override
  public boolean reached(WarpState root, WarpState state) {
    return state.phase() != Phase.PLAYING || state.round() != root.round();
  }

  @Override
  public double reward(WarpState root, WarpState state, int seat) {
    boolean points = state.config().objective() == Objective.POINTS_CAMPAIGN;
    int seats = state.seats();
    double mine = 0;
    double others = 0;
    for (int s = 0; s < seats; s++) {
      // Points count against a captain, rounds won for it.
      double gained = points ? root.campaignScores().get(s) - state.campaignScores().get(s)
          : state.roundWins().get(s) - root.roundWins().get(s);
      if (s == seat) {
        mine = gained;
      } else {
        others += gained;
      }
    }
    double margin = mine - others / (seats - 1);
    return 0.5 + 0.5 * Math.tanh(margin / (points ? POINTS_SCALE : ROUNDS_SCALE));
  }
}
