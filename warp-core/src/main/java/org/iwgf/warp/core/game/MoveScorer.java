// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

/**
 * How good a move looks to the seat about to make it, judged from that seat's view alone; higher is
 * better. Used by {@link Player#greedy}.
 *
 * @param <M> the game's move type
 * @param <V> the game's per-seat view type
 * @since 0.1.0
 */
@FunctionalInterface
public interface MoveScorer<M, V> {

  /** The worth of {@code move} to the seat that sees {@code view}. */
  double score(V view, M move);
}
