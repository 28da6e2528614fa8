// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli.options;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import picocli.CommandLine.Option;

/**
 * Where a run writes its results as data, as a picocli mixin: {@code --csv FILE} and {@code --json FILE}, each
 * naming the command and seed that produced them.
 *
 * @since 0.1.0
 */
public final class ResultFiles {
  @Option(names = "--csv", paramLabel = "FILE", description = "Write the results as CSV, with the command and seed.")
  private Optional<Path> csv = Optional.empty();

  @Option(names = "--json", paramLabel = "FILE", description = "Write the results as JSON, with the command and seed.")
  private Optional<Path> json = Optional.empty();

  /** Options with nothing given yet; picocli fills them. */
  public ResultFiles() {}

  /**
   * Writes the files asked for in UTF-8, each text made only if its file is asked for.
   *
   * @throws UncheckedIOException naming the file, if one cannot be written
   */
  public void write(Supplier<String> csvText, Supplier<String> jsonText) {
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
