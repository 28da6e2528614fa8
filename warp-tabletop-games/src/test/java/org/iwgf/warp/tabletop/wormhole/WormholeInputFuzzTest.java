// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.iwgf.warp.testkit.InputFuzz;
import org.junit.jupiter.api.Test;

/**
 * The battle game's input door under seeded fuzz. A failure prints the seed of its input;
 * {@code -Dwarp.fuzz.seed=S} reruns a whole run.
 */
class WormholeInputFuzzTest {
  static final long SEED = Long.getLong("warp.fuzz.seed", 3L);

  @Test
  void everyMutatedInputIsRefusedWithADocumentedCodeOrPlaysOn() {
    InputFuzz.Report report = InputFuzz.standard().run(WormholeFuzzTargets.targets(SEED, 4, 150), SEED, 3_000,
        Duration.ofSeconds(15), (t, d, n, f) -> { });
    System.out.println(report.summary());
    assertTrue(report.clean(), report.summary());
  }
}
