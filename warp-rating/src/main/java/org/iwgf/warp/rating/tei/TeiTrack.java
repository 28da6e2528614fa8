// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.Objects;
import org.iwgf.warp.core.model.Objective;

/**
 * One solo rating bucket: the objective played (Points or Go-out) and the commission of the AI officers
 * faced. Beating Commander officers does not move the Ensign bucket.
 *
 * @param objective Points campaign or Go-out
 * @param opponents the commission track of the officers faced
 * @since 0.1.0
 */
public record TeiTrack(Objective objective, CommissionTrack opponents) {
  public TeiTrack {
    Objects.requireNonNull(objective, "objective");
    Objects.requireNonNull(opponents, "opponents");
  }

  /** The bucket for {@code objective} against {@code opponents}. */
  public static TeiTrack of(Objective objective, CommissionTrack opponents) {
    return new TeiTrack(objective, opponents);
  }

  @Override
  public String toString() {
    return (objective == Objective.POINTS_CAMPAIGN ? "Points" : "Go-out") + " vs " + opponents.displayName();
  }
}
