// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A soak split into ranges of games, played apart and added up in any order, reports as the whole run. */
class SoakRangesTest {
  private static final SoakRunner RUNNER = SoakRunner.of(SoakSpace.discover()).withThreads(2);

  @Test
  void rangesAddedUpInAnyOrderReportAsTheWholeRun() throws Exception {
    SoakReport whole = RUNNER.run(100, 21L);
    SoakRunner.Tally last = RUNNER.playRange(70, 100, 21L);
    SoakRunner.Tally total = SoakRunner.Tally.empty(21L).add(last).add(travelled(RUNNER.playRange(0, 45, 21L)))
        .add(RUNNER.playRange(45, 70, 21L));
    SoakReport parts = RUNNER.report(total, Duration.ofSeconds(1));

    assertTrue(whole.overall().games() > 30, "too few games played to compare: " + whole.overall());
    assertEquals(100, total.games());
    assertEquals(whole.withElapsed(Duration.ofSeconds(1)), parts);
  }

  @Test
  void failedGamesKeptByRangesAreTheWholeRunsFirstAndReportedAlike() throws Exception {
    // 40 moves are too few for most games: they fail, and the report keeps the first 20 of them.
    SoakRunner hasty = RUNNER.withMoveBudget(40);
    SoakReport whole = hasty.run(60, 8L);
    SoakRunner.Tally total = travelled(hasty.playRange(31, 60, 8L)).add(hasty.playRange(0, 31, 8L));
    SoakReport parts = hasty.report(total, Duration.ZERO);

    assertTrue(whole.failureCount() > SoakReport.KEPT_FAILURES, "failures: " + whole.failureCount());
    assertEquals(SoakReport.KEPT_FAILURES, whole.failures().size());
    assertEquals(whole.withElapsed(Duration.ZERO), parts);
  }

  @Test
  void rangesOfAnotherSeedOrBackwardsAreRefused() {
    SoakRunner.Tally one = RUNNER.playRange(0, 0, 1L);
    assertEquals(0, one.games());
    assertThrows(IllegalArgumentException.class, () -> one.add(RUNNER.playRange(0, 0, 2L)));
    assertThrows(IllegalArgumentException.class, () -> RUNNER.playRange(5, 4, 1L));
    assertThrows(IllegalArgumentException.class, () -> RUNNER.playRange(-1, 4, 1L));
  }

  /** {@code tally} after a trip through Java serialisation, as between machines. */
  private static SoakRunner.Tally travelled(SoakRunner.Tally tally) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(tally);
    }
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      return (SoakRunner.Tally) in.readObject();
    }
  }
}
