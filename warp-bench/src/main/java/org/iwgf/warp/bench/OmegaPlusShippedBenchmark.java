// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.ai.officer.CommanderFeatures;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.ai.omega.OmegaPlus;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
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
 * Time per Ω+ decision as the arena plays it: the shipped two-captain weights ({@code OmegaModel.shipped()})
 * at their own table — Warp 12, 2 captains, Official Warp rules — reading the move features they were trained
 * with. A search's cost depends on the weights (how many of a layer's units are active, which moves the
 * greedy continuations pick) and on the rules (the Official Warp plugins act after every move), so this is the
 * figure the 100 ms a decision may take is held to. Each call takes the next of 64 seat views with a choice to
 * make, from heuristic Commanders playing whole campaigns.
 *
 * <pre>
 * java -jar warp-bench/target/benchmarks.jar OmegaPlusShippedBenchmark -f 1 -wi 3 -w 5 -i 3 -r 5
 * java -jar warp-bench/target/benchmarks.jar OmegaPlusShippedBenchmark -f 1 -wi 3 -w 5 -i 3 -r 5 -p iterations=1024
 * </pre>
 *
 * @since 0.1.0
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 3, time = 5)
@Fork(1)
@Threads(1)
public class OmegaPlusShippedBenchmark {
  private static final int VIEWS = 64;

  /** Iterations a decision (the default unless {@code -p iterations=N} asks for another budget). */
  @Param({"" + OmegaPlus.DEFAULT_ITERATIONS})
  public int iterations;

  private final SplittableRandom random = new SplittableRandom(11);
  private OmegaPlus timed;
  private OmegaPlus untimed;
  private List<SeatView> views = List.of();
  private int next;

  @Setup
  public void setUp() {
    WarpConfig config = OfficialWarp.config(WarpFactor.WARP_12, 2);
    Network network = OmegaModel.covering(config)
        .orElseThrow(() -> new IllegalStateException("the shipped weights no longer cover " + config))
        .network();
    timed = OmegaPlus.of(network, CommanderFeatures.readBy(network)).withIterations(iterations);
    untimed = timed.withoutTimeLimit();
    WarpRules rules = WarpRules.of(config);
    Officer commander = Officer.heuristicCommander();
    SplittableRandom play = new SplittableRandom(5);
    List<SeatView> found = new ArrayList<>();
    for (long seed = 1; found.size() < VIEWS; seed++) {
      WarpState s = rules.start(seed);
      for (int move = 0; move < 600 && !s.isOver() && found.size() < VIEWS; move++) {
        SeatView v = rules.view(s, s.toAct());
        if (v.legalMoves().size() > 1 && move % 7 == 0) {
          found.add(v);
        }
        s = rules.apply(s, commander.choose(v, play)).state();
      }
    }
    views = List.copyOf(found);
  }

  private SeatView nextView() {
    SeatView v = views.get(next);
    next = (next + 1) % views.size();
    return v;
  }

  /** Ω+ with its 100 ms clock: what a seat waits for. */
  @Benchmark
  public WarpMove defaultBudget() {
    return timed.choose(nextView(), random);
  }

  /** Ω+ with no clock: the cost of the iterations themselves, which the arena's matches play. */
  @Benchmark
  public WarpMove iterationsOnly() {
    return untimed.choose(nextView(), random);
  }
}
