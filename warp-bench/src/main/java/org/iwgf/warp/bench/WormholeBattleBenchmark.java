// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.fleet.SampleFleets;
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
 * One full Standard Wormhole Engagement (the two 150-point sample fleets, six turns) between uniformly
 * random commanders, from the first deployment to the score: the score is battles per second, and the
 * {@code moves} counter is decisions per second, each one {@code legalMoves} plus one {@code apply}.
 *
 * @since 0.1.0
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class WormholeBattleBenchmark {
  private static final int DEALS = 256;

  /** The engagement and its started battles. */
  @State(Scope.Thread)
  public static class Engagement {
    WormholeRules rules;
    WormholeState[] starts;
    int next;
    long chooser = 0x5EEDL;

    @Setup(Level.Trial)
    public void start() {
      rules = WormholeRules.of(WormholeConfig.standard(CatalogJson.sathrican(), SampleFleets.royalist(),
          SampleFleets.separatist(), SampleFleets.POINTS));
      starts = new WormholeState[DEALS];
      for (int i = 0; i < DEALS; i++) {
        starts[i] = rules.start(i);
      }
    }
  }

  /** One whole battle between random commanders; the score is battles/s, the counter decisions/s. */
  @Benchmark
  public int battle(Engagement e, MoveCounter counter) {
    WormholeState state = e.starts[e.next];
    e.next = (e.next + 1) % DEALS;
    int moves = 0;
    while (e.rules.toAct(state).isPresent()) {
      List<WormholeMove> legal = e.rules.legalMoves(state);
      WormholeMove move = legal.get(SplitMix64.nextInt(e.chooser, legal.size()));
      e.chooser = SplitMix64.next(e.chooser);
      state = e.rules.apply(state, move).state();
      moves++;
    }
    counter.moves += moves;
    return moves;
  }
}
