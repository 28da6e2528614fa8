// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.List;
import java.util.Objects;

/**
 * The result of applying one move: the new state and what happened, in order. The state the move was
 * applied to is unchanged.
 *
 * @param <S> the game's state type
 * @param <E> the game's event type
 * @since 0.1.0
 */
public record Transition<S, E>(S state, List<E> events) {
  public Transition {
    Objects.requireNonNull(state, "state");
    events = List.copyOf(events);
  }
}
