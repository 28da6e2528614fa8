// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.model.Objective;
import org.junit.jupiter.api.Test;

class TeiCalculatorTest {
  private static final TeiCalculator CALC = TeiCalculator.standard();

  @Test
  void officersAreFixedAnchorsThatDoNotMove() {
    Rating me = Rating.initial();
    List<SeatChange> changes = CALC.preview(Objective.POINTS_CAMPAIGN, List.of(Contender.officer(
        CommissionTrack.COMMANDER), Contender.captain(me), Contender.officer(CommissionTrack.COMMANDER)),
        Placements.of(3, 1, 2));
    Rating anchor = AnchorRatings.calibrated().anchor(Objective.POINTS_CAMPAIGN, CommissionTrack.COMMANDER);
    assertEquals(anchor, changes.get(0).after());
    assertEquals(anchor, changes.get(2).after());
    assertTrue(changes.get(0).anchor());
    // The captain moves exactly as in a three-seat update with the anchors' ratings.
    Rating expected = OpenSkill.standard().rate(List.of(anchor, me, anchor), Placements.of(3, 1, 2)).get(1);
    assertEquals(expected, changes.get(1).after());
  }

  @Test
  void finishingAboveAnOfficerRaisesAndBelowLowers() {
    Rating me = Rating.of(20, 4);
    for (CommissionTrack t : CommissionTrack.values()) {
      List<Contender> seats = List.of(Contender.captain(me), Contender.officer(t));
      assertTrue(CALC.preview(Objective.GO_OUT, seats, Placements.of(1, 2)).get(0).after().mu() > me.mu());
      assertTrue(CALC.preview(Objective.GO_OUT, seats, Placements.of(2, 1)).get(0).after().mu() < me.mu());
    }
  }

  @Test
  void beatingAStrongerOfficerGainsMore() {
    Rating me = Rating.of(20, 4);
    double vsEnsign = CALC.preview(Objective.GO_OUT, List.of(Contender.captain(me),
        Contender.officer(CommissionTrack.ENSIGN)), Placements.of(1, 2)).get(0).after().mu();
    double vsCommander = CALC.preview(Objective.GO_OUT, List.of(Contender.captain(me),
        Contender.officer(CommissionTrack.COMMANDER)), Placements.of(1, 2)).get(0).after().mu();
    assertTrue(vsCommander > vsEnsign);
  }

  @Test
  void soloPreviewUsesTheStrongestOfficersBucketAndSavesNothing() {
    TeiProfile profile = TeiProfile.empty();
    TeiCalculator.SoloPreview preview = CALC.previewSolo(profile, Objective.POINTS_CAMPAIGN, 1,
        List.of(CommissionTrack.ENSIGN, CommissionTrack.LIEUTENANT, CommissionTrack.ENSIGN),
        Placements.pointsCampaign(List.of(120, 80, 95, 200)));
    assertEquals(TeiTrack.of(Objective.POINTS_CAMPAIGN, CommissionTrack.LIEUTENANT), preview.track());
    assertEquals(Rating.initial(), preview.change().before());
    assertTrue(preview.change().after().mu() > 25);
    assertEquals(TeiProfile.empty(), profile);
    TeiProfile saved = preview.saveTo(profile);
    assertEquals(preview.change().after(), saved.rating(preview.track()));
    assertTrue(saved.start(Objective.POINTS_CAMPAIGN).locked());
  }

  @Test
  void aSoloSectorNeedsAnOfficer() {
    assertEquals("SEATS", assertThrows(TeiException.class, () -> CALC.previewSolo(TeiProfile.empty(),
        Objective.GO_OUT, 0, List.of(), Placements.of(1, 2))).code());
  }

  @Test
  void summaryLinesReadAsInTheRulebook() {
    assertEquals("I52 → I55 (+3)", change("I52", "I55").display());
    assertEquals("I55 → C55", change("I55", "C55").display());
    assertEquals("V72 → V68 (-4)", change("V72", "V68").display());
  }

  @Test
  void calibratedAnchorsReplaceProvisionalOnes() {
    AnchorRatings calibrated = AnchorRatings.provisional().with("arena run", Objective.GO_OUT,
        CommissionTrack.COMMANDER, Rating.of(28, 1.5));
    TeiCalculator calc = TeiCalculator.of(OpenSkill.standard(), calibrated);
    assertEquals(Rating.of(28, 1.5), calc.preview(Objective.GO_OUT, List.of(Contender.captain(Rating.initial()),
        Contender.officer(CommissionTrack.COMMANDER)), Placements.of(1, 2)).get(1).after());
    assertTrue(AnchorRatings.provisional().isProvisional());
    assertEquals(false, calibrated.isProvisional());
  }

  private static SeatChange change(String before, String after) {
    return new SeatChange(TeiGrade.parse(before).startingRating(), TeiGrade.parse(after).startingRating(), false);
  }
}
