// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * How a search that sees one seat's view alone guesses the rest of a game: whole states that agree with
 * everything the seat can see and has learned, one plausible world per sample. Each game that has hidden
 * information or chance ships one beside its rules, so that a searching player (warp-ai's information-set
 * search) plays any game of the registry without reading a hidden detail.
 *
 * <p>What a seat has learned is its knowledge {@code K}, an immutable value folded from the seat's own views and
 * its own copy of the events only (as a table keeps a learning player's memory): a tile a seat was shown not to
 * hold when it passed, say. A sample may differ from the real state in everything the seat cannot see — other
 * hands, the order of what is still to be drawn, the random stream of future dice — and in nothing it can.
 *
 * <p>Implementations are immutable and draw every random choice from the generator they are handed, so a world
 * depends only on the view, the knowledge and the generator's position.
 *
 * @param <S> the game's state type
 * @param <M> the game's move type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 * @param <K> what a seat has learned, an immutable value
 * @since 1.0.0
 */
public interface Determinization<S, M, E, V, K> {

  /** The knowledge of a seat that has seen only {@code view}, the state it was dealt. */
  K remember(V view);

  /**
   * The knowledge after a move: the seat knew {@code knowledge} and saw {@code before}, then {@code move} was
   * made (by any seat), which caused {@code seatEvents} as this seat may see them, and the seat now sees
   * {@code after}.
   */
  K learn(K knowledge, V before, M move, List<E> seatEvents, V after);

  /**
   * The worlds of one decision: a source of whole states consistent with {@code view} and {@code knowledge}.
   * Whatever work the view's hidden places need is done once here, not once per world.
   *
   * @throws InvalidStateException if {@code view} belongs to no seat of these rules
   */
  Worlds<S> worlds(V view, K knowledge);

  /**
   * A source of whole states that all look the same to one seat.
   *
   * @param <S> the game's state type
   * @since 1.0.0
   */
  @FunctionalInterface
  interface Worlds<S> {
    /** One world, its hidden places filled from {@code random}. */
    S sample(RandomGenerator random);
  }
}
