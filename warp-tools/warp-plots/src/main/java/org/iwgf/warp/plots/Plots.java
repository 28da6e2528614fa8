// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Each chart from its data files in one call, for a command line: reads the files, draws the chart and
 * writes it as {@code base.png} and {@code base.svg} (see {@link Chart#write}).
 *
 * @since 0.1.0
 */
public final class Plots {
  private Plots() {}

  /**
   * Draws the strength ladder from match standings files (CSV or JSON, see {@link MatchStandings#read}), one
   * rung per file in the order given.
   *
   * @param matchFiles the matches' standings files, at least one
   * @param base the output files' path without its ending
   * @return the PNG file, then the SVG file
   * @throws PlotDataException when a file is malformed
   * @throws IOException when a file cannot be read or written
   * @throws IllegalArgumentException when no file is given or {@code base} names no file
   */
  public static List<Path> ladder(List<Path> matchFiles, Path base) throws IOException {
    if (matchFiles.isEmpty()) {
      throw new IllegalArgumentException("a ladder needs at least one standings file");
    }
    List<MatchStandings> matches = new ArrayList<>();
    for (Path file : matchFiles) {
      matches.add(MatchStandings.read(file));
    }
    return Chart.ladder(matches).write(base);
  }

  /**
   * Draws the calibration against the rulebook's figures from a calibration file (CSV or JSON, see {@link
   * CalibrationTable#read}).
   *
   * @param calibrationFile the calibration file
   * @param base the output files' path without its ending
   * @return the PNG file, then the SVG file
   * @throws PlotDataException when the file is malformed
   * @throws IOException when a file cannot be read or written
   * @throws IllegalArgumentException when {@code base} names no file
   */
  public static List<Path> calibration(Path calibrationFile, Path base) throws IOException {
    return Chart.calibration(CalibrationTable.read(calibrationFile)).write(base);
  }

  /**
   * Draws the soak's blocked-round rate per Module from its JSON report (see {@link SoakRates#read}).
   *
   * @param soakJson the soak's JSON report
   * @param base the output files' path without its ending
   * @return the PNG file, then the SVG file
   * @throws PlotDataException when the file is malformed
   * @throws IOException when a file cannot be read or written
   * @throws IllegalArgumentException when {@code base} names no file
   */
  public static List<Path> blockedRates(Path soakJson, Path base) throws IOException {
    return Chart.blockedRates(SoakRates.read(soakJson)).write(base);
  }

  /**
   * Draws a training run's loss curve from the CSV or the JSON summary of {@code warp train} (see {@link
   * LossCurve#read}).
   *
   * @param lossFile the loss curve's CSV or the training's JSON summary
   * @param base the output files' path without its ending
   * @return the PNG file, then the SVG file
   * @throws PlotDataException when the file is malformed
   * @throws IOException when a file cannot be read or written
   * @throws IllegalArgumentException when {@code base} names no file
   */
  public static List<Path> loss(Path lossFile, Path base) throws IOException {
    return Chart.loss(LossCurve.read(lossFile)).write(base);
  }
}
