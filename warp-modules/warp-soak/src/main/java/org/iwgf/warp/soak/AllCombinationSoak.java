// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.testkit.ProgressLine;

/**
 * Command-line entry point of the full soak: plays games over every combination of the installed Modules,
 * objectives, Subspace Fracture scopes, house-rule selections, factors and fleet sizes. By default it
 * checks the core invariants after every move and the dear ones (the full coordinate census, snapshot and
 * JSON round trips, views leaking nothing) at seeded sampled moves and every round's end; {@code
 * --thorough} checks everything after every move. It prints a status line on stderr every few seconds and
 * a summary with the blocked-round rate per Module.
 *
 * <pre>
 * ./mvnw -q -pl warp-modules/warp-soak -am -DskipTests verify exec:java \
 *     -Dexec.args="--games 1000000 --csv target/soak.csv --json target/soak.json"
 * </pre>
 *
 * <p>Options: {@code --games N} (default 1,000,000), {@code --minutes M} stop starting games after M
 * minutes, {@code --seed S} (default 1), {@code --threads T} (default: every core), {@code --rounds R}
 * longest points campaign (default 2), {@code --filter MODULE,...} only combinations with these Modules on,
 * {@code --thorough}, {@code --quiet} (no status line), {@code --csv
 * FILE} one line per Module combination, {@code --json FILE} the whole report; both name the command and
 * seed. Exits with status 0 when every game held, 1 when any game broke an invariant, 2 on a usage error.
 *
 * @since 0.1.0
 */
public final class AllCombinationSoak {
  private AllCombinationSoak() {}

  /** Runs the soak; see the class description for the options. */
  public static void main(String[] args) throws IOException {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    long games = 1_000_000;
    long seed = 1;
    int threads = Runtime.getRuntime().availableProcessors();
    int rounds = 2;
    boolean thorough = false;
    boolean quiet = false;
    Optional<Duration> budget = Optional.empty();
    Optional<Path> csv = Optional.empty();
    Optional<Path> json = Optional.empty();
    Set<String> required = Set.of();
    try {
      for (int i = 0; i < args.length; i++) {
        switch (args[i]) {
          case "--games" -> games = Long.parseLong(value(args, ++i));
          case "--minutes" -> budget = Optional.of(Duration.ofSeconds(Math.round(60 * Double.parseDouble(value(args, ++i)))));
          case "--seed" -> seed = Long.parseLong(value(args, ++i));
          case "--threads" -> threads = Integer.parseInt(value(args, ++i));
          case "--rounds" -> rounds = Integer.parseInt(value(args, ++i));
          case "--thorough" -> thorough = true;
          case "--quiet" -> quiet = true;
          case "--csv" -> csv = Optional.of(Path.of(value(args, ++i)));
          case "--json" -> json = Optional.of(Path.of(value(args, ++i)));
          case "--filter" -> required = Set.of(value(args, ++i).split(","));
          default -> throw new IllegalArgumentException("unknown option " + args[i]);
        }
      }
    } catch (IllegalArgumentException e) {
      System.err.println("warp-soak: " + e.getMessage() + ". Options: --games N --minutes M --seed S --threads T"
          + " --rounds R --filter MODULE,... --thorough --quiet --csv FILE --json FILE");
      System.exit(2);
      return;
    }
    String command = "AllCombinationSoak " + String.join(" ", args) + " (seed " + seed + ")";
    SoakSpace space;
    try {
      space = SoakSpace.discover().withMaxCampaignRounds(rounds).requiring(required);
    } catch (IllegalArgumentException e) {
      System.err.println("warp-soak: " + e.getMessage());
      System.exit(2);
      return;
    }
    out.printf("Soaking %,d games over %,d cells (Modules: %s) on %d threads%n", games, space.cellCount(),
        space.modules(), threads);
    PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
    Optional<ProgressLine> progress = quiet ? Optional.empty()
        : Optional.of(ProgressLine.to(err, "games", Duration.ofSeconds(5)));
    SoakReport report = SoakRunner.of(space).withThreads(threads).withThoroughChecks(thorough)
        .run(games, seed, budget, progress);
    out.print(report.summary());
    if (csv.isPresent()) {
      Files.writeString(csv.get(), report.combinationsCsv(command), StandardCharsets.UTF_8);
      out.println("Per-combination table written to " + csv.get());
    }
    if (json.isPresent()) {
      Files.writeString(json.get(), report.toJson(command), StandardCharsets.UTF_8);
      out.println("Report written to " + json.get());
    }
    if (!report.passed()) {
      System.exit(1);
    }
  }

  private static String value(String[] args, int i) {
    if (i >= args.length) {
      throw new IllegalArgumentException(args[i - 1] + " needs a value");
    }
    return args[i];
  }
}
