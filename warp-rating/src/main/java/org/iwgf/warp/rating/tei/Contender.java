// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.Objects;
import java.util.Optional;

/**
 * One seat of a sector to be rated: a rated captain with a current rating, or an AI officer rated at its
 * fixed anchor. Build with {@link #captain} or {@link #officer}; any other combination raises
 * {@link TeiException} {@code SEATS}.
 *
 * @param rating the captain's current rating; empty for an officer
 * @param officer the officer's commission; empty for a captain
 * @since 0.1.0
 */
public record Contender(Optional<Rating> rating, Optional<CommissionTrack> officer) {
  public Contender {
    Objects.requireNonNull(rating, "rating");
    Objects.requireNonNull(officer, "officer");
    if (rating.isPresent() == officer.isPresent()) {
      throw new TeiException("SEATS", "A seat holds either a rated captain or an officer, not both or neither.");
    }
  }

  /** A captain whose rating moves with the result. */
  public static Contender captain(Rating rating) {
    return new Contender(Optional.of(rating), Optional.empty());
  }

  /** An AI officer of {@code commission}: a fixed anchor that does not move. */
  public static Contender officer(CommissionTrack commission) {
    return new Contender(Optional.empty(), Optional.of(commission));
  }

  /** Whether this seat is a fixed anchor. */
  public boolean isAnchor() {
    return officer.isPresent();
  }
}
