// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.ai.arena.DealJournal;

/**
 * {@code warp arena --journal FILE}: each deal's shares appended to a text file as the deal ends, and read
 * back when the same match is started again, so a run of hours survives being stopped.
 *
 * <p>The file's first line names the match (entrants, table, seed, Lookahead's budget, the weights); a
 * journal of another match is refused rather than mixed in. Every further line is {@code deal,share,...}
 * with the shares written so that they read back to the same doubles, hence the same standings as an
 * unbroken run. A last line cut short (the run stopped mid-write) is dropped and written again.
 */
final class ArenaJournal implements DealJournal, AutoCloseable {
  private static final String HEADER = "# warp arena journal 1: ";
  /** The longest line a journal holds: a deal number and a few shares need far less. */
  private static final int MAX_LINE = 4_096;

  private final Path file;
  private final Map<Integer, double[]> known;
  private final Writer out;
  private Optional<IOException> failure = Optional.empty();

  private ArenaJournal(Path file, Map<Integer, double[]> known, Writer out) {
    this.file = file;
    this.known = known;
    this.out = out;
  }

  /**
   * Opens the journal {@code file} of the match named {@code match} between {@code entrants} entrants,
   * creating it if it does not exist.
   *
   * @throws UncheckedIOException if the file cannot be read or written, or journals something else
   */
  static ArenaJournal open(Path file, String match, int entrants) {
    String header = HEADER + match.replace('\n', ' ');
    try {
      Map<Integer, double[]> known = new HashMap<>();
      if (Files.exists(file) && Files.size(file) > 0) {
        long complete = read(file, header, entrants, known);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
          channel.truncate(complete);
        }
      } else {
        Files.writeString(file, header + "\n", StandardCharsets.UTF_8);
      }
      Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
      return new ArenaJournal(file, known, out);
    } catch (IOException e) {
      throw new UncheckedIOException("could not use the journal " + file + ": " + e.getMessage(), e);
    }
  }

  /** How many of the deals numbered below {@code deals} the journal held when opened. */
  int dealsBelow(int deals) {
    return (int) known.keySet().stream().filter(d -> d < deals).count();
  }

  /** Reads the deals of {@code file} into {@code known}; returns the length of its complete lines. */
  private static long read(Path file, String header, int entrants, Map<Integer, double[]> known) throws IOException {
    long complete = 0;
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      StringBuilder line = new StringBuilder();
      int lineNumber = 0;
      int c;
      while ((c = in.read()) != -1) {
        if (c != '\n') {
          // The first line is the match's name (a configuration of many rules makes it long); the others, deals.
          if (lineNumber == 0 ? line.length() > header.length() : line.length() == MAX_LINE) {
            throw lineNumber == 0 ? notThisMatch(line) : refused(lineNumber + 1, "is longer than " + MAX_LINE
                + " characters");
          }
          line.append((char) c);
          continue;
        }
        lineNumber++;
        String text = line.toString();
        complete += text.getBytes(StandardCharsets.UTF_8).length + 1;
        line.setLength(0);
        if (lineNumber == 1) {
          if (!text.equals(header)) {
            throw notThisMatch(text);
          }
        } else {
          parse(lineNumber, text, entrants, known);
        }
      }
      if (lineNumber == 0) {
        throw new IOException("it is not an arena journal");
      }
    }
    return complete;
  }

  private static void parse(int lineNumber, String text, int entrants, Map<Integer, double[]> known)
      throws IOException {
    String[] fields = text.split(",", -1);
    if (fields.length != entrants + 1) {
      throw refused(lineNumber, "has " + (fields.length - 1) + " shares for " + entrants + " entrants");
    }
    try {
      int deal = Integer.parseInt(fields[0]);
      double[] shares = new double[entrants];
      double sum = 0;
      for (int e = 0; e < entrants; e++) {
        shares[e] = Double.parseDouble(fields[e + 1]);
        if (!(shares[e] >= 0 && shares[e] <= 1)) {
          throw refused(lineNumber, "has a share outside 0 to 1");
        }
        sum += shares[e];
      }
      if (deal < 0 || Math.abs(sum - 1) > 1e-9) {
        throw refused(lineNumber, deal < 0 ? "numbers a deal below 0" : "has shares that do not add to 1");
      }
      double[] before = known.putIfAbsent(deal, shares);
      if (before != null) {
        throw refused(lineNumber, "repeats deal " + deal);
      }
    } catch (NumberFormatException e) {
      throw refused(lineNumber, "is not a deal number and its shares");
    }
  }

  private static IOException notThisMatch(CharSequence firstLine) {
    String text = firstLine.toString();
    return new IOException(text.startsWith(HEADER) ? "it journals another match (" + text.substring(HEADER.length())
        + "); start this one with another file" : "it is not an arena journal");
  }

  private static IOException refused(int lineNumber, String what) {
    return new IOException("line " + lineNumber + " " + what);
  }

  @Override
  public Optional<double[]> played(int deal) {
    return Optional.ofNullable(known.get(deal)).map(double[]::clone);
  }

  @Override
  public synchronized void record(int deal, double[] shares) {
    if (failure.isPresent()) {
      return;
    }
    StringBuilder line = new StringBuilder().append(deal);
    for (double share : shares) {
      line.append(',').append(share);
    }
    try {
      out.write(line.append('\n').toString());
      out.flush();
    } catch (IOException e) {
      // The match goes on: its standings are still printed and written; the journal only loses its resume.
      failure = Optional.of(e);
    }
  }

  /**
   * Closes the file.
   *
   * @throws UncheckedIOException if a deal could not be written to it, or it cannot be closed
   */
  @Override
  public synchronized void close() {
    try {
      out.close();
    } catch (IOException e) {
      failure = failure.or(() -> Optional.of(e));
    }
    failure.ifPresent(e -> {
      throw new UncheckedIOException("could not write the journal " + file + ": " + e.getMessage(), e);
    });
  }
}
