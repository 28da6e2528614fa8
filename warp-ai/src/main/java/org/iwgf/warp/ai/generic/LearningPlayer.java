// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.generic;

import java.util.List;
import java.util.random.RandomGenerator;
import org.iwgf.warp.core.game.Player;

/**
 * A player that remembers what its own seat has seen: the table keeps one immutable memory per seat,
 * starts it at launch, and after every move folds in the seat's new view and its own copy of the events —
 * never anything the seat may not see. Memory makes a player stronger without letting it cheat.
 *
 * @param <M> the game's move type
 * @param <V> the game's per-seat view type
 * @param <E> the game's event type
 * @param <K> the memory, an immutable value
 * @since 0.1.0
 */
public interface LearningPlayer<M, V, E, K> extends Player<M, V> {

  /** The memory of a seat that has seen only {@code view}, the state it was dealt. */
  K remember(V view);

  /**
   * The memory after a move: the seat saw {@code before}, then {@code move} was made (by any seat), which
   * caused {@code seatEvents} as this seat may see them, and the seat now sees {@code after}.
   */
  K learn(K memory, V before, M move, List<E> seatEvents, V after);

  /** The move this player makes with {@code memory} of what its seat has seen. */
  M choose(V view, K memory, List<M> legalMoves, RandomGenerator random);

  /** Without memory: as if the seat had seen only {@code view}. */
  @Override
  default M choose(V view, List<M> legalMoves, RandomGenerator random) {
    return choose(view, remember(view), legalMoves, random);
  }
}
