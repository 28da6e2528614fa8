// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.rules;

import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.DominoSet;
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
  private int turn;
  // What stays the same through a round's moves, shared by every state of the round.
  RoundFrame frame;
  // Each seat's hand is an array of its own, so that a move copies only the hand it changes and the array of
  // references to them, not every hand at the table.
  long[][] hands;
  // What lies on the table is not kept apart: it is the Spacedock and the trails' links, and a move that
  // copied a bitset of it would copy what it has already recorded in the trail it extends.
  Trail[] trails;
  int beacons;
  @Nullable RedAlert alert;
  Map<String, PluginState> plugins;
  // The moves legalMoves last listed for this state, kept only inside the engine (callers get a read-only
  // view), so that apply can trust a move that is one of them: a cache like String's hash, not part of the
  // state. A race between threads at worst loses it; the list's contents never change after it is set.
  @Nullable Listing listed;
  // What lies on the table as a bitset, made on the first onTable: a cache like listed. Its words sit behind a
  // final field, so a thread that sees the holder through a data race sees them written.
  private @Nullable Laid laid;

  /** The coordinates on the table, one bit each. */
  private record Laid(long[] bits) {}

  WarpState(WarpConfig config, Phase phase, int round, int spacedock, int roundStarter, int toAct,
      long[][] hands, int[] pile, int pileTop, Trail[] trails, int beacons, @Nullable RedAlert alert,
      boolean drew, int passStreak, int[] scores, int[] roundWins, int votesPending, int votesAccepted,
      List<RoundResult> history, long rng, Map<String, PluginState> plugins) {
    this(Turn.of(toAct, passStreak, drew, phase, pileTop), new RoundFrame(config, round, spacedock, roundStarter,
        pile, scores, roundWins, votesPending, votesAccepted, history, rng), hands, trails, beacons, alert, plugins);
  }

  /** A copy of {@code s} sharing its arrays, with {@code plugins} as its plugin states; not yet published. */
  WarpState(WarpState s, Map<String, PluginState> plugins) {
    this(s.turn, s.frame, s.hands, s.trails, s.beacons, s.alert, plugins);
  }

  /**
   * {@code s}'s round with the given per-move fields: how the search kernel hands a position back to the
   * engine; not yet published.
   */
  WarpState(WarpState s, int toAct, long[][] hands, RoundFrame frame, int pileTop, Trail[] trails, int beacons,
      @Nullable RedAlert alert, boolean drew, int passStreak) {
    this(Turn.of(toAct, passStreak, drew, s.phase(), pileTop), frame, hands, trails, beacons, alert, s.plugins);
  }

  private WarpState(int turn, RoundFrame frame, long[][] hands, Trail[] trails, int beacons,
      @Nullable RedAlert alert, Map<String, PluginState> plugins) {
    this.turn = turn;
    this.frame = frame;
    this.hands = hands;
    this.trails = trails;
    this.beacons = beacons;
    this.alert = alert;
    this.plugins = plugins;
  }

  /** Sets the captain at the helm; while the engine builds this state only. */
  void toAct(int seat) {
    turn = Turn.withSeat(turn, seat);
  }

  /** Passes in a row since the last chart, draw or beacon. */
  int passStreak() {
    return Turn.streak(turn);
  }

  /** Sets the pass streak; while the engine builds this state only. */
  void passStreak(int passes) {
    turn = Turn.withStreak(turn, passes);
  }

  /** Sets whether the helm has drawn this turn; while the engine builds this state only. */
  void drew(boolean drew) {
    turn = Turn.withDrew(turn, drew);
  }

  /** Sets the phase; while the engine builds this state only. */
  void phase(Phase phase) {
    turn = Turn.withPhase(turn, phase);
  }

  /** The index in the round's pile of the next coordinate to draw. */
  int pileTop() {
    return Turn.pileTop(turn);
  }

  /** Sets the top of the pile; while the engine builds this state only. */
  void pileTop(int top) {
    turn = Turn.withPileTop(turn, top);
  }

  /** The index of the coordinate drawn now, the top moved past it; while the engine builds this state only. */
  int takePileTop() {
    int top = pileTop();
    turn += Turn.ONE_DRAWN;
    return top;
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
    long[] hand = hands[seat];
    int i = 0;
    for (int w = 0; w < frame.words; w++) {
      long bits = hand[w];
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
    return TileBits.count(hands[seat], 0, frame.words);
  }

  /** True if {@code seat} holds {@code c}. */
  public boolean holds(int seat, Coordinate c) {
    checkSeat(seat);
    return frame.set.contains(c) && TileBits.get(hands[seat], 0, c.index());
  }

  /** Pip total of {@code seat}'s hand, both ends of every coordinate counted (no special settings). */
  public int handPips(int seat) {
    checkSeat(seat);
    int total = 0;
    long[] hand = hands[seat];
    for (int w = 0; w < frame.words; w++) {
      for (long bits = hand[w]; bits != 0; bits &= bits - 1) {
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
    return trails[route.slot(frame.seats)];
  }

  /** The Neutral Zone. */
  public Trail neutralZone() {
    return trails[frame.seats];
  }

  /** True while {@code seat}'s Distress Beacon is up (shields down). */
  public boolean beaconUp(int seat) {
    checkSeat(seat);
    return (beacons & (1 << seat)) != 0;
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
    Laid l = laid;
    if (l == null) {
      long[] bits = new long[frame.words];
      markTable(bits);
      l = new Laid(bits);
      laid = l;
    }
    return TileBits.get(l.bits(), c.index());
  }

  /** Sets in {@code bits} the bit of every coordinate on the table: the Spacedock and every trail's links. */
  void markTable(long[] bits) {
    TileBits.set(bits, Coordinate.indexOf(frame.spacedock, frame.spacedock));
    for (Trail t : trails) {
      t.markTiles(bits);
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
    if (this == o) {
      return true;
    }
    if (!(o instanceof WarpState s)) {
      return false;
    }
    RoundFrame f = frame;
    RoundFrame g = s.frame;
    // The turn's counters but the pile's top: what is left to draw is compared below, wherever it starts.
    return (turn & Turn.COUNTERS) == (s.turn & Turn.COUNTERS) && f.round == g.round && f.spacedock == g.spacedock
        && f.roundStarter == g.roundStarter && beacons == s.beacons
        && f.votesPending == g.votesPending && f.votesAccepted == g.votesAccepted && f.rng == g.rng
        && f.config.equals(g.config)
        && Arrays.deepEquals(hands, s.hands)
        && uncharted().equals(s.uncharted()) && Arrays.equals(trails, s.trails)
        && Objects.equals(alert, s.alert) && Arrays.equals(f.scores, g.scores)
        && Arrays.equals(f.roundWins, g.roundWins) && f.history.equals(g.history) && plugins.equals(s.plugins);
  }

  @Override
  public int hashCode() {
    // Only what equals compares: a restored state keeps the same Uncharted Sectors from a fresh pile
    // position, so the count left is hashed, not the position.
    return Objects.hash(frame.round, toAct(), Arrays.deepHashCode(hands), frame.pile.length - pileTop(), frame.rng,
        beacons);
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder();
    b.append(frame.config.factor().displayName()).append(" round ").append(frame.round).append(" Spacedock ")
        .append(spacedock()).append(" phase ").append(phase()).append(" helm ").append(toAct()).append('\n');
    for (int s = 0; s < frame.seats; s++) {
      b.append("  ").append(frame.config.captainNames().get(s)).append(beaconUp(s) ? " [beacon]" : "")
          .append(" hand ").append(hand(s)).append(" trail ").append(trails[s]).append('\n');
    }
    b.append("  Neutral Zone ").append(trails[frame.seats]).append('\n');
    b.append("  Uncharted ").append(unchartedCount());
    if (alert != null) {
      b.append("\n  alert ").append(alert);
    }
    return b.toString();
  }
}
