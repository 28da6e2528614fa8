// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.spark;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.iwgf.warp.ai.arena.Calibration;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.cli.options.DealOptions;
import org.iwgf.warp.cli.options.EntrantOptions;
import org.iwgf.warp.cli.options.PositiveInt;
import org.iwgf.warp.cli.options.PositiveLong;
import org.iwgf.warp.cli.options.ResultFiles;
import org.iwgf.warp.cli.options.TableOptions;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.soak.SoakReport;
import org.iwgf.warp.soak.SoakRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine;

/**
 * Command line of the Spark jobs: {@code soak}, {@code arena} and {@code calibrate}, each with {@code
 * --help}. Runs on an embedded Spark ({@code local[*]}) unless {@code --master} or {@code spark-submit}
 * names a cluster. Exit status 0 when the run passed, 1 when the soak found failures, 2 when the options are
 * not valid.
 *
 * <pre>
 * java --add-opens=java.base/sun.nio.ch=ALL-UNNAMED (…) -cp (class path) org.iwgf.warp.spark.WarpSparkJobs \
 *     soak --games 100000 --master local[2] --csv soak.csv
 * </pre>
 *
 * @since 0.1.0
 */
@Command(name = "warp-spark", mixinStandardHelpOptions = true, version = "warp-spark 0.1.0",
    subcommands = {WarpSparkJobs.Soak.class, WarpSparkJobs.ArenaMatch.class, WarpSparkJobs.Calibrate.class},
    description = "The soak, the arena and the calibration as Apache Spark jobs over (configuration, seed) "
        + "partitions; the results equal the single-machine runs for the same seeds.")
public final class WarpSparkJobs implements Runnable {
  /** Exit status of a run that passed, or help printed. */
  public static final int OK = 0;
  /** Exit status of a soak that found games breaking an invariant. */
  public static final int CHECKS_FAILED = 1;
  /** Exit status for options that are not valid. */
  public static final int BAD_OPTIONS = 2;

  private final PrintStream out;
  private final PrintStream err;
  private final String command;

  private WarpSparkJobs(PrintStream out, PrintStream err, String command) {
    this.out = out;
    this.err = err;
    this.command = command;
  }

  /** Runs the job {@code args} name and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(args, new PrintStream(System.out, true, StandardCharsets.UTF_8),
        new PrintStream(System.err, true, StandardCharsets.UTF_8)));
  }

  /**
   * Runs the job {@code args} name, writing its report to {@code out} and usage errors to {@code err}.
   *
   * @return {@link #OK}, {@link #CHECKS_FAILED} or {@link #BAD_OPTIONS}
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    CommandLine cli = new CommandLine(new WarpSparkJobs(out, err, "warp-spark " + String.join(" ", args)));
    cli.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8))
        .setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
    // picocli answers options it cannot parse with 2 (its USAGE status), as BAD_OPTIONS says.
    // A Module that is not installed or a table the rules refuse is found only when the job is built:
    // still a mistake in the options.
    cli.setExecutionExceptionHandler((e, line, parsed) -> {
      if (e instanceof IllegalArgumentException || e instanceof WarpException) {
        err.println("warp-spark: " + e.getMessage());
        return BAD_OPTIONS;
      }
      throw e;
    });
    return cli.execute(args);
  }

  /** The command as typed, and its seed: what the data files name, so that they can be made again. */
  private String command(long seed) {
    return command + " (seed " + seed + ")";
  }

  @Override
  public void run() {
    out.println(new CommandLine(this).getUsageMessage());
  }

  /** Where the jobs run, how finely the work is cut, and where the results are written. */
  static final class SparkOptions {
    @Option(names = "--master", paramLabel = "URL", description = "The Spark master (default: the one "
        + "spark-submit gives, else local[*], an embedded Spark on every core).")
    Optional<String> master = Optional.empty();

    @Option(names = "--partitions", paramLabel = "N",
        description = "Partitions the games or deals are cut into (default: 4 per executor core).")
    Optional<Integer> partitions = Optional.empty();

    @Mixin
    ResultFiles files = new ResultFiles();

    /**
     * Runs {@code job} on a Spark context for {@code name}, stopped afterwards, with its partitions: as asked,
     * or four per core the cluster offers, so that a slow partition leaves no core idle for long.
     */
    <T> T onSpark(String name, BiFunction<JavaSparkContext, Integer, T> job) {
      try (JavaSparkContext spark = new JavaSparkContext(conf("warp " + name, master))) {
        spark.setLogLevel("WARN");
        return job.apply(spark, partitions.orElse(4 * spark.defaultParallelism()));
      }
    }

    /**
     * The configuration of a job called {@code name}: on {@code master} if given, else on the master
     * spark-submit gave, else on {@code local[*]}. An embedded Spark ({@code local}) serves nobody else, so it
     * listens on the loopback address only and starts no web UI, unless the configuration says otherwise.
     */
    static SparkConf conf(String name, Optional<String> master) {
      SparkConf conf = new SparkConf().setAppName(name);
      if (master.isPresent() || !conf.contains("spark.master")) {
        conf.setMaster(master.orElse("local[*]"));
      }
      if (conf.get("spark.master").startsWith("local")) {
        conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1").setIfMissing("spark.driver.host", "127.0.0.1")
            .setIfMissing("spark.ui.enabled", "false");
      }
      return conf;
    }

    /** Writes the files asked for, each built only if asked for. */
    void write(Supplier<String> csvText, Supplier<String> jsonText) {
      files.write(csvText, jsonText);
    }
  }

  /** {@code warp-spark soak}. */
  @Command(name = "soak", mixinStandardHelpOptions = true, sortOptions = false,
      description = {"Plays random and greedy Warp games over every combination of the installed rules, "
          + "checking the engine's invariants, and prints a summary with the blocked-round rate per Module.",
          "Exit status 1 when a game broke an invariant."})
  static final class Soak implements Callable<Integer> {
    @ParentCommand
    @SuppressWarnings("NullAway.Init") // injected by picocli
    WarpSparkJobs cli;

    @Option(names = "--games", paramLabel = "N", converter = PositiveLong.class,
        description = "Games to play (default 1,000,000).")
    long games = 1_000_000;

    @Option(names = "--rounds", paramLabel = "N", converter = PositiveInt.class,
        description = "The longest points campaign played (default 2).")
    int rounds = 2;

    @Option(names = "--filter", paramLabel = "MODULE,...", split = ",",
        description = "Only the combinations with all these Modules on (ids such as module-beta).")
    List<String> filter = List.of();

    @Option(names = "--thorough", description = "Every check after every move (about 50 times slower).")
    boolean thorough;

    @Option(names = "--fast", description = "Play the games the search kernel can play on it (as warp soak "
        + "--fast).")
    boolean fast;

    @Option(names = "--kernel-rules", description = "Only the combinations the search kernel plays.")
    boolean kernelRules;

    @Option(names = "--sample", paramLabel = "N", converter = PositiveInt.class,
        description = "Make the dear checks at one move in N (default 256).")
    int sampleOneIn = SoakRunner.DEFAULT_SAMPLE_ONE_IN;

    @Option(names = "--seed", paramLabel = "S", description = "Seeds the games (default 1).")
    long seed = 1;

    @Mixin
    SparkOptions spark = new SparkOptions();

    @Override
    public Integer call() {
      // A job the space or the checks refuse is an IllegalArgumentException: a bad command line (status 2).
      SoakJob job = new SoakJob(games, seed, rounds, filter, thorough, fast, kernelRules, sampleOneIn);
      SoakReport report = spark.onSpark("soak", (context, partitions) -> {
        cli.out.printf(Locale.ROOT, "Soaking %,d games on %s in %d partitions%n", games, context.master(),
            partitions);
        return job.run(context, partitions);
      });
      cli.out.print(report.summary());
      String command = cli.command(seed);
      spark.write(() -> report.combinationsCsv(command), () -> report.toJson(command));
      return report.passed() ? OK : CHECKS_FAILED;
    }
  }

  /** {@code warp-spark arena}. */
  @Command(name = "arena", mixinStandardHelpOptions = true, sortOptions = false,
      description = {"Plays a seat-rotated, duplicate-deal match between computer captains and prints each one's "
          + "win rate with its 95 %% confidence interval; the table, entrant and deal options are warp arena's.",
          "Defaults: 2 captains, Sections I-V (add --rules official or --rule ID)."})
  static final class ArenaMatch implements Callable<Integer> {
    @ParentCommand
    @SuppressWarnings("NullAway.Init") // injected by picocli
    WarpSparkJobs cli;

    @Mixin
    EntrantOptions entrants = new EntrantOptions();

    @Mixin
    DealOptions deal = new DealOptions();

    @Mixin
    TableOptions table = new TableOptions();

    @Mixin
    SparkOptions spark = new SparkOptions();

    /** The job the options describe: at the table {@code warp arena} builds from the same options. */
    ArenaJob job() {
      return ArenaJob.of(table.matchTable(), entrants.names(), entrants.samples(), entrants.depth(), deal.deals(),
          deal.seed());
    }

    @Override
    public Integer call() {
      ArenaJob job = job();
      WarpConfig config = job.table();
      Entrant.fallbackNotices(config, job.field()).forEach(notice -> cli.err.println("warp-spark arena: " + notice));
      List<Standing> standings = spark.onSpark("arena", (context, partitions) -> job.run(context, partitions));
      cli.out.printf(Locale.ROOT, "Arena: %s; %d deals x %d rotations, seed %d%n", String.join(" vs ",
          standings.stream().map(Standing::name).toList()), deal.deals(), config.captains(), deal.seed());
      for (Standing s : standings) {
        cli.out.printf(Locale.ROOT, "  %-22s %6d games  %s%n", s.name(), s.games(), s.describe());
      }
      String command = cli.command(deal.seed());
      spark.write(() -> Standing.csv(command, standings),
          () -> Standing.json(command, deal.seed(), deal.deals(), config, standings));
      return OK;
    }
  }

  /** {@code warp-spark calibrate}. */
  @Command(name = "calibrate", mixinStandardHelpOptions = true, sortOptions = false,
      description = "Plays the Commander against the Ensign with no Module and with each Module, and prints the "
          + "Commander's win rates beside the rulebook's figures.")
  static final class Calibrate implements Callable<Integer> {
    @ParentCommand
    @SuppressWarnings("NullAway.Init") // injected by picocli
    WarpSparkJobs cli;

    @Mixin
    DealOptions deal = new DealOptions();

    @Mixin
    TableOptions table = new TableOptions();

    @Mixin
    SparkOptions spark = new SparkOptions();

    @Override
    public Integer call() {
      CalibrationJob job = CalibrationJob.of(table.matchTable(), deal.deals(), deal.seed());
      Calibration.fallbackNotices(job.table())
          .forEach(notice -> cli.err.println("warp-spark calibrate: " + notice));
      List<Calibration.Result> results = spark.onSpark("calibrate", (context, partitions) -> job.run(context,
          partitions));
      cli.out.print(Calibration.report(job.table(), deal.deals(), deal.seed(), results));
      String command = cli.command(deal.seed());
      spark.write(() -> Calibration.csv(command, results),
          () -> Calibration.json(command, deal.seed(), deal.deals(), job.table(), results));
      return OK;
    }
  }
}
