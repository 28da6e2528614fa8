// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.iwgf.warp.core.model.Objective;
import org.junit.jupiter.api.Test;

/** The worked examples of docs/tei.md, section 7. */
class TeiWorkedExampleTest {
  private static final TeiCalculator CALC = TeiCalculator.of(OpenSkill.standard(), AnchorRatings.provisional());
  private static final List<CommissionTrack> THREE_LIEUTENANTS = List.of(CommissionTrack.LIEUTENANT,
      CommissionTrack.LIEUTENANT, CommissionTrack.LIEUTENANT);

  @Test
  void fourNewCaptains() {
    List<Rating> after = OpenSkill.standard().rate(Collections.nCopies(4, Rating.initial()),
        Placements.of(4, 1, 3, 2));
    List<String> grades = after.stream().map(r -> TeiGrade.of(r).toString()).toList();
    assertEquals(List.of("P18", "P31", "P25", "P29"), grades);
  }

  @Test
  void aFirstSoloCampaign() {
    TeiCalculator.SoloPreview first = CALC.previewSolo(TeiProfile.empty(), Objective.POINTS_CAMPAIGN, 1,
        THREE_LIEUTENANTS, Placements.pointsCampaign(List.of(140, 96, 171, 118)));
    assertEquals(TeiTrack.of(Objective.POINTS_CAMPAIGN, CommissionTrack.LIEUTENANT), first.track());
    assertEquals(28.226, first.change().after().mu(), 5e-4);
    assertEquals(8.009, first.change().after().sigma(), 5e-4);
    assertEquals("P25 → P33 (+8)", first.change().display());
    assertEquals(FederationCommission.ENSIGN, FederationCommission.of(first.change().after()));
    TeiProfile saved = first.saveTo(TeiProfile.empty());
    assertTrue(saved.start(Objective.POINTS_CAMPAIGN).locked());

    TeiCalculator.SoloPreview second = CALC.previewSolo(saved, Objective.POINTS_CAMPAIGN, 0, THREE_LIEUTENANTS,
        Placements.pointsCampaign(List.of(150, 96, 171, 118)));
    assertEquals(23.717, second.change().after().mu(), 5e-4);
    assertEquals(7.172, second.change().after().sigma(), 5e-4);
    assertEquals("P33 → P29 (-4)", second.change().display());
  }

  @Test
  void anAcademyStart() {
    TeiProfile placed = TeiProfile.empty().place(Objective.GO_OUT, CommissionTrack.LIEUTENANT,
        TeiGrade.parse("C30"));
    TeiCalculator.SoloPreview p = CALC.previewSolo(placed, Objective.GO_OUT, 0, List.of(CommissionTrack.COMMANDER),
        Placements.goOut(List.of(1, 0)));
    assertEquals(Rating.of(13.75, 3.75), p.change().before());
    assertEquals(15.347, p.change().after().mu(), 5e-4);
    assertEquals(3.713, p.change().after().sigma(), 5e-4);
    assertEquals("C30 → C33 (+3)", p.change().display());
  }
}
