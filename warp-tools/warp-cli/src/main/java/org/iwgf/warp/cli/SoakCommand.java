// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.iwgf.warp.cli.options.PositiveInt;
import org.iwgf.warp.cli.options.PositiveLong;
import org.iwgf.warp.soak.SoakReport;
import org.iwgf.warp.soak.SoakRunner;
import org.iwgf.warp.soak.SoakSpace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code warp soak}: random and greedy Warp games over every combination of the installed Modules,
 * objectives, Subspace Fracture scopes, house rules, factors and fleets, with the engine's invariants checked
 * after every move (the dear ones at sampled moves and round ends, or every move with {@code --thorough}); with
 * {@code --fast} the games the search kernel can play are played on it and checked at sampled moves and round
 * ends only.
 */
@Command(name = "soak", sortOptions = false,
    description = {"Plays random and greedy Warp games over every combination of the installed rules, checking "
        + "the engine's invariants, and prints a summary with the blocked-round rate per Module.",
        "A failure is printed with the configuration, seed and move that reproduce it; exit status 1."})
final class SoakCommand implements Callable<Integer> {
  @Mixin
  Context cli = new Context();

  @Option(names = "--games", paramLabel = "N", converter = PositiveLong.class,
      description = "Games to play (default 1,000,000).")
  long games = 1_000_000;

  @Option(names = "--minutes", paramLabel = "M", converter = Minutes.class,
      description = "Stop starting games after M minutes (default: no limit).")
  Optional<Duration> budget = Optional.empty();

  @Option(names = "--seed", paramLabel = "S", description = "Seeds the games (default 1).")
  long seed = 1;

  @Option(names = "--threads", paramLabel = "N", converter = PositiveInt.class,
      description = "Parallel workers (default: every core).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--rounds", paramLabel = "N", converter = PositiveInt.class,
      description = "The longest points campaign played (default 2).")
  int rounds = 2;

  @Option(names = "--filter", paramLabel = "MODULE,...", split = ",",
      description = "Only the combinations with all these Modules on (ids such as module-beta).")
  List<String> filter = List.of();

  @Option(names = "--thorough", description = "Every check after every move (about 50 times slower).")
  boolean thorough;

  @Option(names = "--fast", description = "Play the games the search kernel can play on it: the same games, "
      + "checked at sampled moves and every round's end only, where the kernel must also agree with the engine.")
  boolean fast;

  @Option(names = "--kernel-rules", description = "Only the combinations the search kernel plays (no rule that "
      + "changes play within a round); with --fast every game is played on the kernel.")
  boolean kernelRules;

  @Option(names = "--sample", paramLabel = "N", converter = PositiveInt.class,
      description = "Make the dear checks (snapshot and JSON round trips, views) at one move in N (default 256).")
  int sampleOneIn = SoakRunner.DEFAULT_SAMPLE_ONE_IN;

  @Mixin
  RunFiles files = new RunFiles();

  @Override
  public Integer call() {
    if (fast && thorough) {
      throw cli.refusal("--fast checks at sampled moves and --thorough at every move: choose one.");
    }
    SoakSpace space = SoakSpace.discover().withMaxCampaignRounds(rounds).requiring(new LinkedHashSet<>(filter));
    if (kernelRules) {
      space = space.playableOnKernel();
    }
    if (space.cellCount() == 0) {
      throw cli.refusal("No combination of the installed rules has all of " + filter + " and is played by the "
          + "search kernel.");
    }
    cli.out().printf("Soaking %,d games over %,d cells (Modules: %s) on %d threads%n", games, space.cellCount(),
        space.modules(), threads);
    SoakReport report = SoakRunner.of(space).withThreads(threads).withSampling(sampleOneIn)
        .withThoroughChecks(thorough).withKernel(fast).run(games, seed, budget, files.progress(cli.err(), "games"));
    cli.out().print(report.summary());
    String command = cli.typed() + " (seed " + seed + ")";
    files.write(() -> report.combinationsCsv(command), () -> report.toJson(command));
    return report.passed() ? WarpCli.OK : WarpCli.CHECKS_FAILED;
  }
}
