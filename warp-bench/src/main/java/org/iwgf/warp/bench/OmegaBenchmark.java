// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.ai.omega.Evaluator;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One Ω decision's network evaluation: the whole policy head, or only the legal actions' rows (how a
 * decision evaluates it), for network shapes around the Warp 12 × 4-captain encoding and the shape of the
 * shipped weights (952 inputs, 128,128 hidden, 666 actions: Warp 12 × 2 under the Official Warp rules).
 *
 * <pre>
 * java -jar warp-bench/target/benchmarks.jar OmegaBenchmark -f 1 -wi 3 -w 2 -i 5 -r 2
 * </pre>
 *
 * @since 0.1.0
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class OmegaBenchmark {
  /** inputs x hidden layers x actions. */
  @Param({"512x128-128x1024", "512x256-256x1024", "952x128-128x666"})
  public String shape;

  /** Legal moves in the position: a typical Warp 12 decision offers a few dozen. */
  @Param({"32"})
  public int legal;

  private Evaluator evaluator;
  private float[] input;
  private float[] logits;
  private int[] actions;

  @Setup
  public void setUp() {
    String[] parts = shape.split("x");
    List<Integer> hidden = Arrays.stream(parts[1].split("-")).map(Integer::valueOf).toList();
    NetworkShape s = new NetworkShape(Integer.parseInt(parts[0]), hidden, Integer.parseInt(parts[2]));
    evaluator = Network.initialised("bench", s, 1L).evaluator();
    SplittableRandom random = new SplittableRandom(2);
    input = new float[s.inputs()];
    for (int i = 0; i < input.length; i++) {
      input[i] = random.nextInt(4) == 0 ? 1 : 0; // one-hot segments are mostly zeros
    }
    logits = new float[s.actions()];
    actions = new int[legal];
    for (int k = 0; k < legal; k++) {
      actions[k] = random.nextInt(s.actions());
    }
  }

  /** Every action's logit and the value. */
  @Benchmark
  public float wholePolicy() {
    return evaluator.evaluate(input, logits);
  }

  /** The legal actions' logits and the value: what a decision needs. */
  @Benchmark
  public float legalActionsOnly() {
    return evaluator.evaluate(input, actions, legal, logits);
  }
}
