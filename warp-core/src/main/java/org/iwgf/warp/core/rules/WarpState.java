// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.rules;

import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.TileBits;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.PluginState;
import org.jspecify.annotations.Nullable;

/**
 * The whole truth of a Warp sector at one moment, hidden information included: every hand, the order of
 * Uncharted Sectors and the random-number position. Immutable; produced by {@link WarpRules#start} and
 * {@link WarpRules#apply}. Never show a state to a player: show {@link WarpRules#view} instead.
 *
 * <p>Two states are {@code equals} when every part of them is equal, so a replay can be checked against
 * the original.
 *
 * @since 0.1.0
 */
public final class WarpState {
  /**
   * Most rounds one sector deals, re-deals of blocked Go-out rounds included. A sector still going then
   * ends as it stands; no real sector comes near, but the bound keeps every counter and the round history
   * finite whatever a saved state or a run of blocked rounds holds.
   */
  public static final int MAX_ROUNDS_DEALT = 2_000;

  // The fields below are written only while the engine builds this state from the one before (a Draft
  // writes the new state in place rather than through a second copy of every field) and never once it is
  // handed out: publish() fences them as a constructor's final fields would be.
  // The turn's small counters in one int (Turn): a state, made at every move, is 48 bytes rather than 64.
  // Written through the Draft's setters.
  int turn;
  // What stays the same through a round's moves, shared by every state of the round.
  RoundFrame frame;
  // Each seat's hand as dealt and drawn, one array a seat; what the seat has laid on the table since is still
  // set here and masked off by the board (a hand is handWord): a chart then copies the board alone, not a hand
  // and the array of hands. Only a move that gives or takes a coordinate otherwise copies a hand.
  long[][] hands;
  // The coordinates laid and every route's open end (Board), and the order they were laid in (Laid).
  long[] board;
  @Nullable Laid laid;
  int beacons;
  @Nullable RedAlert alert;
  Map<String, PluginState> plugins;
  // The moves legalMoves last listed for this state, kept only inside the engine (callers get a read-only
  // view), so that apply can trust a move that is one of them: a cache like String's hash, not part of the
  // state. A race between threads at worst loses it; the list's contents never change after it is set.
  @Nullable Listing listed;
  WarpState(WarpConfig config, Phase phase, int round, int spacedock, int roundStarter, int firstTurns, int toAct,
      long[][] hands, int[] pile, int pileTop, long[] board, @Nullable Laid laid, int beacons,
      @Nullable RedAlert alert,
      boolean drew, int passStreak, int[] scores, int[] roundWins, int votesPending, int votesAccepted,
      List<RoundResult> history, long rng, Map<String, PluginState> plugins) {
    this(Turn.of(toAct, passStreak, drew, phase, pileTop), new RoundFrame(config, round, spacedock, roundStarter,
        firstTurns, pile, scores, roundWins, votesPending, votesAccepted, history, rng), hands, board, laid, beacons,
        alert, plugins);
  }

  /** A copy of {@code s} sharing its arrays, with {@code plugins} as its plugin states; not yet published. */
  WarpState(WarpState s, Map<String, PluginState> plugins) {
    this(s.turn, s.frame, s.hands, s.board, s.laid, s.beacons, s.alert, plugins);
  }

  /**
   * {@code s}'s round with the given per-move fields: how the search kernel hands a position back to the
   * engine; not yet published.
   */
  WarpState(WarpState s, int toAct, long[][] hands, RoundFrame frame, int pileTop, long[] board,
      @Nullable Laid laid, int beacons, @Nullable RedAlert alert, boolean drew, int passStreak) {
    this(Turn.of(toAct, passStreak, drew, s.phase(), pileTop), frame, hands, board, laid, beacons, alert,
        s.plugins);
  }

  private WarpState(int turn, RoundFrame frame, long[][] hands, long[] board, @Nullable Laid laid, int beacons,
      @Nullable RedAlert alert, Map<String, PluginState> plugins) {
    this.turn = turn;
    this.frame = frame;
    this.hands = hands;
    this.board = board;
    this.laid = laid;
    this.beacons = beacons;
    this.alert = alert;
    this.plugins = plugins;
  }

  /** The turn's counters but the top of the pile, for comparing states. */
  int turnCounters() {
    return turn & Turn.COUNTERS;
  }

  /** Passes in a row since the last chart, draw or beacon. */
  int passStreak() {
    return Turn.streak(turn);
  }

  /** The index in the round's pile of the next coordinate to draw. */
  int pileTop() {
    return Turn.pileTop(turn);
  }

  /**
   * Returns this state once the engine has written its last field. The release fence orders those writes
   * before any store that hands the state out, which is what the constructor's end does for final fields:
   * a thread that reads the state through a data race sees it whole.
   */
  WarpState publish() {
    VarHandle.releaseFence();
    return this;
  }

  /** The configuration the sector was launched with. */
  public WarpConfig config() {
    return frame.config;
  }

  /** Number of captains. */
  public int seats() {
    return frame.seats;
  }

  public Phase phase() {
    return Turn.phase(turn);
  }

  /** True once the sector is over. */
  public boolean isOver() {
    return phase() == Phase.OVER;
  }

  /** The round in play, from 1 (a re-dealt Go-out round keeps its number). */
  public int round() {
    return frame.round;
  }

  /** Pip of this round's Spacedock (12 for 12-12). */
  public int spacedockPip() {
    return frame.spacedock;
  }

  /** This round's Spacedock. */
  public Coordinate spacedock() {
    return Coordinate.of(frame.spacedock, frame.spacedock);
  }

  /** The captain who opened this round. */
  public int roundStarter() {
    return frame.roundStarter;
  }

  /** The captain at the helm (the one whose decision is awaited); meaningless once the sector is over. */
  public int toAct() {
    return Turn.seat(turn);
  }

  /** {@code seat}'s hand, in coordinate order. */
  public List<Coordinate> hand(int seat) {
    checkSeat(seat);
    Coordinate[] out = new Coordinate[handSize(seat)];
    int i = 0;
    for (int w = 0; w < frame.words; w++) {
      long bits = handWord(seat, w);
      while (bits != 0) {
        out[i++] = Coordinate.ofIndex((w << 6) + Long.numberOfTrailingZeros(bits));
        bits &= bits - 1;
      }
    }
    return List.of(out);
  }

  /** Number of coordinates {@code seat} holds. */
  public int handSize(int seat) {
    checkSeat(seat);
    int n = 0;
    for (int w = 0; w < frame.words; w++) {
      n += Long.bitCount(handWord(seat, w));
    }
    return n;
  }

  /** Word {@code w} of {@code seat}'s hand: what it was dealt and drew, less what lies on the table. */
  long handWord(int seat, int w) {
    return hands[seat][w] & ~board[w];
  }

  /** The pip a coordinate must show to join route {@code slot}. */
  int openEnd(int slot) {
    return Board.openEnd(board, frame.words, slot);
  }

  /** Route {@code slot}'s trail. */
  Trail trailAt(int slot) {
    return Trail.at(board, frame.words, laid, slot);
  }

  /** True if {@code seat} holds {@code c}. */
  public boolean holds(int seat, Coordinate c) {
    checkSeat(seat);
    return frame.set.contains(c) && (handWord(seat, c.index() >>> 6) >>> c.index() & 1) != 0;
  }

  /** Pip total of {@code seat}'s hand, both ends of every coordinate counted (no special settings). */
  public int handPips(int seat) {
    checkSeat(seat);
    int total = 0;
    for (int w = 0; w < frame.words; w++) {
      for (long bits = handWord(seat, w); bits != 0; bits &= bits - 1) {
        total += frame.set.pips((w << 6) + Long.numberOfTrailingZeros(bits));
      }
    }
    return total;
  }

  /** Coordinates left in Uncharted Sectors. */
  public int unchartedCount() {
    return frame.pile.length - pileTop();
  }

  /** Uncharted Sectors in draw order (hidden information). */
  public List<Coordinate> uncharted() {
    List<Coordinate> out = new ArrayList<>(frame.pile.length - pileTop());
    for (int i = pileTop(); i < frame.pile.length; i++) {
      out.add(Coordinate.ofIndex(frame.pile[i]));
    }
    return List.copyOf(out);
  }

  /**
   * The trail along {@code route}.
   *
   * @throws InvalidStateException code {@code SEATS} if the route is not at this table
   */
  public Trail trail(Route route) {
    if (route == null || !route.atTable(frame.seats)) {
      throw new InvalidStateException("SEATS", "There is no " + route + " at a table of " + frame.seats + ".");
    }
    return trailAt(route.slot(frame.seats));
  }

  /** The Neutral Zone. */
  public Trail neutralZone() {
    return trailAt(frame.seats);
  }

  /** True while {@code seat}'s Distress Beacon is up (shields down). */
  public boolean beaconUp(int seat) {
    checkSeat(seat);
    return (beacons & (1 << seat)) != 0;
  }

  /**
   * True until {@code seat}'s first turn of this round has ended: while it is still to come, or under way.
   * That turn opens only the captain's own Warp Trail and the Neutral Zone (Section III, "Opening the round").
   *
   * @throws InvalidStateException code {@code SEATS} if there is no such seat
   */
  public boolean firstTurnPending(int seat) {
    checkSeat(seat);
    return (frame.firstTurns & 1 << seat) != 0;
  }

  /**
   * Whether Section III's route rules alone open {@code route} to {@code seat} as the table stands, with no
   * double waiting (a Red Alert takes only its cover, on its own route) and no rule plugin consulted: the
   * captain's own Warp Trail and the Neutral Zone, and another captain's trail while that captain's Distress
   * Beacon is up, except during the seat's {@linkplain #firstTurnPending first turn} of the round. Rules in play
   * may narrow or widen this; {@link WarpRules#legalMoves} answers with all of them.
   *
   * @throws InvalidStateException code {@code SEATS} if there is no such seat or the route is not at this table
   */
  public boolean openBySectionIii(int seat, Route route) {
    checkSeat(seat);
    if (route == null || !route.atTable(frame.seats)) {
      throw new InvalidStateException("SEATS", "There is no " + route + " at a table of " + frame.seats + ".");
    }
    return TurnRules.openBySectionIii(this, seat, route.slot(frame.seats));
  }

  /** The unsatisfied double, if any. */
  public Optional<RedAlert> redAlert() {
    return Optional.ofNullable(alert);
  }

  /** True if the captain at the helm has already drawn this turn. */
  public boolean drewThisTurn() {
    return Turn.drew(turn);
  }

  /** Campaign totals per seat (points campaign; zeros under Go-out). */
  public List<Integer> campaignScores() {
    return toList(frame.scores);
  }

  /**
   * Campaign totals per seat before the scoring floor: equal to {@link #campaignScores()} unless a round
   * score went below zero (Longest Trail bonus); ranks campaign totals that are otherwise level.
   */
  public List<Integer> rawCampaignScores() {
    return toList(SectorProgress.rawTotals(frame.scores, frame.history));
  }

  /** Rounds won per seat. */
  public List<Integer> roundWins() {
    return toList(frame.roundWins);
  }

  /** Every round finished so far, in order (re-dealt Go-out rounds included). */
  public List<RoundResult> history() {
    return frame.history;
  }

  /** Seats still to vote on overtime, as a bit set ({@link Phase#OVERTIME_VOTE} only). */
  public int overtimeVotesPending() {
    return frame.votesPending;
  }

  /** Seats that accepted overtime so far, as a bit set. */
  public int overtimeVotesAccepted() {
    return frame.votesAccepted;
  }

  /** Position of the state's random-number generator (hidden information). */
  public long rngPosition() {
    return frame.rng;
  }

  /** The state of plugin {@code id}, if it keeps one. */
  public Optional<PluginState> pluginState(String id) {
    return Optional.ofNullable(plugins.get(id));
  }

  /** Every plugin state, by plugin id. */
  public Map<String, PluginState> pluginStates() {
    return plugins;
  }

  /** True if {@code c} lies on the table (a trail, the Spacedock or a fracture branch). */
  public boolean onTable(Coordinate c) {
    if (!frame.set.contains(c)) {
      return false;
    }
    return c.index() == Coordinate.indexOf(frame.spacedock, frame.spacedock) || Board.laid(board, c.index());
  }

  /** Sets in {@code bits} the bit of every coordinate on the table: the Spacedock and every route's links. */
  void markTable(long[] bits) {
    TileBits.set(bits, Coordinate.indexOf(frame.spacedock, frame.spacedock));
    for (int w = 0; w < frame.words; w++) {
      bits[w] |= board[w];
    }
  }

  /** This state as plain data, for saving. */
  public StateSnapshot snapshot() {
    return SnapshotCodec.snapshot(this);
  }

  /**
   * The state a snapshot describes, after checking it: every coordinate of the set exactly once across
   * hands, trails, the Spacedock, fracture branches and Uncharted Sectors; trails that join up; seats and
   * counts in range.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException with code {@code COORDINATES}, {@code SEATS} or
   *     {@code COUNTS} if it does not hold together, {@code MISSING_STATE} if there is none; nothing is
   *     created
   */
  public static WarpState restore(StateSnapshot snapshot) {
    return restore(snapshot, Classpath.REGISTRY);
  }

  /**
   * As {@link #restore(StateSnapshot)}, with the optional rules of {@code registry} checking their own
   * states (see {@link org.iwgf.warp.core.plugin.RulePlugin#checkState}).
   *
   * @throws InvalidStateException as {@link #restore(StateSnapshot)}, or code {@code PLUGINS} if a plugin
   *     state is missing, of the wrong kind, kept for a rule that is not switched on, or refused by its rule
   * @throws org.iwgf.warp.core.game.InvalidConfigException if the configuration names a rule the registry
   *     does not know
   */
  public static WarpState restore(StateSnapshot snapshot, PluginRegistry registry) {
    if (snapshot == null || registry == null) {
      throw new InvalidStateException("MISSING_STATE", "No saved state was given.");
    }
    return SnapshotCodec.restore(snapshot, registry::resolve);
  }

  /** The rules on the classpath, found once: the jars on a class path do not change while it runs. */
  static final class Classpath {
    static final PluginRegistry REGISTRY = PluginRegistry.discover();
  }

  private void checkSeat(int seat) {
    if (seat < 0 || seat >= frame.seats) {
      throw new InvalidStateException("SEATS", "There is no seat " + seat + " at a table of " + frame.seats + ".");
    }
  }

  private static List<Integer> toList(int[] values) {
    Integer[] boxed = new Integer[values.length];
    for (int i = 0; i < values.length; i++) {
      boxed[i] = values[i];
    }
    return List.of(boxed);
  }

  @Override
  public boolean equals(Object o) {
    return this == o || o instanceof WarpState s && StateEquality.same(this, s);
  }

  @Override
  public int hashCode() {
    return StateEquality.hash(this);
  }

  @Override
  public String toString() {
    return StateEquality.describe(this);
  }
}
