// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.util.function.LongSupplier;

/**
 * A message limit: at most {@code max} messages in any window of {@code windowNanos} (a fixed window, reset
 * when it ends). A flooding client is told it is throttled; its table does not notice. Not thread-safe: its
 * owner serialises the calls (the server keeps one per client and counts under a lock).
 *
 * @since 0.1.0
 */
public final class Throttle {
  private final int max;
  private final long windowNanos;
  private final LongSupplier clock;
  private long windowStart;
  private int used;

  private Throttle(int max, long windowNanos, LongSupplier clock) {
    this.max = max;
    this.windowNanos = windowNanos;
    this.clock = clock;
    this.windowStart = clock.getAsLong();
  }

  /** At most {@code max} messages a second, on the system's monotonic clock. */
  public static Throttle perSecond(int max) {
    return of(max, 1_000_000_000L, System::nanoTime);
  }

  /** At most {@code max} messages per {@code windowNanos} on {@code clock}. */
  public static Throttle of(int max, long windowNanos, LongSupplier clock) {
    if (max < 1 || windowNanos < 1) {
      throw new IllegalArgumentException("A throttle lets at least one message through in a positive window");
    }
    return new Throttle(max, windowNanos, clock);
  }

  /**
   * Counts one message.
   *
   * @throws TableException {@code RATE_LIMITED} if the connection has used up its window
   */
  public void admit() {
    long now = clock.getAsLong();
    if (now - windowStart >= windowNanos) {
      windowStart = now;
      used = 0;
    }
    if (++used > max) {
      throw new TableException("RATE_LIMITED", "You are sending too fast: at most " + max
          + " messages a second. This message was ignored; the table is unchanged.");
    }
  }
}
