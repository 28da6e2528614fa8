// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.InvalidStateException;

/**
 * The whole truth of a Warp sector at one moment, hidden information included: every hand, the order of
 * Uncharted Sectors and the random-number position, read only. Immutable; produced by {@link
 * org.iwgf.warp.core.engine.WarpRules#start} and {@link org.iwgf.warp.core.engine.WarpRules#apply}, which
 * accept only the states they produce (or restore). Never show a state to a player: show {@link
 * org.iwgf.warp.core.engine.WarpRules#view} instead.
 *
 * <p>An interface in the model so that the rule-plugin SPI's hooks and every caller read a state without
 * depending on the engine that makes it; the engine's one implementation is package-private, so a call
 * through this interface has one target and costs what a call on a final class did.
 *
 * <p>Two states are {@code equals} when every part of them is equal, so a replay can be checked against
 * the original. Since 1.0.0 an interface; a class with the same methods before (restore a saved state with
 * {@link org.iwgf.warp.core.engine.WarpRules#restoreState}).
 *
 * @since 0.1.0
 */
public interface WarpState {
  /**
   * Most rounds one sector deals, re-deals of blocked Go-out rounds included. A sector still going then
   * ends as it stands; no real sector comes near, but the bound keeps every counter and the round history
   * finite whatever a saved state or a run of blocked rounds holds.
   */
  int MAX_ROUNDS_DEALT = 2_000;

  /** The configuration the sector was launched with. */
  WarpConfig config();

  /** Number of captains. */
  int seats();

  /** Where the sector stands: in play, waiting on an overtime vote, or over. */
  Phase phase();

  /** True once the sector is over. */
  boolean isOver();

  /** The round in play, from 1 (a re-dealt Go-out round keeps its number). */
  int round();

  /** Pip of this round's Spacedock (12 for 12-12). */
  int spacedockPip();

  /** This round's Spacedock. */
  Coordinate spacedock();

  /** The captain who opened this round. */
  int roundStarter();

  /** The captain at the helm (the one whose decision is awaited); meaningless once the sector is over. */
  int toAct();

  /** {@code seat}'s hand, in coordinate order. */
  List<Coordinate> hand(int seat);

  /** Number of coordinates {@code seat} holds. */
  int handSize(int seat);

  /** True if {@code seat} holds {@code c}. */
  boolean holds(int seat, Coordinate c);

  /** Pip total of {@code seat}'s hand, both ends of every coordinate counted (no special settings). */
  int handPips(int seat);

  /** Coordinates left in Uncharted Sectors. */
  int unchartedCount();

  /** Uncharted Sectors in draw order (hidden information). */
  List<Coordinate> uncharted();

  /**
   * The trail along {@code route}.
   *
   * @throws InvalidStateException code {@code SEATS} if the route is not at this table
   */
  Trail trail(Route route);

  /** The Neutral Zone. */
  Trail neutralZone();

  /** True while {@code seat}'s Distress Beacon is up (shields down). */
  boolean beaconUp(int seat);

  /**
   * True until {@code seat}'s first turn of this round has ended: while it is still to come, or under way.
   * That turn opens only the captain's own Warp Trail and the Neutral Zone (Section III, "Opening the round").
   *
   * @throws InvalidStateException code {@code SEATS} if there is no such seat
   */
  boolean firstTurnPending(int seat);

  /**
   * Whether Section III's route rules alone open {@code route} to {@code seat} as the table stands, with no
   * double waiting (a Red Alert takes only its cover, on its own route) and no rule plugin consulted: the
   * captain's own Warp Trail and the Neutral Zone, and another captain's trail while that captain's Distress
   * Beacon is up, except during the seat's {@linkplain #firstTurnPending first turn} of the round. Rules in play
   * may narrow or widen this; {@link org.iwgf.warp.core.engine.WarpRules#legalMoves} answers with all of them.
   * The rule itself is {@link Route#openBySectionIii(int, int, int, int)}.
   *
   * @throws InvalidStateException code {@code SEATS} if there is no such seat or the route is not at this table
   */
  boolean openBySectionIii(int seat, Route route);

  /** The unsatisfied double, if any. */
  Optional<RedAlert> redAlert();

  /** True if the captain at the helm has already drawn this turn. */
  boolean drewThisTurn();

  /** Campaign totals per seat (points campaign; zeros under Go-out). */
  List<Integer> campaignScores();

  /**
   * Campaign totals per seat before the scoring floor: equal to {@link #campaignScores()} unless a round
   * score went below zero (Longest Trail bonus); ranks campaign totals that are otherwise level.
   */
  List<Integer> rawCampaignScores();

  /** Rounds won per seat. */
  List<Integer> roundWins();

  /** Every round finished so far, in order (re-dealt Go-out rounds included). */
  List<RoundResult> history();

  /** Seats still to vote on overtime, as a bit set ({@link Phase#OVERTIME_VOTE} only). */
  int overtimeVotesPending();

  /** Seats that accepted overtime so far, as a bit set. */
  int overtimeVotesAccepted();

  /** Position of the state's random-number generator (hidden information). */
  long rngPosition();

  /** The state of plugin {@code id}, if it keeps one. */
  Optional<PluginState> pluginState(String id);

  /** Every plugin state, by plugin id. */
  Map<String, PluginState> pluginStates();

  /** True if {@code c} lies on the table (a trail, the Spacedock or a fracture branch). */
  boolean onTable(Coordinate c);

  /** This state as plain data, for saving. */
  StateSnapshot snapshot();
}
