// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.Objects;
import java.util.Optional;

/**
 * Where one objective track (Points or Go-out) starts before its first rated match: the Academy placement
 * if one was saved, else the default P25. The field locks once a placement is saved or the track's first
 * unassisted rated match is recorded.
 *
 * @param placedAs the commission track chosen at the Academy; empty if placement was skipped
 * @param grade the starting grade (P25 unless placed)
 * @param locked whether the starting TEI may no longer be changed
 * @since 0.1.0
 */
public record StartingTei(Optional<CommissionTrack> placedAs, TeiGrade grade, boolean locked) {
  /** The default starting grade: P25, the Ensign commission floor. */
  public static final TeiGrade DEFAULT_GRADE = new TeiGrade(TeiLetter.P, 25);

  /**
   * @throws TeiException {@code PLACEMENT_BAND} if a placed grade lies outside its track's Academy band
   */
  public StartingTei {
    Objects.requireNonNull(placedAs, "placedAs");
    Objects.requireNonNull(grade, "grade");
    if (placedAs.isPresent() && !placedAs.get().admits(grade)) {
      CommissionTrack t = placedAs.get();
      throw new TeiException("PLACEMENT_BAND", "A " + t.displayName() + " placement starts between "
          + t.lowestStart() + " and " + t.highestStart() + " (Flag Officer grades are earned, never chosen); " + grade
          + " is not allowed.");
    }
  }

  /** No placement saved and no rated match yet: P25, still open. */
  public static StartingTei unplaced() {
    return new StartingTei(Optional.empty(), DEFAULT_GRADE, false);
  }

  /** The rating the track's buckets start from: the placed grade's, or the default rating for P25. */
  public Rating rating() {
    return placedAs.isEmpty() ? Rating.initial() : grade.startingRating();
  }

  /** This start, locked. */
  public StartingTei lock() {
    return new StartingTei(placedAs, grade, true);
  }
}
