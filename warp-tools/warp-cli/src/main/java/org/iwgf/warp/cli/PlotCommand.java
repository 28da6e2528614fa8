// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.iwgf.warp.plots.Plots;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code warp plot}: a chart of the data the other commands write, as PNG and SVG — the strength ladder
 * from arena matches, the calibration against the rulebook's figures, the soak's blocked-round rate per
 * Module, a training run's loss curve.
 */
@Command(name = "plot", sortOptions = false,
    description = {"Draws a chart, as PNG and SVG, from the files the other commands write:",
        "  ladder       the first-named entrant's win rate with its 95 %% bar, one bar per arena match file",
        "  calibration  the Commander's win rate per Module beside the rulebook's figures (warp calibrate)",
        "  blocked      the soak's blocked-round rate per Module (the JSON of warp soak)",
        "  loss         the training and held-out losses and the agreement with the expert per epoch (the CSV",
        "               or JSON of warp train)"})
final class PlotCommand implements Callable<Integer> {
  /** The charts, by the name the command takes. */
  enum Kind { ladder, calibration, blocked, loss }

  @Mixin
  Context cli = new Context();

  @Parameters(index = "0", paramLabel = "CHART", description = "ladder, calibration, blocked or loss.")
  Kind kind = Kind.ladder;

  @Parameters(index = "1..*", arity = "1..*", paramLabel = "FILE",
      description = "The data: one or more arena files for a ladder, one file otherwise (CSV or JSON).")
  List<Path> files = new ArrayList<>();

  @Option(names = "--out", paramLabel = "BASE", required = true,
      description = "Where to write: BASE.png and BASE.svg (folders are created).")
  Path out = Path.of("chart");

  @Override
  public Integer call() {
    if (kind != Kind.ladder && files.size() != 1) {
      throw cli.refusal("A " + kind + " chart is drawn from one file, not " + files.size() + ".");
    }
    List<Path> written;
    try {
      written = switch (kind) {
        case ladder -> Plots.ladder(files, out);
        case calibration -> Plots.calibration(files.get(0), out);
        case blocked -> Plots.blockedRates(files.get(0), out);
        case loss -> Plots.loss(files.get(0), out);
      };
    } catch (IOException e) {
      throw new UncheckedIOException(e.getMessage(), e);
    }
    written.forEach(f -> cli.out().println("Wrote " + f));
    return WarpCli.OK;
  }
}
