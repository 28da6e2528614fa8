// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.domino;

/**
 * Operations on tile bitsets: {@code long[]} words where bit {@code i} stands for the coordinate with
 * universal index {@code i}. The engine keeps hands and the table as such words; these helpers never keep
 * a reference to the arrays they are given.
 *
 * @since 0.1.0
 */
public final class TileBits {
  private TileBits() {}

  public static void set(long[] bits, int tile) {
    bits[tile >>> 6] |= 1L << tile;
  }

  public static void clear(long[] bits, int tile) {
    bits[tile >>> 6] &= ~(1L << tile);
  }

  public static boolean get(long[] bits, int tile) {
    return (bits[tile >>> 6] & (1L << tile)) != 0;
  }

  /** Same as {@link #get(long[], int)} for a bitset stored at {@code offset} inside a larger array. */
  public static boolean get(long[] bits, int offset, int tile) {
    return (bits[offset + (tile >>> 6)] & (1L << tile)) != 0;
  }

  /** Number of tiles in the {@code words} words at {@code offset}. */
  public static int count(long[] bits, int offset, int words) {
    int n = 0;
    for (int w = 0; w < words; w++) {
      n += Long.bitCount(bits[offset + w]);
    }
    return n;
  }

  /**
   * The position (0–63) of set bit number {@code n}, from 0 counting up from the lowest, in {@code word}; {@code n}
   * must be below {@code Long.bitCount(word)}.
   *
   * @since 0.1.0
   */
  public static int nth(long word, int n) {
    long bits = word;
    for (int rest = n; rest > 0; rest--) {
      bits &= bits - 1;
    }
    return Long.numberOfTrailingZeros(bits);
  }
}
