// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.omega.ExpertGames;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.iwgf.warp.ai.omega.OmegaCaptain;
import org.iwgf.warp.ai.omega.Training;
import org.iwgf.warp.ai.omega.TrainingSample;
import org.iwgf.warp.core.rules.Objective;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.testkit.ProgressLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code warp train}: trains an Ω network by imitation of an expert officer — the expert plays every seat of
 * seeded games, each decision becomes a sample (the seat's encoded view, the expert's move, the game's
 * outcome) — with Adam over epochs of shuffled batches, a held-out tenth of the samples measuring the loss,
 * then plays the trained network greedily against a random captain in the arena. Writes the weights, the
 * loss curve (CSV) and a summary (JSON), each naming the command and seed.
 */
@Command(name = "train", sortOptions = false,
    description = {"Trains an Ω network by imitating an expert officer in seeded games (policy: the expert's move; "
        + "value: the game's outcome), then plays it against a random captain.",
        "Defaults: 2 captains, Sections I-V, 2-round campaigns."})
final class TrainCommand implements Callable<Integer> {
  @Mixin
  Context cli = new Context();

  @Option(names = "--expert", paramLabel = "NAME", description = "Whose moves are learnt (default commander).")
  String expert = "commander";

  @Option(names = "--games", paramLabel = "N", converter = TableOptions.PositiveConverter.class,
      description = "Expert games to learn from (default 200).")
  int games = 200;

  @Option(names = "--hidden", paramLabel = "W,...", split = ",", converter = TableOptions.PositiveConverter.class,
      description = "Hidden layer widths (default 128,128).")
  List<Integer> hidden = new ArrayList<>(List.of(128, 128));

  @Option(names = "--epochs", paramLabel = "N", converter = TableOptions.PositiveConverter.class,
      description = "Passes over the training samples (default 10).")
  int epochs = 10;

  @Option(names = "--batch", paramLabel = "N", converter = TableOptions.PositiveConverter.class,
      description = "Samples per Adam step (default 64).")
  int batch = 64;

  @Option(names = "--learning-rate", paramLabel = "R", description = "Adam's step size (default 0.001).")
  double learningRate = 1e-3;

  @Option(names = "--value-weight", paramLabel = "W", description = "The value loss's weight beside the policy's "
      + "(default 0.25: an outcome is one label for a whole game's decisions, easily learnt by heart).")
  double valueWeight = 0.25;

  @Option(names = "--minutes", paramLabel = "M", converter = Minutes.class,
      description = "Stop training after M minutes, at the end of an epoch (default: no limit).")
  Optional<Duration> budget = Optional.empty();

  @Option(names = "--eval-deals", paramLabel = "N", converter = TableOptions.PositiveConverter.class,
      description = "Arena deals against a random captain after training (default 100).")
  int evalDeals = 100;

  @Option(names = "--name", paramLabel = "NAME", description = "The weights' name (default omega-trained).")
  String name = "omega-trained";

  @Option(names = "--out", paramLabel = "FILE", required = true, description = "Where to write the weights.")
  Path out = Path.of("omega.bin");

  @Option(names = "--seed", paramLabel = "S", description = "Seeds the games, the weights and the batches "
      + "(default 1).")
  long seed = 1;

  @Mixin
  TableOptions table = new TableOptions();

  @Mixin
  RunFiles files = new RunFiles();

  @Override
  public Integer call() {
    WarpConfig config = table.toConfig(2, false);
    if (table.rounds == 0 && config.objective() == Objective.POINTS_CAMPAIGN) {
      config = config.toBuilder().campaignRounds(2).build();
    }
    long start = System.nanoTime();
    Entrant teacher = Entrant.parse(expert, Lookahead.standard());
    Optional<ProgressLine> gamesLine = files.progress(cli.err(), "expert games");
    List<TrainingSample> samples = ExpertGames.play(config, teacher.agent(), games, seed,
        (done, total) -> gamesLine.ifPresent(l -> l.update(done, total, 0)));
    gamesLine.ifPresent(l -> l.finish(games, games, 0));
    int heldOutFrom = Math.max(1, samples.size() * 9 / 10);
    List<TrainingSample> train = new ArrayList<>(samples.subList(0, heldOutFrom));
    List<TrainingSample> heldOut = samples.subList(heldOutFrom, samples.size());
    NetworkShape shape = new NetworkShape(ObservationEncoder.of(config).layout().size(), hidden,
        ActionSpace.of(config).size());
    Training training = Training.of(Network.initialised(name, shape, seed), learningRate, valueWeight);
    cli.out().printf(Locale.ROOT, "Learning %s from %,d decisions of %,d games (%,d held out); network %d -> %s -> %d, "
        + "%,d weights%n", teacher.name(), train.size(), games, heldOut.size(), shape.inputs(), hidden,
        shape.actions(), shape.parameters());
    SplittableRandom order = new SplittableRandom(seed);
    Optional<ProgressLine> epochLine = files.progress(cli.err(), "epochs");
    long deadline = budget.map(b -> start + b.toNanos()).orElse(Long.MAX_VALUE);
    List<double[]> curve = new ArrayList<>();
    curve.add(row(0, training, train, heldOut));
    for (int epoch = 1; epoch <= epochs && System.nanoTime() < deadline; epoch++) {
      shuffle(train, order);
      for (int from = 0; from < train.size(); from += batch) {
        training.step(train.subList(from, Math.min(train.size(), from + batch)));
      }
      curve.add(row(epoch, training, train, heldOut));
      int done = epoch;
      epochLine.ifPresent(l -> l.update(done, epochs, 0));
      double[] r = curve.get(epoch);
      cli.out().printf(Locale.ROOT, "  epoch %d: training loss %.4f, held-out loss %.4f (policy %.4f, value %.4f)%n",
          epoch, r[1], r[2], r[3], r[4]);
    }
    Network trained = training.network();
    write(trained);
    Arena arena = Arena.of(config, List.of(new Entrant("Omega", OmegaCaptain.of(trained, config)),
        Entrant.parse("random", Lookahead.standard())));
    Standing omega = arena.play(evalDeals, seed + 1, Runtime.getRuntime().availableProcessors()).get(0);
    double seconds = (System.nanoTime() - start) / 1e9;
    cli.out().printf(Locale.ROOT, "Omega vs Random: %s over %d games; weights %s written to %s (%.1f s)%n",
        omega.describe(), omega.games(), trained.name(), out, seconds);
    String command = cli.typed() + " (seed " + seed + ")";
    files.write(() -> curveCsv(command, curve), () -> summary(command, samples.size(), shape, curve, omega, seconds));
    return WarpCli.OK;
  }

  /**
   * One point of the loss curve: the epoch, the training and held-out losses, and the held-out loss split into
   * its policy part (the cross-entropy) and its value part (the squared error).
   */
  private double[] row(int epoch, Training training, List<TrainingSample> train, List<TrainingSample> heldOut) {
    Network now = training.network();
    double policy = Training.of(now, learningRate, 0).loss(heldOut);
    double heldOutLoss = training.loss(heldOut);
    return new double[] {epoch, training.loss(train), heldOutLoss, policy, (heldOutLoss - policy) / valueWeight};
  }

  private static void shuffle(List<TrainingSample> samples, SplittableRandom random) {
    for (int i = samples.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      samples.set(i, samples.set(j, samples.get(i)));
    }
  }

  private void write(Network trained) {
    try (OutputStream stream = Files.newOutputStream(out)) {
      trained.write(stream);
    } catch (IOException e) {
      throw new UncheckedIOException("could not write " + out + ": " + e.getMessage(), e);
    }
  }

  private static String curveCsv(String command, List<double[]> curve) {
    StringBuilder b = new StringBuilder("# ").append(command).append('\n');
    b.append("epoch,train_loss,heldout_loss,heldout_policy_loss,heldout_value_loss\n");
    for (double[] row : curve) {
      b.append(String.format(Locale.ROOT, "%d,%.6f,%.6f,%.6f,%.6f%n", (int) row[0], row[1], row[2], row[3], row[4]));
    }
    return b.toString();
  }

  private String summary(String command, int sampleCount, NetworkShape shape, List<double[]> curve, Standing omega,
      double seconds) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = mapper.createObjectNode().put("command", command).put("seed", seed).put("games", games)
        .put("samples", sampleCount).put("name", name).put("inputs", shape.inputs()).put("actions", shape.actions())
        .put("parameters", shape.parameters()).put("seconds", seconds);
    ArrayNode layers = root.putArray("hidden");
    shape.hidden().forEach(layers::add);
    ArrayNode rows = root.putArray("losses");
    for (double[] row : curve) {
      rows.addObject().put("epoch", (int) row[0]).put("train", row[1]).put("heldOut", row[2])
          .put("heldOutPolicy", row[3]).put("heldOutValue", row[4]);
    }
    root.putObject("versusRandom").put("games", omega.games()).put("winRate", omega.winRate())
        .put("low95", omega.low()).put("high95", omega.high());
    try {
      return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of plain values always writes", e);
    }
  }
}
