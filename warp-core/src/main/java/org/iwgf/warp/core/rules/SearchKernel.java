// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.rules;

import java.util.Arrays;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;

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
  private static final int CHARTS = 5;
  private static final int SLOT_BITS = 5;

  private final WarpRules rules;
  private final DominoSet set;
  private final int seats;
  private final int words;
  private final long[][] pipMasks;
  // A double's pip by tile, or -1 for a tile that is not a double.
  private final int[] doublePip;
  private final long[] hands;
  private final long[] table;
  private final int[] openEnd;
  // Charts made since the base state, as (slot, tile) pairs: the trails are rebuilt from them only when a
  // state is asked for.
  private final int[] charts;
  private int chartCount;
  private WarpState base;
  private int[] pile;
  private int pileTop;
  private int toAct;
  private int beacons;
  private boolean drew;
  private int passStreak;
  private int alertTile = -1;
  private int alertSlot;
  private int alertCharter;
  private int alertResponsible;
  private boolean alertRed;
  private boolean playing;
  // An overtime vote is open: its two moves are listed here and made by the pure engine.
  private boolean voting;

  private SearchKernel(WarpRules rules, WarpState state) {
    this.rules = rules;
    this.base = state;
    this.pile = state.pile;
    WarpConfig config = rules.config();
    this.set = config.factor().set();
    this.seats = config.captains();
    this.words = set.words();
    this.pipMasks = new long[set.maxPip() + 1][words];
    for (int pip = 0; pip <= set.maxPip(); pip++) {
      for (int w = 0; w < words; w++) {
        pipMasks[pip][w] = set.pipMaskWord(pip, w);
      }
    }
    this.doublePip = new int[set.size()];
    for (int tile = 0; tile < set.size(); tile++) {
      Coordinate c = Coordinate.ofIndex(tile);
      doublePip[tile] = c.isDouble() ? c.high() : -1;
    }
    this.hands = new long[seats * words];
    this.table = new long[words];
    this.openEnd = new int[seats + 1];
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
  public static SearchKernel of(WarpRules rules, WarpState state) {
    if (!supports(rules)) {
      throw new InvalidConfigException("KERNEL_UNSUPPORTED", "The search kernel plays Sections I-V and rules "
          + "that act only at a round's deal or scoring; " + rules.plugins() + " change play within a round.");
    }
    if (state == null || !state.config.equals(rules.config())) {
      throw mismatch();
    }
    return new SearchKernel(rules, state);
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
  public SearchKernel load(WarpState state) {
    if (state == null || !state.config.equals(rules.config())) {
      throw mismatch();
    }
    base = state;
    chartCount = 0;
    System.arraycopy(state.hands, 0, hands, 0, hands.length);
    System.arraycopy(state.table, 0, table, 0, words);
    for (int slot = 0; slot <= seats; slot++) {
      openEnd[slot] = state.trails[slot].openEnd();
    }
    pile = state.pile;
    pileTop = state.pileTop;
    toAct = state.toAct;
    beacons = state.beacons;
    drew = state.drew;
    passStreak = state.passStreak;
    RedAlert a = state.alert;
    alertTile = a == null ? -1 : a.doubleCharted().index();
    if (a != null) {
      alertSlot = a.route().slot(seats);
      alertCharter = a.charter();
      alertResponsible = a.responsible();
      alertRed = a.red();
    }
    playing = state.phase != Phase.OVER;
    voting = state.phase == Phase.OVERTIME_VOTE;
    return this;
  }

  /** True while moves are to be made: until the sector is over. */
  public boolean isPlaying() {
    return playing;
  }

  /** The seat at the helm. */
  public int toAct() {
    return toAct;
  }

  /** The most moves a position can list: the size {@link #legalMoves} needs. */
  public int maxMoves() {
    return Math.max(2, (seats + 1) * set.size() + 1);
  }

  /**
   * Writes the codes of the moves open now into {@code out}, in the order {@link WarpRules#legalMoves}
   * lists them, and returns how many there are (0 when not {@linkplain #isPlaying playing}).
   */
  public int legalMoves(int[] out) {
    if (!playing) {
      return 0;
    }
    if (voting) {
      out[0] = ACCEPT_OVERTIME;
      out[1] = DECLINE_OVERTIME;
      return 2;
    }
    int n = 0;
    int hand = toAct * words;
    if (alertTile >= 0) {
      n = charts(out, n, hand, alertSlot, doublePip[alertTile]);
    } else {
      for (int slot = 0; slot <= seats; slot++) {
        if (slot == toAct || slot == seats || (beacons & (1 << slot)) != 0) {
          n = charts(out, n, hand, slot, openEnd[slot]);
        }
      }
    }
    if (n == 0) {
      if (!drew && pileTop < pile.length) {
        out[n++] = DRAW;
      } else {
        out[n++] = (beacons & (1 << toAct)) != 0 ? PASS : DEPLOY_BEACON;
      }
    }
    return n;
  }

  private int charts(int[] out, int n, int hand, int slot, int pip) {
    long[] mask = pipMasks[pip];
    for (int w = 0; w < words; w++) {
      long bits = hands[hand + w] & mask[w];
      while (bits != 0) {
        out[n++] = CHARTS + ((((w << 6) + Long.numberOfTrailingZeros(bits)) << SLOT_BITS) | slot);
        bits &= bits - 1;
      }
    }
    return n;
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
        return ChartMoves.of(chart >>> SLOT_BITS, Route.ofSlot(chart & ((1 << SLOT_BITS) - 1), seats));
    }
  }

  /**
   * Makes the move {@code code}, which must be one {@link #legalMoves} listed for this position. A move that
   * ends the round is made by the pure engine (scoring, the next deal) and the kernel goes on from its state.
   */
  public void play(int code) {
    int seat = toAct;
    if (voting) {
      byEngine(code);
    } else if (code >= CHARTS) {
      int chart = code - CHARTS;
      chart(seat, chart >>> SLOT_BITS, chart & ((1 << SLOT_BITS) - 1), code);
    } else if (code == DRAW) {
      int tile = pile[pileTop++];
      hands[seat * words + (tile >>> 6)] |= 1L << tile;
      drew = true;
      passStreak = 0;
    } else if (code == DEPLOY_BEACON) {
      beacons |= 1 << seat;
      passStreak = 0;
      endTurn(seat, alertTile >= 0);
    } else {
      if (passStreak + 1 >= seats && pileTop >= pile.length) {
        // The last possible pass: the round ends blocked.
        byEngine(code);
        return;
      }
      passStreak++;
      endTurn(seat, alertTile >= 0);
    }
  }

  private void chart(int seat, int tile, int slot, int code) {
    int hand = seat * words + (tile >>> 6);
    long bit = 1L << tile;
    boolean satisfies = alertTile >= 0;
    boolean opens = !satisfies && doublePip[tile] >= 0;
    if ((hands[hand] & ~bit) == 0 && handEmptyBut(seat, tile >>> 6)
        && (!opens || deadAfter(tile))) {
      // The chart empties the hand with no double left waiting: the captain goes out.
      byEngine(code);
      return;
    }
    hands[hand] &= ~bit;
    table[tile >>> 6] |= bit;
    passStreak = 0;
    charts[2 * chartCount] = slot;
    charts[2 * chartCount + 1] = tile;
    chartCount++;
    openEnd[slot] = set.otherEnd(tile, openEnd[slot]);
    if (slot == seat) {
      // Charting one's own Warp Trail raises the shields: the Distress Beacon comes down.
      beacons &= ~(1 << seat);
    }
    if (satisfies) {
      alertTile = -1;
      endTurn(seat, false);
    } else if (opens && !deadAfter(-1)) {
      alertTile = tile;
      alertSlot = slot;
      alertCharter = seat;
      alertResponsible = seat;
      alertRed = false;
    } else {
      endTurn(seat, false);
    }
  }

  private boolean handEmptyBut(int seat, int word) {
    int hand = seat * words;
    for (int w = 0; w < words; w++) {
      if (w != word && hands[hand + w] != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the double just charted (or about to be: {@code pending}, not yet on the table) is dead: no
   * coordinate showing its pip is left off the table to satisfy it.
   */
  private boolean deadAfter(int pending) {
    int tile = pending >= 0 ? pending : charts[2 * chartCount - 1];
    long[] mask = pipMasks[doublePip[tile]];
    int off = 0;
    for (int w = 0; w < words; w++) {
      long onTable = table[w] | (pending >= 0 && w == pending >>> 6 ? 1L << pending : 0);
      off += Long.bitCount(mask[w] & ~onTable);
    }
    return off < 1;
  }

  private void endTurn(int seat, boolean alertPasses) {
    int next = seat + 1 == seats ? 0 : seat + 1;
    if (alertPasses && alertTile >= 0) {
      alertResponsible = next;
      alertRed = true;
    }
    toAct = next;
    drew = false;
  }

  private void byEngine(int code) {
    load(rules.apply(state(), move(code)).state());
  }

  /**
   * The position as the pure engine's state: equal in every part to the state {@link WarpRules#apply} would
   * have reached by the same moves.
   */
  public WarpState state() {
    if (chartCount == 0 && matchesBase()) {
      return base;
    }
    Trail[] trails = base.trails.clone();
    for (int i = 0; i < chartCount; i++) {
      int slot = charts[2 * i];
      int tile = charts[2 * i + 1];
      trails[slot] = trails[slot].extend(tile, set.otherEnd(tile, trails[slot].openEnd()));
    }
    RedAlert alert = alertTile < 0 ? null : new RedAlert(Coordinate.ofIndex(alertTile),
        Route.ofSlot(alertSlot, seats), alertCharter, alertResponsible, alertRed, 1, 0);
    WarpState s = new WarpState(base.config, base.phase, base.round, base.spacedock, base.roundStarter, toAct,
        hands.clone(), table.clone(), pile, pileTop, trails, beacons, alert, drew, passStreak, base.scores,
        base.roundWins, base.votesPending, base.votesAccepted, base.history, base.rng, base.plugins);
    // The state becomes the new base, so asking again costs nothing and later charts extend these trails.
    base = s;
    chartCount = 0;
    return s;
  }

  private boolean matchesBase() {
    RedAlert a = base.alert;
    return toAct == base.toAct && pileTop == base.pileTop && beacons == base.beacons && drew == base.drew
        && passStreak == base.passStreak && (a == null ? alertTile < 0
            : alertTile >= 0 && alertResponsible == a.responsible() && alertRed == a.red())
        && Arrays.equals(hands, base.hands);
  }
}
