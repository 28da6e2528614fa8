// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.iwgf.warp.ai.officer.AdvisorModel;
import org.iwgf.warp.ai.officer.Distillation;
import org.iwgf.warp.ai.officer.DistilledAdvisor;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.cli.options.PositiveInt;
import org.iwgf.warp.cli.options.TableOptions;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code warp distil}: distils an Ω network into the tactical advisor's concept model — Ω plays every seat of
 * seeded games, its decisions with a choice label the positions — and measures, on the decisions of further
 * games held out, how often the model's own suggestion and the hybrid's (deferring to Ω on close calls) equal
 * Ω's greedy pick. With {@code --model} it measures a model already trained instead.
 */
@Command(name = "distil", sortOptions = false,
    description = {"Distils an Ω network into the tactical advisor's concept model and measures its agreement "
        + "with Ω's greedy picks on held-out games (forced moves excluded).",
        "Defaults: 2 captains, Sections I-V, 1-round campaigns."})
final class DistilCommand implements Callable<Integer> {
  @Mixin
  Context cli = new Context();

  @Option(names = "--network", paramLabel = "FILE", required = true, description = "The Ω weights to distil.")
  Path network = Path.of("omega.bin");

  @Option(names = "--model", paramLabel = "FILE",
      description = "Measure these advisor weights instead of training (default: train).")
  Optional<Path> model = Optional.empty();

  @Option(names = "--games", paramLabel = "N", converter = PositiveInt.class,
      description = "Games of Ω's to learn from (default 300).")
  int games = 300;

  @Option(names = "--held-out-games", paramLabel = "N", converter = PositiveInt.class,
      description = "Further games whose decisions measure the agreement (default 80).")
  int heldOutGames = 80;

  @Option(names = "--epochs", paramLabel = "N", converter = PositiveInt.class,
      description = "Passes over the decisions (default 10).")
  int epochs = 10;

  @Option(names = "--batch", paramLabel = "N", converter = PositiveInt.class,
      description = "Decisions per Adam step (default 64).")
  int batch = 64;

  @Option(names = "--learning-rate", paramLabel = "R", description = "Adam's step size (default 0.05).")
  double learningRate = 0.05;

  @Option(names = "--margin", paramLabel = "M", description = "The hybrid defers to Ω where the model's best move "
      + "beats its runner-up by less than M (default 0.5).")
  double margin = DistilledAdvisor.OMEGA_MARGIN;

  @Option(names = "--name", paramLabel = "NAME", description = "The advisor weights' name (default advisor-trained).")
  String name = "advisor-trained";

  @Option(names = "--out", paramLabel = "FILE", description = "Where to write the trained advisor weights.")
  Optional<Path> out = Optional.empty();

  @Option(names = "--seed", paramLabel = "S", description = "Seeds the games and the batches (default 1).")
  long seed = 1;

  @Mixin
  TableOptions table = new TableOptions();

  @Override
  public Integer call() {
    WarpConfig config = table.matchTable();
    if (table.rounds().isEmpty() && config.objective() == Objective.POINTS_CAMPAIGN) {
      config = config.toBuilder().campaignRounds(1).build();
    }
    long start = System.nanoTime();
    Network omega = WeightFiles.read(network, Network::read);
    // Games 0..games-1 train, the next heldOutGames are held out: no deal is in both.
    List<Distillation.Decision> heldOut = Distillation.omegaDecisions(config, omega, games, heldOutGames, seed);
    AdvisorModel advisor;
    if (model.isPresent()) {
      advisor = WeightFiles.read(model.get(), AdvisorModel::read);
    } else {
      List<Distillation.Decision> train = Distillation.omegaDecisions(config, omega, 0, games, seed);
      Distillation distillation = Distillation.of(train, learningRate, batch, seed);
      cli.out().printf(Locale.ROOT, "Distilling %s from %,d decisions of %,d games; loss before %.4f%n", omega.name(),
          train.size(), games, distillation.loss());
      for (int epoch = 1; epoch <= epochs; epoch++) {
        distillation.epoch();
        cli.out().printf(Locale.ROOT, "  epoch %d: training loss %.4f, held-out loss %.4f%n", epoch,
            distillation.loss(), Distillation.loss(distillation.model(name), heldOut));
      }
      advisor = distillation.model(name);
      if (out.isPresent()) {
        WeightFiles.write(out.get(), advisor::write);
      }
    }
    DistilledAdvisor alone = DistilledAdvisor.of(advisor);
    DistilledAdvisor hybrid = alone.deferringToOmega(omega, margin);
    int overruled = 0;
    for (Distillation.Decision d : heldOut) {
      overruled += alone.advise(d.view()).move().equals(hybrid.advise(d.view()).move()) ? 0 : 1;
    }
    cli.out().printf(Locale.ROOT, "Held out: %,d decisions with a choice (forced moves excluded) of %,d games%n",
        heldOut.size(), heldOutGames);
    cli.out().printf(Locale.ROOT, "  the concept model's suggestion equals Ω's pick: %.1f %%%n",
        100 * Distillation.agreement(alone, heldOut));
    cli.out().printf(Locale.ROOT, "  the hybrid's (margin %.2f; Ω overruled the model on %.1f %%): %.1f %%%n", margin,
        100.0 * overruled / heldOut.size(), 100 * Distillation.agreement(hybrid, heldOut));
    cli.out().printf(Locale.ROOT, "  held-out loss %.4f; %s (%.1f s)%n", Distillation.loss(advisor, heldOut), advisor,
        (System.nanoTime() - start) / 1e9);
    return WarpCli.OK;
  }
}
