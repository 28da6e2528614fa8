// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.iwgf.warp.cli.options.PositiveInt;
import org.iwgf.warp.cli.options.PositiveLong;
import org.iwgf.warp.soak.fuzz.FuzzResults;
import org.iwgf.warp.soak.fuzz.InputDoors;
import org.iwgf.warp.testkit.InputFuzz;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code warp fuzz}: the long form of the input-door fuzz that the build runs briefly. Seeded mutations of
 * valid documents (configurations, states, moves, events, views, records) of every game are fed to the
 * library's readers; each must be refused with a documented exception or work, and no document of at most
 * 1 MiB may take over 50 ms to read.
 */
@Command(name = "fuzz", sortOptions = false,
    description = {"Fuzzes the input door of every game: each mutated document must be refused with a documented "
        + "exception or work, and no document of at most 1 MiB may take over 50 ms to read.",
        "A failure is printed with the seed of its input; exit status 1."})
final class FuzzCommand implements Callable<Integer> {
  @Mixin
  Context cli = new Context();

  @Option(names = "--game", paramLabel = "NAME", description = "warp, classic, dice-race, wormhole or all "
      + "(default all).")
  String game = "all";

  @Option(names = "--inputs", paramLabel = "N", converter = PositiveLong.class,
      description = "Inputs per game (default 10000), shared among the game's documents.")
  long inputs = 10_000;

  @Option(names = "--minutes", paramLabel = "M", converter = Minutes.class,
      description = "Stop each game after its share of M minutes (default: no limit).")
  Optional<Duration> budget = Optional.empty();

  @Option(names = "--seed", paramLabel = "S", description = "Seeds the corpora and the mutations (default 1).")
  long seed = 1;

  @Option(names = "--games", paramLabel = "N", converter = PositiveInt.class,
      description = "Played games each corpus is built from (default 40).")
  int games = 40;

  @Option(names = "--only", paramLabel = "KIND",
      description = "Fuzz only the documents named KIND (config, state, move, events, view, record).")
  Optional<String> only = Optional.empty();

  @Mixin
  RunFiles files = new RunFiles();

  @Override
  public Integer call() {
    List<String> chosen = game.equals("all") ? InputDoors.GAMES : List.of(game);
    if (!InputDoors.GAMES.containsAll(chosen)) {
      throw cli.refusal("There is no game \"" + game + "\"; games: "
          + String.join(", ", InputDoors.GAMES) + " or all.");
    }
    Duration perGame = budget.orElse(Duration.ofDays(365)).dividedBy(chosen.size());
    List<InputFuzz.TargetReport> reports = new ArrayList<>();
    Status status = new Status(cli.err(), files.quiet);
    long started = System.nanoTime();
    for (String name : chosen) {
      List<InputFuzz.Target<?>> targets = InputDoors.targets(name, seed, games).stream()
          .filter(t -> only.map(kind -> t.name().endsWith("/" + kind)).orElse(true)).toList();
      if (targets.isEmpty()) {
        throw cli.refusal(name + " has no documents named \"" + only.orElse("")
            + "\".");
      }
      long perTarget = Math.max(1, inputs / targets.size());
      reports.addAll(InputFuzz.standard().run(targets, seed, perTarget, perGame, status::report).targets());
    }
    InputFuzz.Report all = new InputFuzz.Report(seed, reports);
    cli.out().print(all.summary());
    cli.out().printf(Locale.ROOT, "%s in %.1f s%n", all.clean() ? "Clean" : "FAILURES",
        (System.nanoTime() - started) / 1e9);
    String command = cli.typed();
    files.write(() -> FuzzResults.csv(command, all), () -> FuzzResults.json(command, all));
    return all.clean() ? WarpCli.OK : WarpCli.CHECKS_FAILED;
  }

  /** A status line every few seconds: the document kind, done of total, rate, time left, failures. */
  private static final class Status {
    private final PrintStream err;
    private final boolean quiet;
    private long last;
    private String target = "";
    private long targetStart;

    Status(PrintStream err, boolean quiet) {
      this.err = err;
      this.quiet = quiet;
    }

    void report(String name, long done, long total, int failures) {
      long now = System.nanoTime();
      if (!name.equals(target)) {
        target = name;
        targetStart = now;
        return;
      }
      if (quiet || now - last < RunFiles.STATUS_EVERY.toNanos()) {
        return;
      }
      last = now;
      double seconds = Math.max(1e-9, (now - targetStart) / 1e9);
      double rate = done / seconds;
      long left = rate > 0 ? (long) ((total - done) / rate) : 0;
      err.printf(Locale.ROOT, "%-16s %,d/%,d inputs, %,.0f/s, ETA %d:%02d, failures %d%n", name, done, total, rate,
          left / 60, left % 60, failures);
    }
  }
}
