// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ProgressLineTest {
  @Test
  void aLineSaysDoneOfTotalRateElapsedEtaAndFailures() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProgressLine line = ProgressLine.to(new PrintStream(bytes, true, StandardCharsets.UTF_8), "deals",
        Duration.ofHours(1));
    line.update(5, 20, 0);
    assertTrue(bytes.toString(StandardCharsets.UTF_8).isEmpty(), "nothing before the interval has passed");
    line.finish(10, 20, 1);
    String text = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(text.startsWith("10/20 deals (50.0%), ") && text.contains("elapsed 0:00, ETA 0:00")
        && text.trim().endsWith("failures 1"), text);
  }

  @Test
  void aResumedRunCountsOnlyItsOwnWorkInItsRateAndEta() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProgressLine line = ProgressLine.to(new PrintStream(bytes, true, StandardCharsets.UTF_8), "deals",
        Duration.ofHours(1));
    line.resumedAt(10);
    line.finish(10, 20, 0);
    String text = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains(" 0.0/s,") && text.contains("ETA --:--"),
        "ten deals taken from a journal are no work of this run: " + text);
  }
}
