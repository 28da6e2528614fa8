// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.tei;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.ai.cli.RunArena;
import org.iwgf.warp.core.rules.Objective;
import org.junit.jupiter.api.Test;

/** The anchors' calibration: the fit, the shipped values and the command that makes them. */
class AnchorCalibrationTest {

  @Test
  void theShippedAnchorsAreCalibratedAndInLadderOrder() {
    AnchorRatings anchors = AnchorRatings.calibrated();
    assertFalse(anchors.isProvisional());
    assertTrue(anchors.source().startsWith("RunArena --anchors --deals 1000"), anchors.source());
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

  @Test
  void theCommandLineCalibratesDeterministically() {
    String first = run("--anchors", "--deals", "3", "--rounds", "2", "--threads", "2");
    String second = run("--anchors", "--deals", "3", "--rounds", "2", "--threads", "1");
    assertEquals(first, second, "the result depends only on deals and seed");
    String json = first.substring(first.indexOf('{'));
    AnchorRatings parsed = TeiJson.create().readAnchors(json.trim());
    assertTrue(parsed.source().contains("--deals 3"), parsed.source());
  }

  private static String run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status = RunArena.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    assertEquals(RunArena.OK, status);
    return out.toString(StandardCharsets.UTF_8);
  }
}
