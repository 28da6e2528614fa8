// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.domino;

import org.iwgf.warp.core.game.InvalidConfigException;
import java.util.ArrayList;
import java.util.List;

/**
 * A double-N set of coordinates (N = 6 … 18): every pair of ends {@code 0 <= low <= high <= N} exactly
 * once, {@code (N+1)(N+2)/2} coordinates in all. Tiles are the universal
 * {@linkplain Coordinate#index() indices} {@code 0 … size()−1}; the set also precomputes, per pip, the
 * {@linkplain #pipMaskWord(int, int) bit mask} of the tiles showing it, so "what can I play on an end showing 7" is
 * one AND per word.
 *
 * @since 0.1.0
 */
public final class DominoSet {
  private static final DominoSet[] SETS = new DominoSet[Coordinate.MAX_PIP + 1];

  static {
    for (int n = 1; n <= Coordinate.MAX_PIP; n++) {
      SETS[n] = new DominoSet(n);
    }
  }

  private final int maxPip;
  private final int size;
  private final int words;
  // Every pip's mask, word by word, in one array: pip p's word w is at p * words + w, one load away.
  private final long[] pipMasks;
  private final long[] all;
  private final int[] pips;
  private final int[] otherEnd;

  private DominoSet(int maxPip) {
    this.maxPip = maxPip;
    this.size = (maxPip + 1) * (maxPip + 2) / 2;
    this.words = (size + 63) >>> 6;
    this.pipMasks = new long[(maxPip + 1) * words];
    this.all = new long[words];
    this.pips = new int[size];
    this.otherEnd = new int[size * (maxPip + 1)];
    for (int i = 0; i < size; i++) {
      Coordinate c = Coordinate.ofIndex(i);
      TileBits.set(all, i);
      pipMasks[c.low() * words + (i >>> 6)] |= 1L << i;
      pipMasks[c.high() * words + (i >>> 6)] |= 1L << i;
      pips[i] = c.pips();
      for (int p = 0; p <= maxPip; p++) {
        otherEnd[i * (maxPip + 1) + p] = c.has(p) ? c.otherEnd(p) : -1;
      }
    }
  }

  /** The double-{@code maxPip} set. */
  public static DominoSet doubleN(int maxPip) {
    if (maxPip < 1 || maxPip > Coordinate.MAX_PIP) {
      throw new InvalidConfigException("FACTOR", "Sets run from double-1 to double-18, not double-" + maxPip
          + ".");
    }
    return SETS[maxPip];
  }

  /** Highest pip count in the set (12 for double-twelve). */
  public int maxPip() {
    return maxPip;
  }

  /** Number of coordinates in the set. */
  public int size() {
    return size;
  }

  /** Number of {@code long} words a bitset over this set uses. */
  public int words() {
    return words;
  }

  /** True if {@code c} belongs to this set. */
  public boolean contains(Coordinate c) {
    return c.high() <= maxPip;
  }

  /**
   * How many tiles of the bitset {@code bits[offset] … bits[offset + words() − 1]} show {@code pip}: one AND
   * and one count per word, with no array made — how a hand is asked what it can chart on an open end.
   */
  public int countShowing(long[] bits, int offset, int pip) {
    int at = pip * words;
    int n = Long.bitCount(bits[offset] & pipMasks[at]);
    for (int w = 1; w < words; w++) {
      n += Long.bitCount(bits[offset + w] & pipMasks[at + w]);
    }
    return n;
  }

  /**
   * The tile number {@code n} (from 0, in index order) among the tiles of the bitset
   * {@code bits[offset] … bits[offset + words() − 1]} that show {@code pip}, or −1 if fewer than {@code n + 1}
   * do (or {@code n} is negative): how a move is picked by its number without listing the others.
   */
  public int nthShowing(long[] bits, int offset, int pip, int n) {
    if (n < 0) {
      return -1;
    }
    int at = pip * words;
    int rest = n;
    for (int w = 0; w < words; w++) {
      long showing = bits[offset + w] & pipMasks[at + w];
      int count = Long.bitCount(showing);
      if (rest < count) {
        return (w << 6) + TileBits.nth(showing, rest);
      }
      rest -= count;
    }
    return -1;
  }

  /** Word {@code word} of the bitset of tiles showing {@code pip}. */
  public long pipMaskWord(int pip, int word) {
    return pipMasks[pip * words + word];
  }

  /** Word {@code word} of the bitset of every tile in the set. */
  public long allWord(int word) {
    return all[word];
  }

  /** Pip value of tile {@code index}. */
  public int pips(int index) {
    return pips[index];
  }

  /** The end left open when tile {@code index} joins an end showing {@code pip}, or −1 if it cannot. */
  public int otherEnd(int index, int pip) {
    return otherEnd[index * (maxPip + 1) + pip];
  }

  /** Every coordinate of the set, in index order. */
  public List<Coordinate> coordinates() {
    List<Coordinate> out = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      out.add(Coordinate.ofIndex(i));
    }
    return List.copyOf(out);
  }

  @Override
  public String toString() {
    return "double-" + maxPip;
  }
}
