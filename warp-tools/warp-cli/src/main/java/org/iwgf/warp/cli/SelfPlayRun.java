// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
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
import org.iwgf.warp.cli.LearningOptions.Learning;
import org.iwgf.warp.cli.SelfPlayRecord.Generation;
import org.iwgf.warp.cli.SelfPlayRecord.Result;
import org.iwgf.warp.cli.SelfPlayRecord.Settings;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.testkit.ProgressLine;

/**
 * One self-play run of {@code warp train selfplay} (see {@link SelfPlayCommand}): starts it in its folder or
 * resumes it from its record, then plays, trains, gates and measures generation after generation until the
 * last or the time budget, writing the record after each.
 */
final class SelfPlayRun {
  /** What each generation's seeds are for: one number each, so no two draw alike. */
  private static final long GAMES = 1;
  private static final long BATCHES = 2;
  private static final long GATE = 3;
  private static final long VERSUS_FIRST = 4;
  private static final long VERSUS_COMMANDER = 5;
  private static final long START = 6;

  private final Context cli;
  private final SelfPlayOptions options;
  private final Learning learning;
  private final TableMix tables;
  private final NetworkShape shape;
  private final Path folder;

  SelfPlayRun(Context cli, SelfPlayOptions options) {
    this.cli = cli;
    this.options = options;
    this.learning = options.learning();
    this.tables = options.tables();
    this.shape = options.shape();
    this.folder = options.folder();
  }

  /**
   * Runs generations up to the last asked for, or until the time budget is spent, from the folder's record if
   * it holds one.
   *
   * @return {@link WarpCli#OK}
   * @throws picocli.CommandLine.ParameterException for a resume whose seed or settings differ from the run's
   */
  int run() {
    long start = System.nanoTime();
    long deadline = options.budget().map(b -> start + b.toNanos()).orElse(Long.MAX_VALUE);
    createFolder();
    Optional<SelfPlayRecord> earlier = SelfPlayRecord.read(folder);
    Settings settings = options.settings();
    if (earlier.isPresent()) {
      check(earlier.get(), settings);
    }
    long runSeed = earlier.map(SelfPlayRecord::seed).orElse(options.seed());
    SelfPlayRecord record = earlier.isPresent() ? earlier.get().withCommand(cli.typed(), settings)
        : firstGeneration(settings, runSeed);
    int resumedAt = record.generations().size();
    if (earlier.isPresent()) {
      cli.out().printf(Locale.ROOT, "Resuming %s after generation %d (generation %d plays on)%n", folder,
          resumedAt - 1, record.best());
    }
    record.write(folder);
    Network first = weights(0);
    int generations = options.generations();
    Optional<ProgressLine> line = progress("generations");
    line.ifPresent(l -> l.resumedAt(resumedAt - 1));
    for (int g = resumedAt; g <= generations && System.nanoTime() < deadline; g++) {
      record = record.with(generation(g, record, first, runSeed));
      record.write(folder);
      int done = g;
      line.ifPresent(l -> l.finish(done, generations, 0));
    }
    cli.out().printf(Locale.ROOT, "Generations 0 to %d in %s; generation %d plays on (%s)%n",
        record.generations().size() - 1, folder, record.best(), weightsFile(record.best()));
    return WarpCli.OK;
  }

  // A resumed run plays what an unbroken one would have only if it is the same run: the seed (unless left to
  // the record) and everything each generation builds on.
  private void check(SelfPlayRecord earlier, Settings now) {
    if (earlier.seed() != options.seed() && options.seedGiven()) {
      throw cli.refusal(folder + " holds a run of seed " + earlier.seed() + ", not " + options.seed()
          + "; continue it without --seed or choose another folder.");
    }
    Optional<String> change = earlier.settings().flatMap(s -> s.change(now));
    if (change.isPresent()) {
      throw cli.refusal(folder + " holds a run whose " + change.get() + "; continue it with the options it "
          + "started with or choose another folder.");
    }
  }

  /** Generation 0: the starting weights written, measured against the heuristic Commander. */
  private SelfPlayRecord firstGeneration(Settings settings, long runSeed) {
    long started = System.nanoTime();
    Network start = options.from().map(f -> WeightFiles.readFor(cli, f, shape))
        .orElseGet(() -> Network.initialised(options.name(), shape, seedFor(runSeed, 0, START)));
    Network zero = WeightFiles.writeNetwork(weightsFile(0), start.named(generationName(0)), options.compact());
    Result commander = versusCommander(zero, 0, runSeed);
    Generation g = new Generation(0, 0, 0, 0, Double.NaN, Double.NaN, -1, Result.NONE, true, Result.NONE, commander,
        (System.nanoTime() - started) / 1e9);
    cli.out().printf(Locale.ROOT, "Generation 0: %s (%s); vs heuristic Commander %s%n", zero.name(),
        options.from().map(Path::toString).orElse("new weights"), commander.describe());
    return new SelfPlayRecord(runSeed, List.of(cli.typed()), List.of(g), Optional.of(settings));
  }

  /**
   * Generation {@code g}: self-play by the kept network, training from its weights on the window's samples,
   * the gate against it and the measures.
   */
  private Generation generation(int g, SelfPlayRecord record, Network first, long runSeed) {
    long started = System.nanoTime();
    int bestAt = record.best();
    Network best = weights(bestAt);
    List<TrainingSample> own = selfPlay(g, best, runSeed);
    WeightFiles.write(samplesFile(g), out -> SampleFile.write(out, own));
    List<TrainingSample> train = new ArrayList<>();
    for (int w = Math.max(1, g - options.window() + 1); w < g; w++) {
      train.addAll(WeightFiles.read(samplesFile(w), SampleFile::read));
    }
    train.addAll(own);
    Training training = Training.of(best.named(generationName(g)), learning.learningRate(), learning.valueWeight());
    double before = training.loss(train);
    SplittableRandom order = new SplittableRandom(seedFor(runSeed, g, BATCHES));
    Optional<ProgressLine> epochLine = progress("epochs of generation " + g);
    for (int e = 1; e <= learning.epochs(); e++) {
      training.epoch(train, learning.batch(), order);
      int done = e;
      epochLine.ifPresent(l -> l.update(done, learning.epochs(), 0));
    }
    double after = training.loss(train);
    Network candidate = WeightFiles.writeNetwork(weightsFile(g), training.network(), options.compact());
    Result gated = match(candidate, entrant(best), options.gateDeals(), seedFor(runSeed, g, GATE),
        "gate deals of generation " + g);
    boolean kept = gated.winRate() >= options.gate();
    Result versusFirst = options.evalDeals() == 0 ? Result.NONE : match(candidate, entrant(first),
        options.evalDeals(), seedFor(runSeed, g, VERSUS_FIRST), "deals against generation 0");
    Result versusCommander = versusCommander(candidate, g, runSeed);
    double seconds = (System.nanoTime() - started) / 1e9;
    cli.out().printf(Locale.ROOT, "Generation %d: %,d games, %,d samples (trained on %,d), loss %.4f -> %.4f; "
        + "gate against generation %d %s, %s; vs generation 0 %s; vs heuristic Commander %s; %.1f s%n", g,
        options.games(), own.size(), train.size(), before, after, bestAt, gated.describe(),
        kept ? "kept" : "discarded", versusFirst.describe(), versusCommander.describe(), seconds);
    return new Generation(g, options.games(), own.size(), train.size(), before, after, bestAt, gated, kept,
        versusFirst, versusCommander, seconds);
  }

  /** Generation {@code g}'s self-play games by the kept network {@code best}, shared among the tables. */
  private List<TrainingSample> selfPlay(int g, Network best, long runSeed) {
    int games = options.games();
    SelfPlayer player = new SelfPlayer(search(best, options.iterations()), options.temperature());
    int[] split = tables.split(games);
    List<TrainingSample> own = new ArrayList<>();
    Optional<ProgressLine> line = progress("self-play games of generation " + g);
    int before = 0;
    for (int t = 0; t < split.length; t++) {
      if (split[t] > 0) {
        int done = before;
        own.addAll(ExpertGames.play(tables.tables().get(t).config(), player, player, learning.features(), split[t],
            seedFor(runSeed, g, GAMES * 64 + t), options.threads(),
            (now, total) -> line.ifPresent(l -> l.update(done + now, games, 0))));
      }
      before += split[t];
    }
    line.ifPresent(l -> l.finish(games, games, 0));
    return own;
  }

  private Result versusCommander(Network network, int g, long runSeed) {
    return options.evalDeals() == 0 ? Result.NONE : match(network, Entrant.of(Officer.heuristicCommander()),
        options.evalDeals(), seedFor(runSeed, g, VERSUS_COMMANDER), "deals against the heuristic Commander");
  }

  private Result match(Network network, Entrant rival, int deals, long matchSeed, String what) {
    Standing s = MixMatch.play(tables, entrant(network), rival, deals, matchSeed, options.threads(), progress(what));
    return Result.of(s);
  }

  /** The network as Ω+ at the arena's budget, named by its weights. */
  private Entrant entrant(Network network) {
    return new Entrant(network.name(), search(network, options.arenaIterations()));
  }

  /** Ω+ over {@code network} at the budget given, without a clock, so that every game is a function of its seed. */
  private OmegaPlus search(Network network, int budgetIterations) {
    return OmegaPlus.of(network, learning.features()).withIterations(budgetIterations)
        .withWorlds(options.worlds()).withoutTimeLimit();
  }

  /** Generation {@code g}'s weights from the folder, checked against the table. */
  private Network weights(int g) {
    return WeightFiles.readFor(cli, weightsFile(g), shape);
  }

  private Path weightsFile(int g) {
    return folder.resolve("generation-" + g + ".warpnet");
  }

  private Path samplesFile(int g) {
    return folder.resolve("generation-" + g + ".samples");
  }

  private String generationName(int g) {
    return options.name() + "-g" + g;
  }

  private void createFolder() {
    try {
      Files.createDirectories(folder);
    } catch (IOException e) {
      throw new UncheckedIOException("could not create " + folder + ": " + e.getMessage(), e);
    }
  }

  private Optional<ProgressLine> progress(String what) {
    return options.quiet() ? Optional.empty()
        : Optional.of(ProgressLine.to(cli.err(), what, RunFiles.STATUS_EVERY));
  }

  /** The seed of generation {@code g} for {@code purpose}: the same in a resumed run as in an unbroken one. */
  private static long seedFor(long runSeed, int g, long purpose) {
    return SplitMix64.mix(SplitMix64.mix(runSeed + g) + purpose);
  }
}
