// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code warp plot} draws the docs' charts from the docs' data and refuses what it cannot draw. */
class PlotCommandTest {
  private static final Path DOCS = Path.of("..", "docs");

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
