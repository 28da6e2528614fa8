// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.intel;

import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * What a captain's failure to chart showed: when they drew, deployed their Distress Beacon or passed, they
 * held none of {@code coordinates} (every hidden coordinate that would have charted on a route open to
 * them). Coordinates they received afterwards may be any of them, so at most {@code receivedSince} of their
 * coordinates are among {@code coordinates}.
 *
 * @param coordinates hidden coordinates the captain could have charted at the time
 * @param receivedSince coordinates the captain has received since (draws, forced draws, exchanges)
 * @since 0.1.0
 */
public record Unmatched(Set<Coordinate> coordinates, int receivedSince) {
  public Unmatched {
    coordinates = Set.copyOf(coordinates);
    if (receivedSince < 0) {
      throw new IllegalArgumentException("A captain cannot have received " + receivedSince + " coordinates.");
    }
  }

  /** How many of {@code hand}'s coordinates this allows among {@link #coordinates()}. */
  public int allowance() {
    return receivedSince;
  }

  /** True if {@code hand} agrees with what was shown. */
  public boolean admits(Iterable<Coordinate> hand) {
    int n = 0;
    for (Coordinate c : hand) {
      if (coordinates.contains(c)) {
        n++;
      }
    }
    return n <= receivedSince;
  }

  Unmatched receiving(int more) {
    return more == 0 ? this : new Unmatched(coordinates, receivedSince + more);
  }
}
