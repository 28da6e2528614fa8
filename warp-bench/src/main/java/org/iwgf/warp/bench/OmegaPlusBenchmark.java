// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.officer.CommanderFeatures;
import org.iwgf.warp.ai.omega.MoveFeatures;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.iwgf.warp.ai.omega.OmegaCaptain;
import org.iwgf.warp.ai.omega.OmegaPlus;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
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
 * Time per Ω+ decision at Warp 12 with 2 captains, with an Ω network of the shipped shape — two hidden layers
 * of 128 and the move features the shipped two-captain weights read (the Commander's terms, the outs, the
 * next turn's and the own line), computed at every position the search evaluates — with freshly initialised
 * weights at the standard table, so it runs at any table's shape (the cost with the shipped weights at their
 * own table, which depends on what they learned, is {@link OmegaPlusShippedBenchmark}'s): at the default budget
 * ({@value OmegaPlus#DEFAULT_ITERATIONS} iterations, {@value OmegaPlus#DEFAULT_TIME_LIMIT_MILLIS} ms), at the
 * iteration budget alone, and greedy Ω for scale. Each call takes the next of the 64 seat views of
 * {@link OfficerBenchmark.Choices}: Commanders playing round 1, stopped at turns with two or more legal charts.
 *
 * <pre>
 * java -jar warp-bench/target/benchmarks.jar OmegaPlusBenchmark -f 1 -wi 4 -i 3
 * java -jar warp-bench/target/benchmarks.jar OmegaPlusBenchmark -f 1 -wi 4 -i 3 -p iterations=1024
 * </pre>
 *
 * @since 0.1.0
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 4, time = 5)
@Measurement(iterations = 3, time = 5)
@Fork(1)
@Threads(1)
public class OmegaPlusBenchmark {
  /** Ω+ and greedy Ω with one network for the table of {@link OfficerBenchmark.Choices}. */
  @State(Scope.Thread)
  public static class Thinkers {
    /** Iterations a decision (the default unless {@code -p iterations=N} asks for another budget). */
    @Param({"" + OmegaPlus.DEFAULT_ITERATIONS})
    public int iterations;

    OmegaPlus plus;
    OmegaPlus untimed;
    OmegaCaptain greedy;

    @Setup(Level.Trial)
    public void load() {
      WarpConfig config = WarpConfig.standard(WarpFactor.WARP_12, 2);
      MoveFeatures features = CommanderFeatures.withOwnLine();
      Network network = Network.initialised("bench", new NetworkShape(ObservationEncoder.of(config).layout().size(),
          List.of(128, 128), ActionSpace.of(config).size(), features.count()), 1L);
      plus = OmegaPlus.of(network, features).withIterations(iterations);
      untimed = plus.withoutTimeLimit();
      greedy = OmegaCaptain.of(network, config, features);
    }
  }

  /** Ω+ at its default budget: what a seat waits for. */
  @Benchmark
  public WarpMove defaultBudget(OfficerBenchmark.Choices c, Thinkers t) {
    return t.plus.choose(c.nextView(), c.random);
  }

  /** Ω+ with the default iterations and no clock: the cost of the iterations themselves. */
  @Benchmark
  public WarpMove iterationsOnly(OfficerBenchmark.Choices c, Thinkers t) {
    return t.untimed.choose(c.nextView(), c.random);
  }

  /** Greedy Ω on the same views, for scale. */
  @Benchmark
  public WarpMove greedyOmega(OfficerBenchmark.Choices c, Thinkers t) {
    return t.greedy.choose(c.nextView(), c.random);
  }
}
