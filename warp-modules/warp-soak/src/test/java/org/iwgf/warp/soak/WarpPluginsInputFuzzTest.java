// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.iwgf.warp.testkit.InputFuzz;
import org.junit.jupiter.api.Test;

/**
 * The input door of the Warp engine with every plugin, under seeded fuzz: mutated configurations, states,
 * moves, event lists, views and records of games across the soak's rule space are refused with a documented
 * exception or play on. A failure prints the seed of the input; {@code -Dwarp.fuzz.seed=S} reruns a run.
 */
class WarpPluginsInputFuzzTest {
  static final long SEED = Long.getLong("warp.fuzz.seed", 17L);

  @Test
  void everyMutatedInputOfEveryPluginIsRefusedWithADocumentedCodeOrPlaysOn() {
    InputFuzz.Report report = InputFuzz.standard().run(SoakFuzz.targets(SoakSpace.discover(), SEED, 40, 300),
        SEED, 4_000, Duration.ofSeconds(15), (t, d, n, f) -> { });
    System.out.println(report.summary());
    assertTrue(report.clean(), report.summary());
  }
}
