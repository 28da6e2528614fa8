// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.engine.RatingEligibility.Reason;

/**
 * Whether a match is rated in one pool, and if not, every reason why.
 *
 * @param pool the pool judged
 * @param reasons why the match is unrated there; empty when it is rated
 * @since 0.1.0
 */
public record PoolVerdict(RatingPool pool, List<Reason> reasons) {
  public PoolVerdict {
    Objects.requireNonNull(pool, "pool");
    reasons = List.copyOf(reasons);
  }

  /** Whether the match changes ratings in this pool. */
  public boolean rated() {
    return reasons.isEmpty();
  }

  /** The reason codes, in the order found. */
  public List<String> codes() {
    return reasons.stream().map(Reason::code).toList();
  }
}
