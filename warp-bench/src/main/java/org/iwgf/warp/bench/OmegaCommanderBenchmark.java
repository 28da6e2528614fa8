// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.officer.OmegaCommander;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One whole decision of the neural Commander with the shipped weights ({@code warp12-official-v5} at two
 * captains, {@code warp12-official-4-v4} at four) — encode the view, compute each legal move's features,
 * index the legal moves, evaluate their logits, pick — beside the heuristic Commander's, on the positions of
 * its tables (Warp 12, Official Warp rules) where there is a choice to make.
 *
 * <pre>
 * java -jar warp-bench/target/benchmarks.jar OmegaCommanderBenchmark -f 1 -wi 3 -w 2 -i 5 -r 2
 * </pre>
 *
 * @since 0.1.0
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class OmegaCommanderBenchmark {
  private static final int VIEWS = 256;

  /** The fleet size: both tables the shipped weights cover. */
  @Param({"2", "4"})
  public int captains;

  private final OmegaCommander omega = OmegaCommander.standard();
  private final Officer heuristic = Officer.heuristicCommander();
  private final SplittableRandom random = new SplittableRandom(3);
  private List<SeatView> views = List.of();
  private int next;

  @Setup
  public void setUp() {
    WarpConfig config = OfficialWarp.config(WarpFactor.WARP_12, captains);
    WarpRules rules = WarpRules.of(config);
    List<SeatView> found = new ArrayList<>();
    for (long seed = 1; found.size() < VIEWS; seed++) {
      WarpState s = rules.start(seed);
      for (int move = 0; move < 400 && !s.isOver() && found.size() < VIEWS; move++) {
        SeatView v = rules.view(s, s.toAct());
        if (v.legalMoves().size() > 1 && move % 3 == 0) {
          found.add(v);
        }
        s = rules.apply(s, heuristic.choose(v, random)).state();
      }
    }
    views = List.copyOf(found);
    if (!omega.covers(config)) {
      throw new IllegalStateException("the shipped weights no longer cover " + config);
    }
  }

  private SeatView nextView() {
    SeatView v = views.get(next);
    next = (next + 1) % views.size();
    return v;
  }

  /** The neural Commander's decision. */
  @Benchmark
  public WarpMove omegaCommander() {
    return omega.choose(nextView(), random);
  }

  /** The heuristic Commander's decision, for comparison in the same run. */
  @Benchmark
  public WarpMove heuristicCommander() {
    return heuristic.choose(nextView(), random);
  }
}
