// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The engine's per-seat numbers and seat sets as the immutable lists states, events and outcomes hand out: one
 * place for the boxing every reader of scores, wins and seat masks needs.
 */
final class SeatLists {
  private SeatLists() {}

  /** {@code values}, one a seat, as an immutable list. */
  static List<Integer> toList(int[] values) {
    Integer[] boxed = new Integer[values.length];
    for (int i = 0; i < values.length; i++) {
      boxed[i] = values[i];
    }
    return List.of(boxed);
  }

  /** The seats whose bits are set in {@code mask}, lowest first. */
  static List<Integer> seatsOf(int mask) {
    List<Integer> out = new ArrayList<>();
    for (int m = mask; m != 0; m &= m - 1) {
      out.add(Integer.numberOfTrailingZeros(m));
    }
    return out;
  }
}
