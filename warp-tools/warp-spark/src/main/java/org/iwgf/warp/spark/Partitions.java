// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.spark;

import java.util.ArrayList;
import java.util.List;

/** How a run's games or deals are cut into partitions. */
final class Partitions {
  private Partitions() {}

  /**
   * {@code [0, count)} cut into {@code min(parts, count)} contiguous ranges {@code {from, to}} of sizes
   * differing by at most one, in order (at least one range, empty when {@code count} is 0).
   *
   * @throws IllegalArgumentException if {@code parts} is not positive or {@code count} is negative
   */
  static List<long[]> ranges(long count, int parts) {
    if (parts < 1 || count < 0) {
      throw new IllegalArgumentException("cannot cut " + count + " into " + parts + " partitions");
    }
    long n = Math.max(1, Math.min(parts, count));
    List<long[]> out = new ArrayList<>();
    for (long p = 0; p < n; p++) {
      out.add(new long[] {count * p / n, count * (p + 1) / n});
    }
    return out;
  }

  /** {@code min(parts, count)} slices for {@code count} items, at least one. */
  static int slices(int count, int parts) {
    if (parts < 1) {
      throw new IllegalArgumentException("cannot cut into " + parts + " partitions");
    }
    return Math.max(1, Math.min(parts, count));
  }
}
