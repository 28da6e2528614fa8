// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.NetworkShape;

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

  /**
   * The weights in {@code file}, refused by {@code cli} unless they read the observation and move features of
   * {@code table}'s shape and score its actions.
   *
   * @throws picocli.CommandLine.ParameterException if they do not (exit status {@link WarpCli#USAGE})
   */
  static Network readFor(Context cli, Path file, NetworkShape table) {
    Network network = read(file, Network::read);
    NetworkShape shape = network.shape();
    if (shape.inputs() != table.inputs() || shape.actions() != table.actions()
        || shape.moveFeatures() != table.moveFeatures()) {
      throw cli.refusal(String.format(Locale.ROOT, "%s reads %d inputs and %d move features and scores %d "
          + "actions; this table and --features need %d, %d and %d.", file, shape.inputs(), shape.moveFeatures(),
          shape.actions(), table.inputs(), table.moveFeatures(), table.actions()));
    }
    return network;
  }

  /** Writes {@code network} to {@code file}, in bfloat16 if {@code compact}, and returns it as read back. */
  static Network writeNetwork(Path file, Network network, boolean compact) {
    write(file, compact ? network::writeCompact : network::write);
    return read(file, Network::read);
  }
}
