// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reading and writing the weights files of the learning commands ({@code train}, {@code distil}): a file that
 * cannot be read or written is an {@link UncheckedIOException} naming it (exit status
 * {@link WarpCli#IO_ERROR}); weights the file does not hold are refused by their own reader.
 */
final class WeightFiles {
  private WeightFiles() {}

  /** Reads weights from a stream. */
  @FunctionalInterface
  interface Reader<T> {
    T read(InputStream in) throws IOException;
  }

  /** Writes weights to a stream. */
  @FunctionalInterface
  interface Writer {
    void write(OutputStream out) throws IOException;
  }

  static <T> T read(Path file, Reader<T> reader) {
    try (InputStream in = Files.newInputStream(file)) {
      return reader.read(in);
    } catch (IOException e) {
      throw new UncheckedIOException("could not read " + file + ": " + e.getMessage(), e);
    }
  }

  static void write(Path file, Writer writer) {
    try (OutputStream out = Files.newOutputStream(file)) {
      writer.write(out);
    } catch (IOException e) {
      throw new UncheckedIOException("could not write " + file + ": " + e.getMessage(), e);
    }
  }
}
