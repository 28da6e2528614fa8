// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.domino.SplitMix64;

/**
 * Warp 6 Classic's <b>limit reference</b>: one hand of Block (a line with two ends, no drawing) in the fewest
 * instructions this benchmark's authors could write — hands as bitsets, the two open pips in fields, the
 * moves listed into an array, the hand scored in place and the next hand's tiles shuffled, as the library
 * does when a hand ends. It is what "as fast as this machine plays a hand of Block" means for
 * {@link ClassicPlayoutBenchmark}: the library's {@code hand} playout is measured against it in the same run.
 * It is not the library's: it knows no other variant, checks nothing and gives back no state.
 *
 * <p>It plays the hands the library plays from the same deals with the same choices (the moves in the order
 * {@code ClassicRules.legalMoves} lists them: tiles in index order, each on the left end, then the right);
 * {@code ClassicLimitReferenceTest} checks the moves made and every seat's pips left against the library.
 */
final class ClassicLimitReference {
  private static final DominoSet SET = ClassicConfig.SET;
  private static final int TILES = SET.size();
  private static final int PASS = -1;
  private static final int RIGHT = 1 << 5;

  /** One deal, read once from a state of the library so that both play the same hand. */
  record Deal(long[] hands, int lead, int leader) {
    /** The deal of {@code state}, the first position of a game's first hand. */
    static Deal of(ClassicState state) {
      int players = state.config().players();
      long[] hands = new long[players];
      for (int seat = 0; seat < players; seat++) {
        for (Coordinate c : state.hand(seat)) {
          hands[seat] |= 1L << c.index();
        }
      }
      return new Deal(hands, state.requiredLead().orElseThrow().index(), state.toAct().orElseThrow());
    }
  }

  private final int players;
  private final int[] high = new int[TILES];
  private final int[] low = new int[TILES];
  private final int[] value = new int[TILES];
  private final long[] pipMask = new long[SET.maxPip() + 1];
  private final long[] hands;
  private final int[] pipsLeft;
  private final int[] scores;
  private final int[] listed = new int[2 * TILES + 1];
  private final int[] deck = new int[TILES];
  private long shuffler = 0xDEC4L;
  private int left;
  private int right;
  private int toAct;

  ClassicLimitReference(int players) {
    this.players = players;
    for (int tile = 0; tile < TILES; tile++) {
      Coordinate c = Coordinate.ofIndex(tile);
      high[tile] = c.high();
      low[tile] = c.low();
      value[tile] = c.pips();
      pipMask[c.high()] |= 1L << tile;
      pipMask[c.low()] |= 1L << tile;
    }
    this.hands = new long[players];
    this.pipsLeft = new int[players];
    this.scores = new int[players];
  }

  /**
   * Plays {@code deal}'s hand out with the choices of the generator at {@code chooser[0]}: the first move is
   * the required lead, as in the library, and every later one is chosen. Returns the moves made.
   */
  int playHand(Deal deal, long[] chooser) {
    System.arraycopy(deal.hands(), 0, hands, 0, players);
    int lead = deal.lead();
    toAct = deal.leader();
    long rng = chooser[0];
    // The lead is the only move listed, and the library's playout still draws a number to choose it.
    hands[toAct] &= ~(1L << lead);
    left = high[lead];
    right = low[lead];
    rng = SplitMix64.next(rng);
    int moves = 1;
    int passes = 0;
    int domino = -1;
    while (true) {
      toAct = toAct + 1 == players ? 0 : toAct + 1;
      int n = list();
      int move = listed[SplitMix64.nextInt(rng, n)];
      rng = SplitMix64.next(rng);
      moves++;
      if (move == PASS) {
        passes++;
        continue;
      }
      passes = 0;
      int tile = move & (RIGHT - 1);
      hands[toAct] &= ~(1L << tile);
      if ((move & RIGHT) != 0) {
        right = high[tile] == right ? low[tile] : high[tile];
      } else {
        left = high[tile] == left ? low[tile] : high[tile];
      }
      if (hands[toAct] == 0) {
        domino = toAct;
        break;
      }
      if (blocked()) {
        break;
      }
    }
    chooser[0] = rng;
    score(domino);
    deal();
    return moves;
  }

  /** Pips left in {@code seat}'s hand once a hand is over. */
  int pipsLeft(int seat) {
    return pipsLeft[seat];
  }

  // Every move open to the seat at the helm, in the library's order; returns how many.
  private int list() {
    long hand = hands[toAct];
    long fits = hand & (pipMask[left] | pipMask[right]);
    if (fits == 0) {
      listed[0] = PASS;
      return 1;
    }
    int n = 0;
    for (long b = fits; b != 0; b &= b - 1) {
      int tile = Long.numberOfTrailingZeros(b);
      if (high[tile] == left || low[tile] == left) {
        listed[n++] = tile;
      }
      if (high[tile] == right || low[tile] == right) {
        listed[n++] = tile | RIGHT;
      }
    }
    return n;
  }

  private boolean blocked() {
    long fits = pipMask[left] | pipMask[right];
    for (long hand : hands) {
      if ((hand & fits) != 0) {
        return false;
      }
    }
    return true;
  }

  // Each seat's pips; the seat that went out (or, blocked, the lightest hand) scores the others' pips.
  private void score(int domino) {
    int winner = domino;
    int total = 0;
    for (int seat = 0; seat < players; seat++) {
      int pips = 0;
      for (long b = hands[seat]; b != 0; b &= b - 1) {
        pips += value[Long.numberOfTrailingZeros(b)];
      }
      pipsLeft[seat] = pips;
      total += pips;
      if (domino < 0 && (winner < 0 || pips < pipsLeft[winner])) {
        winner = seat;
      }
    }
    scores[winner] += total - pipsLeft[winner];
  }

  // The library deals the next hand as the last move of a hand is applied; so does the reference.
  private void deal() {
    for (int i = 0; i < TILES; i++) {
      deck[i] = i;
    }
    shuffler = SplitMix64.shuffle(deck, shuffler);
  }
}
