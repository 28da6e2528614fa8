// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The two halves of a move on mid-game states of Warp 12 with 4 captains (standard rules): listing the
 * legal moves, and applying one pre-chosen legal move. Each call takes the next of 256 states, so the
 * score is an average over many positions (charts, draws, beacons, doubles) rather than one.
 *
 * @since 0.1.0
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class MoveBenchmark {
  private static final int STATES = 256;

  /** Pre-generated positions 5 to 40 moves into round 1, each with one of its legal moves. */
  @State(Scope.Thread)
  public static class MidGame {
    WarpRules rules;
    WarpState[] states;
    WarpMove[] chosen;
    int next;

    @Setup(Level.Trial)
    public void generate() {
      rules = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 4));
      states = new WarpState[STATES];
      chosen = new WarpMove[STATES];
      long rng = 0xC0FFEEL;
      for (int i = 0; i < STATES; i++) {
        int depth = 5 + SplitMix64.nextInt(rng, 36);
        rng = SplitMix64.next(rng);
        WarpState s = Playout.advance(rules, rules.start(i), depth, rng);
        rng = SplitMix64.next(rng);
        List<WarpMove> legal = rules.legalMoves(s);
        states[i] = s;
        chosen[i] = legal.get(SplitMix64.nextInt(rng, legal.size()));
        rng = SplitMix64.next(rng);
      }
    }

    int advance() {
      int i = next;
      next = (i + 1) & (STATES - 1);
      return i;
    }
  }

  @Benchmark
  public List<WarpMove> legalMoves(MidGame g) {
    return g.rules.legalMoves(g.states[g.advance()]);
  }

  @Benchmark
  public Transition<WarpState, WarpEvent> apply(MidGame g) {
    int i = g.advance();
    return g.rules.apply(g.states[i], g.chosen[i]);
  }
}
