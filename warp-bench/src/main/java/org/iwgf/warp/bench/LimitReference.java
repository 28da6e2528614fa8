// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.Arrays;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.model.WarpState;

/**
 * The playouts' <b>limit reference</b>: one round of the standard rules (Sections I–V, no optional rule) in
 * the fewest instructions this benchmark's authors could write — a mutable bitboard, moves counted and
 * picked by number ({@link #playOut}) or listed into an array ({@link #playOutListed}), nothing recorded, the
 * round scored in place. It is what "as fast as this machine plays
 * the game" means for {@link PlayoutBenchmark}: the pure API and the search kernel are measured against it
 * in the same run. It is not the library's: it knows no rule plugin, no campaign, no overtime, checks
 * nothing, and gives back no state.
 *
 * <p>It plays the rounds the pure engine plays from the same deals with the same choices (the moves in the
 * order {@code WarpRules.legalMoves} lists them: charts route by route — Warp Trails in seat order, the
 * Neutral Zone last — each route's coordinates in index order, and, with no chart, the one other move);
 * {@code LimitReferenceTest} checks the move count and every captain's pips left against the engine.
 */
final class LimitReference {
  static final int DRAW = 0;
  static final int DEPLOY_BEACON = 1;
  static final int PASS = 2;
  private static final int CHARTS = 5;
  private static final int SLOT_BITS = 5;
  private static final int SLOT_MASK = (1 << SLOT_BITS) - 1;

  /** One deal, read once from a state of the pure engine so that both play the same round. */
  record Deal(long[] hands, int[] pile, int spacedockPip, int first) {
    /** The deal of {@code state}, a round's first position. */
    static Deal of(WarpState state, int words) {
      int seats = state.seats();
      long[] hands = new long[seats * words];
      for (int seat = 0; seat < seats; seat++) {
        for (Coordinate c : state.hand(seat)) {
          hands[seat * words + (c.index() >>> 6)] |= 1L << c.index();
        }
      }
      int[] pile = state.uncharted().stream().mapToInt(Coordinate::index).toArray();
      return new Deal(hands, pile, state.spacedockPip(), state.toAct());
    }
  }

  private final int seats;
  private final int words;
  private final long[] pipMask;
  private final int[] high;
  private final int[] low;
  private final int[] value;
  private final long[] hands;
  private final long[] table;
  private final int[] openEnd;
  private final int[] pipsLeft;
  private final int[] listed;
  private int[] pile = new int[0];
  private int pileTop;
  private int toAct;
  private int beacons;
  // Seats whose first turn of the round is still to end: Section III opens them their own trail and the Neutral
  // Zone only.
  private int firstTurns;
  private boolean drew;
  private int passStreak;
  private int alertTile;
  private int alertSlot;
  private boolean over;

  LimitReference(int maxPip, int seats) {
    this.seats = seats;
    int tiles = (maxPip + 1) * (maxPip + 2) / 2;
    this.words = (tiles + 63) >>> 6;
    this.pipMask = new long[(maxPip + 1) * words];
    this.high = new int[tiles];
    this.low = new int[tiles];
    this.value = new int[tiles];
    for (int tile = 0; tile < tiles; tile++) {
      Coordinate c = Coordinate.ofIndex(tile);
      high[tile] = c.high();
      low[tile] = c.low();
      value[tile] = c.pips();
      pipMask[c.high() * words + (tile >>> 6)] |= 1L << tile;
      pipMask[c.low() * words + (tile >>> 6)] |= 1L << tile;
    }
    this.hands = new long[seats * words];
    this.table = new long[words];
    this.openEnd = new int[seats + 1];
    this.pipsLeft = new int[seats];
    this.listed = new int[(seats + 1) * tiles + 1];
  }

  /** Words of a hand's bitset. */
  int words() {
    return words;
  }

  // playOut and playOutListed share their loop's shape but not its body: each benchmark's loop is left with no
  // branch on how the move is chosen, which is what a limit reference is for.

  /** Plays {@code deal} out with the choices of the generator at {@code chooser[0]}; returns the moves made. */
  int playOut(Deal deal, long[] chooser) {
    load(deal);
    long rng = chooser[0];
    int moves = 0;
    while (!over) {
      play(pick(SplitMix64.nextInt(rng, count())));
      rng = SplitMix64.next(rng);
      moves++;
    }
    chooser[0] = rng;
    return moves;
  }

  /**
   * As {@link #playOut}, listing the moves open at every turn into an array and taking the chosen one from it
   * (how the speed issue's own reference measured its 22.9 M moves/s), rather than counting and picking.
   */
  int playOutListed(Deal deal, long[] chooser) {
    load(deal);
    long rng = chooser[0];
    int moves = 0;
    while (!over) {
      int n = list(listed);
      play(listed[SplitMix64.nextInt(rng, n)]);
      rng = SplitMix64.next(rng);
      moves++;
    }
    chooser[0] = rng;
    return moves;
  }

  /** Pips left in {@code seat}'s hand once a round is over: the round's score. */
  int pipsLeft(int seat) {
    return pipsLeft[seat];
  }

  private void load(Deal deal) {
    System.arraycopy(deal.hands(), 0, hands, 0, hands.length);
    Arrays.fill(table, 0L);
    Arrays.fill(openEnd, deal.spacedockPip());
    pile = deal.pile();
    pileTop = 0;
    toAct = deal.first();
    beacons = 0;
    firstTurns = (1 << seats) - 1;
    drew = false;
    passStreak = 0;
    alertTile = -1;
    over = false;
  }

  // The route slots open to the captain at the helm: their own trail, the Neutral Zone (slot `seats`) and, once
  // their first turn of the round is over, every trail with a beacon up; lowest slot first.
  private int openSlots() {
    int own = 1 << toAct | 1 << seats;
    return (firstTurns & 1 << toAct) != 0 ? own : own | beacons;
  }

  private int showing(int hand, int pip) {
    int n = 0;
    for (int w = 0; w < words; w++) {
      n += Long.bitCount(hands[hand + w] & pipMask[pip * words + w]);
    }
    return n;
  }

  // Every move open now, in the engine's order; returns how many.
  private int list(int[] out) {
    int hand = toAct * words;
    int n = 0;
    if (alertTile >= 0) {
      n = charts(out, n, hand, alertSlot, high[alertTile]);
    } else {
      for (int open = openSlots(); open != 0; open &= open - 1) {
        int slot = Integer.numberOfTrailingZeros(open);
        n = charts(out, n, hand, slot, openEnd[slot]);
      }
    }
    if (n == 0) {
      out[n++] = !drew && pileTop < pile.length ? DRAW : (beacons & 1 << toAct) != 0 ? PASS : DEPLOY_BEACON;
    }
    return n;
  }

  private int charts(int[] out, int n, int hand, int slot, int pip) {
    int k = n;
    for (int w = 0; w < words; w++) {
      for (long bits = hands[hand + w] & pipMask[pip * words + w]; bits != 0; bits &= bits - 1) {
        out[k++] = CHARTS + (((w << 6) + Long.numberOfTrailingZeros(bits)) << SLOT_BITS | slot);
      }
    }
    return k;
  }

  private int count() {
    int hand = toAct * words;
    int n = 0;
    if (alertTile >= 0) {
      n = showing(hand, high[alertTile]);
    } else {
      for (int open = openSlots(); open != 0; open &= open - 1) {
        n += showing(hand, openEnd[Integer.numberOfTrailingZeros(open)]);
      }
    }
    return n == 0 ? 1 : n;
  }

  private int pick(int index) {
    int hand = toAct * words;
    if (alertTile >= 0) {
      int chart = nth(hand, high[alertTile], index);
      if (chart >= 0) {
        return CHARTS + (chart << SLOT_BITS | alertSlot);
      }
    } else {
      int left = index;
      for (int open = openSlots(); open != 0; open &= open - 1) {
        int slot = Integer.numberOfTrailingZeros(open);
        int here = showing(hand, openEnd[slot]);
        if (left < here) {
          return CHARTS + (nth(hand, openEnd[slot], left) << SLOT_BITS | slot);
        }
        left -= here;
      }
    }
    if (!drew && pileTop < pile.length) {
      return DRAW;
    }
    return (beacons & 1 << toAct) != 0 ? PASS : DEPLOY_BEACON;
  }

  // The tile number n among the hand's tiles showing pip, or -1 if it holds fewer.
  private int nth(int hand, int pip, int n) {
    int rest = n;
    for (int w = 0; w < words; w++) {
      long bits = hands[hand + w] & pipMask[pip * words + w];
      int c = Long.bitCount(bits);
      if (rest < c) {
        for (; rest > 0; rest--) {
          bits &= bits - 1;
        }
        return (w << 6) + Long.numberOfTrailingZeros(bits);
      }
      rest -= c;
    }
    return -1;
  }

  private void play(int code) {
    int seat = toAct;
    if (code >= CHARTS) {
      chart(seat, (code - CHARTS) >>> SLOT_BITS, (code - CHARTS) & SLOT_MASK);
    } else if (code == DRAW) {
      int tile = pile[pileTop++];
      hands[seat * words + (tile >>> 6)] |= 1L << tile;
      drew = true;
      passStreak = 0;
    } else if (code == DEPLOY_BEACON) {
      beacons |= 1 << seat;
      passStreak = 0;
      endTurn(seat);
    } else if (++passStreak >= seats && pileTop >= pile.length) {
      score(); // blocked: every captain passed in turn with Uncharted Sectors empty
    } else {
      endTurn(seat);
    }
  }

  private void chart(int seat, int tile, int slot) {
    hands[seat * words + (tile >>> 6)] &= ~(1L << tile);
    table[tile >>> 6] |= 1L << tile;
    passStreak = 0;
    openEnd[slot] = high[tile] == openEnd[slot] ? low[tile] : high[tile];
    if (slot == seat) {
      beacons &= ~(1 << seat);
    }
    boolean satisfies = alertTile >= 0;
    boolean opens = !satisfies && high[tile] == low[tile] && !dead(high[tile]);
    if (!opens && empty(seat)) {
      score(); // the captain goes out
    } else if (satisfies) {
      alertTile = -1;
      endTurn(seat);
    } else if (opens) {
      alertTile = tile;
      alertSlot = slot;
    } else {
      endTurn(seat);
    }
  }

  // A double of this pip is dead once every coordinate showing it is on the table.
  private boolean dead(int pip) {
    for (int w = 0; w < words; w++) {
      if ((pipMask[pip * words + w] & ~table[w]) != 0) {
        return false;
      }
    }
    return true;
  }

  private boolean empty(int seat) {
    for (int w = 0; w < words; w++) {
      if (hands[seat * words + w] != 0) {
        return false;
      }
    }
    return true;
  }

  private void endTurn(int seat) {
    firstTurns &= ~(1 << seat);
    toAct = seat + 1 == seats ? 0 : seat + 1;
    drew = false;
  }

  private void score() {
    over = true;
    for (int seat = 0; seat < seats; seat++) {
      int sum = 0;
      for (int w = 0; w < words; w++) {
        for (long bits = hands[seat * words + w]; bits != 0; bits &= bits - 1) {
          sum += value[(w << 6) + Long.numberOfTrailingZeros(bits)];
        }
      }
      pipsLeft[seat] = sum;
    }
  }
}
