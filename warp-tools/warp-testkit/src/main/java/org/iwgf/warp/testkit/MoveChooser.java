// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.core.model.WarpMove;

/**
 * How {@link PropertyRunner} picks the move to play from the legal ones: the Warp form of
 * {@link GameProperties.Chooser}. Must be a pure function of its arguments (and of the random numbers it
 * draws), so that a game replays from its seed.
 *
 * @since 0.1.0
 */
@FunctionalInterface
public interface MoveChooser extends GameProperties.Chooser<WarpMove> {

  /**
   * The index into {@code legal} (never empty) of the move to play at ply {@code ply} (0 for the first move
   * of the game); {@code random} is seeded from the game's seed.
   */
  @Override
  int choose(int ply, List<WarpMove> legal, SplittableRandom random);

  /** Uniformly among the legal moves: the default. */
  static MoveChooser uniform() {
    return (ply, legal, random) -> random.nextInt(legal.size());
  }

  /**
   * Greedy: chart the heaviest coordinate it can (ties broken at random), and otherwise pick uniformly
   * among the other moves — a cheap stand-in for a sensible captain, so that property runs also reach the
   * positions careful play leads to (long trails, early go-outs) and not only those of random play.
   */
  static MoveChooser heaviestChart() {
    return (ply, legal, random) -> {
      int best = -1;
      int bestPips = -1;
      int ties = 0;
      for (int i = 0; i < legal.size(); i++) {
        if (legal.get(i) instanceof WarpMove.Chart) {
          int pips = ((WarpMove.Chart) legal.get(i)).coordinate().pips();
          if (pips > bestPips) {
            best = i;
            bestPips = pips;
            ties = 1;
          } else if (pips == bestPips && random.nextInt(++ties) == 0) {
            best = i;
          }
        }
      }
      return best >= 0 ? best : random.nextInt(legal.size());
    };
  }

  /** Always move {@code (ply × stride) mod size}: no randomness at all, for golden tables. */
  static MoveChooser stride(int stride) {
    return (ply, legal, random) -> (int) (((long) ply * stride) % legal.size());
  }
}
