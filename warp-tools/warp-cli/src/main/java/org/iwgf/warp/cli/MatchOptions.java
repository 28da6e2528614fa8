// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.io.PrintStream;
import java.util.Optional;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.cli.options.DealOptions;
import org.iwgf.warp.cli.options.PositiveInt;
import org.iwgf.warp.testkit.ProgressLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The deals, seed and workers of arena matches, shared by the arena and the calibrations: the deals and seed as
 * every Warp command line reads them ({@link DealOptions}), and the workers of this machine.
 */
final class MatchOptions {
  @Mixin
  DealOptions deal = new DealOptions();

  @Option(names = "--threads", paramLabel = "N", converter = PositiveInt.class,
      description = "Parallel workers (default: every core).")
  int threads = Runtime.getRuntime().availableProcessors();

  /** Deals per match. */
  int deals() {
    return deal.deals();
  }

  /** The seed of the match's deals. */
  long seed() {
    return deal.seed();
  }

  /** The deals-done status line of {@code files}, silent when quiet; {@link Status#finish} prints the last. */
  Status progress(RunFiles files, PrintStream err) {
    return new Status(files.progress(err, "deals"));
  }

  /** Deals done, as a status line every few seconds and a last one when the run is over. */
  static final class Status implements Arena.Progress {
    private final Optional<ProgressLine> line;
    private int done;
    private int total;

    Status(Optional<ProgressLine> line) {
      this.line = line;
    }

    @Override
    public void dealsDone(int done, int total) {
      this.done = done;
      this.total = total;
      line.ifPresent(l -> l.update(done, total, 0));
    }

    /** Says {@code deals} deals were played before this run (kept in a journal): not counted in its rate. */
    void resumedAt(int deals) {
      line.ifPresent(l -> l.resumedAt(deals));
    }

    /** Prints the last status line: the deals played of the most asked for. */
    void finish() {
      line.ifPresent(l -> l.finish(done, total, 0));
    }
  }
}
