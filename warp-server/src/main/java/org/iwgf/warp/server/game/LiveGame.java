// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.game;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import org.iwgf.warp.rating.rated.VerifiedResult;

/**
 * A game in play, spoken in JSON: the server keeps one per table and never sees the game's own types.
 * Not thread-safe: the table that owns it serialises every call.
 *
 * @since 0.1.0
 */
public interface LiveGame {

  /**
   * The most moves a seat's update lists. A seat with more open to it gets, instead of the list, the game's
   * compact description of them ({@code moveMenu}) where the game has one (the dice race's secret choice), and
   * otherwise the first this many; {@code moveCount} always says how many there are.
   */
  int MAX_LISTED_MOVES = 500;

  /** The game's name ({@code warp}, {@code classic}, {@code blackhole}, {@code wormhole}). */
  String game();

  /** Number of seats. */
  int seats();

  /** The seat to act, empty when the game is over or nobody is to act. */
  OptionalInt toAct();

  /** Moves played so far. */
  int ply();

  /**
   * Plays {@code moveJson} as {@code seat}'s move with {@code GameRules.applyAs}; nothing changes if it
   * throws.
   *
   * @return the move as the game writes it, to be stored
   * @throws org.iwgf.warp.core.game.WarpException for a move that does not read, is illegal or not the seat's
   */
  String play(int seat, String moveJson);

  /**
   * Takes back the last move, which its table could not record: the state, the last events and the move count
   * are what they were before it. Only the one last move can be taken back.
   *
   * @throws IllegalStateException if no move was played since the last one taken back
   */
  void undoLast();

  /**
   * Checks that this game has an officer of rank {@code rank}.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException {@code UNKNOWN_OFFICER} if not
   */
  void checkOfficer(String rank);

  /** Lets the officer of rank {@code rank} at the helm choose and play a move; returns the move's JSON. */
  String playOfficer(String rank, RandomGenerator random);

  /**
   * What {@code seat} sees now, as JSON: view, the last move's events for that seat, and if at the helm its
   * legal moves — at most {@link #MAX_LISTED_MOVES} of them listed, their number and, when they are more, the
   * game's compact description of them. {@code GameRules.SPECTATOR} gets the spectator's view and events:
   * public information only.
   */
  String seatUpdate(int seat);

  /** The outcome as JSON once the game is over. */
  Optional<String> outcome();

  /** Whether this game can be rated (it has a result verifier). */
  boolean rateable();

  /**
   * The finished game's result as the verifier re-derives it from the record (configuration, seed, moves),
   * checked against the outcome the table reached.
   *
   * @throws IllegalStateException if the game is not over or cannot be rated
   */
  VerifiedResult verifiedResult();

  /** Advice for the seat at the helm as JSON, empty if this game has no advisor. */
  Optional<String> advise();
}
