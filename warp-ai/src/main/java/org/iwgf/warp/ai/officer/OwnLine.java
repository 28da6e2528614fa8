// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.Arrays;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.WarpMove;

/**
 * The line a seat's own hand makes on its own Warp Trail after a move, as a rollout would find it turn after
 * turn: the most pips the seat could chart on its own trail alone, one coordinate a turn, starting from the
 * end the trail shows after the move — and the doubles it keeps with nothing else showing their pip, each a
 * Red Alert it cannot cover.
 *
 * <p>The line is the heaviest trail through the hand's coordinates (each one used at most once), found by a
 * depth-first search that stops after {@value #BUDGET} steps a move and keeps the best line found by then, so
 * that a hand of any size costs a bounded time. One instance per decision; not thread-safe.
 */
final class OwnLine {
  /** Steps of the search a move may take; a hand of 15 coordinates of Warp 12 seldom needs a tenth of it. */
  static final int BUDGET = 2048;
  /** The most coordinates the search follows (a hand beyond it keeps its first 64 for the line). */
  private static final int MOST = 64;

  private final Position p;
  private final int[] high;
  private final int[] low;
  private final int[] pips;
  // Bit i of showing[pip] is set when coordinate i shows pip: the search steps only to those, in index order.
  private final long[] showing;
  private final int count;
  private final int allPips;
  private int steps;
  /**
   * The lines found so far for this position, by start and coordinate removed: the moves that chart one
   * coordinate off the own trail, and those that chart none, all leave the same line, found once.
   */
  private int[] foundKey = new int[8];
  private Line[] found = new Line[8];
  private int foundCount;

  private OwnLine(Position p) {
    this.p = p;
    int n = Math.min(MOST, p.hand().size());
    this.count = n;
    this.high = new int[n];
    this.low = new int[n];
    this.pips = new int[n];
    int most = 0;
    for (int i = 0; i < n; i++) {
      most = Math.max(most, p.hand().get(i).high());
    }
    this.showing = new long[Math.max(most, p.ownOpenEnd()) + 1];
    int sum = 0;
    for (int i = 0; i < n; i++) {
      Coordinate c = p.hand().get(i);
      high[i] = c.high();
      low[i] = c.low();
      pips[i] = c.pips();
      showing[high[i]] |= 1L << i;
      showing[low[i]] |= 1L << i;
      sum += pips[i];
    }
    this.allPips = sum;
  }

  /** The facts every move's line features read. */
  static OwnLine of(Position p) {
    return new OwnLine(p);
  }

  /**
   * Writes the features of {@code m} from {@code out[at]}: the share of the seat's remaining coordinates on
   * its heaviest own line after the move, the share of its remaining pips off that line, and the number of
   * doubles it keeps that no other coordinate of its hand covers.
   */
  void write(WarpMove m, float[] out, int at) {
    Line line = after(m);
    out[at] = line.remaining() == 0 ? 1f : (float) line.length() / line.remaining();
    out[at + 1] = line.remainingPips() == 0 ? 0f
        : (float) (line.remainingPips() - line.pips()) / line.remainingPips();
    out[at + 2] = line.bareDoubles();
  }

  /**
   * The seat's own line after {@code m}: its coordinates and pips, the coordinates and pips the seat keeps in
   * all, and the doubles it keeps uncovered.
   */
  record Line(int length, int pips, int remaining, int remainingPips, int bareDoubles) {}

  /** The line the seat's hand makes on its own trail after {@code m} (a draw: before the coordinate drawn). */
  Line after(WarpMove m) {
    int removed = -1;
    int start = p.ownOpenEnd();
    if (m instanceof WarpMove.Chart chart) {
      removed = indexOf(chart.coordinate());
      if (p.isOwn(chart.route())) {
        start = p.endAfter(chart);
      }
    }
    int key = start * (MOST + 1) + removed + 1;
    for (int k = 0; k < foundCount; k++) {
      if (foundKey[k] == key) {
        return found[k];
      }
    }
    long used = removed >= 0 ? 1L << removed : 0L;
    steps = 0;
    long best = heaviest(start, used);
    Line line = new Line((int) (best & 0xFF), (int) (best >>> 8), count - (removed >= 0 ? 1 : 0),
        allPips - (removed >= 0 ? pips[removed] : 0), bareDoubles(used));
    if (foundCount == found.length) {
      foundKey = Arrays.copyOf(foundKey, 2 * foundCount);
      found = Arrays.copyOf(found, 2 * foundCount);
    }
    foundKey[foundCount] = key;
    found[foundCount++] = line;
    return line;
  }

  /**
   * The heaviest line from {@code end} through the coordinates not in {@code used}: its pips shifted left by
   * 8, its length in the low 8 bits, so that the larger value is the heavier line (the longer among equals).
   */
  private long heaviest(int end, long used) {
    long best = 0;
    long open = end < showing.length ? showing[end] & ~used : 0;
    for (; open != 0 && steps < BUDGET; open &= open - 1) {
      int i = Long.numberOfTrailingZeros(open);
      steps++;
      int far = high[i] == end ? low[i] : high[i];
      long rest = heaviest(far, used | 1L << i);
      long line = rest + ((long) pips[i] << 8) + 1;
      best = Math.max(best, line);
    }
    return best;
  }

  private int bareDoubles(long used) {
    int bare = 0;
    for (int i = 0; i < count; i++) {
      if ((used & 1L << i) != 0 || high[i] != low[i]) {
        continue;
      }
      boolean covered = false;
      for (int j = 0; j < count && !covered; j++) {
        covered = j != i && (used & 1L << j) == 0 && (high[j] == high[i] || low[j] == high[i]);
      }
      bare += covered ? 0 : 1;
    }
    return bare;
  }

  private int indexOf(Coordinate c) {
    for (int i = 0; i < count; i++) {
      if (high[i] == c.high() && low[i] == c.low()) {
        return i;
      }
    }
    return -1;
  }
}
