// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.TileBits;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.Laid;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.RoundResult;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.Trail;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpState;
import org.jspecify.annotations.Nullable;

/**
 * The engine's one implementation of {@link WarpState}: its fields are the engine's to read and, while a
 * {@link Draft} builds the state, to write; nothing outside this package sees them. Every state a caller
 * holds is one of these, so the engine takes any {@code WarpState} it is given back as one ({@link #of}).
 */
final class EngineState implements WarpState {
  // The fields below are written only while the engine builds this state from the one before (a Draft
  // writes the new state in place rather than through a second copy of every field) and never once it is
  // handed out: publish() fences them as a constructor's final fields would be.
  // The turn's small counters in one int (Turn): a state, made at every move, is 40 bytes (seven fields) rather
  // than 64. Written through the Draft's setters.
  int turn;
  // What stays the same through a round's moves, shared by every state of the round: the rules' own states
  // and the moves last listed are kept there too (RoundFrame).
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
  EngineState(WarpConfig config, Phase phase, int round, int spacedock, int roundStarter, int firstTurns, int toAct,
      long[][] hands, int[] pile, int pileTop, long[] board, @Nullable Laid laid, int beacons,
      @Nullable RedAlert alert,
      boolean drew, int passStreak, int[] scores, int[] roundWins, int votesPending, int votesAccepted,
      List<RoundResult> history, long rng, Map<String, PluginState> plugins) {
    this(Turn.of(toAct, passStreak, drew, phase, pileTop), new RoundFrame(config, round, spacedock, roundStarter,
        firstTurns, pile, scores, roundWins, votesPending, votesAccepted, history, rng, plugins), hands, board, laid,
        beacons, alert);
  }

  /** A copy of {@code s} sharing its frame and arrays; not yet published. */
  EngineState(EngineState s) {
    this(s.turn, s.frame, s.hands, s.board, s.laid, s.beacons, s.alert);
  }

  /**
   * {@code s}'s round with the given per-move fields: how the search kernel hands a position back to the
   * engine; not yet published.
   */
  EngineState(EngineState s, int toAct, long[][] hands, RoundFrame frame, int pileTop, long[] board,
      @Nullable Laid laid, int beacons, @Nullable RedAlert alert, boolean drew, int passStreak) {
    this(Turn.of(toAct, passStreak, drew, s.phase(), pileTop), frame, hands, board, laid, beacons, alert);
  }

  private EngineState(int turn, RoundFrame frame, long[][] hands, long[] board, @Nullable Laid laid, int beacons,
      @Nullable RedAlert alert) {
    this.turn = turn;
    this.frame = frame;
    this.hands = hands;
    this.board = board;
    this.laid = laid;
    this.beacons = beacons;
    this.alert = alert;
  }

  /**
   * {@code state} as the engine's own. Every state comes from the engine, so this is a cast; a state of
   * another making is refused rather than half read.
   *
   * @throws InvalidStateException code {@code FOREIGN_STATE} if {@code state} was not made by this engine
   */
  static EngineState of(WarpState state) {
    if (state instanceof EngineState s) {
      return s;
    }
    throw new InvalidStateException("FOREIGN_STATE", "This state was not made by the Warp engine: "
        + (state == null ? "none was given" : state.getClass().getName()) + ".");
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
  EngineState publish() {
    VarHandle.releaseFence();
    return this;
  }

  @Override
  public WarpConfig config() {
    return frame.config;
  }

  @Override
  public int seats() {
    return frame.seats;
  }

  @Override
  public Phase phase() {
    return Turn.phase(turn);
  }

  @Override
  public boolean isOver() {
    return phase() == Phase.OVER;
  }

  @Override
  public int round() {
    return frame.round;
  }

  @Override
  public int spacedockPip() {
    return frame.spacedock;
  }

  @Override
  public Coordinate spacedock() {
    return Coordinate.of(frame.spacedock, frame.spacedock);
  }

  @Override
  public int roundStarter() {
    return frame.roundStarter;
  }

  @Override
  public int toAct() {
    return Turn.seat(turn);
  }

  @Override
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

  @Override
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
    return Trail.at(laid, Board.openEnd(board, frame.words, slot), slot, Board.started(board, frame.words, slot));
  }

  @Override
  public boolean holds(int seat, Coordinate c) {
    checkSeat(seat);
    return frame.set.contains(c) && (handWord(seat, c.index() >>> 6) >>> c.index() & 1) != 0;
  }

  @Override
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

  @Override
  public int unchartedCount() {
    return frame.pile.length - pileTop();
  }

  @Override
  public List<Coordinate> uncharted() {
    List<Coordinate> out = new ArrayList<>(frame.pile.length - pileTop());
    for (int i = pileTop(); i < frame.pile.length; i++) {
      out.add(Coordinate.ofIndex(frame.pile[i]));
    }
    return List.copyOf(out);
  }

  @Override
  public Trail trail(Route route) {
    if (route == null || !route.atTable(frame.seats)) {
      throw new InvalidStateException("SEATS", "There is no " + route + " at a table of " + frame.seats + ".");
    }
    return trailAt(route.slot(frame.seats));
  }

  @Override
  public Trail neutralZone() {
    return trailAt(frame.seats);
  }

  @Override
  public boolean beaconUp(int seat) {
    checkSeat(seat);
    return (beacons & (1 << seat)) != 0;
  }

  @Override
  public boolean firstTurnPending(int seat) {
    checkSeat(seat);
    return (frame.firstTurns & 1 << seat) != 0;
  }

  @Override
  public boolean openBySectionIii(int seat, Route route) {
    checkSeat(seat);
    if (route == null || !route.atTable(frame.seats)) {
      throw new InvalidStateException("SEATS", "There is no " + route + " at a table of " + frame.seats + ".");
    }
    return (Route.openBySectionIii(seat, frame.seats, beacons, frame.firstTurns) & 1 << route.slot(frame.seats)) != 0;
  }

  @Override
  public Optional<RedAlert> redAlert() {
    return Optional.ofNullable(alert);
  }

  @Override
  public boolean drewThisTurn() {
    return Turn.drew(turn);
  }

  @Override
  public List<Integer> campaignScores() {
    return SeatLists.toList(frame.scores);
  }

  @Override
  public List<Integer> rawCampaignScores() {
    return SeatLists.toList(SectorProgress.rawTotals(frame.scores, frame.history));
  }

  @Override
  public List<Integer> roundWins() {
    return SeatLists.toList(frame.roundWins);
  }

  @Override
  public List<RoundResult> history() {
    return frame.history;
  }

  @Override
  public int overtimeVotesPending() {
    return frame.votesPending;
  }

  @Override
  public int overtimeVotesAccepted() {
    return frame.votesAccepted;
  }

  @Override
  public long rngPosition() {
    return frame.rng;
  }

  @Override
  public Optional<PluginState> pluginState(String id) {
    return Optional.ofNullable(frame.plugins.get(id));
  }

  @Override
  public Map<String, PluginState> pluginStates() {
    return frame.plugins;
  }

  @Override
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

  @Override
  public StateSnapshot snapshot() {
    return SnapshotCodec.snapshot(this);
  }

  private void checkSeat(int seat) {
    if (seat < 0 || seat >= frame.seats) {
      throw new InvalidStateException("SEATS", "There is no seat " + seat + " at a table of " + frame.seats + ".");
    }
  }

  @Override
  public boolean equals(Object o) {
    return this == o || o instanceof EngineState s && StateEquality.same(this, s);
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
