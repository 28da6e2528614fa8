// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;

/**
 * The status line of a long run — a soak, a fuzz, an arena match, a calibration: done of total, rate,
 * elapsed, time to go and failures so far, printed at most every {@code interval} and once at the end, e.g.
 * {@code 21,792/100,000 games (21.8%), 711.6/s, elapsed 0:30, ETA 1:49, failures 0}. Not thread-safe: the
 * thread that waits on the workers prints.
 *
 * @since 0.1.0
 */
public final class ProgressLine {
  private final PrintStream out;
  private final String what;
  private final long interval;
  private final long start;
  private long lastPrinted;
  private long resumedAt;

  private ProgressLine(PrintStream out, String what, Duration interval) {
    this.out = out;
    this.what = what;
    this.interval = interval.toNanos();
    this.start = System.nanoTime();
    this.lastPrinted = start;
  }

  /** A status line about {@code what} (e.g. "games") on {@code out}, at most every {@code interval}. */
  public static ProgressLine to(PrintStream out, String what, Duration interval) {
    return new ProgressLine(out, what, interval);
  }

  /**
   * Says the run started with {@code done} already done (a resumed run, its earlier work kept): the rate and
   * the ETA then count only what this run does.
   */
  public void resumedAt(long done) {
    this.resumedAt = done;
  }

  /** Prints the status if {@code interval} has passed since the last line. */
  public void update(long done, long total, long failures) {
    long now = System.nanoTime();
    if (now - lastPrinted >= interval) {
      lastPrinted = now;
      out.println(line(done, total, failures, now));
    }
  }

  /** Prints the final status. */
  public void finish(long done, long total, long failures) {
    out.println(line(done, total, failures, System.nanoTime()));
  }

  private String line(long done, long total, long failures, long now) {
    double seconds = Math.max(1e-9, (now - start) / 1e9);
    double rate = Math.max(0, done - resumedAt) / seconds;
    String eta = rate > 0 && done < total ? clock((long) ((total - done) / rate)) : "--:--";
    return String.format(Locale.ROOT, "%,d/%,d %s (%.1f%%), %,.1f/s, elapsed %s, ETA %s, failures %,d", done,
        total, what, 100.0 * done / Math.max(1, total), rate, clock((long) seconds), eta, failures);
  }

  private static String clock(long seconds) {
    return seconds >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
        : String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
  }
}
