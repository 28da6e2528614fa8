// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The CI-sized sample of the all-combination soak: a spread of games over the whole space, with every
 * invariant after every move (thorough) and in the default form (the dear checks sampled). The full soak
 * is the command line's {@code warp soak}.
 */
class AllCombinationSoakProperties {
  private static final long GAMES = 120;

  @Test
  void aSpreadSampleOfEveryCombinationKeepsEveryInvariantInTheDefaultForm() {
    SoakReport report = SoakRunner.of(SoakSpace.discover()).run(4 * GAMES, 20261204L);
    assertEquals(0, report.failureCount(), () -> report.failures().get(0).toString());
    assertTrue(report.overall().games() + report.skipped() == 4 * GAMES);
  }

  @Test
  void aSpreadSampleOfEveryCombinationKeepsEveryInvariant() {
    SoakReport report = SoakRunner.of(SoakSpace.discover()).withThoroughChecks(true).run(GAMES, 20261202L);
    System.out.print(report.summary());
    assertEquals(0, report.failureCount(), () -> report.failures().get(0).toString());
    assertTrue(report.overall().games() + report.skipped() == GAMES);
    assertTrue(report.overall().games() > GAMES / 2, "most sampled combinations are allowed by the rules");
  }
}
