// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.omega.ExpertGames;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.iwgf.warp.ai.omega.OmegaCaptain;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.ai.omega.SampleFile;
import org.iwgf.warp.ai.omega.Training;
import org.iwgf.warp.ai.omega.TrainingSample;
import org.iwgf.warp.cli.options.PositiveInt;
import org.iwgf.warp.cli.options.TableOptions;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.testkit.ProgressLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code warp train}: trains an Ω network from an expert officer by expert iteration. First the expert plays
 * every seat of seeded games and the network learns its moves (imitation); then, for each further iteration,
 * the network plays its own games (drawing moves from its policy at {@code --temperature}) while the expert
 * labels every decision, the new positions join the data, and training goes on (DAgger). The value head learns
 * the games' outcomes throughout. A separate set of the expert's games is held out to measure the loss and the
 * agreement with the expert. Then the network plays greedily against {@code --opponent} in the arena. Writes
 * the weights after every iteration, the loss curve (CSV) and a summary (JSON), each naming the command and
 * seed.
 */
@Command(name = "train", sortOptions = false, subcommands = SelfPlayCommand.class,
    description = {"Trains an Ω network from an expert officer: imitation of its games, then expert iteration "
        + "(the network plays, the expert labels), value from the games' outcomes; then plays it in the arena.",
        "Defaults: 2 captains, Sections I-V, 2-round campaigns (with --rules official, the full campaign).",
        "warp train selfplay trains by self-play instead (warp train selfplay --help)."})
final class TrainCommand implements Callable<Integer> {
  @Mixin
  Context cli = new Context();

  @Option(names = "--expert", paramLabel = "NAME", description = "Whose moves are learnt: any arena entrant "
      + "(default commander); omega+ teaches its search's visit shares instead of one move.")
  String expert = "commander";

  @Option(names = "--expert-weights", paramLabel = "FILE", description = "With --expert omega+: the weights it "
      + "searches with (default the shipped weights of the table), so that a network trained from Ω+ can teach the "
      + "next one.")
  Optional<Path> expertWeights = Optional.empty();

  @Option(names = "--expert-worlds", paramLabel = "N", converter = PositiveInt.class,
      description = "With a +lookahead expert: the worlds its Lookahead samples per decision (default "
      + "8, as the arena's); a larger budget is a stronger, steadier teacher than the opponent it is measured "
      + "against.")
  int expertWorlds = Lookahead.standard().samples();

  @Option(names = "--soft-targets", paramLabel = "T", description = "With an officer's expert: learn the softmax "
      + "of its scores for each chart at temperature T (pips under Points; with Lookahead the searched charts' "
      + "simulated values) instead of the one chart it plays (default: the one chart).")
  Optional<Double> softTargets = Optional.empty();

  @Option(names = "--games", paramLabel = "N", description = "Expert games to learn from (default 200; 0 with "
      + "--replay learns from the replayed samples only).")
  int games = 200;

  @Option(names = "--replay", paramLabel = "FILE", description = "Also learn from the samples in FILE (written by "
      + "--save-samples of earlier runs, here or on other machines); repeatable.")
  List<Path> replay = new ArrayList<>();

  @Option(names = "--save-samples", paramLabel = "FILE", description = "Write the positions this run's games "
      + "produced (not the replayed or held-out ones) to FILE, after the expert games and after each iteration, for "
      + "a later --replay.")
  Optional<Path> saveSamples = Optional.empty();

  @Option(names = "--held-out", paramLabel = "N", converter = PositiveInt.class,
      description = "Further expert games held out to measure the loss (default a tenth of --games, at least 1).")
  int heldOutGames;

  @Option(names = "--iterations", paramLabel = "N", description = "Expert iterations after the imitation: the "
      + "network plays, the expert labels (default 0).")
  int iterations;

  @Option(names = "--iteration-games", paramLabel = "N", converter = PositiveInt.class,
      description = "Games the network plays in each iteration (default half of --games, at least 1).")
  int iterationGames;

  @Option(names = "--temperature", paramLabel = "T", description = "The network's softmax temperature in its own "
      + "games (default 0.5; 0 plays greedily).")
  double temperature = 0.5;

  @Mixin
  LearningOptions learning = new LearningOptions(10);

  @Option(names = "--move-hidden", paramLabel = "N", description = "Units of a layer that combines each move's "
      + "features (ReLU over them and a context from the position) before they join its logit; 0 (the default) "
      + "only weighs and sums them. With --from weights that have no such layer, it is added with a read-out of "
      + "0, so training starts from exactly their play.")
  int moveHidden;

  @Option(names = "--from", paramLabel = "FILE", description = "Start from these weights instead of new ones "
      + "(their shape must be the table's; --hidden is then theirs); the result is written under --name.")
  Optional<Path> from = Optional.empty();

  @Option(names = "--minutes", paramLabel = "M", converter = Minutes.class,
      description = "Stop training after M minutes, at the end of an epoch (default: no limit).")
  Optional<Duration> budget = Optional.empty();

  @Option(names = "--threads", paramLabel = "N", converter = PositiveInt.class,
      description = "Threads playing the games (default: every processor). The data does not depend on it.")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--opponent", paramLabel = "NAME", description = "Whom the trained network meets in the arena "
      + "(default random).")
  String opponent = "random";

  @Option(names = "--eval-deals", paramLabel = "N", converter = PositiveInt.class,
      description = "Arena deals against the opponent after training (default 100).")
  int evalDeals = 100;

  @Option(names = "--name", paramLabel = "NAME", description = "The weights' name (default omega-trained).")
  String name = "omega-trained";

  // Required, but checked in call(): picocli would ask a subcommand's command line for it too.
  @Option(names = "--out", paramLabel = "FILE", description = "Where to write the weights (required).")
  Path out = Path.of("omega.bin");

  @Option(names = "--compact", description = "Write the weights as bfloat16 (format 2, half the size), as the "
      + "library ships them; the arena match plays the rounded weights.")
  boolean compact;

  @Option(names = "--seed", paramLabel = "S", description = "Seeds the games, the weights and the batches "
      + "(default 1).")
  long seed = 1;

  @Mixin
  TableOptions table = new TableOptions();

  @Mixin
  RunFiles files = new RunFiles();

  @Override
  public Integer call() {
    WarpConfig config = TableMix.trainingTable(table);
    if (!cli.given("--out")) {
      throw cli.refusal("--out names the file the weights are written to; it is required.");
    }
    if (iterations < 0 || !(temperature >= 0)) {
      throw cli.refusal("--iterations and --temperature are at least 0.");
    }
    if (games < 0 || (games == 0 && replay.isEmpty())) {
      throw cli.refusal("--games is at least 1, or 0 with --replay.");
    }
    long start = System.nanoTime();
    long deadline = budget.map(b -> start + b.toNanos()).orElse(Long.MAX_VALUE);
    Entrant teacher = teacher(config);
    Captain expertAgent = labeller(teacher);
    Entrant rival = Entrant.parse(opponent, Lookahead.standard());
    Network first = start(config); // before any game is played, so that a wrong --from is refused at once
    int held = heldOutGames > 0 ? heldOutGames : Math.max(1, games / 10);
    int perIteration = iterationGames > 0 ? iterationGames : Math.max(1, games / 2);
    NetworkShape shape = first.shape();
    List<TrainingSample> replayed = replayed(shape); // before any game, so that a wrong file is refused at once
    List<TrainingSample> own = new ArrayList<>(games == 0 ? List.of()
        : expertGames(config, expertAgent, expertAgent, games, seed, "expert games"));
    save(own);
    List<TrainingSample> train = new ArrayList<>(replayed);
    train.addAll(own);
    List<TrainingSample> heldOut = expertGames(config, expertAgent, expertAgent, held, seed + games,
        "held-out games");
    Training training = Training.of(first, learning.learningRate, learning.valueWeight);
    cli.out().printf(Locale.ROOT, "Learning %s from %,d decisions of %,d games%s (%,d of %,d games held out); "
        + "network %d -> %s -> %d, %,d weights%n", teacher.name(), train.size(), games,
        replayed.isEmpty() ? "" : String.format(Locale.ROOT, " and %,d replayed", replayed.size()), heldOut.size(),
        held, shape.inputs(), shape.hidden(), shape.actions(), shape.parameters());
    SplittableRandom order = new SplittableRandom(seed);
    List<double[]> curve = new ArrayList<>();
    curve.add(row(0, 0, training, train, heldOut));
    long nextSeed = seed + games + held;
    Network trained = training.network();
    // The imitation always runs (its epochs stop at the deadline), so that weights are always written.
    for (int iteration = 0; iteration <= iterations && (iteration == 0 || System.nanoTime() < deadline);
        iteration++) {
      if (iteration > 0) {
        Captain learner = OmegaCaptain.of(training.network(), config, learning.features)
            .withTemperature(temperature);
        List<TrainingSample> more = expertGames(config, learner, expertAgent, perIteration, nextSeed,
            "iteration " + iteration + " games");
        nextSeed += perIteration;
        train.addAll(more);
        own.addAll(more);
        save(own);
        cli.out().printf(Locale.ROOT, "Iteration %d: the network played %,d games, %s labelled %,d decisions "
            + "(%,d in all)%n", iteration, perIteration, teacher.name(), more.size(), train.size());
      }
      epochs(iteration, training, train, heldOut, order, curve, deadline);
      trained = write(training.network()); // after every iteration, so that a long run's weights are never lost
    }
    Arena arena = Arena.of(config,
        List.of(new Entrant("Omega", OmegaCaptain.of(trained, config, learning.features)), rival));
    Standing omega = arena.play(evalDeals, seed + 1, threads).get(0);
    double seconds = (System.nanoTime() - start) / 1e9;
    cli.out().printf(Locale.ROOT, "Omega vs %s: %s over %d games; weights %s written to %s (%.1f s)%n", rival.name(),
        omega.describe(), omega.games(), trained.name(), out, seconds);
    String command = cli.typed() + " (seed " + seed + ")";
    files.write(() -> curveCsv(command, curve),
        () -> summary(command, train.size(), replayed.size(), heldOut.size(), shape, curve, rival.name(), omega,
            seconds));
    return WarpCli.OK;
  }

  /** The samples of every {@code --replay} file, each checked against this table's network. */
  private List<TrainingSample> replayed(NetworkShape shape) {
    List<TrainingSample> out = new ArrayList<>();
    for (Path file : replay) {
      List<TrainingSample> samples = WeightFiles.read(file, SampleFile::read);
      for (TrainingSample s : samples) {
        int highest = Arrays.stream(s.legal()).max().orElse(0);
        if (s.inputs() != shape.inputs() || s.moveFeatures() != shape.moveFeatures() || highest >= shape.actions()) {
          throw cli.refusal(String.format(Locale.ROOT, "%s holds positions of %d inputs and %d move features with "
              + "action %d; this table and --features need %d inputs, %d move features and actions below %d.", file,
              s.inputs(), s.moveFeatures(), highest, shape.inputs(), shape.moveFeatures(), shape.actions()));
        }
      }
      out.addAll(samples);
    }
    return out;
  }

  private void save(List<TrainingSample> own) {
    saveSamples.ifPresent(file -> WeightFiles.write(file, out -> SampleFile.write(out, own)));
  }

  /** The weights training starts from: {@code --from}'s, checked against the table, or new ones. */
  private Network start(WarpConfig config) {
    NetworkShape fresh = freshShape(config);
    if (moveHidden < 0 || moveHidden > NetworkShape.MAX_MOVE_HIDDEN
        || (moveHidden > 0 && learning.features.count() == 0)) {
      throw cli.refusal("--move-hidden is 0 to " + NetworkShape.MAX_MOVE_HIDDEN + " units and needs move features, "
          + "not " + moveHidden + " with " + learning.features + ".");
    }
    if (from.isEmpty()) {
      return Network.initialised(name, moveHidden > 0 ? fresh.withMoveHidden(moveHidden) : fresh, seed);
    }
    Network earlier = readFor(from.get(), fresh).named(name);
    if (moveHidden == 0 || earlier.shape().moveHidden() == moveHidden) {
      return earlier;
    }
    if (earlier.shape().moveHidden() > 0) {
      throw cli.refusal(from.get() + " already combines its move features in " + earlier.shape().moveHidden()
          + " units, not " + moveHidden + ".");
    }
    return earlier.withMoveHidden(moveHidden, seed);
  }

  /** Whose moves are learnt: {@code --expert}, or Ω+ searching with {@code --expert-weights}. */
  private Entrant teacher(WarpConfig config) {
    if (expertWeights.isEmpty()) {
      Lookahead standard = Lookahead.standard();
      return Entrant.parse(expert, Lookahead.of(expertWorlds, standard.depth(), standard.candidates()));
    }
    if (!expert.equals("omega+")) {
      throw cli.refusal("--expert-weights are the weights omega+ searches with; the expert is " + expert + ".");
    }
    Network network = readFor(expertWeights.get(), freshShape(config));
    return Entrant.parse(expert, Lookahead.standard(), List.of(OmegaModel.of(network, config)));
  }

  /** The expert's labels: its one move, or with {@code --soft-targets} an officer's softmax over its charts. */
  private Captain labeller(Entrant teacher) {
    if (softTargets.isEmpty()) {
      return teacher.captain();
    }
    double t = softTargets.get();
    if (!(t > 0) || Double.isInfinite(t)) {
      throw cli.refusal("--soft-targets is a positive temperature, not " + t + ".");
    }
    if (!(teacher.captain() instanceof Officer officer)) {
      throw cli.refusal("--soft-targets teaches an officer's scores; " + teacher.name() + " is not an officer.");
    }
    return officer.teaching(t);
  }

  private NetworkShape freshShape(WarpConfig config) {
    return TableMix.shape(config, learning.hidden, learning.features);
  }

  /** Weights from {@code file} that read this table's observation and features and score its actions. */
  private Network readFor(Path file, NetworkShape table) {
    return WeightFiles.readFor(cli, file, table);
  }

  private List<TrainingSample> expertGames(WarpConfig config, Captain driver, Captain labeller, int count, long from,
      String what) {
    Optional<ProgressLine> line = files.progress(cli.err(), what);
    List<TrainingSample> samples = ExpertGames.play(config, driver, labeller, learning.features, count, from, threads,
        (done, total) -> line.ifPresent(l -> l.update(done, total, 0)));
    line.ifPresent(l -> l.finish(count, count, 0));
    return samples;
  }

  /** {@code --epochs} passes over {@code train}, each adding a point to the curve; stops at the deadline. */
  private void epochs(int iteration, Training training, List<TrainingSample> train, List<TrainingSample> heldOut,
      SplittableRandom order, List<double[]> curve, long deadline) {
    Optional<ProgressLine> line = files.progress(cli.err(), "epochs of iteration " + iteration);
    for (int epoch = 1; epoch <= learning.epochs && System.nanoTime() < deadline; epoch++) {
      training.epoch(train, learning.batch, order);
      double[] r = row(iteration, curve.size(), training, train, heldOut);
      curve.add(r);
      int done = epoch;
      line.ifPresent(l -> l.update(done, learning.epochs, 0));
      cli.out().printf(Locale.ROOT, "  epoch %d: training loss %.4f, held-out loss %.4f (policy %.4f, value %.4f), "
          + "agreement with the expert %.1f %%%n", (int) r[1], r[2], r[3], r[4], r[5], 100 * r[6]);
    }
  }

  /**
   * One point of the loss curve: the iteration, the epoch (counted across iterations), the training and
   * held-out losses, the held-out loss split into its policy part (the cross-entropy) and its value part (the
   * squared error), and the held-out agreement with the expert.
   */
  private double[] row(int iteration, int epoch, Training training, List<TrainingSample> train,
      List<TrainingSample> heldOut) {
    Network now = training.network();
    double policy = Training.of(now, learning.learningRate, 0).loss(heldOut);
    double value = Training.of(now, learning.learningRate, 1).loss(heldOut) - policy;
    return new double[] {iteration, epoch, training.loss(train), training.loss(heldOut), policy, value,
        training.agreement(heldOut)};
  }

  /** Writes the weights, and returns them as read back: rounded when compact. */
  private Network write(Network trained) {
    return WeightFiles.writeNetwork(out, trained, compact);
  }

  private static String curveCsv(String command, List<double[]> curve) {
    StringBuilder b = new StringBuilder("# ").append(command).append('\n');
    b.append("iteration,epoch,train_loss,heldout_loss,heldout_policy_loss,heldout_value_loss,heldout_agreement\n");
    for (double[] row : curve) {
      b.append(String.format(Locale.ROOT, "%d,%d,%.6f,%.6f,%.6f,%.6f,%.6f%n", (int) row[0], (int) row[1], row[2], row[3],
          row[4], row[5], row[6]));
    }
    return b.toString();
  }

  private String summary(String command, int sampleCount, int replayedCount, int heldOutCount, NetworkShape shape,
      List<double[]> curve, String rival, Standing omega, double seconds) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = mapper.createObjectNode().put("command", command).put("seed", seed).put("expert", expert)
        .put("games", games).put("iterations", iterations).put("samples", sampleCount)
        .put("replayedSamples", replayedCount)
        .put("heldOutSamples", heldOutCount).put("name", name).put("inputs", shape.inputs())
        .put("actions", shape.actions()).put("moveFeatures", shape.moveFeatures())
        .put("moveHidden", shape.moveHidden()).put("parameters", shape.parameters()).put("seconds", seconds);
    ArrayNode layers = root.putArray("hidden");
    shape.hidden().forEach(layers::add);
    ArrayNode rows = root.putArray("losses");
    for (double[] row : curve) {
      rows.addObject().put("iteration", (int) row[0]).put("epoch", (int) row[1]).put("train", row[2])
          .put("heldOut", row[3]).put("heldOutPolicy", row[4]).put("heldOutValue", row[5]).put("heldOutAgreement", row[6]);
    }
    root.putObject("versus").put("opponent", rival).put("games", omega.games()).put("winRate", omega.winRate())
        .put("low95", omega.low()).put("high95", omega.high());
    try {
      return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of plain values always writes", e);
    }
  }
}
