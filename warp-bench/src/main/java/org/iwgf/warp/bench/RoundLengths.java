// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;

/**
 * Prints, per table, the mean number of moves in a random one-round playout over the same 1024 deals and
 * chooser the playout benchmark uses (a cross-check of its {@code moves} counter: moves/s ≈ rounds/s ×
 * mean moves per round), and the playout rate per second of this thread's CPU time, which stays
 * meaningful when other processes share the machine (JMH measures wall-clock time).
 *
 * <p>Run: {@code java -cp warp-bench/target/benchmarks.jar org.iwgf.warp.bench.RoundLengths}
 *
 * @since 0.1.0
 */
public final class RoundLengths {
  private RoundLengths() {}

  public static void main(String[] args) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    int[][] tables = {{12, 2}, {12, 4}, {12, 8}, {18, 18}};
    for (int[] t : tables) {
      WarpRules rules = WarpRules.of(Playout.oneRound(WarpFactor.ofMaxPip(t[0]), t[1]));
      WarpState[] deals = new WarpState[1024];
      for (int i = 0; i < deals.length; i++) {
        deals[i] = rules.start(i);
      }
      long[] chooser = {0x5EEDL};
      long moves = 0;
      int rounds = 4096;
      for (int i = 0; i < rounds; i++) {
        moves += Playout.play(rules, deals[i & 1023], chooser);
      }
      // warm up for about 5 s, then measure about 5 s
      playFor(rules, deals, chooser, 5_000_000_000L, threads);
      long cpu0 = threads.getCurrentThreadCpuTime();
      long wall0 = System.nanoTime();
      long[] done = playFor(rules, deals, chooser, 5_000_000_000L, threads);
      double cpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1e9;
      double wall = (System.nanoTime() - wall0) / 1e9;
      System.out.printf("Warp %d, %2d captains: %.1f moves per round (%d rounds); per CPU second: %,.0f rounds,"
          + " %,.0f moves (CPU/wall %.2f)%n", t[0], t[1], (double) moves / rounds, rounds, done[0] / cpu,
          done[1] / cpu, cpu / wall);
    }
  }

  private static long[] playFor(WarpRules rules, WarpState[] deals, long[] chooser, long cpuNanos,
      ThreadMXBean threads) {
    long end = threads.getCurrentThreadCpuTime() + cpuNanos;
    long rounds = 0;
    long moves = 0;
    while (threads.getCurrentThreadCpuTime() < end) {
      for (int i = 0; i < 256; i++) {
        moves += Playout.play(rules, deals[(int) (rounds++ & 1023)], chooser);
      }
    }
    return new long[] {rounds, moves};
  }
}
