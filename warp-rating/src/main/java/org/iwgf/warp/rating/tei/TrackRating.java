// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.Objects;

/**
 * A rated bucket's current rating and how many rated matches it has seen.
 *
 * @param rating the current rating
 * @param ratedMatches rated matches recorded in this bucket
 * @since 0.1.0
 */
public record TrackRating(Rating rating, int ratedMatches) {
  /**
   * @throws TeiException {@code BAD_VALUE} if the count is negative
   */
  public TrackRating {
    Objects.requireNonNull(rating, "rating");
    if (ratedMatches < 0) {
      throw new TeiException("BAD_VALUE", "A count of rated matches cannot be negative: " + ratedMatches + ".");
    }
  }

  /** The grade of this bucket's rating. */
  public TeiGrade grade() {
    return TeiGrade.of(rating);
  }
}
