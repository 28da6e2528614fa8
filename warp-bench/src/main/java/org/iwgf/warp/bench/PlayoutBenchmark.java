// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.concurrent.TimeUnit;
import org.iwgf.warp.core.engine.SearchKernel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Random playouts of one round with the standard rules: the score is rounds per second, and the
 * {@code moves} counter ({@link MoveCounter}, which JMH divides by the same timed iteration as the score)
 * is moves per second, each move being one {@code legalMoves} plus one {@code apply}. Deals are made in
 * setup, so a round is timed from its first move to its end.
 *
 * @since 0.1.0
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class PlayoutBenchmark {
  private static final int DEALS = 1024;

  /** The table: factor and fleet size. */
  @State(Scope.Thread)
  public static class Table {
    @Param({"12x2", "12x4", "12x8", "18x18"})
    public String table;

    WarpRules rules;
    WarpState[] deals;
    int next;
    final long[] chooser = {0x5EEDL};
    SearchKernel kernel;
    LimitReference limit;
    LimitReference.Deal[] limitDeals;

    @Setup(Level.Trial)
    public void deal() {
      String[] parts = table.split("x");
      WarpFactor factor = WarpFactor.ofMaxPip(Integer.parseInt(parts[0]));
      rules = WarpRules.of(Playout.oneRound(factor, Integer.parseInt(parts[1])));
      limit = new LimitReference(factor.set().maxPip(), Integer.parseInt(parts[1]));
      deals = new WarpState[DEALS];
      limitDeals = new LimitReference.Deal[DEALS];
      for (int i = 0; i < DEALS; i++) {
        deals[i] = rules.start(i);
        limitDeals[i] = LimitReference.Deal.of(deals[i], limit.words());
      }
      kernel = SearchKernel.of(rules, deals[0]);
    }

    /** The next of the deals for the limit reference, in turn (the same deals as {@link #nextDeal}). */
    LimitReference.Deal nextLimitDeal() {
      return limitDeals[nextIndex()];
    }

    /** The next of the deals, in turn. */
    WarpState nextDeal() {
      return deals[nextIndex()];
    }

    private int nextIndex() {
      int i = next;
      next = (next + 1) & (DEALS - 1);
      return i;
    }
  }

  /** One full round; the score is rounds/s and the {@code moves} counter moves/s. */
  @Benchmark
  public int round(Table t, MoveCounter counter) {
    return counter.count(Playout.play(t.rules, t.nextDeal(), t.chooser, true));
  }

  /**
   * The same rounds through the pure API with {@link WarpRules#next} instead of {@code apply}: the same states,
   * no events made.
   */
  @Benchmark
  public int roundNext(Table t, MoveCounter counter) {
    return counter.count(Playout.play(t.rules, t.nextDeal(), t.chooser, false));
  }

  /**
   * The same rounds, dealt and chosen the same way, played by the {@link SearchKernel}: the mutable fast
   * path search and rollouts use, measured beside the pure API in the same run.
   */
  @Benchmark
  public int kernelRound(Table t, MoveCounter counter) {
    return counter.count(Playout.playKernel(t.kernel.load(t.nextDeal()), t.chooser));
  }

  /**
   * The same rounds, dealt and chosen the same way, played by the {@link LimitReference}: how fast this
   * machine plays the standard rules with nothing but the rules, measured beside the pure API and the kernel.
   */
  @Benchmark
  public int limitRound(Table t, MoveCounter counter) {
    return counter.count(t.limit.playOut(t.nextLimitDeal(), t.chooser));
  }

  /**
   * As {@link #limitRound}, the reference listing every turn's moves into an array and taking the chosen one
   * from it, as the pure API's list is read.
   */
  @Benchmark
  public int limitRoundListed(Table t, MoveCounter counter) {
    return counter.count(t.limit.playOutListed(t.nextLimitDeal(), t.chooser));
  }
}
