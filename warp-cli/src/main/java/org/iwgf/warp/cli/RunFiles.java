// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;
import org.iwgf.warp.testkit.ProgressLine;
import picocli.CommandLine.Option;

/**
 * What every long run shares: its results written as data (CSV, JSON) naming the command and seed that
 * produced them, and a status line on standard error unless asked to be quiet.
 */
final class RunFiles {
  /** How often a long run prints its status line. */
  static final Duration STATUS_EVERY = Duration.ofSeconds(5);

  @Option(names = "--csv", paramLabel = "FILE", description = "Write the results as CSV, with the command and seed.")
  Optional<Path> csv = Optional.empty();

  @Option(names = "--json", paramLabel = "FILE", description = "Write the results as JSON, with the command and seed.")
  Optional<Path> json = Optional.empty();

  @Option(names = "--quiet", description = "No status line on standard error.")
  boolean quiet;

  /** The status line for counting {@code what}, or none when quiet. */
  Optional<ProgressLine> progress(PrintStream err, String what) {
    return quiet ? Optional.empty() : Optional.of(ProgressLine.to(err, what, STATUS_EVERY));
  }

  /** Writes the CSV and JSON files asked for, each built only if asked for. */
  void write(Supplier<String> csvText, Supplier<String> jsonText) {
    csv.ifPresent(f -> write(f, csvText.get()));
    json.ifPresent(f -> write(f, jsonText.get()));
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("could not write " + file + ": " + e.getMessage(), e);
    }
  }
}
