// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import static org.iwgf.warp.plots.ChartTest.assertContains;
import static org.iwgf.warp.plots.ChartTest.assertPng;
import static org.iwgf.warp.plots.ChartTest.svgText;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlotsTest {
  @TempDir
  Path dir;

  @Test
  void drawsTheLadderFromStandingsFiles() throws IOException {
    List<Path> out = Plots.ladder(List.of(DataFiles.write(dir, "le.csv", DataFiles.LIEUTENANT_ENSIGN),
        DataFiles.write(dir, "cl.json", DataFiles.COMMANDER_LIEUTENANT_JSON)), dir.resolve("charts/ladder"));
    assertEquals(List.of(dir.resolve("charts/ladder.png"), dir.resolve("charts/ladder.svg")), out);
    assertPng(Files.readAllBytes(out.get(0)), Chart.DEFAULT_WIDTH, Chart.DEFAULT_HEIGHT);
    List<String> text = svgText(Files.readString(out.get(1)));
    assertContains(text, "Lieutenant vs Ensign");
    assertContains(text, "Commander vs Lieutenant, 4 captains");
  }

  @Test
  void drawsTheCalibration() throws IOException {
    List<Path> out = Plots.calibration(DataFiles.write(dir, "c.json", DataFiles.CALIBRATION_JSON),
        dir.resolve("calibration"));
    assertPng(Files.readAllBytes(out.get(0)), Chart.DEFAULT_WIDTH, Chart.DEFAULT_HEIGHT);
    List<String> text = svgText(Files.readString(out.get(1)));
    assertContains(text, "Lambda");
    assertContains(text, "Not played: Iota (not on the classpath)");
  }

  @Test
  void drawsTheBlockedRates() throws IOException {
    List<Path> out = Plots.blockedRates(DataFiles.write(dir, "soak.json", DataFiles.SOAK), dir.resolve("blocked"));
    assertPng(Files.readAllBytes(out.get(0)), Chart.DEFAULT_WIDTH, Chart.DEFAULT_HEIGHT);
    assertContains(svgText(Files.readString(out.get(1))), "Epsilon");
  }

  @Test
  void drawsTheLossCurveFromTheTrainingsJson() throws IOException {
    List<Path> out = Plots.loss(DataFiles.write(dir, "train.json", DataFiles.LOSS_JSON), dir.resolve("loss"));
    assertEquals(List.of(dir.resolve("loss.png"), dir.resolve("loss.svg")), out);
    assertPng(Files.readAllBytes(out.get(0)), Chart.DEFAULT_WIDTH, Chart.DEFAULT_HEIGHT);
    List<String> text = svgText(Files.readString(out.get(1)));
    assertContains(text, "held-out policy loss");
    assertContains(text, "iteration 1");
  }

  @Test
  void aMalformedFileWritesNothing() {
    Path good = DataFiles.write(dir, "good.csv", DataFiles.LIEUTENANT_ENSIGN);
    Path bad = DataFiles.write(dir, "bad.csv", "entrant,games\n");
    PlotDataException e = assertThrows(PlotDataException.class,
        () -> Plots.ladder(List.of(good, bad), dir.resolve("ladder")));
    assertTrue(e.getMessage().startsWith(bad.toString()), e.getMessage());
    assertFalse(Files.exists(dir.resolve("ladder.png")));
    assertFalse(Files.exists(dir.resolve("ladder.svg")));
  }

  @Test
  void aLadderNeedsAFile() {
    assertThrows(IllegalArgumentException.class, () -> Plots.ladder(List.of(), dir.resolve("ladder")));
  }
}
