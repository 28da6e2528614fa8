// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.generic;

import org.iwgf.warp.core.game.Transition;

/**
 * Hears a game as a {@link GameTable} runs it, hidden details included (the host's copy); a listener that
 * shows them to players decides what to leave out.
 *
 * @param <S> the game's state type
 * @param <M> the game's move type
 * @param <E> the game's event type
 * @since 0.1.0
 */
@FunctionalInterface
public interface TableListener<S, M, E> {

  /** The seat at {@code seat} made {@code move}, which led to {@code after}. */
  void moved(int seat, M move, Transition<S, E> after);

  /** Hears nothing. */
  static <S, M, E> TableListener<S, M, E> none() {
    return (seat, move, after) -> { };
  }
}
