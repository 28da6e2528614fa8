// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.game;

import java.util.List;
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
   * compact description of them ({@code moveMenu}) where the game has one (the dice race's secret choice, the
   * battle game's every decision), and otherwise the first this many; {@code moveCount} always says how many
   * there are. The battle game's description goes with every update at the helm, its board being built from it.
   */
  int MAX_LISTED_MOVES = 500;

  /**
   * How many updates a client that comes back can be sent one by one: a client that missed at most this many
   * moves gets each of them ({@link #updatesAfter}); one that missed more gets a fresh view instead. The game
   * keeps for this at most two past states (one every this many moves) and its record of moves, whatever the
   * number; catching up replays at most twice this many moves.
   *
   * @since 1.0.0
   */
  int REPLAYED_UPDATES = 64;

  /**
   * What a seat was shown right after one move: the number of moves played then ({@code ply}, the update's
   * sequence number), the seat then at the helm, whether the game was then over, and the seat's update of that
   * moment as {@link #seatUpdate} writes it.
   *
   * @param ply moves played at that moment
   * @param toAct the seat at the helm then, empty when nobody was
   * @param over whether the game was over then
   * @param seatUpdate the seat's update then, as JSON
   * @since 1.0.0
   */
  record PastUpdate(int ply, OptionalInt toAct, boolean over, String seatUpdate) {}

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

  /**
   * The updates {@code seat} ({@code GameRules.SPECTATOR} for a spectator) was due after every move since the
   * game stood at ply {@code since}, oldest first, each drawn again for that seat as {@link #seatUpdate} drew
   * it then (never another seat's copy): an empty list when {@code since} is the present ply. Empty when they
   * cannot be given: {@code since} is negative, ahead of the game, or more than {@link #REPLAYED_UPDATES}
   * moves back.
   *
   * @since 1.0.0
   */
  Optional<List<PastUpdate>> updatesAfter(int since, int seat);

  /**
   * This game as it stood after its first {@code ply} moves, played again from its configuration and seed into
   * a new live game; this one is not touched. What a replay of a finished table steps through.
   *
   * @throws IllegalArgumentException if {@code ply} is negative or past the moves played
   * @since 1.0.0
   */
  LiveGame replayed(int ply);

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
