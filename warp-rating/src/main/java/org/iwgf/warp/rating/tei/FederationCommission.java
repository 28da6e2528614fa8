// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.Objects;

/**
 * A captain's personal federation commission — Cadet to Fleet Admiral, Section VIII's "Federation commission
 * (ranks)" — derived from the TEI grade by the band table. It is flavour over TEI, not a second rating: it
 * changes exactly when the grade does. Declared from lowest to highest. Not to be confused with the three
 * coarse {@link CommissionTrack}s (Ensign, Lieutenant, Commander) an AI officer is rated at, which warp-ai's
 * {@code Commission} plays.
 *
 * <p>Bands follow letter order P &lt; I &lt; C &lt; V &lt; E, then score; each band runs from its lower grade
 * (included) to the next band's lower grade (excluded). Elite grades use the Veteran thresholds, so E73 sits
 * with Rear Admiral. Rear Admiral and above are Flag Officer prestige.
 *
 * @since 0.1.0
 */
public enum FederationCommission {
  CADET("Cadet", "Cdt.", TeiLetter.P, 0),
  ENSIGN("Ensign", "Ens.", TeiLetter.P, 25),
  LIEUTENANT_JUNIOR_GRADE("Lieutenant Junior Grade", "Lt. JG", TeiLetter.I, 25),
  LIEUTENANT("Lieutenant", "Lt.", TeiLetter.I, 40),
  LIEUTENANT_COMMANDER("Lieutenant Commander", "Lt. Cmdr.", TeiLetter.C, 45),
  COMMANDER("Commander", "Cmdr.", TeiLetter.C, 55),
  COMMODORE("Commodore", "Cdore.", TeiLetter.V, 63),
  REAR_ADMIRAL("Rear Admiral", "R. Adm.", TeiLetter.V, 70),
  VICE_ADMIRAL("Vice Admiral", "V. Adm.", TeiLetter.V, 80),
  ADMIRAL("Admiral", "Adm.", TeiLetter.V, 90),
  FLEET_ADMIRAL("Fleet Admiral", "F. Adm.", TeiLetter.V, 99);

  private final String displayName;
  private final String shortName;
  private final TeiGrade from;

  FederationCommission(String displayName, String shortName, TeiLetter letter, int score) {
    this.displayName = displayName;
    this.shortName = shortName;
    this.from = new TeiGrade(letter, score);
  }

  /** The commission a captain graded {@code grade} holds. */
  public static FederationCommission of(TeiGrade grade) {
    Objects.requireNonNull(grade, "grade");
    TeiGrade key = grade.letter() == TeiLetter.E ? new TeiGrade(TeiLetter.V, grade.score()) : grade;
    FederationCommission held = CADET;
    for (FederationCommission c : values()) {
      if (key.compareTo(c.from) >= 0) {
        held = c;
      }
    }
    return held;
  }

  /** The commission a captain rated {@code rating} holds. */
  public static FederationCommission of(Rating rating) {
    return of(TeiGrade.of(rating));
  }

  /** Full name, e.g. "Lieutenant Junior Grade". */
  public String displayName() {
    return displayName;
  }

  /** Name for tight displays, e.g. "Lt. JG". */
  public String shortName() {
    return shortName;
  }

  /** Lowest grade holding this commission (Elite grades are read with Veteran thresholds). */
  public TeiGrade lowestGrade() {
    return from;
  }

  /** Rear Admiral and above: earned through TEI, never chosen at the Academy. */
  public boolean isFlagOfficer() {
    return compareTo(REAR_ADMIRAL) >= 0;
  }
}
