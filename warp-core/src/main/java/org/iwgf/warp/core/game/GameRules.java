// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The contract every ruleset in Warp implements, so that agents, benchmarks and property tests work on any
 * game the same way. A {@code GameRules} instance is bound to one configuration; states are immutable
 * values and {@link #apply} is a pure function, so a game replays exactly from (configuration, seed, moves).
 *
 * @param <S> immutable game state
 * @param <M> move (data)
 * @param <E> event (data)
 * @param <V> what one seat may see of a state
 * @since 0.1.0
 */
public interface GameRules<S, M, E, V> {

  /**
   * The seat number a spectator's view carries: a spectator sits at no seat, so every seat's private
   * information is hidden from it. No table has a seat with this number.
   */
  int SPECTATOR = -1;

  /** Deals a new game whose every random choice follows from {@code seed}. */
  S start(long seed);

  /** Number of seats at the table of {@code state}. */
  int seats(S state);

  /**
   * The seat whose decision {@link #legalMoves} lists, or empty when the game is over.
   */
  OptionalInt toAct(S state);

  /**
   * Every move {@link #apply} accepts in {@code state}, in a fixed order. Empty exactly when the game is
   * over.
   */
  List<M> legalMoves(S state);

  /**
   * Applies {@code move} to {@code state}.
   *
   * @throws IllegalMoveException if the move is not legal; {@code state} is unchanged
   */
  Transition<S, E> apply(S state, M move);

  /**
   * The state after {@code move}: {@code apply(state, move).state()}, with the same checks and refusals, for
   * playouts and search that never read the events. Games may skip making the events here.
   *
   * @throws IllegalMoveException if the move is not legal; {@code state} is unchanged
   */
  default S next(S state, M move) {
    return apply(state, move).state();
  }

  /**
   * Applies {@code move} on behalf of {@code seat}, as a server does for a move a player submitted, so that
   * the server never checks turns itself. Games where several seats decide at once override this.
   *
   * @throws IllegalMoveException {@code NOT_YOUR_TURN} if {@code seat} is not the seat to act (or is not at
   *     the table), or any reason {@link #apply} gives; {@code state} is unchanged
   */
  default Transition<S, E> applyAs(S state, int seat, M move) {
    OptionalInt atHelm = toAct(state);
    if (atHelm.isPresent() && atHelm.getAsInt() != seat) {
      throw new IllegalMoveException("NOT_YOUR_TURN", seat < 0 || seat >= seats(state)
          ? "There is no seat " + seat + " at this table."
          : "It is seat " + atHelm.getAsInt() + "'s turn, not seat " + seat + "'s.");
    }
    return apply(state, move);
  }

  /** The final ranking once the game is over. */
  Optional<Outcome> outcome(S state);

  /** What {@code seat} may know of {@code state}: never anything hidden from that seat. */
  V view(S state, int seat);

  /** The events among {@code events} as {@code seat} may see them (hidden details removed). */
  List<E> eventsFor(List<E> events, int seat);

  /**
   * What anyone watching the table may know of {@code state}: public information only, in the same type as
   * a seat's view, whose seat is {@link #SPECTATOR} — no hand, no secret choice, no legal moves. Once a
   * round (or the game) is over and the rules show the hands it ended with to the table, the spectator sees
   * them too, as every seat does.
   *
   * @throws InvalidStateException if {@code state} is not a state of these rules
   */
  V spectatorView(S state);

  /**
   * The events among {@code events} as a spectator may see them: every detail hidden from some seat is
   * removed, so a spectator's copy names nothing that any seat's copy hides from another seat.
   *
   * @throws InvalidStateException if {@code events} is not a list of events (a {@code null} inside)
   */
  List<E> spectatorEvents(List<E> events);
}
