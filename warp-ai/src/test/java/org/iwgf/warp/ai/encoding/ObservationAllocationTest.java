// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.encoding;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.testkit.Allocations;
import org.iwgf.warp.testkit.GameCase;
import org.junit.jupiter.api.Test;

/**
 * Encoding into a caller's buffer and masking core moves allocate nothing once warmed up: over thousands
 * of calls on the views of a Warp 12 × 4 sector with rules that keep plugin states, the thread's allocation
 * counter moves by less than {@value #BYTES_PER_CALL} bytes a call on average.
 */
class ObservationAllocationTest {
  private static final long SEED = 0xA11L;
  private static final int ROUNDS = 20;
  private static final int WARM_UP = 10;
  /**
   * Bytes allowed per call on average: far below the 16 bytes of the smallest object, so one object per
   * call fails the test, while the counter's own readings and a stray compilation event fit.
   */
  private static final long BYTES_PER_CALL = 2;

  @Test
  void encodingAndMaskingAllocateNothingAfterWarmUp() {
    WarpConfig config = WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4)
        .plugin("module-alpha").plugin("module-eta").plugin("subspace-fracture").build();
    WarpRules rules = WarpRules.of(config);
    List<SeatView> views = new ArrayList<>();
    for (WarpState s : EncodingCases.positions(rules, new GameCase(config, SEED))) {
      views.add(rules.view(s, s.toAct()));
    }
    ObservationEncoder encoder = ObservationEncoder.of(config);
    ActionSpace space = ActionSpace.of(config);
    float[] out = new float[encoder.layout().size()];
    boolean[] mask = new boolean[space.size()];
    long checksum = 0;
    for (int r = 0; r < WARM_UP; r++) {
      checksum += run(views, encoder, space, out, mask); // shapes learned, code compiled
    }
    long[] sums = {checksum};
    long allocated = Allocations.of(() -> {
      for (int r = 0; r < ROUNDS; r++) {
        sums[0] += run(views, encoder, space, out, mask);
      }
    }).orElseThrow(() -> new AssertionError("this JVM does not count allocations"));
    checksum = sums[0];
    long calls = (long) ROUNDS * views.size();
    assertTrue(allocated <= BYTES_PER_CALL * calls, "seed " + SEED + ": " + allocated + " bytes over " + calls
        + " encodings (checksum " + checksum + ")");
  }

  private static boolean offersPluginMoves(SeatView v) {
    for (int i = 0; i < v.legalMoves().size(); i++) {
      if (v.legalMoves().get(i) instanceof PluginMove) {
        return true;
      }
    }
    return false;
  }

  private static long run(List<SeatView> views, ObservationEncoder encoder, ActionSpace space, float[] out,
      boolean[] mask) {
    long sum = 0;
    for (int i = 0; i < views.size(); i++) {
      SeatView v = views.get(i);
      encoder.encode(v, out);
      if (!offersPluginMoves(v)) {
        space.mask(v, mask);
      }
      sum += Float.floatToIntBits(out[i % out.length]);
    }
    return sum;
  }
}
