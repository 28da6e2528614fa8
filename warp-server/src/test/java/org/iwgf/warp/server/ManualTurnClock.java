// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.server.table.TurnClock;

/** A turn clock a test moves by hand: time passes only in {@link #advance}, which runs the alarms then due. */
final class ManualTurnClock implements TurnClock {
  private Instant now = Instant.parse("2026-12-07T12:00:00Z");
  private final List<Pending> pending = new ArrayList<>();

  private record Pending(Instant at, Runnable task) {}

  @Override
  public synchronized Instant now() {
    return now;
  }

  @Override
  public synchronized Alarm after(Duration delay, Runnable task) {
    Pending p = new Pending(now.plus(delay), task);
    pending.add(p);
    return () -> {
      synchronized (this) {
        pending.remove(p);
      }
    };
  }

  /** How many alarms are set and not yet run. */
  synchronized int alarms() {
    return pending.size();
  }

  /** Moves the clock on by {@code d} and runs, on this thread, every alarm due by then, earliest first. */
  void advance(Duration d) {
    Instant until;
    synchronized (this) {
      now = now.plus(d);
      until = now;
    }
    while (true) {
      Optional<Pending> next;
      synchronized (this) {
        next = pending.stream().filter(p -> !p.at().isAfter(until)).min(Comparator.comparing(Pending::at));
        if (next.isEmpty()) {
          return;
        }
        pending.remove(next.get());
      }
      next.get().task().run();
    }
  }
}
