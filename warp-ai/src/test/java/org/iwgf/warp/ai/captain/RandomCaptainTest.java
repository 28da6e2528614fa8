// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.captain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.junit.jupiter.api.Test;

class RandomCaptainTest {
  private final SeatView view = Situations.seat0().hand("9-1", "9-7", "9-3", "2-1").view();

  @Test
  void picksEveryLegalMoveSometimesAndNothingElse() {
    SplittableRandom random = new SplittableRandom(11);
    Set<WarpMove> seen = new HashSet<>();
    for (int i = 0; i < 200; i++) {
      WarpMove m = RandomCaptain.create().choose(view, random);
      assertTrue(view.legalMoves().contains(m));
      seen.add(m);
    }
    assertEquals(new HashSet<>(view.legalMoves()), seen);
  }

  @Test
  void theSameSeedGivesTheSameChoices() {
    assertEquals(choices(5), choices(5));
  }

  private List<WarpMove> choices(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<WarpMove> out = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      out.add(RandomCaptain.create().choose(view, random));
    }
    return out;
  }
}
