// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.ismcts;

/**
 * Where an information-set search stops a random playout before the game ends, and what each seat has won
 * there. A game whose playouts are short plays them to the end ({@link #gameEnd()}); a long one (a Warp
 * campaign of many rounds) stops them where a decision's effect is settled and judges the position reached.
 *
 * @param <S> the game's state type
 * @since 1.0.0
 */
public interface Horizon<S> {

  /**
   * Whether a playout from {@code root}, the world the search started from, stops at {@code state}, a state
   * that is not the game's end.
   */
  boolean reached(S root, S state);

  /**
   * What {@code seat} has won at {@code state}, where a playout from {@code root} stopped: from 0 (the worst)
   * to 1 (the best), the scale of a finished game's rewards.
   */
  double reward(S root, S state, int seat);

  /** Playouts to the game's end, judged by its outcome alone. */
  static <S> Horizon<S> gameEnd() {
    return new Horizon<>() {
      @Override
      public boolean reached(S root, S state) {
        return false;
      }

      @Override
      public double reward(S root, S state, int seat) {
        throw new IllegalStateException("a playout to the game's end never stops before it");
      }
    };
  }
}
