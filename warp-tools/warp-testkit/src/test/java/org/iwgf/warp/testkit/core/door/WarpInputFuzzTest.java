// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.door;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.testkit.InputFuzz;
import org.iwgf.warp.testkit.RuleSpace;
import org.iwgf.warp.testkit.WarpFuzzTargets;
import org.junit.jupiter.api.Test;

/**
 * The input door of the standard rules under seeded fuzz: every mutated configuration, state, move, event
 * list, view and record is refused with a documented exception or works. A failure prints the seed of the
 * input that reproduces it ({@code InputFuzz.standard().input(target, seed)}).
 */
class WarpInputFuzzTest {
  static final long SEED = Long.getLong("warp.fuzz.seed", 20261203L);

  @Test
  void everyMutatedInputIsRefusedWithADocumentedCodeOrPlaysOn() {
    List<InputFuzz.Target<?>> targets = WarpFuzzTargets.of(PluginRegistry.empty(), 400)
        .targets(RuleSpace.standard().withRegistry(PluginRegistry.empty()), SEED, 24);
    InputFuzz.Report report = InputFuzz.standard().run(targets, SEED, 3_000, Duration.ofSeconds(12),
        (t, d, n, f) -> { });
    System.out.println(report.summary());
    assertTrue(report.clean(), report.summary());
  }
}
