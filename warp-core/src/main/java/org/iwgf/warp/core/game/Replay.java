// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.List;

/**
 * Replays a recorded game of any ruleset: the rules are a pure function of (configuration, seed, moves), so
 * the same moves from the same seed rebuild every state exactly.
 *
 * @since 0.1.0
 */
public final class Replay {
  private Replay() {}

  /**
   * The state after playing {@code moves} in order from {@code rules.start(seed)}.
   *
   * @throws InvalidStateException with code {@code REPLAY} if a move is not legal where it was recorded; the
   *     message names the move as {@code moves[i]} (counting from 0), the move, why it is refused and the
   *     refusal's code
   */
  public static <S, M> S of(GameRules<S, M, ?, ?> rules, long seed, List<M> moves) {
    S state = rules.start(seed);
    for (int i = 0; i < moves.size(); i++) {
      M move = moves.get(i);
      try {
        state = rules.apply(state, move).state();
      } catch (IllegalMoveException e) {
        throw new InvalidStateException("REPLAY", "Recorded move moves[" + i + "] (" + move
            + ") cannot be replayed: " + e.getMessage() + " [" + e.code() + "]", e);
      }
    }
    return state;
  }
}
