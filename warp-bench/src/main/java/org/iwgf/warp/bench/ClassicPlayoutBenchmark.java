// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.core.domino.SplitMix64;
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
 * Random playouts of 4-player Block (double-six, 5 tiles each, game to 100): {@code game} plays a whole game
 * from its first deal, {@code hand} only the first hand. The score is games (or hands) per second; the
 * {@code moves} counter is moves per second, each move being one {@code legalMoves} plus one {@code apply}.
 * First deals are made in setup; the later deals of a game are part of the timed playout. {@code limitHand}
 * plays the first hands with {@link ClassicLimitReference}, the limit {@code hand} is measured against.
 *
 * @since 0.1.0
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class ClassicPlayoutBenchmark {
  private static final int DEALS = 1024;

  /** The table: 4 players, alone or in two partnerships. */
  @State(Scope.Thread)
  public static class Table {
    @Param({"false", "true"})
    public boolean partnerships;

    ClassicRules rules;
    ClassicState[] deals;
    ClassicLimitReference limit;
    ClassicLimitReference.Deal[] limitDeals;
    int next;
    long chooser = 0x5EEDL;
    final long[] limitChooser = {0x5EEDL};

    @Setup(Level.Trial)
    public void deal() {
      rules = ClassicRules.of(ClassicConfig.builder(Variant.BLOCK).players(4).partnerships(partnerships).build());
      deals = new ClassicState[DEALS];
      limit = new ClassicLimitReference(4);
      limitDeals = new ClassicLimitReference.Deal[DEALS];
      for (int i = 0; i < DEALS; i++) {
        deals[i] = rules.start(i);
        limitDeals[i] = ClassicLimitReference.Deal.of(deals[i]);
      }
    }

    ClassicState nextDeal() {
      ClassicState deal = deals[next];
      next = (next + 1) & (DEALS - 1);
      return deal;
    }

    ClassicLimitReference.Deal nextLimitDeal() {
      ClassicLimitReference.Deal deal = limitDeals[next];
      next = (next + 1) & (DEALS - 1);
      return deal;
    }
  }

  /** One whole game to 100 points; the score is games/s. */
  @Benchmark
  public int game(Table t, MoveCounter counter) {
    ClassicState s = t.nextDeal();
    int moves = 0;
    long rng = t.chooser;
    while (!s.isOver()) {
      List<ClassicMove> legal = t.rules.legalMoves(s);
      s = t.rules.apply(s, legal.get(SplitMix64.nextInt(rng, legal.size()))).state();
      rng = SplitMix64.next(rng);
      moves++;
    }
    t.chooser = rng;
    counter.moves += moves;
    return moves;
  }

  /** The first hand of a game; the score is hands/s. */
  @Benchmark
  public int hand(Table t, MoveCounter counter) {
    ClassicState s = t.nextDeal();
    int moves = 0;
    long rng = t.chooser;
    while (s.handNumber() == 1 && !s.isOver()) {
      List<ClassicMove> legal = t.rules.legalMoves(s);
      s = t.rules.apply(s, legal.get(SplitMix64.nextInt(rng, legal.size()))).state();
      rng = SplitMix64.next(rng);
      moves++;
    }
    t.chooser = rng;
    counter.moves += moves;
    return moves;
  }

  /**
   * The first hand as {@link ClassicLimitReference} plays it, from the same deals with the same choices: the
   * reference {@code hand} is measured against; the score is hands/s.
   */
  @Benchmark
  public int limitHand(Table t, MoveCounter counter) {
    int moves = t.limit.playHand(t.nextLimitDeal(), t.limitChooser);
    counter.moves += moves;
    return moves;
  }
}
