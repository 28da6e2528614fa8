// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.List;

/**
 * Reading and writing one game's documents as text: every game of the library has one, in the same shape,
 * and a {@link GameProvider} hands it out, so a tool that knows no game in particular can save, load and
 * check any of them. Implementations are immutable and thread-safe; equal values give equal text.
 *
 * <p>Reading is strict and fails only with the library's coded exceptions: an
 * {@link InvalidConfigException} when a configuration read on its own breaks a rule of the game, and an
 * {@link InvalidStateException} for every other document that cannot be read or does not hold together
 * (codes such as {@code MALFORMED_JSON}, {@code UNKNOWN_TYPE}, {@code UNKNOWN_FIELD}, {@code MISSING_FIELD},
 * {@code BAD_VALUE}, {@code TOO_LARGE}, or {@code CONFIG} when an embedded configuration breaks a rule).
 * Nothing is returned when reading fails.
 *
 * @param <C> configuration
 * @param <S> game state
 * @param <M> move
 * @param <E> event
 * @param <V> what one seat may see of a state
 * @since 1.0.0
 */
public interface GameCodec<C, S, M, E, V> {

  /** A configuration as text. */
  String writeConfig(C config);

  /**
   * Reads a configuration and checks it as the game's rules do.
   *
   * @throws InvalidConfigException if it breaks a rule of the game
   * @throws InvalidStateException if the text is not a configuration at all
   */
  C readConfig(String text);

  /** The whole state, hidden information included: for saving a game, never for a seat. */
  String writeState(S state);

  /**
   * Reads a saved state and checks that it holds together.
   *
   * @throws InvalidStateException if it cannot be read or does not hold together
   */
  S readState(String text);

  /** A move as text. */
  String writeMove(M move);

  /**
   * Reads a move; whether it is legal is for {@link GameRules#apply} to say.
   *
   * @throws InvalidStateException if it cannot be read
   */
  M readMove(String text);

  /** Events as text, in order. */
  String writeEvents(List<E> events);

  /**
   * Reads a list of events.
   *
   * @throws InvalidStateException if it cannot be read
   */
  List<E> readEvents(String text);

  /** One seat's view as text. */
  String writeView(V view);

  /**
   * Reads a seat's view.
   *
   * @throws InvalidStateException if it cannot be read or does not hold together
   */
  V readView(String text);

  /** A whole game (configuration, seed, moves) as text, in the game's own record form. */
  String writeRecord(RecordedGame<C, M> record);

  /**
   * Reads a game record. Its moves are checked only when it is {@linkplain RecordedGame#replay replayed}.
   *
   * @throws InvalidStateException if it cannot be read, code {@code CONFIG} if its configuration is invalid
   */
  RecordedGame<C, M> readRecord(String text);
}
