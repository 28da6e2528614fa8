// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.domino;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Counting and picking the tiles of a hand that show a pip, in place, agree with walking the hand's
 * coordinates one by one — on every set, at an offset into a longer array, for every pip.
 */
class DominoSetTest {
  @Test
  void countingAndPickingByPipAgreeWithWalkingTheHand() {
    for (int maxPip = 1; maxPip <= Coordinate.MAX_PIP; maxPip++) {
      DominoSet set = DominoSet.doubleN(maxPip);
      int words = set.words();
      long rng = 0x5EEDL + maxPip;
      for (int hand = 0; hand < 20; hand++) {
        // A hand at word offset `words` of a three-hand array, the others full, so a read outside shows.
        long[] bits = new long[3 * words];
        for (int i = 0; i < set.size(); i++) {
          TileBits.set(bits, i);
          TileBits.set(bits, 2 * words * 64 + i);
          rng = SplitMix64.next(rng);
          if (SplitMix64.nextInt(rng, 3) == 0) {
            TileBits.set(bits, words * 64 + i);
          }
        }
        for (int pip = 0; pip <= maxPip; pip++) {
          List<Integer> showing = new ArrayList<>();
          for (int i = 0; i < set.size(); i++) {
            if (TileBits.get(bits, words, i) && Coordinate.ofIndex(i).has(pip)) {
              showing.add(i);
            }
          }
          String where = "double-" + maxPip + ", hand " + hand + ", pip " + pip;
          assertEquals(showing.size(), set.countShowing(bits, words, pip), where);
          for (int n = 0; n < showing.size(); n++) {
            assertEquals(showing.get(n), set.nthShowing(bits, words, pip, n), where + ", tile number " + n);
          }
          assertEquals(-1, set.nthShowing(bits, words, pip, showing.size()), where + ", one past the last");
          assertEquals(-1, set.nthShowing(bits, words, pip, -1), where + ", a negative number");
        }
      }
    }
  }
}
