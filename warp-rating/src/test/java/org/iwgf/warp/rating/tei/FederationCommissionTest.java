// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Section VIII's federation commission bands, and their example progression. */
class FederationCommissionTest {

  @ParameterizedTest
  @CsvSource({
      "P0, CADET", "P24, CADET", "P25, ENSIGN", "P99, ENSIGN", "I24, ENSIGN", "I25, LIEUTENANT_JUNIOR_GRADE",
      "I39, LIEUTENANT_JUNIOR_GRADE", "I40, LIEUTENANT", "I99, LIEUTENANT", "C44, LIEUTENANT",
      "C45, LIEUTENANT_COMMANDER", "C54, LIEUTENANT_COMMANDER", "C55, COMMANDER", "V62, COMMANDER",
      "V63, COMMODORE", "V69, COMMODORE", "V70, REAR_ADMIRAL", "V79, REAR_ADMIRAL", "V80, VICE_ADMIRAL",
      "V90, ADMIRAL", "V98, ADMIRAL", "V99, FLEET_ADMIRAL", "E73, REAR_ADMIRAL", "E99, FLEET_ADMIRAL",
      "E10, COMMANDER", "E60, COMMANDER"})
  void bandTable(String grade, String commission) {
    assertEquals(FederationCommission.valueOf(commission), FederationCommission.of(TeiGrade.parse(grade)));
  }

  @ParameterizedTest
  @CsvSource({"P15, Cadet", "I28, Lieutenant Junior Grade", "C42, Lieutenant", "V58, Commander",
      "E76, Rear Admiral"})
  void exampleProgression(String grade, String commission) {
    assertEquals(commission, FederationCommission.of(TeiGrade.parse(grade)).displayName());
  }

  @Test
  void aHigherGradeNeverHoldsALowerCommission() {
    FederationCommission previous = FederationCommission.CADET;
    for (TeiLetter letter : new TeiLetter[] {TeiLetter.P, TeiLetter.I, TeiLetter.C, TeiLetter.V}) {
      for (int score = 0; score <= 99; score++) {
        FederationCommission c = FederationCommission.of(TeiGrade.of(letter, score));
        assertTrue(c.compareTo(previous) >= 0);
        previous = c;
      }
    }
  }

  @Test
  void flagOfficersStartAtRearAdmiralAndAreNeverAnAcademyStart() {
    assertTrue(FederationCommission.REAR_ADMIRAL.isFlagOfficer());
    assertFalse(FederationCommission.COMMODORE.isFlagOfficer());
    for (CommissionTrack t : CommissionTrack.values()) {
      for (TeiLetter letter : TeiLetter.values()) {
        for (int score = 0; score <= 99; score++) {
          TeiGrade g = TeiGrade.of(letter, score);
          assertFalse(t.admits(g) && FederationCommission.of(g).isFlagOfficer(), t + " admits " + g);
        }
      }
    }
    assertTrue(CommissionTrack.COMMANDER.admits(TeiGrade.parse("V69")));
    assertFalse(CommissionTrack.COMMANDER.admits(TeiGrade.parse("V70")));
    assertEquals("Lt. JG", FederationCommission.LIEUTENANT_JUNIOR_GRADE.shortName());
  }
}
