// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * Whether a message may be sent, and if not why: a stable reason code, a sentence for the sender, and for
 * {@value #RATE_LIMITED} how long to wait.
 *
 * @param allowed whether the message may be sent
 * @param reason the reason code when refused
 * @param message a sentence for the sender when refused
 * @param retryAfter for a rate-limited send, how long until the next send is allowed
 * @since 0.1.0
 */
public record CommsDecision(boolean allowed, Optional<String> reason, Optional<String> message,
    Optional<Duration> retryAfter) {
  /** Free text or a direct message during rated active play. */
  public static final String QUICK_ONLY = "quick_only";
  /** The sender or addressee is not a member of the sector. */
  public static final String NOT_A_MEMBER = "not_a_member";
  /** Too many messages too quickly. */
  public static final String RATE_LIMITED = "rate_limited";

  public CommsDecision {
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(retryAfter, "retryAfter");
  }

  /** The message may be sent. */
  public static CommsDecision allow() {
    return new CommsDecision(true, Optional.empty(), Optional.empty(), Optional.empty());
  }

  /** The message is refused for {@code reason}. */
  public static CommsDecision refuse(String reason, String message) {
    return new CommsDecision(false, Optional.of(reason), Optional.of(message), Optional.empty());
  }

  /** The message is refused by the rate limit; the next send is allowed after {@code wait}. */
  public static CommsDecision rateLimited(Duration wait) {
    return new CommsDecision(false, Optional.of(RATE_LIMITED), Optional.of("Comms are cooling down; try again in "
        + Math.max(1, (wait.toMillis() + 999) / 1000) + " s."), Optional.of(wait));
  }
}
