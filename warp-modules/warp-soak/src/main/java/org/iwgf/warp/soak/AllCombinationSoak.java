// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Command-line entry point of the full soak: plays games over every combination of the installed Modules,
 * objectives, Subspace Fracture scopes, house-rule selections, factors and fleet sizes, checking every
 * invariant after every move, and prints a summary with the blocked-round rate per Module.
 *
 * <pre>
 * ./mvnw -q -pl warp-modules/warp-soak -am -DskipTests verify exec:java \
 *     -Dexec.args="--games 1000000 --fast-json --csv target/soak.csv"
 * </pre>
 *
 * <p>Options: {@code --games N} (default 1,000,000), {@code --seed S} (default 1), {@code --threads T}
 * (default: every core), {@code --rounds R} longest points campaign (default 2), {@code --fast-json}
 * checks snapshots instead of JSON after every move, {@code --csv FILE} writes one line per Module
 * combination. Exits with status 1 when any game broke an invariant, 2 on a usage error.
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
    boolean fastJson = false;
    Optional<Path> csv = Optional.empty();
    try {
      for (int i = 0; i < args.length; i++) {
        switch (args[i]) {
          case "--games":
            games = Long.parseLong(value(args, ++i));
            break;
          case "--seed":
            seed = Long.parseLong(value(args, ++i));
            break;
          case "--threads":
            threads = Integer.parseInt(value(args, ++i));
            break;
          case "--rounds":
            rounds = Integer.parseInt(value(args, ++i));
            break;
          case "--fast-json":
            fastJson = true;
            break;
          case "--csv":
            csv = Optional.of(Path.of(value(args, ++i)));
            break;
          default:
            throw new IllegalArgumentException("unknown option " + args[i]);
        }
      }
    } catch (IllegalArgumentException e) {
      System.err.println("warp-soak: " + e.getMessage() + ". Options: --games N --seed S --threads T"
          + " --rounds R --fast-json --csv FILE");
      System.exit(2);
      return;
    }
    SoakSpace space = SoakSpace.discover().withMaxCampaignRounds(rounds);
    out.printf("Soaking %,d games over %,d cells (Modules: %s) on %d threads%n", games, space.cellCount(),
        space.modules(), threads);
    SoakReport report = SoakRunner.of(space).withThreads(threads).withJsonEveryMove(!fastJson).run(games, seed);
    out.print(report.summary());
    if (csv.isPresent()) {
      Files.writeString(csv.get(), report.combinationsCsv(), StandardCharsets.UTF_8);
      out.println("Per-combination table written to " + csv.get());
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
