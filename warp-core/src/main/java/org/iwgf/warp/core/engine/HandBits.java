// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.domino.TileBits;

/**
 * A seat's hand asked what it can chart on a pip, read as the state keeps it: what the seat was dealt and drew,
 * less what lies on the table ({@link EngineState#handWord}). One AND more a word than a plain bitset, and no
 * array made.
 */
final class HandBits {
  private HandBits() {}

  /** How many of {@code seat}'s coordinates show {@code pip}. */
  static int countShowing(EngineState s, int seat, int pip) {
    DominoSet set = s.frame.set;
    long[] hand = s.hands[seat];
    long[] board = s.board;
    int n = 0;
    for (int w = 0; w < s.frame.words; w++) {
      n += Long.bitCount(hand[w] & ~board[w] & set.pipMaskWord(pip, w));
    }
    return n;
  }

  /** Whether {@code seat} holds {@code tile} and it shows {@code pip}; false for a tile past the set. */
  static boolean shows(EngineState s, int seat, int pip, int tile) {
    int w = tile >>> 6;
    if (w >= s.frame.words) {
      return false;
    }
    return ((s.hands[seat][w] & ~s.board[w] & s.frame.set.pipMaskWord(pip, w)) >>> tile & 1) != 0;
  }

  /**
   * The tile number {@code n} (from 0, in index order) of {@code seat}'s coordinates showing {@code pip}, or −1
   * if fewer than {@code n + 1} do.
   */
  static int nthShowing(EngineState s, int seat, int pip, int n) {
    if (n < 0) {
      return -1;
    }
    DominoSet set = s.frame.set;
    long[] hand = s.hands[seat];
    long[] board = s.board;
    int rest = n;
    for (int w = 0; w < s.frame.words; w++) {
      long showing = hand[w] & ~board[w] & set.pipMaskWord(pip, w);
      int count = Long.bitCount(showing);
      if (rest < count) {
        return (w << 6) + TileBits.nth(showing, rest);
      }
      rest -= count;
    }
    return -1;
  }
}
