// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * The comms cooldown: a burst of {@code burst} sends, then one send per {@code interval} (Section IX: a burst
 * of 3, then 3 seconds between sends); idle time refills the burst. Deterministic: time comes only from the
 * injected {@link Clock}, and the per-sender state is an immutable {@link SendBudget} the caller keeps.
 *
 * <pre>{@code
 * RateLimiter limiter = RateLimiter.standard(clock);
 * RateLimiter.Admission a = limiter.admit(budget);
 * if (a.decision().allowed()) { budget = a.budget(); deliver(message); }
 * }</pre>
 *
 * @since 0.1.0
 */
public final class RateLimiter {
  private final Clock clock;
  private final int burst;
  private final Duration interval;

  private RateLimiter(Clock clock, int burst, Duration interval) {
    this.clock = Objects.requireNonNull(clock, "clock");
    Objects.requireNonNull(interval, "interval");
    if (burst < 1 || interval.isNegative() || interval.isZero()) {
      throw new CommsException("RATE_LIMIT", "A rate limit needs a burst of at least 1 and a positive interval.");
    }
    this.burst = burst;
    this.interval = interval;
  }

  /** The Section IX limit: a burst of 3, then 3 seconds between sends. */
  public static RateLimiter standard(Clock clock) {
    return new RateLimiter(clock, 3, Duration.ofSeconds(3));
  }

  /**
   * A limit of {@code burst} sends, then one per {@code interval}.
   *
   * @throws CommsException {@code RATE_LIMIT} if the burst is below 1 or the interval not positive
   */
  public static RateLimiter of(Clock clock, int burst, Duration interval) {
    return new RateLimiter(clock, burst, interval);
  }

  /**
   * Whether a sender with {@code budget} may send now, and their budget afterwards (unchanged when refused).
   */
  public Admission admit(SendBudget budget) {
    Instant now = clock.instant();
    Instant refilled = budget.refilledAt().filter(t -> t.isAfter(now)).orElse(now);
    // Each send pushes "refilled" one interval later; a send is allowed while it stays within burst-1 of now.
    Instant earliest = refilled.minus(interval.multipliedBy(burst - 1L));
    if (earliest.isAfter(now)) {
      return new Admission(CommsDecision.rateLimited(Duration.between(now, earliest)), budget);
    }
    return new Admission(CommsDecision.allow(), new SendBudget(Optional.of(refilled.plus(interval))));
  }

  /**
   * The answer to one send attempt.
   *
   * @param decision allowed, or {@code rate_limited} with the wait
   * @param budget the sender's budget to keep for the next attempt
   */
  public record Admission(CommsDecision decision, SendBudget budget) {
    public Admission {
      Objects.requireNonNull(decision, "decision");
      Objects.requireNonNull(budget, "budget");
    }
  }
}
