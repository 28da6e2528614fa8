// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleMove;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRules;
import org.iwgf.warp.tabletop.blackhole.BlackHoleState;
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
 * Random playouts of whole games of the dice race around the black hole, from the first placement (or the
 * first secret choice) to the win: the score is games per second, and the {@code moves} counter is moves
 * per second, each move being one {@code legalMoves} plus one {@code apply}. Games are started in setup.
 *
 * @since 0.1.0
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class BlackHolePlayoutBenchmark {
  private static final int DEALS = 1024;

  /** The table: players and setup ("rolled" or "secret"). */
  @State(Scope.Thread)
  public static class Table {
    @Param({"2-rolled", "3-rolled", "3-secret"})
    public String table;

    BlackHoleRules rules;
    BlackHoleState[] starts;
    int next;
    long chooser = 0x5EEDL;

    @Setup(Level.Trial)
    public void deal() {
      String[] parts = table.split("-");
      BlackHoleConfig config = BlackHoleConfig.standard(Integer.parseInt(parts[0]));
      rules = BlackHoleRules.of(parts[1].equals("secret") ? config.withSecretSetup() : config);
      starts = new BlackHoleState[DEALS];
      for (int i = 0; i < DEALS; i++) {
        starts[i] = rules.start(i);
      }
    }
  }

  /** One whole game between uniformly random players; the score is games/s, the counter moves/s. */
  @Benchmark
  public int game(Table t, MoveCounter counter) {
    BlackHoleState state = t.starts[t.next];
    t.next = (t.next + 1) & (DEALS - 1);
    int moves = 0;
    while (state.toAct().isPresent()) {
      List<BlackHoleMove> legal = t.rules.legalMoves(state);
      BlackHoleMove move = legal.get(SplitMix64.nextInt(t.chooser, legal.size()));
      t.chooser = SplitMix64.next(t.chooser);
      state = t.rules.apply(state, move).state();
      moves++;
    }
    counter.moves += moves;
    return moves;
  }
}
