// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One sender's rate-limit state, kept by the caller between sends and advanced by {@link RateLimiter}. It
 * records the instant at which the sender's burst would be fully refilled; empty means never sent.
 *
 * @param refilledAt when the burst is whole again; empty for a sender who has not sent yet
 * @since 0.1.0
 */
public record SendBudget(Optional<Instant> refilledAt) {
  public SendBudget {
    Objects.requireNonNull(refilledAt, "refilledAt");
  }

  /** A sender who has not sent anything. */
  public static SendBudget fresh() {
    return new SendBudget(Optional.empty());
  }
}
