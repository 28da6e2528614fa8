package org.iwgf.warp.ai.tei;

import java.util.Objects;

/**
 * A rated bucket's current rating and how many rated matches it has seen.
 *
 * @param rating the current rating
 * @param ratedMatches rated matches recorded in this bucket
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
