// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The checks every game's rules make of what a caller hands them, before any rule is consulted: a state
 * that exists and was dealt under the rules' own configuration, a seat at the table, a list of events
 * without holes. One place, so that every game refuses such input with the same codes and words.
 *
 * @since 0.1.0
 */
public final class Guards {
  private Guards() {}

  /**
   * Returns {@code state} if the rules configured with {@code config} can play it.
   *
   * @throws InvalidStateException {@code MISSING_STATE} for no state, {@code CONFIG_MISMATCH} for a state
   *     of another configuration
   */
  public static <S> S ownState(S state, Object config, Function<? super S, ?> configOf) {
    if (state == null) {
      throw new InvalidStateException("MISSING_STATE", "No state was given.");
    }
    Object own = configOf.apply(state);
    if (own != config && !Objects.equals(own, config)) {
      throw new InvalidStateException("CONFIG_MISMATCH", "The state was dealt under another configuration than "
          + "these rules play.");
    }
    return state;
  }

  /**
   * Returns {@code seat} if it is one of {@code seats}.
   *
   * @throws InvalidStateException {@code SEATS}
   */
  public static int seat(int seat, int seats) {
    if (seat < 0 || seat >= seats) {
      throw new InvalidStateException("SEATS", "There is no seat " + seat + " at a table of " + seats + ".");
    }
    return seat;
  }

  /**
   * Returns {@code events} if it is a list without empty entries.
   *
   * @throws InvalidStateException {@code MISSING_FIELD}
   */
  public static <E> List<E> events(List<E> events) {
    if (events == null || events.stream().anyMatch(Objects::isNull)) {
      throw new InvalidStateException("MISSING_FIELD", "No events, or an empty entry among them, were given.");
    }
    return events;
  }
}
