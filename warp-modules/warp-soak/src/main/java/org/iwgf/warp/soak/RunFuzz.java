// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import org.iwgf.warp.classic.json.ClassicFuzzTargets;
import org.iwgf.warp.tabletop.blackhole.BlackHoleFuzzTargets;
import org.iwgf.warp.tabletop.wormhole.WormholeFuzzTargets;
import org.iwgf.warp.testkit.InputFuzz;

/**
 * Command line: the long form of the input-door fuzz that {@code ./mvnw verify} runs briefly. It feeds
 * seeded mutations of valid documents (configurations, states, moves, events, views, records) of every game
 * to the library's readers and checks that each is refused with a documented exception or works, and that
 * no document of at most 1 MiB takes over 50 ms to read. See {@link #USAGE}.
 *
 * @since 0.1.0
 */
public final class RunFuzz {
  /** Exit status: every input kept the contract. */
  public static final int CLEAN = 0;
  /** Exit status: some input broke the contract (the failures and their seeds are printed). */
  public static final int FAILURES = 1;
  /** Exit status: the options are not valid. */
  public static final int BAD_OPTIONS = 2;

  /** The usage text printed by {@code --help}. */
  public static final String USAGE = String.join("\n",
      "Usage: RunFuzz [options]",
      "Fuzzes the input door of every game: each mutated document must be refused with a documented",
      "exception or work, and no document of at most 1 MiB may take over 50 ms to read.",
      "",
      "  --game NAME       warp, classic, dice-race, wormhole or all (default all)",
      "  --inputs N        inputs per game (default 10000), shared among the game's documents",
      "  --minutes M       stop each game after its share of M minutes (default: no limit)",
      "  --seed S          seeds the corpora and the mutations (default 1)",
      "  --games N         played games each corpus is built from (default 40)",
      "  --only KIND       fuzz only the documents named KIND (config, state, move, events, view, record)",
      "  --json FILE       write the results, the command and the seed as JSON",
      "  --csv FILE        write one row per document kind as CSV",
      "  --quiet           no progress lines on stderr",
      "  --help            print this text",
      "",
      "Exit status: 0 when every input kept the contract, 1 when one did not, 2 when the options are not valid.");

  private RunFuzz() {}

  /** Runs the fuzz and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /**
   * Runs the fuzz, writing the summary to {@code out} and progress and errors to {@code err}.
   *
   * @return {@link #CLEAN}, {@link #FAILURES} or {@link #BAD_OPTIONS}
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    String game = "all";
    long inputs = 10_000;
    double minutes = 0;
    long seed = 1;
    int games = 40;
    Path json = null;
    Path csv = null;
    boolean quiet = false;
    String only = "";
    try {
      for (int i = 0; i < args.length; i++) {
        switch (args[i]) {
          case "--help":
            out.println(USAGE);
            return CLEAN;
          case "--game":
            game = value(args, ++i);
            break;
          case "--inputs":
            inputs = Long.parseLong(value(args, ++i));
            break;
          case "--minutes":
            minutes = Double.parseDouble(value(args, ++i));
            break;
          case "--seed":
            seed = Long.parseLong(value(args, ++i));
            break;
          case "--games":
            games = Integer.parseInt(value(args, ++i));
            break;
          case "--json":
            json = Path.of(value(args, ++i));
            break;
          case "--csv":
            csv = Path.of(value(args, ++i));
            break;
          case "--quiet":
            quiet = true;
            break;
          case "--only":
            only = value(args, ++i);
            break;
          default:
            throw new BadOption("unknown option " + args[i]);
        }
      }
      if (inputs < 1 || games < 1 || minutes < 0 || !Double.isFinite(minutes)) {
        throw new BadOption("--inputs and --games must be at least 1, --minutes at least 0");
      }
    } catch (NumberFormatException e) {
      err.println("RunFuzz: not a number: " + e.getMessage());
      return BAD_OPTIONS;
    } catch (BadOption e) {
      err.println("RunFuzz: " + e.getMessage());
      return BAD_OPTIONS;
    }
    Map<String, TargetSource> sources = sources(seed, games);
    List<String> chosen = game.equals("all") ? List.copyOf(sources.keySet()) : List.of(game);
    if (!sources.keySet().containsAll(chosen)) {
      err.println("RunFuzz: unknown game " + game + "; games: " + sources.keySet() + " or all");
      return BAD_OPTIONS;
    }
    Duration budget = minutes == 0 ? Duration.ofDays(365) : Duration.ofMillis((long) (minutes * 60_000));
    Duration perGame = budget.dividedBy(chosen.size());
    List<InputFuzz.TargetReport> reports = new ArrayList<>();
    Progress progress = new Progress(err, quiet);
    long started = System.nanoTime();
    for (String name : chosen) {
      String kind = only;
      // chosen holds only names of sources
      List<InputFuzz.Target<?>> targets = Objects.requireNonNull(sources.get(name), name).targets().stream()
          .filter(t -> kind.isEmpty() || t.name().endsWith("/" + kind)).toList();
      if (targets.isEmpty()) {
        err.println("RunFuzz: " + name + " has no documents named " + kind);
        return BAD_OPTIONS;
      }
      long perTarget = Math.max(1, inputs / targets.size());
      InputFuzz.Report r = InputFuzz.standard().run(targets, seed, perTarget, perGame, progress::report);
      reports.addAll(r.targets());
    }
    InputFuzz.Report all = new InputFuzz.Report(seed, reports);
    progress.done();
    out.print(all.summary());
    out.printf(Locale.ROOT, "%s in %.1f s%n", all.clean() ? "Clean" : "FAILURES",
        (System.nanoTime() - started) / 1e9);
    String command = "RunFuzz " + String.join(" ", args);
    try {
      if (json != null) {
        Files.writeString(json, FuzzResults.json(command, all), StandardCharsets.UTF_8);
      }
      if (csv != null) {
        Files.writeString(csv, FuzzResults.csv(command, all), StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      err.println("RunFuzz: could not write the results: " + e.getMessage());
      return FAILURES;
    }
    return all.clean() ? CLEAN : FAILURES;
  }

  /** Builds one game's targets on demand, so that only the chosen games pay for their corpora. */
  private interface TargetSource extends Supplier<List<InputFuzz.Target<?>>> {
    default List<InputFuzz.Target<?>> targets() {
      return get();
    }
  }

  private static Map<String, TargetSource> sources(long seed, int games) {
    Map<String, TargetSource> m = new LinkedHashMap<>();
    m.put("warp", () -> SoakFuzz.targets(SoakSpace.discover(), seed, games, 400));
    m.put("classic", () -> ClassicFuzzTargets.targets(seed, games));
    m.put("dice-race", () -> BlackHoleFuzzTargets.targets(seed, games));
    m.put("wormhole", () -> WormholeFuzzTargets.targets(seed, Math.max(1, games / 4), 150));
    return m;
  }

  private static String value(String[] args, int i) {
    if (i >= args.length) {
      throw new BadOption(args[i - 1] + " needs a value");
    }
    return args[i];
  }

  /** A status line at most every two seconds: target, done of total, rate, time left, failures. */
  private static final class Progress {
    private final PrintStream err;
    private final boolean quiet;
    private long last;
    private String target = "";
    private long targetStart;

    Progress(PrintStream err, boolean quiet) {
      this.err = err;
      this.quiet = quiet;
    }

    void report(String name, long done, long total, int failures) {
      long now = System.nanoTime();
      if (!name.equals(target)) {
        if (!quiet && last != 0) {
          err.println();
        }
        target = name;
        targetStart = now;
        return;
      }
      if (quiet || now - last < 2_000_000_000L) {
        return;
      }
      last = now;
      double seconds = Math.max(1e-9, (now - targetStart) / 1e9);
      double rate = done / seconds;
      long left = rate > 0 ? (long) ((total - done) / rate) : 0;
      err.printf(Locale.ROOT, "\r%-16s %,d/%,d inputs  %,.0f/s  ETA %d:%02d  failures %d   ", name, done,
          total, rate, left / 60, left % 60, failures);
    }

    void done() {
      if (!quiet && last != 0) {
        err.println();
      }
    }
  }

  /** A command line this program cannot run: exit status 2 with the sentence. */
  private static final class BadOption extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadOption(String message) {
      super(message);
    }
  }
}
