// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import org.iwgf.warp.server.game.PlainJson;

/**
 * One table's turn timer: the time each move at the helm is given, the seats an officer plays for (their
 * captains timed out or left), the running clock of the move at the helm and when each seat's last connection
 * left. Guarded by its table's lock; {@link TurnTimers} runs it.
 */
final class TurnTimer {
  private final OptionalInt seconds;
  private final TurnClock clock;
  private final Set<Integer> covered;
  /** When each seat's last connection left, while none has come back. */
  final Map<Integer, Instant> absentSince = new HashMap<>();
  /** When the move at the helm times out; empty while no clock runs. */
  Optional<Instant> deadline = Optional.empty();
  /** The ply whose move the clock times, -1 while none. */
  int timedPly = -1;
  Optional<TurnClock.Alarm> alarm = Optional.empty();

  TurnTimer(OptionalInt seconds, Set<Integer> covered, TurnClock clock) {
    this.seconds = seconds;
    this.covered = new TreeSet<>(covered);
    this.clock = clock;
  }

  /** The time each move at the helm is given, in seconds; empty at an untimed table. */
  OptionalInt seconds() {
    return seconds;
  }

  /** Whether the table has a turn timer at all. */
  boolean timed() {
    return seconds.isPresent();
  }

  /** The time each move at the helm is given; zero at an untimed table. */
  Duration turnTime() {
    return Duration.ofSeconds(seconds.orElse(0));
  }

  /** Whether an officer plays for {@code seat}. */
  boolean covers(int seat) {
    return covered.contains(seat);
  }

  /** Marks {@code seat} as covered ({@code true}) or its captain's again; returns whether that changed it. */
  boolean cover(int seat, boolean covers) {
    return covers ? covered.add(seat) : covered.remove(seat);
  }

  /** Stops the running clock, if one runs. */
  void stop() {
    alarm.ifPresent(TurnClock.Alarm::cancel);
    alarm = Optional.empty();
    deadline = Optional.empty();
    timedPly = -1;
  }

  /**
   * What an update says of the timer, to go into its envelope: nothing at an untimed table; otherwise
   * {@code turnSeconds}, the {@code covered} seats and, while a clock runs, its {@code deadline} (an instant)
   * and the milliseconds left ({@code turnLeftMs}), which a page counts down from without trusting its own clock.
   */
  String json() {
    if (seconds.isEmpty()) {
      return "";
    }
    String running = deadline.map(d -> ",\"deadline\":" + PlainJson.write(d.toString()) + ",\"turnLeftMs\":"
        + Math.max(0, Duration.between(clock.now(), d).toMillis())).orElse("");
    return ",\"turnSeconds\":" + seconds.getAsInt() + ",\"covered\":" + PlainJson.write(covered) + running;
  }
}
