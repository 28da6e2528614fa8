// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.ai.officer.CommanderFeatures;
import org.iwgf.warp.ai.omega.MoveFeatures;
import org.iwgf.warp.cli.options.PositiveInt;
import picocli.CommandLine.Option;

/**
 * What the learning commands ({@code train}, {@code train selfplay}) share: the network's shape and move
 * features, and how Adam passes over the samples. A command gives its own number of epochs.
 */
final class LearningOptions {
  @Option(names = "--features",
      paramLabel = "commander|commander+outs|commander+next|commander+intel|commander+line|none", converter = MoveFeaturesConverter.class,
      description = "What the network reads of each legal move beside the observation: the Commander's terms "
          + "(default; the untrained network plays their sum), those and what a chart leaves open "
          + "(commander+outs), those and what the next turns hold (commander+next), those reading what the seat "
          + "has learned of the hidden hands (commander+intel), the next turns' and the line the own hand makes "
          + "on the own trail (commander+line), or nothing.")
  MoveFeatures features = CommanderFeatures.of();

  @Option(names = "--hidden", paramLabel = "W,...", split = ",", converter = PositiveInt.class,
      description = "Hidden layer widths of new weights (default 128,128).")
  List<Integer> hidden = new ArrayList<>(List.of(128, 128));

  @Option(names = "--epochs", paramLabel = "N", converter = PositiveInt.class,
      description = "Passes over the samples each time new games join them (default ${DEFAULT-VALUE}).")
  int epochs;

  @Option(names = "--batch", paramLabel = "N", converter = PositiveInt.class,
      description = "Samples per Adam step (default 64).")
  int batch = 64;

  @Option(names = "--learning-rate", paramLabel = "R", description = "Adam's step size (default 0.001).")
  double learningRate = 1e-3;

  @Option(names = "--value-weight", paramLabel = "W", description = "The value loss's weight beside the policy's "
      + "(default 0.25: an outcome is one label for a whole game's decisions, easily learnt by heart).")
  double valueWeight = 0.25;

  /**
   * The options as read, fixed.
   *
   * @param features what the network reads of each legal move
   * @param hidden hidden layer widths of new weights
   * @param epochs passes over the samples each time new games join them
   * @param batch samples per Adam step
   * @param learningRate Adam's step size
   * @param valueWeight the value loss's weight beside the policy's
   */
  record Learning(MoveFeatures features, List<Integer> hidden, int epochs, int batch, double learningRate,
      double valueWeight) {
    Learning {
      hidden = List.copyOf(hidden);
    }
  }

  /** These options as they stand, in a value that does not change after. */
  Learning fixed() {
    return new Learning(features, hidden, epochs, batch, learningRate, valueWeight);
  }

  /** Options at their defaults, with {@code epochs} passes unless the command line says otherwise. */
  LearningOptions(int epochs) {
    this.epochs = epochs;
  }
}
