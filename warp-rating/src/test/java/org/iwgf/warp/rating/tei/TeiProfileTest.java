// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.iwgf.warp.core.model.Objective;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Federation Academy placement and the two independent tracks. */
class TeiProfileTest {
  private static final TeiTrack POINTS_ENSIGN = TeiTrack.of(Objective.POINTS_CAMPAIGN, CommissionTrack.ENSIGN);
  private static final TeiTrack GO_OUT_COMMANDER = TeiTrack.of(Objective.GO_OUT, CommissionTrack.COMMANDER);

  @Test
  void skippingPlacementStartsAtP25() {
    TeiProfile p = TeiProfile.empty();
    assertEquals(Rating.initial(), p.rating(POINTS_ENSIGN));
    assertEquals("P25", p.grade(GO_OUT_COMMANDER).toString());
    assertFalse(p.start(Objective.GO_OUT).locked());
  }

  @ParameterizedTest
  @CsvSource({"ENSIGN, P0", "ENSIGN, I9", "ENSIGN, I25", "LIEUTENANT, C21", "LIEUTENANT, C30", "LIEUTENANT, I25",
      "COMMANDER, V53", "COMMANDER, V62", "COMMANDER, C45", "COMMANDER, V69"})
  void academyExamplesAndBandEdgesArePlaceable(String track, String grade) {
    TeiProfile p = TeiProfile.empty().place(Objective.POINTS_CAMPAIGN, CommissionTrack.valueOf(track),
        TeiGrade.parse(grade));
    assertEquals(grade, p.grade(TeiTrack.of(Objective.POINTS_CAMPAIGN, CommissionTrack.LIEUTENANT)).toString());
    assertTrue(p.start(Objective.POINTS_CAMPAIGN).locked());
  }

  @ParameterizedTest
  @CsvSource({"ENSIGN, I26", "ENSIGN, C0", "LIEUTENANT, I24", "LIEUTENANT, C46", "COMMANDER, C44",
      "COMMANDER, V71", "COMMANDER, E50", "COMMANDER, V70"})
  void gradesOutsideTheBandAreRefused(String track, String grade) {
    TeiException e = assertThrows(TeiException.class, () -> TeiProfile.empty().place(Objective.GO_OUT,
        CommissionTrack.valueOf(track), TeiGrade.parse(grade)));
    assertEquals("PLACEMENT_BAND", e.code());
  }

  @Test
  void tracksAreIndependent() {
    // "You might place as Commander for go-out and Ensign for points."
    TeiProfile p = TeiProfile.empty()
        .place(Objective.GO_OUT, CommissionTrack.COMMANDER, TeiGrade.parse("V53"))
        .place(Objective.POINTS_CAMPAIGN, CommissionTrack.ENSIGN, TeiGrade.parse("P0"));
    assertEquals("V53", p.grade(GO_OUT_COMMANDER).toString());
    assertEquals("P0", p.grade(POINTS_ENSIGN).toString());
    assertEquals(Optional.of(CommissionTrack.COMMANDER), p.start(Objective.GO_OUT).placedAs());
  }

  @Test
  void aSavedPlacementLocks() {
    TeiProfile p = TeiProfile.empty().place(Objective.GO_OUT, CommissionTrack.LIEUTENANT, TeiGrade.parse("C30"));
    TeiException e = assertThrows(TeiException.class,
        () -> p.place(Objective.GO_OUT, CommissionTrack.COMMANDER, TeiGrade.parse("V60")));
    assertEquals("PLACEMENT_LOCKED", e.code());
    p.place(Objective.POINTS_CAMPAIGN, CommissionTrack.COMMANDER, TeiGrade.parse("V60"));
  }

  @Test
  void theFirstRatedMatchLocksAnUnplacedTrack() {
    TeiProfile p = TeiProfile.empty().record(POINTS_ENSIGN, Rating.of(26, 8));
    assertTrue(p.start(Objective.POINTS_CAMPAIGN).locked());
    assertEquals("PLACEMENT_LOCKED", assertThrows(TeiException.class,
        () -> p.place(Objective.POINTS_CAMPAIGN, CommissionTrack.ENSIGN, TeiGrade.parse("I9"))).code());
    assertFalse(p.start(Objective.GO_OUT).locked());
  }

  @Test
  void bucketsAreSplitByOpponentCommission() {
    // "Beating Commander officers does not move your Ensign bucket."
    TeiTrack pointsCommander = TeiTrack.of(Objective.POINTS_CAMPAIGN, CommissionTrack.COMMANDER);
    TeiProfile p = TeiProfile.empty().record(pointsCommander, Rating.of(30, 7));
    assertEquals(Rating.of(30, 7), p.rating(pointsCommander));
    assertEquals(Rating.initial(), p.rating(POINTS_ENSIGN));
    assertEquals(1, p.bucket(pointsCommander).ratedMatches());
    assertEquals(2, p.record(pointsCommander, Rating.of(31, 6.9)).bucket(pointsCommander).ratedMatches());
    assertNotEquals(p, TeiProfile.empty());
  }
}
