// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;
import org.iwgf.warp.cli.options.ResultFiles;
import org.iwgf.warp.testkit.ProgressLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * What every long run shares: its results written as data (CSV, JSON) naming the command and seed that
 * produced them ({@link ResultFiles}), and a status line on standard error unless asked to be quiet.
 */
final class RunFiles {
  /** How often a long run prints its status line. */
  static final Duration STATUS_EVERY = Duration.ofSeconds(5);

  @Mixin
  ResultFiles results = new ResultFiles();

  @Option(names = "--quiet", description = "No status line on standard error.")
  boolean quiet;

  /** The status line for counting {@code what}, or none when quiet. */
  Optional<ProgressLine> progress(PrintStream err, String what) {
    return quiet ? Optional.empty() : Optional.of(ProgressLine.to(err, what, STATUS_EVERY));
  }

  /** Writes the CSV and JSON files asked for, each built only if asked for. */
  void write(Supplier<String> csvText, Supplier<String> jsonText) {
    results.write(csvText, jsonText);
  }
}
