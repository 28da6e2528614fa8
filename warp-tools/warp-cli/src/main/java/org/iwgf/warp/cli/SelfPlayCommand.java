// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.IOException;
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
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.omega.ExpertGames;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.iwgf.warp.ai.omega.OmegaPlus;
import org.iwgf.warp.ai.omega.SampleFile;
import org.iwgf.warp.ai.omega.Training;
import org.iwgf.warp.ai.omega.TrainingSample;
import org.iwgf.warp.cli.SelfPlayRecord.Generation;
import org.iwgf.warp.cli.SelfPlayRecord.Result;
import org.iwgf.warp.cli.options.PositiveInt;
import org.iwgf.warp.cli.options.TableOptions;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.testkit.ProgressLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code warp train selfplay}: Ω learns from its own search, generation after generation (AlphaZero's loop).
 * Generation 0 is the starting network. For each next generation, Ω+ over the last kept network plays every
 * seat of {@code --games} games at the tables of the mix; at each decision with a choice its root visit shares
 * are the policy target and the game's outcome for the seat the value target. A copy of the kept network
 * trains on the samples of the last {@code --window} generations; the result, the candidate, meets the kept
 * network in a seat-rotated duplicate match and is kept only if it takes at least {@code --gate} of the wins.
 * It is then measured against generation 0 and the heuristic Commander.
 *
 * <p>Self-play reads each seat's view only, as Ω+ does: the search samples the hidden coordinates from what the
 * seat has seen and learned ({@link SelfPlayer}), and a sample holds the seat's encoded view, never the
 * other hands. Only the value target, the game's outcome, is known after the game.
 *
 * <p>The output folder holds each generation's weights and samples and the run's record, from which a
 * stopped run resumes at the next generation; the seeds of every game, batch and match derive from
 * {@code --seed} and the generation's number, so a resumed run plays what an unbroken one would have.
 */
@Command(name = "selfplay", sortOptions = false,
    description = {"Trains Ω by self-play, generation after generation: Ω+ over the kept network plays itself, "
        + "its root visit shares and the outcomes train the next network, which is kept only if it beats the kept "
        + "one in the arena. Resumes from its output folder.",
        "Defaults: 2 captains, Sections I-V, 2-round campaigns (with --rules official, the full campaign)."})
final class SelfPlayCommand implements Callable<Integer> {
  /** What each generation's seeds are for: one number each, so no two draw alike. */
  private static final long GAMES = 1;
  private static final long BATCHES = 2;
  private static final long GATE = 3;
  private static final long VERSUS_FIRST = 4;
  private static final long VERSUS_COMMANDER = 5;
  private static final long START = 6;

  @Mixin
  Context cli = new Context();

  @Option(names = "--out", paramLabel = "DIR", required = true, description = "The run's folder: each "
      + "generation's weights and samples, selfplay.json and generations.csv. A folder with a record resumes.")
  Path folder = Path.of("selfplay");

  @Option(names = "--generations", paramLabel = "N", converter = PositiveInt.class,
      description = "The generation to reach after generation 0, the start (default 10).")
  int generations = 10;

  @Option(names = "--games", paramLabel = "N", converter = PositiveInt.class,
      description = "Self-play games per generation, shared among the tables (default 100).")
  int games = 100;

  @Option(names = "--table", paramLabel = "SPEC", description = "A table of the mix, e.g. "
      + "factor=12,captains=2,rules=official,objective=points,rounds=2,share=2 (keys: factor, captains, objective, "
      + "structure, rounds, rules, rule, share); repeatable. Without it, the table options name the one table.")
  List<String> mix = new ArrayList<>();

  @Option(names = "--iterations", paramLabel = "N", converter = PositiveInt.class,
      description = "Ω+'s search iterations per decision in self-play, at most "
          + Entrant.MAX_OMEGA_PLUS_ITERATIONS + " (default 128).")
  int iterations = 128;

  @Option(names = "--worlds", paramLabel = "N", converter = PositiveInt.class,
      description = "Worlds Ω+ samples per decision, at most " + Entrant.MAX_OMEGA_PLUS_ITERATIONS + " (default "
          + OmegaPlus.DEFAULT_WORLDS + ").")
  int worlds = OmegaPlus.DEFAULT_WORLDS;

  @Option(names = "--temperature", paramLabel = "T", description = "Self-play draws each move from the visit "
      + "shares raised to 1/T (default 0.5; 0 plays the most visited move).")
  double temperature = 0.5;

  @Option(names = "--window", paramLabel = "N", converter = PositiveInt.class,
      description = "Generations whose samples the next network learns from (default 2: its own and the last).")
  int window = 2;

  @Mixin
  LearningOptions learning = new LearningOptions(4);

  @Option(names = "--from", paramLabel = "FILE", description = "Generation 0's weights (default: new ones from "
      + "the seed, which with the Commander's features play their plain sum).")
  Optional<Path> from = Optional.empty();

  @Option(names = "--gate", paramLabel = "RATE", description = "The share of the wins a candidate needs against "
      + "the kept network to be kept (default 0.52).")
  double gate = 0.52;

  @Option(names = "--gate-deals", paramLabel = "N", converter = PositiveInt.class,
      description = "Deals of the gate match, each played once per seat rotation (default 100).")
  int gateDeals = 100;

  @Option(names = "--arena-iterations", paramLabel = "N", converter = PositiveInt.class,
      description = "Ω+'s iterations per decision in the gate and the measures (default: --iterations).")
  int arenaIterations;

  @Option(names = "--eval-deals", paramLabel = "N",
      description = "Deals of each measure, against generation 0 and the heuristic Commander (default 100; 0 "
          + "measures nothing).")
  int evalDeals = 100;

  @Option(names = "--name", paramLabel = "NAME", description = "The weights' name; generation G is NAME-gG "
      + "(default omega-selfplay).")
  String name = "omega-selfplay";

  @Option(names = "--compact", description = "Write the weights as bfloat16; every match plays the rounded ones.")
  boolean compact;

  @Option(names = "--minutes", paramLabel = "M", converter = Minutes.class,
      description = "Start no generation after M minutes (default: no limit); the run resumes later.")
  Optional<Duration> budget = Optional.empty();

  @Option(names = "--threads", paramLabel = "N", converter = PositiveInt.class,
      description = "Threads playing the games and matches (default: every processor). Results do not depend on "
          + "it.")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--seed", paramLabel = "S", description = "Seeds generation 0, every game, batch and match "
      + "(default 1). A resumed run keeps its record's.")
  long seed = 1;

  @Option(names = "--quiet", description = "No status lines on standard error.")
  boolean quiet;

  @Mixin
  TableOptions table = new TableOptions();

  @Override
  public Integer call() {
    if (!(gate >= 0 && gate <= 1) || evalDeals < 0 || !(temperature >= 0) || Double.isInfinite(temperature)) {
      throw cli.refusal("--gate is a share from 0 to 1, --eval-deals at least 0 and --temperature a finite number "
          + "at least 0.");
    }
    int most = Entrant.MAX_OMEGA_PLUS_ITERATIONS;
    if (iterations > most || arenaIterations > most || worlds > most) {
      throw cli.refusal("Ω+ searches at most " + most + " iterations and worlds a decision.");
    }
    TableMix tables = tables();
    NetworkShape shape = TableMix.shape(tables.first(), learning.hidden, learning.features);
    long start = System.nanoTime();
    long deadline = budget.map(b -> start + b.toNanos()).orElse(Long.MAX_VALUE);
    createFolder();
    Optional<SelfPlayRecord> earlier = SelfPlayRecord.read(folder);
    if (earlier.isPresent() && earlier.get().seed() != seed && cli.given("--seed")) {
      throw cli.refusal(folder + " holds a run of seed " + earlier.get().seed() + ", not " + seed + "; continue it "
          + "without --seed or choose another folder.");
    }
    long runSeed = earlier.map(SelfPlayRecord::seed).orElse(seed);
    SelfPlayRecord record = earlier.isPresent() ? earlier.get().withCommand(cli.typed())
        : firstGeneration(tables, shape, runSeed);
    int resumedAt = record.generations().size();
    if (earlier.isPresent()) {
      cli.out().printf(Locale.ROOT, "Resuming %s after generation %d (generation %d plays on)%n", folder,
          resumedAt - 1, record.best());
    }
    record.write(folder);
    Network first = weights(0, shape);
    Optional<ProgressLine> line = progress("generations");
    line.ifPresent(l -> l.resumedAt(resumedAt - 1));
    for (int g = resumedAt; g <= generations && System.nanoTime() < deadline; g++) {
      record = record.with(generation(g, record, tables, shape, first, runSeed));
      record.write(folder);
      int done = g;
      line.ifPresent(l -> l.finish(done, generations, 0));
    }
    cli.out().printf(Locale.ROOT, "Generations 0 to %d in %s; generation %d plays on (%s)%n",
        record.generations().size() - 1, folder, record.best(), weightsFile(record.best()));
    return WarpCli.OK;
  }

  /** The mix of {@code --table}s, or the table options' one table; not both. */
  private TableMix tables() {
    if (mix.isEmpty()) {
      return TableMix.of(TableMix.trainingTable(table));
    }
    for (String option : List.of("--factor", "--captains", "--objective", "--structure", "--rounds", "--rules",
        "--rule")) {
      if (cli.given(option)) {
        throw cli.refusal(option + " describes the one table of a run without --table; put it in each --table.");
      }
    }
    return TableMix.parse(mix);
  }

  /** Generation 0: the starting weights written, measured against the heuristic Commander. */
  private SelfPlayRecord firstGeneration(TableMix tables, NetworkShape shape, long runSeed) {
    long started = System.nanoTime();
    Network start = from.map(f -> WeightFiles.readFor(cli, f, shape))
        .orElseGet(() -> Network.initialised(name, shape, seedFor(runSeed, 0, START)));
    Network zero = WeightFiles.writeNetwork(weightsFile(0), start.named(generationName(0)), compact);
    Result commander = versusCommander(tables, zero, 0, runSeed);
    Generation g = new Generation(0, 0, 0, 0, Double.NaN, Double.NaN, -1, Result.NONE, true, Result.NONE, commander,
        (System.nanoTime() - started) / 1e9);
    cli.out().printf(Locale.ROOT, "Generation 0: %s (%s); vs heuristic Commander %s%n", zero.name(),
        from.map(Path::toString).orElse("new weights"), commander.describe());
    return new SelfPlayRecord(runSeed, List.of(cli.typed()), List.of(g));
  }

  /**
   * Generation {@code g}: self-play by the kept network, training from its weights on the window's samples,
   * the gate against it and the measures.
   */
  private Generation generation(int g, SelfPlayRecord record, TableMix tables, NetworkShape shape, Network first,
      long runSeed) {
    long started = System.nanoTime();
    int bestAt = record.best();
    Network best = weights(bestAt, shape);
    SelfPlayer player = new SelfPlayer(search(best, iterations), temperature);
    int[] split = tables.split(games);
    List<TrainingSample> own = new ArrayList<>();
    Optional<ProgressLine> line = progress("self-play games of generation " + g);
    for (int t = 0; t < split.length; t++) {
      if (split[t] > 0) {
        int before = t == 0 ? 0 : sum(split, t);
        own.addAll(ExpertGames.play(tables.tables().get(t).config(), player, player, learning.features, split[t],
            seedFor(runSeed, g, GAMES * 64 + t), threads,
            (done, total) -> line.ifPresent(l -> l.update(before + done, games, 0))));
      }
    }
    line.ifPresent(l -> l.finish(games, games, 0));
    WeightFiles.write(samplesFile(g), out -> SampleFile.write(out, own));
    List<TrainingSample> train = new ArrayList<>();
    for (int w = Math.max(1, g - window + 1); w < g; w++) {
      train.addAll(WeightFiles.read(samplesFile(w), SampleFile::read));
    }
    train.addAll(own);
    Training training = Training.of(best.named(generationName(g)), learning.learningRate, learning.valueWeight);
    double before = training.loss(train);
    SplittableRandom order = new SplittableRandom(seedFor(runSeed, g, BATCHES));
    Optional<ProgressLine> epochLine = progress("epochs of generation " + g);
    for (int e = 1; e <= learning.epochs; e++) {
      training.epoch(train, learning.batch, order);
      int done = e;
      epochLine.ifPresent(l -> l.update(done, learning.epochs, 0));
    }
    double after = training.loss(train);
    Network candidate = WeightFiles.writeNetwork(weightsFile(g), training.network(), compact);
    Result gated = match(tables, candidate, entrant(best), gateDeals,
        seedFor(runSeed, g, GATE), "gate deals of generation " + g);
    boolean kept = gated.winRate() >= gate;
    Result versusFirst = evalDeals == 0 ? Result.NONE : match(tables, candidate, entrant(first),
        evalDeals, seedFor(runSeed, g, VERSUS_FIRST), "deals against generation 0");
    Result versusCommander = versusCommander(tables, candidate, g, runSeed);
    double seconds = (System.nanoTime() - started) / 1e9;
    cli.out().printf(Locale.ROOT, "Generation %d: %,d games, %,d samples (trained on %,d), loss %.4f -> %.4f; "
        + "gate against generation %d %s, %s; vs generation 0 %s; vs heuristic Commander %s; %.1f s%n", g, games,
        own.size(), train.size(), before, after, bestAt, gated.describe(), kept ? "kept" : "discarded",
        versusFirst.describe(), versusCommander.describe(), seconds);
    return new Generation(g, games, own.size(), train.size(), before, after, bestAt, gated, kept, versusFirst,
        versusCommander, seconds);
  }

  private Result versusCommander(TableMix tables, Network network, int g, long runSeed) {
    return evalDeals == 0 ? Result.NONE : match(tables, network, Entrant.of(Officer.heuristicCommander()), evalDeals,
        seedFor(runSeed, g, VERSUS_COMMANDER), "deals against the heuristic Commander");
  }

  private Result match(TableMix tables, Network network, Entrant rival, int deals, long matchSeed, String what) {
    Standing s = MixMatch.play(tables, entrant(network), rival, deals, matchSeed, threads, progress(what));
    return Result.of(s);
  }

  /** The network as Ω+ at the arena's budget, named by its weights. */
  private Entrant entrant(Network network) {
    return new Entrant(network.name(), search(network, arenaIterations > 0 ? arenaIterations : iterations));
  }

  /** Ω+ over {@code network} at the budget given, without a clock, so that every game is a function of its seed. */
  private OmegaPlus search(Network network, int budgetIterations) {
    return OmegaPlus.of(network, learning.features).withIterations(budgetIterations).withWorlds(worlds)
        .withoutTimeLimit();
  }

  /** Generation {@code g}'s weights from the folder, checked against the table. */
  private Network weights(int g, NetworkShape shape) {
    return WeightFiles.readFor(cli, weightsFile(g), shape);
  }

  private Path weightsFile(int g) {
    return folder.resolve("generation-" + g + ".warpnet");
  }

  private Path samplesFile(int g) {
    return folder.resolve("generation-" + g + ".samples");
  }

  private String generationName(int g) {
    return name + "-g" + g;
  }

  private void createFolder() {
    try {
      Files.createDirectories(folder);
    } catch (IOException e) {
      throw new UncheckedIOException("could not create " + folder + ": " + e.getMessage(), e);
    }
  }

  private Optional<ProgressLine> progress(String what) {
    return quiet ? Optional.empty() : Optional.of(ProgressLine.to(cli.err(), what, RunFiles.STATUS_EVERY));
  }

  /** The seed of generation {@code g} for {@code purpose}: the same in a resumed run as in an unbroken one. */
  private static long seedFor(long runSeed, int g, long purpose) {
    return SplitMix64.mix(SplitMix64.mix(runSeed + g) + purpose);
  }

  private static int sum(int[] counts, int below) {
    int s = 0;
    for (int i = 0; i < below; i++) {
      s += counts[i];
    }
    return s;
  }
}
