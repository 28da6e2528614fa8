// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.time.Duration;
import java.util.Objects;

/**
 * How many tables the server keeps and for how long.
 *
 * @param perClient unfinished tables one client may have created
 * @param total unfinished tables in all
 * @param expiry how long an unrated table may go without a move (or, with none, since it was created or the
 *     server resumed it) before it is removed, record and all
 *
 * @since 0.1.0
 */
public record TableQuota(int perClient, int total, Duration expiry) {

  /** Checks the values. */
  public TableQuota {
    Objects.requireNonNull(expiry, "expiry");
    if (perClient < 1 || total < 1 || expiry.isNegative() || expiry.isZero()) {
      throw new IllegalArgumentException("At least one table per client and in all, a positive expiry");
    }
  }

  /**
   * How often the server looks for expired tables: a tenth of the expiry, between 10 ms and a minute, so a
   * table is removed at most that long after it expired.
   */
  public Duration sweep() {
    Duration tenth = expiry.dividedBy(10);
    Duration least = Duration.ofMillis(10);
    Duration most = Duration.ofMinutes(1);
    return tenth.compareTo(least) < 0 ? least : tenth.compareTo(most) > 0 ? most : tenth;
  }
}
