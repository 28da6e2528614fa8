// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.domino.TileBits;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.Laid;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.jspecify.annotations.Nullable;

/**
 * <b>A mutable fast path for search and playouts</b> — not the rules' public contract. A kernel holds one
 * position of a round in plain arrays and plays it forward in place: {@link #legalMoves(int[])} writes the
 * moves open now as small integer codes, {@link #play(int)} makes one of them, and {@link #state()} gives the
 * {@link WarpState} the pure engine would have reached by the same moves — equal to it in every part, which
 * {@code SearchKernelProperties} checks move by move over seeds, factors and fleets. Nothing is allocated per
 * move, no events are made and a listed move is not checked again, which is where its speed comes from.
 *
 * <p>It plays the moves of a round under Sections I–V and under any optional rule that acts only when a round
 * is dealt or scored ({@link #supports}); a move that ends the round is handed to the pure engine, which
 * scores it and deals the next round, and the kernel carries on from there.
 *
 * <pre>{@code
 * SearchKernel k = SearchKernel.of(rules, state);
 * int[] moves = new int[k.maxMoves()];
 * while (k.isPlaying()) {
 *   int n = k.legalMoves(moves);
 *   k.play(moves[random.nextInt(n)]);
 * }
 * WarpState end = k.state();
 * }</pre>
 *
 * <p>Not thread-safe: one kernel per thread. {@link #play} trusts its argument to be one of the codes
 * {@link #legalMoves} just listed; anything else leaves the kernel in a position no rule allows. Untrusted
 * moves belong to {@link WarpRules#apply}.
 *
 * @since 0.1.0
 */
public final class SearchKernel {
  /** The code of a draw from the Uncharted Sectors. */
  public static final int DRAW = 0;
  /** The code of deploying the Distress Beacon. */
  public static final int DEPLOY_BEACON = 1;
  /** The code of a pass. */
  public static final int PASS = 2;
  /** The code of a vote for overtime. */
  public static final int ACCEPT_OVERTIME = 3;
  /** The code of a vote against overtime. */
  public static final int DECLINE_OVERTIME = 4;
  private static final int CHARTS = KernelPosition.CHARTS;
  private static final int SLOT_BITS = KernelPosition.SLOT_BITS;

  private final WarpRules rules;
  private final KernelPosition p;
  // Charts made since the base state, as (slot, tile) pairs: the trails are rebuilt from them only when a
  // state is asked for.
  private final int[] charts;
  private int chartCount;
  private EngineState base;

  private SearchKernel(WarpRules rules, EngineState state) {
    this.rules = rules;
    this.base = state;
    DominoSet set = rules.config().factor().set();
    this.p = new KernelPosition(set, rules.config().captains(), state.frame.pile);
    this.charts = new int[2 * set.size()];
    load(state);
  }

  /**
   * Whether a kernel can play these rules: Sections I–V with optional rules that act only when a round is
   * dealt or scored (none of them changes which moves are legal or what a move does within a round).
   */
  public static boolean supports(WarpRules rules) {
    RuleBook b = rules.book();
    return b.routes.length == 0 && b.doubleSatisfaction.length == 0 && b.drawSource.length == 0
        && b.extraMoves.length == 0 && b.afterAction.length == 0 && b.nextToAct.length == 0
        && b.turnStart.length == 0 && b.goOut.length == 0 && b.fallbackPools.length == 0;
  }

  /**
   * A kernel for {@code rules} at {@code state}; {@link #load} moves it to another position of the same rules.
   *
   * @throws InvalidConfigException code {@code KERNEL_UNSUPPORTED} if {@link #supports} says no
   * @throws InvalidStateException code {@code CONFIG_MISMATCH} for a state of another configuration
   */
  public static SearchKernel of(WarpRules rules, WarpState given) {
    if (!supports(rules)) {
      throw new InvalidConfigException("KERNEL_UNSUPPORTED", "The search kernel plays Sections I-V and rules "
          + "that act only at a round's deal or scoring; " + rules.plugins() + " change play within a round.");
    }
    if (given == null || !given.config().equals(rules.config())) {
      throw mismatch();
    }
    return new SearchKernel(rules, EngineState.of(given));
  }

  private static InvalidStateException mismatch() {
    return new InvalidStateException("CONFIG_MISMATCH", "The state is not of the configuration this kernel "
        + "plays.");
  }

  /**
   * Takes {@code state} as the kernel's position.
   *
   * @throws InvalidStateException code {@code CONFIG_MISMATCH} for a state of another configuration
   * @return this kernel
   */
  public SearchKernel load(WarpState given) {
    if (given == null || !given.config().equals(rules.config())) {
      throw mismatch();
    }
    EngineState state = EngineState.of(given);
    base = state;
    chartCount = 0;
    for (int seat = 0; seat < p.seats; seat++) {
      for (int w = 0; w < p.words; w++) {
        p.hands[seat * p.words + w] = state.handWord(seat, w);
      }
    }
    Arrays.fill(p.table, 0L);
    state.markTable(p.table);
    for (int slot = 0; slot <= p.seats; slot++) {
      p.openEnd[slot] = state.openEnd(slot);
    }
    p.pile = state.frame.pile;
    p.pileTop = state.pileTop();
    p.toAct = state.toAct();
    p.beacons = state.beacons;
    p.firstTurns = state.frame.firstTurns;
    p.drew = state.drewThisTurn();
    p.passStreak = state.passStreak();
    RedAlert a = state.alert;
    p.alertTile = a == null ? -1 : a.doubleCharted().index();
    if (a != null) {
      p.alertSlot = a.route().slot(p.seats);
      p.alertCharter = a.charter();
      p.alertResponsible = a.responsible();
      p.alertRed = a.red();
    }
    p.playing = state.phase() != Phase.OVER;
    p.voting = state.phase() == Phase.OVERTIME_VOTE;
    if (p.playing) {
      p.countHands(); // a sector that is over lists no moves, so its hands need no counting
    }
    return this;
  }

  /** True while moves are to be made: until the sector is over. */
  public boolean isPlaying() {
    return p.playing;
  }

  /** The seat at the helm. */
  public int toAct() {
    return p.toAct;
  }

  /** The round in play. */
  public int round() {
    return base.frame.round;
  }

  /**
   * {@code seat}'s hand, in coordinate order.
   *
   * @throws InvalidStateException code {@code SEATS} if there is no such seat
   */
  public List<Coordinate> hand(int seat) {
    checkSeat(seat);
    Coordinate[] out = new Coordinate[handSize(seat)];
    int i = 0;
    for (int w = 0; w < p.words; w++) {
      for (long bits = p.hands[seat * p.words + w]; bits != 0; bits &= bits - 1) {
        out[i++] = Coordinate.ofIndex((w << 6) + Long.numberOfTrailingZeros(bits));
      }
    }
    return List.of(out);
  }

  /**
   * How many coordinates {@code seat} holds.
   *
   * @throws InvalidStateException code {@code SEATS} if there is no such seat
   */
  public int handSize(int seat) {
    checkSeat(seat);
    return TileBits.count(p.hands, seat * p.words, p.words);
  }

  /**
   * The pip a coordinate must show to join {@code route}.
   *
   * @throws InvalidStateException code {@code SEATS} if the route is not at this table
   */
  public int openEnd(Route route) {
    if (route == null || !route.atTable(p.seats)) {
      throw new InvalidStateException("SEATS", "There is no " + route + " at a table of " + p.seats + ".");
    }
    return p.openEnd[route.slot(p.seats)];
  }

  /**
   * True while {@code seat}'s Distress Beacon is up.
   *
   * @throws InvalidStateException code {@code SEATS} if there is no such seat
   */
  public boolean beaconUp(int seat) {
    checkSeat(seat);
    return (p.beacons & 1 << seat) != 0;
  }

  /**
   * True until {@code seat}'s first turn of the round has ended, as {@link WarpState#firstTurnPending} says.
   *
   * @throws InvalidStateException code {@code SEATS} if there is no such seat
   */
  public boolean firstTurnPending(int seat) {
    checkSeat(seat);
    return (p.firstTurns & 1 << seat) != 0;
  }

  /** The unsatisfied double, if any. */
  public Optional<RedAlert> redAlert() {
    return Optional.ofNullable(alert());
  }

  private @Nullable RedAlert alert() {
    return p.alertTile < 0 ? null : new RedAlert(Coordinate.ofIndex(p.alertTile),
        Route.ofSlot(p.alertSlot, p.seats), p.alertCharter, p.alertResponsible, p.alertRed, 1, 0);
  }

  private void checkSeat(int seat) {
    if (seat < 0 || seat >= p.seats) {
      throw new InvalidStateException("SEATS", "There is no seat " + seat + " at a table of " + p.seats + ".");
    }
  }

  /**
   * The code of {@code move}, a move of the core rules (a chart, a draw, the beacon, a pass or an overtime
   * vote): the inverse of {@link #move(int)}. Whether it is legal now is not checked.
   *
   * @throws IllegalMoveException code {@code UNKNOWN_MOVE} for a missing move or one a rule plugin defines
   */
  public int code(WarpMove move) {
    if (move instanceof WarpMove.Chart c) {
      if (!c.route().atTable(p.seats) || !p.set.contains(c.coordinate())) {
        throw new IllegalMoveException("UNKNOWN_MOVE", "\"" + move + "\" is not a move at this table.");
      }
      return KernelPosition.chartCode(c.coordinate().index(), c.route().slot(p.seats));
    }
    if (move instanceof WarpMove.Draw) {
      return DRAW;
    }
    if (move instanceof WarpMove.DeployBeacon) {
      return DEPLOY_BEACON;
    }
    if (move instanceof WarpMove.Pass) {
      return PASS;
    }
    if (move instanceof WarpMove.OvertimeVote v) {
      return v.accept() ? ACCEPT_OVERTIME : DECLINE_OVERTIME;
    }
    throw new IllegalMoveException("UNKNOWN_MOVE", "The search kernel plays the core rules' moves only, not \""
        + move + "\".");
  }

  /** The most moves a position can list: the size {@link #legalMoves} needs. */
  public int maxMoves() {
    return Math.max(2, (p.seats + 1) * p.set.size() + 1);
  }

  /**
   * Writes the codes of the moves open now into {@code out}, in the order {@link WarpRules#legalMoves}
   * lists them, and returns how many there are (0 when not {@linkplain #isPlaying playing}).
   */
  public int legalMoves(int[] out) {
    return p.list(out);
  }

  /**
   * How many moves are open now: the length {@link #legalMoves} would list, counted without listing them
   * (0 when not {@linkplain #isPlaying playing}). With {@link #legalMove(int)} a playout picks a move without
   * writing the list at all.
   */
  public int legalCount() {
    return p.count();
  }

  /**
   * The code of move number {@code index} (from 0, below {@link #legalCount()}) in the order
   * {@link #legalMoves} lists them.
   */
  public int legalMove(int index) {
    return p.pick(index);
  }

  /** The move a code stands for, as the pure engine names it. */
  public WarpMove move(int code) {
    switch (code) {
      case DRAW:
        return WarpMove.DRAW;
      case DEPLOY_BEACON:
        return WarpMove.DEPLOY_BEACON;
      case PASS:
        return WarpMove.PASS;
      case ACCEPT_OVERTIME:
        return new WarpMove.OvertimeVote(true);
      case DECLINE_OVERTIME:
        return new WarpMove.OvertimeVote(false);
      default:
        int chart = code - CHARTS;
        return ChartMoves.of(chart >>> SLOT_BITS, Route.ofSlot(chart & KernelPosition.SLOT_MASK, p.seats));
    }
  }

  /**
   * Whether the pure engine makes the move {@code code} (one {@link #legalMoves} just listed) for the kernel:
   * a chart that empties the captain's hand with no double left waiting (the captain goes out), the last pass
   * of a blocked round, and an overtime vote. Those are the moves that end a round or decide the sector; they
   * cost what {@link WarpRules#next} costs, and every other move is made in place.
   */
  public boolean madeByEngine(int code) {
    if (p.voting) {
      return true;
    }
    if (code >= CHARTS) {
      return goesOut(p.toAct, (code - CHARTS) >>> SLOT_BITS);
    }
    return code == PASS && p.passStreak + 1 >= p.seats && p.pileTop >= p.pile.length;
  }

  private boolean goesOut(int seat, int tile) {
    boolean opens = p.alertTile < 0 && p.doublePip[tile] >= 0;
    return p.lastInHand(seat, tile) && (!opens || p.deadWith(tile));
  }

  /**
   * Makes the move {@code code}, which must be one {@link #legalMoves} listed for this position. A move that
   * ends the round is made by the pure engine (scoring, the next deal; see {@link #madeByEngine}) and the
   * kernel goes on from its state.
   */
  public void play(int code) {
    if (madeByEngine(code)) {
      load(rules.next(state(), move(code)));
      return;
    }
    int seat = p.toAct;
    if (code >= CHARTS) {
      int chart = code - CHARTS;
      chart(seat, chart >>> SLOT_BITS, chart & KernelPosition.SLOT_MASK);
    } else if (code == DRAW) {
      p.take(seat, p.pile[p.pileTop++]);
      p.drew = true;
      p.passStreak = 0;
    } else if (code == DEPLOY_BEACON) {
      p.beacons |= 1 << seat;
      p.passStreak = 0;
      p.endTurn(seat, p.alertTile >= 0);
    } else {
      p.passStreak++;
      p.endTurn(seat, p.alertTile >= 0);
    }
  }

  private void chart(int seat, int tile, int slot) {
    boolean satisfies = p.alertTile >= 0;
    boolean opens = !satisfies && p.doublePip[tile] >= 0;
    charts[2 * chartCount] = slot;
    charts[2 * chartCount + 1] = tile;
    chartCount++;
    p.chart(seat, tile, slot, satisfies, opens);
  }

  /**
   * The position as the pure engine's state: equal in every part to the state {@link WarpRules#apply} would
   * have reached by the same moves.
   */
  public WarpState state() {
    if (chartCount == 0 && matchesBase()) {
      return base;
    }
    long[] board = base.board;
    Laid laid = base.laid;
    if (chartCount != 0) {
      board = board.clone();
      int charted = 0;
      for (int i = 0; i < chartCount; i++) {
        int slot = charts[2 * i];
        int tile = charts[2 * i + 1];
        Board.lay(board, tile);
        charted |= 1 << slot;
        laid = Laid.along(tile, slot, laid);
      }
      // A route's open end is the kernel's own: set once for every route charted, not replayed chart by chart.
      for (int open = charted; open != 0; open &= open - 1) {
        int slot = Integer.numberOfTrailingZeros(open);
        Board.open(board, p.words, slot, p.openEnd[slot]);
      }
    }
    RedAlert alert = alert();
    // The kernel plays within the base's round, so the state shares its frame (the same Uncharted Sectors).
    RoundFrame frame = base.frame;
    if (p.pile != frame.pile || p.firstTurns != frame.firstTurns) {
      frame = frame.copy();
      frame.pile = p.pile;
      frame.firstTurns = p.firstTurns;
    }
    // A hand the kernel's moves only charted from is the base's own array, read through the new board: states
    // share what is equal.
    long[][] hands = new long[p.seats][];
    for (int seat = 0; seat < p.seats; seat++) {
      hands[seat] = handMatches(seat, board) ? base.hands[seat]
          : Arrays.copyOfRange(p.hands, seat * p.words, (seat + 1) * p.words);
    }
    EngineState s = new EngineState(base, p.toAct, hands, frame, p.pileTop, board, laid, p.beacons, alert, p.drew,
        p.passStreak).publish();
    // The state becomes the new base, so asking again costs nothing and later charts extend these trails.
    base = s;
    chartCount = 0;
    return s;
  }

  private boolean matchesBase() {
    RedAlert a = base.alert;
    return p.toAct == base.toAct() && p.pileTop == base.pileTop() && p.beacons == base.beacons
        && p.firstTurns == base.frame.firstTurns
        && p.drew == base.drewThisTurn() && p.passStreak == base.passStreak() && (a == null ? p.alertTile < 0
            : p.alertTile >= 0 && p.alertResponsible == a.responsible() && p.alertRed == a.red())
        && handsMatchBase();
  }

  private boolean handsMatchBase() {
    for (int seat = 0; seat < p.seats; seat++) {
      if (!handMatches(seat, base.board)) {
        return false;
      }
    }
    return true;
  }

  /** True if the kernel holds for {@code seat} the base's hand less what {@code board} has laid. */
  private boolean handMatches(int seat, long[] board) {
    for (int w = 0; w < p.words; w++) {
      if (p.hands[seat * p.words + w] != (base.hands[seat][w] & ~board[w])) {
        return false;
      }
    }
    return true;
  }
}
