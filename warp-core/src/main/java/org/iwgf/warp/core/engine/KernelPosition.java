// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.model.Route;

/**
 * The position a {@link SearchKernel} plays, in plain arrays and fields; the moves open in it, listed,
 * counted, or picked by number, always in the order {@link WarpRules#legalMoves} lists them; and what a chart
 * or the end of a turn does to it. A move that ends the round is not made here: the kernel hands it to the
 * pure engine.
 */
final class KernelPosition {
  static final int DRAW = SearchKernel.DRAW;
  static final int DEPLOY_BEACON = SearchKernel.DEPLOY_BEACON;
  static final int PASS = SearchKernel.PASS;
  static final int ACCEPT_OVERTIME = SearchKernel.ACCEPT_OVERTIME;
  static final int DECLINE_OVERTIME = SearchKernel.DECLINE_OVERTIME;
  /** A chart's code: {@code CHARTS + (tile << SLOT_BITS | slot)}. */
  static final int CHARTS = 5;
  static final int SLOT_BITS = 5;
  static final int SLOT_MASK = (1 << SLOT_BITS) - 1;

  final DominoSet set;
  final int seats;
  final int words;
  // Word w of the tiles showing pip p at [p * words + w]: one flat array, no second indirection.
  final long[] pipMasks;
  // A double's pip by tile, or -1 for a tile that is not a double.
  final int[] doublePip;
  final long[] hands;
  // How many coordinates in each hand show each pip, at [seat * pips + pip] (a double counted once): the
  // number of charts a route offers is one read, so counting the legal moves touches no bit set.
  final int[] showing;
  final int pips;
  // A tile's two ends (equal for a double), by tile.
  final int[] high;
  final int[] low;
  final long[] table;
  final int[] openEnd;
  int[] pile;
  int pileTop;
  int toAct;
  int beacons;
  // The seats whose first turn of the round has not ended, one bit each, as the round's frame keeps them.
  int firstTurns;
  boolean drew;
  int passStreak;
  int alertTile = -1;
  int alertSlot;
  int alertCharter;
  int alertResponsible;
  boolean alertRed;
  boolean playing;
  // An overtime vote is open: its two moves are listed here and made by the pure engine.
  boolean voting;

  KernelPosition(DominoSet set, int seats, int[] pile) {
    this.set = set;
    this.seats = seats;
    this.words = set.words();
    this.pile = pile;
    this.pipMasks = new long[(set.maxPip() + 1) * words];
    for (int pip = 0; pip <= set.maxPip(); pip++) {
      for (int w = 0; w < words; w++) {
        pipMasks[pip * words + w] = set.pipMaskWord(pip, w);
      }
    }
    this.doublePip = new int[set.size()];
    this.high = new int[set.size()];
    this.low = new int[set.size()];
    for (int tile = 0; tile < set.size(); tile++) {
      Coordinate c = Coordinate.ofIndex(tile);
      doublePip[tile] = c.isDouble() ? c.high() : -1;
      high[tile] = c.high();
      low[tile] = c.low();
    }
    this.hands = new long[seats * words];
    this.pips = set.maxPip() + 1;
    this.showing = new int[seats * pips];
    this.table = new long[words];
    this.openEnd = new int[seats + 1];
  }

  /** Counts every hand into {@link #showing} afresh, after the hands were loaded. */
  void countHands() {
    // One count per pip, branch-free, rather than a walk of every coordinate: a deal's hands are read at once.
    for (int seat = 0; seat < seats; seat++) {
      for (int pip = 0; pip < pips; pip++) {
        int n = 0;
        for (int w = 0; w < words; w++) {
          n += Long.bitCount(hands[seat * words + w] & pipMasks[pip * words + w]);
        }
        showing[seat * pips + pip] = n;
      }
    }
  }

  /** Adds {@code tile} to {@code seat}'s hand: its bit and its pips. */
  void take(int seat, int tile) {
    hands[seat * words + (tile >>> 6)] |= 1L << tile;
    shows(seat, tile, 1);
  }

  /** Removes {@code tile} from {@code seat}'s hand. */
  void give(int seat, int tile) {
    hands[seat * words + (tile >>> 6)] &= ~(1L << tile);
    shows(seat, tile, -1);
  }

  private void shows(int seat, int tile, int delta) {
    int at = seat * pips;
    showing[at + high[tile]] += delta;
    if (low[tile] != high[tile]) {
      showing[at + low[tile]] += delta;
    }
  }

  /**
   * The route slots open to the captain at the helm, as a bit set (slot {@code seats} is the Neutral Zone), by
   * Section III's one rule ({@link Route#openBySectionIii(int, int, int, int)}). Walking its bits from the lowest gives the
   * routes in the order {@link WarpRules#legalMoves} lists them.
   */
  private int openSlots() {
    return Route.openBySectionIii(toAct, seats, beacons, firstTurns);
  }

  /**
   * Writes the codes of the moves open now into {@code out}, in the order {@link WarpRules#legalMoves}
   * lists them, and returns how many there are (0 when not playing).
   */
  int list(int[] out) {
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
      for (int open = openSlots(); open != 0; open &= open - 1) {
        int slot = Integer.numberOfTrailingZeros(open);
        n = charts(out, n, hand, slot, openEnd[slot]);
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

  /**
   * How many moves are open now: the length {@link WarpRules#legalMoves} would list, counted without listing them
   * (0 when not playing). With {@link #pick(int)} a playout picks a move without
   * writing the list at all.
   */
  int count() {
    if (!playing) {
      return 0;
    }
    if (voting) {
      return 2;
    }
    int at = toAct * pips;
    int n = 0;
    if (alertTile >= 0) {
      n = showing[at + doublePip[alertTile]];
    } else {
      for (int open = openSlots(); open != 0; open &= open - 1) {
        n += showing[at + openEnd[Integer.numberOfTrailingZeros(open)]];
      }
    }
    return n == 0 ? 1 : n;
  }

  /**
   * The code of move number {@code index} (from 0, below {@link #count()}) in the order
   * {@link WarpRules#legalMoves} lists them.
   */
  int pick(int index) {
    if (voting) {
      return index == 0 ? ACCEPT_OVERTIME : DECLINE_OVERTIME;
    }
    int hand = toAct * words;
    int at = toAct * pips;
    if (alertTile >= 0) {
      if (index < showing[at + doublePip[alertTile]]) {
        return nth(hand, alertSlot, doublePip[alertTile], index);
      }
    } else {
      int left = index;
      for (int open = openSlots(); open != 0; open &= open - 1) {
        int slot = Integer.numberOfTrailingZeros(open);
        int here = showing[at + openEnd[slot]];
        if (left < here) {
          return nth(hand, slot, openEnd[slot], left);
        }
        left -= here;
      }
    }
    // Nothing to chart: the one move left.
    if (!drew && pileTop < pile.length) {
      return DRAW;
    }
    return (beacons & (1 << toAct)) != 0 ? PASS : DEPLOY_BEACON;
  }

  // The code of chart number left (below what the slot offers) on this slot.
  private int nth(int hand, int slot, int pip, int left) {
    return chartCode(set.nthShowing(hands, hand, pip, left), slot);
  }

  private int charts(int[] out, int n, int hand, int slot, int pip) {
    int mask = pip * words;
    for (int w = 0; w < words; w++) {
      long bits = hands[hand + w] & pipMasks[mask + w];
      while (bits != 0) {
        out[n++] = chartCode((w << 6) + Long.numberOfTrailingZeros(bits), slot);
        bits &= bits - 1;
      }
    }
    return n;
  }

  /**
   * Charts {@code tile} from {@code seat}'s hand on the route at {@code slot}, which does not empty the hand
   * for good: the open end moves, charting one's own trail takes the beacon down, and a double opens a Red
   * Alert ({@code opens}, and not dead) or the chart answers one ({@code satisfies}) or ends the turn.
   */
  void chart(int seat, int tile, int slot, boolean satisfies, boolean opens) {
    give(seat, tile);
    table[tile >>> 6] |= 1L << tile;
    passStreak = 0;
    openEnd[slot] = set.otherEnd(tile, openEnd[slot]);
    if (slot == seat) {
      // Charting one's own Warp Trail raises the shields: the Distress Beacon comes down.
      beacons &= ~(1 << seat);
    }
    if (satisfies) {
      alertTile = -1;
      endTurn(seat, false);
    } else if (opens && !deadWith(tile)) {
      alertTile = tile;
      alertSlot = slot;
      alertCharter = seat;
      alertResponsible = seat;
      alertRed = false;
    } else {
      endTurn(seat, false);
    }
  }

  /** True if {@code tile} is the last coordinate in {@code seat}'s hand. */
  boolean lastInHand(int seat, int tile) {
    int hand = seat * words;
    int word = tile >>> 6;
    for (int w = 0; w < words; w++) {
      long left = w == word ? hands[hand + w] & ~(1L << tile) : hands[hand + w];
      if (left != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the double {@code tile}, once on the table (it may be already), is dead: no coordinate showing
   * its pip is left off the table to satisfy it.
   */
  boolean deadWith(int tile) {
    int mask = doublePip[tile] * words;
    int off = 0;
    for (int w = 0; w < words; w++) {
      long onTable = table[w] | (w == tile >>> 6 ? 1L << tile : 0);
      off += Long.bitCount(pipMasks[mask + w] & ~onTable);
    }
    return off < 1;
  }

  /** Passes the helm clockwise, handing on a waiting double with it when {@code alertPasses}. */
  void endTurn(int seat, boolean alertPasses) {
    firstTurns &= ~(1 << seat);
    int next = seat + 1 == seats ? 0 : seat + 1;
    if (alertPasses && alertTile >= 0) {
      alertResponsible = next;
      alertRed = true;
    }
    toAct = next;
    drew = false;
  }

  /** The code of charting {@code tile} on the route at {@code slot}. */
  static int chartCode(int tile, int slot) {
    return CHARTS + (tile << SLOT_BITS | slot);
  }
}
