// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * Plays {@link ClassicPlayoutBenchmark}'s first hands of 4-player Block, the library's ({@code hand}) and the
 * limit reference's ({@code limitHand}), in turn in one JVM, and prints each one's hands per second of this
 * thread's CPU time, their ratio for each round and the median ratio: a measure of the library against its
 * limit that stays meaningful when other processes share the machine (JMH measures wall-clock time, and runs
 * the two benchmarks in different forks at different moments).
 *
 * <p>Run: {@code java -cp warp-bench/target/benchmarks.jar org.iwgf.warp.bench.ClassicHandCpuRates [rounds]
 * [partnerships]}
 *
 * @since 0.1.0
 */
public final class ClassicHandCpuRates {
  private static final int HANDS = 400_000;

  private ClassicHandCpuRates() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 9;
    boolean partnerships = args.length > 1 && Boolean.parseBoolean(args[1]);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    ClassicPlayoutBenchmark benchmark = new ClassicPlayoutBenchmark();
    // One table each, so that each plays the deals in the order its benchmark does.
    ClassicPlayoutBenchmark.Table library = table(partnerships);
    ClassicPlayoutBenchmark.Table limit = table(partnerships);
    MoveCounter counter = new MoveCounter();
    for (int i = 0; i < 3_000_000; i++) {
      benchmark.hand(library, counter);
      benchmark.limitHand(limit, counter);
    }
    double[] ratios = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      long start = threads.getCurrentThreadCpuTime();
      for (int i = 0; i < HANDS; i++) {
        benchmark.hand(library, counter);
      }
      long middle = threads.getCurrentThreadCpuTime();
      for (int i = 0; i < HANDS; i++) {
        benchmark.limitHand(limit, counter);
      }
      long end = threads.getCurrentThreadCpuTime();
      double hand = HANDS / ((middle - start) / 1e9);
      double limitHand = HANDS / ((end - middle) / 1e9);
      ratios[r] = hand / limitHand;
      System.out.printf("round %d: hand %,.0f, limitHand %,.0f hands per CPU second, ratio %.3f%n", r + 1, hand,
          limitHand, ratios[r]);
    }
    Arrays.sort(ratios);
    System.out.printf("median ratio %.3f over %d rounds (%d moves played)%n", ratios[rounds / 2], rounds,
        counter.moves);
  }

  private static ClassicPlayoutBenchmark.Table table(boolean partnerships) {
    ClassicPlayoutBenchmark.Table table = new ClassicPlayoutBenchmark.Table();
    table.partnerships = partnerships;
    table.deal();
    return table;
  }
}
