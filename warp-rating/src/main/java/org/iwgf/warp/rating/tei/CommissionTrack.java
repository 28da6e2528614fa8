// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.Objects;

/**
 * The three coarse commission tracks: the commission of the AI officers a solo rating is kept against, and
 * the tier a captain places into at the Federation Academy. Each has an Academy band of starting grades.
 *
 * @since 0.1.0
 */
public enum CommissionTrack {
  /** New to dominoes; Academy band P0–I25. */
  ENSIGN("Ensign", "New to dominoes", "P0", "I25"),
  /** Knows multi-trail; Academy band I25–C45. */
  LIEUTENANT("Lieutenant", "Knows multi-trail", "I25", "C45"),
  /** Seasoned strategist; Academy band C45–V70. */
  COMMANDER("Commander", "Seasoned strategist", "C45", "V70");

  private final String displayName;
  private final String selfDescription;
  private final TeiGrade lowest;
  private final TeiGrade highest;

  CommissionTrack(String displayName, String selfDescription, String lowest, String highest) {
    this.displayName = displayName;
    this.selfDescription = selfDescription;
    this.lowest = TeiGrade.parse(lowest);
    this.highest = TeiGrade.parse(highest);
  }

  /** "Ensign", "Lieutenant" or "Commander". */
  public String displayName() {
    return displayName;
  }

  /** The short self-description shown at the Academy, e.g. "Knows multi-trail". */
  public String selfDescription() {
    return selfDescription;
  }

  /** Lowest starting grade of this track's Academy band (included). */
  public TeiGrade lowestStart() {
    return lowest;
  }

  /** Highest starting grade of this track's Academy band (included). */
  public TeiGrade highestStart() {
    return highest;
  }

  /**
   * Whether {@code grade} may be chosen as a starting TEI on this track: within the band, both ends included,
   * except a grade that would hold a Flag Officer commission (the Commander band's V70 is Rear Admiral
   * territory, and Flag Officer is earned, never selected).
   */
  public boolean admits(TeiGrade grade) {
    return Objects.requireNonNull(grade, "grade").within(lowest, highest) && !FederationCommission.of(grade).isFlagOfficer();
  }
}
