// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/** The player behind {@link Player#greedy}. */
final class GreedyPlayer<M, V> implements Player<M, V> {
  private final MoveScorer<M, V> scorer;

  GreedyPlayer(MoveScorer<M, V> scorer) {
    this.scorer = Objects.requireNonNull(scorer, "scorer");
  }

  @Override
  public M choose(V view, List<M> legalMoves, RandomGenerator random) {
    if (legalMoves.isEmpty()) {
      throw new IllegalArgumentException("There are no legal moves to choose from.");
    }
    M best = legalMoves.get(0);
    double bestScore = Double.NEGATIVE_INFINITY;
    int ties = 0;
    for (M move : legalMoves) {
      double score = scorer.score(view, move);
      if (score > bestScore) {
        best = move;
        bestScore = score;
        ties = 1;
      } else if (score == bestScore) {
        // Reservoir sampling keeps each tied move equally likely without a second pass.
        ties++;
        if (random.nextInt(ties) == 0) {
          best = move;
        }
      }
    }
    return best;
  }
}
