package org.iwgf.warp.core.game;

import java.util.List;

/**
 * The result of applying one move: the new state and what happened, in order. The state the move was
 * applied to is unchanged.
 *
 * @param <S> the game's state type
 * @param <E> the game's event type
 */
public record Transition<S, E>(S state, List<E> events) {
  public Transition {
    java.util.Objects.requireNonNull(state, "state");
    events = List.copyOf(events);
  }
}
