// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code warp plot} draws the docs' charts from the docs' data and refuses what it cannot draw. */
class PlotCommandTest {
  private static final Path DOCS = Path.of("..", "..", "docs");

  @Test
  void theLadderIsDrawnFromArenaMatchFiles(@TempDir Path dir) throws Exception {
    Cli run = Cli.run("plot", "ladder", "--out", dir.resolve("ladder").toString(),
        DOCS.resolve("arena/ladder-lieutenant-ensign.csv").toString(),
        DOCS.resolve("arena/ladder-commander-lieutenant.json").toString());
    assertEquals(WarpCli.OK, run.status(), run.err());
    assertTrue(Files.size(dir.resolve("ladder.png")) > 1_000);
    String svg = Files.readString(dir.resolve("ladder.svg"));
    assertTrue(svg.contains("Lieutenant") && svg.contains("Commander"), "the entrants are named");
    assertTrue(run.out().contains("Wrote "), run.out());
  }

  @Test
  void theCalibrationAndTheBlockedRatesAreDrawnFromOneFileEach(@TempDir Path dir) {
    assertEquals(WarpCli.OK, Cli.run("plot", "calibration", "--out", dir.resolve("c").toString(),
        DOCS.resolve("arena/calibration.json").toString()).status());
    assertEquals(WarpCli.OK, Cli.run("plot", "blocked", "--out", dir.resolve("b").toString(),
        DOCS.resolve("soak/soak.json").toString()).status());
    assertTrue(Files.exists(dir.resolve("c.svg")) && Files.exists(dir.resolve("b.png")));
  }

  @Test
  void theLossCurveIsDrawnFromTheTrainingsCsv(@TempDir Path dir) throws Exception {
    Path csv = Files.writeString(dir.resolve("loss.csv"), """
        # warp train --epochs 2 --iterations 1 --csv loss.csv (seed 12)
        iteration,epoch,train_loss,heldout_loss,heldout_policy_loss,heldout_value_loss,heldout_agreement
        0,0,4.500000,4.510000,4.400000,0.440000,0.010000
        0,1,2.000000,2.100000,2.000000,0.400000,0.450000
        0,2,1.500000,1.700000,1.610000,0.360000,0.550000
        1,3,1.300000,1.600000,1.520000,0.320000,0.600000
        1,4,1.200000,1.550000,1.480000,0.280000,0.610000
        """);
    Cli run = Cli.run("plot", "loss", "--out", dir.resolve("charts/loss").toString(), csv.toString());
    assertEquals(WarpCli.OK, run.status(), run.err());
    assertTrue(Files.size(dir.resolve("charts/loss.png")) > 1_000);
    String svg = Files.readString(dir.resolve("charts/loss.svg"));
    assertTrue(svg.contains("held-out loss") && svg.contains("iteration 1"), "the lines and the iteration");
    assertTrue(run.out().contains("Wrote "), run.out());
  }

  @Test
  void aMalformedLossCurveIsRefused(@TempDir Path dir) throws Exception {
    Path bad = Files.writeString(dir.resolve("bad-loss.csv"), """
        iteration,epoch,train_loss,heldout_loss,heldout_policy_loss,heldout_value_loss,heldout_agreement
        0,0,4.5,4.5,4.4,0.4,1.5
        """);
    Cli run = Cli.run("plot", "loss", "--out", dir.resolve("loss").toString(), bad.toString());
    assertEquals(WarpCli.IO_ERROR, run.status());
    assertTrue(run.err().contains("bad-loss.csv") && run.err().contains("heldout_agreement"), run.err());
    assertFalse(Files.exists(dir.resolve("loss.png")));
    assertEquals(WarpCli.USAGE, Cli.run("plot", "loss", "--out", dir.resolve("loss").toString(), bad.toString(),
        bad.toString()).status(), "one file only");
  }

  @Test
  void whatCannotBeDrawnIsRefused(@TempDir Path dir) {
    String out = dir.resolve("x").toString();
    assertEquals(WarpCli.USAGE, Cli.run("plot", "pie", "--out", out, "a.csv").status());
    assertEquals(WarpCli.USAGE, Cli.run("plot", "ladder", "a.csv").status(), "--out is required");
    assertEquals(WarpCli.USAGE, Cli.run("plot", "blocked", "--out", out, "a.json", "b.json").status());
    Cli wrongData = Cli.run("plot", "blocked", "--out", out, DOCS.resolve("soak/soak.csv").toString());
    assertEquals(WarpCli.IO_ERROR, wrongData.status());
    assertTrue(wrongData.err().contains("soak.csv"), wrongData.err());
    assertEquals(WarpCli.IO_ERROR, Cli.run("plot", "calibration", "--out", out,
        dir.resolve("missing.json").toString()).status());
  }
}
