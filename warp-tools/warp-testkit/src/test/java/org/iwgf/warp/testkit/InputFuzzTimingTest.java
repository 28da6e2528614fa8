// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The fuzz counts a read's steady-state cost: warm-up is forgiven, a read that stays slow is not. */
class InputFuzzTimingTest {
  private static final List<String> CORPUS = List.of("{\"a\":1}");

  @Test
  void aReadThatIsSlowOnlyWhileColdIsNotCountedSlow() {
    AtomicInteger reads = new AtomicInteger();
    InputFuzz.Target<String> target = InputFuzz.Target.readOnly("cold", CORPUS, json -> {
      // as a reader still running in the interpreter: its first reads are slow, later ones fast
      if (reads.getAndIncrement() < 5) {
        burnCpu(InputFuzz.SLOW_READ_MILLIS + 20);
      }
      return json;
    });
    InputFuzz.Report report = InputFuzz.standard().run(List.of(target), 1L, 3);
    assertTrue(report.clean(), report.summary());
    assertTrue(reads.get() > 5, "the slow read was timed again: " + reads.get());
  }

  @Test
  void aReadThatStaysSlowIsCountedSlowWithItsSeed() {
    AtomicInteger reads = new AtomicInteger();
    InputFuzz.Target<String> target = InputFuzz.Target.readOnly("slow", CORPUS, json -> {
      reads.incrementAndGet();
      burnCpu(InputFuzz.SLOW_READ_MILLIS + 20);
      return json;
    });
    InputFuzz.Report report = InputFuzz.standard().run(List.of(target), 1L, 1);
    assertFalse(report.clean(), report.summary());
    assertEquals(1, report.targets().get(0).slowReads(), report.summary());
    // Timed again at least SLOW_READ_TRIES times in all, on for the retiming budget, never past the cap.
    assertTrue(reads.get() >= InputFuzz.SLOW_READ_TRIES && reads.get() <= InputFuzz.SLOW_READ_MAX_TRIES,
        "reads: " + reads.get());
    assertTrue(report.summary().contains("seed "), report.summary());
  }

  private static void burnCpu(long millis) {
    var bean = ManagementFactory.getThreadMXBean();
    long end = bean.getCurrentThreadCpuTime() + millis * 1_000_000L;
    long x = 0;
    while (bean.getCurrentThreadCpuTime() < end) {
      x += System.nanoTime() & 1;
    }
    if (x == -1) {
      throw new AssertionError();
    }
  }
}
