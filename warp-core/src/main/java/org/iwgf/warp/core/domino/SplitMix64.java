// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.domino;

/**
 * The SplitMix64 generator as pure functions over a {@code long} position, so that a game state can carry
 * its randomness as a plain value and replay exactly.
 *
 * @since 0.1.0
 */
public final class SplitMix64 {
  private static final long GOLDEN = 0x9E3779B97F4A7C15L;

  private SplitMix64() {}

  /** The position after {@code state}. */
  public static long next(long state) {
    return state + GOLDEN;
  }

  /** The 64 random bits produced at position {@code state} (call {@link #next} to move on). */
  public static long mix(long state) {
    long z = state + GOLDEN;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** A value in {@code [0, bound)} from the bits at position {@code state}. */
  public static int nextInt(long state, int bound) {
    // Lemire's multiply-shift: unbiased enough for shuffles of at most 190 tiles.
    return (int) (((mix(state) >>> 32) * bound) >>> 32);
  }

  /**
   * Shuffles {@code values} in place (Fisher–Yates) starting at position {@code state} and returns the
   * position after the last number used.
   */
  public static long shuffle(int[] values, long state) {
    long s = state;
    for (int i = values.length - 1; i > 0; i--) {
      int j = nextInt(s, i + 1);
      s = next(s);
      int t = values[i];
      values[i] = values[j];
      values[j] = t;
    }
    return s;
  }
}
