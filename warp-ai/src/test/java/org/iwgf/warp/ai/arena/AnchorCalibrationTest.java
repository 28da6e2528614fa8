// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.rating.tei.AnchorRatings;
import org.iwgf.warp.rating.tei.CommissionTrack;
import org.iwgf.warp.rating.tei.ModelParameters;
import org.iwgf.warp.rating.tei.TeiCalculator;
import org.junit.jupiter.api.Test;

/** The anchors' calibration: the fit and the shipped values (the command that makes them: warp-cli). */
class AnchorCalibrationTest {

  @Test
  void theShippedAnchorsAreCalibratedAndInLadderOrder() {
    AnchorRatings anchors = AnchorRatings.calibrated();
    assertFalse(anchors.isProvisional());
    assertTrue(anchors.source().startsWith("warp calibrate --anchors --rules official --deals 1000"),
        anchors.source());
    assertTrue(anchors.source().contains("POINTS_CAMPAIGN: Commander Ω " + OmegaModel.WARP12_OFFICIAL),
        "the anchors name the weights the Commander played: " + anchors.source());
    for (Objective o : Objective.values()) {
      double ensign = anchors.anchor(o, CommissionTrack.ENSIGN).mu();
      double lieutenant = anchors.anchor(o, CommissionTrack.LIEUTENANT).mu();
      double commander = anchors.anchor(o, CommissionTrack.COMMANDER).mu();
      assertTrue(ensign < lieutenant && lieutenant < commander, o + ": " + ensign + " " + lieutenant + " "
          + commander);
      assertEquals(AnchorCalibration.PINNED, commander);
    }
    assertEquals(anchors, TeiCalculator.standard().anchors());
  }

  @Test
  void theFitTurnsWinRatesIntoGaps() {
    // Consistent rates: a 3-step ladder with equal gaps fits exactly.
    double c = Math.sqrt(2 * Math.pow(ModelParameters.DEFAULT_BETA, 2) + 2 * Math.pow(AnchorCalibration.SIGMA, 2));
    double gap = 5.0;
    double p1 = 1 / (1 + Math.exp(-gap / c));
    double p2 = 1 / (1 + Math.exp(-2 * gap / c));
    List<AnchorCalibration.Matchup> m = new ArrayList<>();
    for (Objective o : Objective.values()) {
      m.add(new AnchorCalibration.Matchup(o, CommissionTrack.LIEUTENANT, CommissionTrack.ENSIGN, 100, p1));
      m.add(new AnchorCalibration.Matchup(o, CommissionTrack.COMMANDER, CommissionTrack.LIEUTENANT, 100, p1));
      m.add(new AnchorCalibration.Matchup(o, CommissionTrack.COMMANDER, CommissionTrack.ENSIGN, 100, p2));
    }
    AnchorRatings fitted = AnchorCalibration.fit(m, ModelParameters.DEFAULT_BETA, "test");
    assertEquals(20.0, fitted.anchor(Objective.GO_OUT, CommissionTrack.LIEUTENANT).mu(), 0.01);
    assertEquals(15.0, fitted.anchor(Objective.GO_OUT, CommissionTrack.ENSIGN).mu(), 0.01);
    assertEquals(AnchorCalibration.SIGMA, fitted.anchor(Objective.GO_OUT, CommissionTrack.ENSIGN).sigma());
    assertThrows(IllegalArgumentException.class, () -> AnchorCalibration.fit(m.subList(0, 2),
        ModelParameters.DEFAULT_BETA, "test"));
  }
}
