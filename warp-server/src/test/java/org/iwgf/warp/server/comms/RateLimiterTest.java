// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Burst of 3, then 3 seconds between sends, on a clock the test moves by hand. */
class RateLimiterTest {

  /** A clock that stands still until the test advances it. */
  private static final class ManualClock extends Clock {
    private Instant now = Instant.parse("2026-12-02T12:00:00Z");

    void advance(Duration d) {
      now = now.plus(d);
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }

  private final ManualClock clock = new ManualClock();
  private final RateLimiter limiter = RateLimiter.standard(clock);
  private SendBudget budget = SendBudget.fresh();

  private boolean send() {
    RateLimiter.Admission a = limiter.admit(budget);
    budget = a.budget();
    return a.decision().allowed();
  }

  @Test
  void aBurstOfThreeThenThreeSecondsBetweenSends() {
    assertTrue(send());
    assertTrue(send());
    assertTrue(send());
    RateLimiter.Admission refused = limiter.admit(budget);
    assertFalse(refused.decision().allowed());
    assertEquals(Optional.of(CommsDecision.RATE_LIMITED), refused.decision().reason());
    assertEquals(Optional.of(Duration.ofSeconds(3)), refused.decision().retryAfter());
    assertEquals(budget, refused.budget());
    clock.advance(Duration.ofMillis(2999));
    assertFalse(send());
    clock.advance(Duration.ofMillis(1));
    assertTrue(send());
    assertFalse(send());
    clock.advance(Duration.ofSeconds(3));
    assertTrue(send());
  }

  @Test
  void idleTimeRefillsTheBurst() {
    for (int i = 0; i < 3; i++) {
      assertTrue(send());
    }
    clock.advance(Duration.ofSeconds(9));
    assertTrue(send());
    assertTrue(send());
    assertTrue(send());
    assertFalse(send());
  }

  @Test
  void steadySendingEveryThreeSecondsIsNeverLimited() {
    for (int i = 0; i < 50; i++) {
      assertTrue(send(), "send " + i);
      clock.advance(Duration.ofSeconds(3));
    }
  }

  @Test
  void theSameClockGivesTheSameAnswers() {
    RateLimiter again = RateLimiter.standard(clock);
    assertEquals(limiter.admit(SendBudget.fresh()), again.admit(SendBudget.fresh()));
  }

  @Test
  void nonsenseLimitsAreRefused() {
    assertEquals("RATE_LIMIT", assertThrows(CommsException.class,
        () -> RateLimiter.of(clock, 0, Duration.ofSeconds(3))).code());
    assertEquals("RATE_LIMIT", assertThrows(CommsException.class,
        () -> RateLimiter.of(clock, 3, Duration.ZERO)).code());
  }
}
