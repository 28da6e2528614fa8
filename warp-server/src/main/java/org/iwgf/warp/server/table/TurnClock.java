// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * What times the turns at tables with a turn timer: the present instant, and an alarm that runs a task once
 * after a delay. The server's runs on its officers' threads; a test drives one by hand, so that a turn times
 * out when the test says, not after a real wait.
 *
 * @since 1.0.0
 */
public interface TurnClock {

  /** The present instant. */
  Instant now();

  /**
   * Runs {@code task} once, {@code delay} from now, unless the returned alarm is cancelled first.
   *
   * @return the alarm, to cancel it
   */
  Alarm after(Duration delay, Runnable task);

  /** An alarm set by {@link #after}. */
  @FunctionalInterface
  interface Alarm {
    /** Stops the alarm's task from running, if it has not run yet. */
    void cancel();
  }

  /** The clock of {@code clock}, its alarms run by {@code scheduler}. */
  static TurnClock of(Clock clock, ScheduledExecutorService scheduler) {
    return new TurnClock() {
      @Override
      public Instant now() {
        return clock.instant();
      }

      @Override
      public Alarm after(Duration delay, Runnable task) {
        if (scheduler.isShutdown()) {
          return () -> { };
        }
        ScheduledFuture<?> f = scheduler.schedule(task, delay.toNanos(), TimeUnit.NANOSECONDS);
        return () -> f.cancel(false);
      }
    };
  }
}
