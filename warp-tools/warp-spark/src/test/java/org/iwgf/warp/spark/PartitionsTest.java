// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs are cut into contiguous ranges of nearly equal size that cover every game once, in order. */
class PartitionsTest {
  @Test
  void rangesCoverEveryGameOnceInOrder() {
    List<long[]> ranges = Partitions.ranges(10, 3);
    assertEquals(3, ranges.size());
    assertArrayEquals(new long[] {0, 3}, ranges.get(0));
    assertArrayEquals(new long[] {3, 6}, ranges.get(1));
    assertArrayEquals(new long[] {6, 10}, ranges.get(2));
  }

  @Test
  void fewerGamesThanPartitionsGiveOneRangeAGameAndNoGamesOneEmptyRange() {
    assertEquals(2, Partitions.ranges(2, 5).size());
    assertArrayEquals(new long[] {0, 0}, Partitions.ranges(0, 4).get(0));
    assertEquals(1, Partitions.slices(0, 4));
    assertEquals(4, Partitions.slices(12, 4));
    assertThrows(IllegalArgumentException.class, () -> Partitions.ranges(10, 0));
    assertThrows(IllegalArgumentException.class, () -> Partitions.slices(10, 0));
  }
}
