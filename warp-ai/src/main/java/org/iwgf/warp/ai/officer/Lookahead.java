// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.intel.Determinizer;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.core.engine.SearchKernel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;

/**
 * Lookahead (Section VII): imperfect-information search through the real rules engine. For each of the
 * most promising charts it samples worlds consistent with the seat's view and what it has learned
 * ({@link Determinizer}: the unseen coordinates dealt to opponents by hand count, known holdings placed,
 * coordinates a captain was shown not to hold kept from them, the rest shuffled into Uncharted Sectors), plays
 * the chart and then {@link #depth()} further moves with every captain following the Commander's instinct,
 * and averages how the seat stands at the end. The same worlds are used for every candidate, so the
 * comparison is between moves, not between luck.
 *
 * <p>The budget is {@link #samples()} worlds, {@link #depth()} moves and {@link #candidates()} charts, so
 * the choice depends only on the view and the random source. An optional soft time limit
 * ({@link #withTimeLimit(long)}) stops starting new worlds once it has passed; it bounds the cost on a slow
 * machine at the price of exact replay, since how many worlds fit then depends on the clock.
 *
 * @since 0.1.0
 */
public final class Lookahead {
  /** Weight of the heuristic score beside the simulated value: breaks ties between equal futures. */
  static final double HEURISTIC_SHARE = 0.25;

  private final int samples;
  private final int depth;
  private final int candidates;
  private final long timeLimitNanos;
  private final Map<WarpConfig, WarpRules> rulesByConfig = new ConcurrentHashMap<>();

  private Lookahead(int samples, int depth, int candidates, long timeLimitNanos) {
    this.samples = samples;
    this.depth = depth;
    this.candidates = candidates;
    this.timeLimitNanos = timeLimitNanos;
  }

  /** The default budget: 8 worlds, 12 moves deep, the 4 best charts, no time limit. */
  public static Lookahead standard() {
    return of(8, 12, 4);
  }

  /**
   * A Lookahead with the given budget.
   *
   * @param samples worlds sampled per decision
   * @param depth moves simulated after the candidate chart (the round's end stops a simulation early)
   * @param candidates how many of the heuristically best charts are searched
   * @throws IllegalArgumentException if any figure is not positive
   */
  public static Lookahead of(int samples, int depth, int candidates) {
    if (samples < 1 || depth < 1 || candidates < 1) {
      throw new IllegalArgumentException("A Lookahead budget needs positive samples, depth and candidates, not "
          + samples + ", " + depth + ", " + candidates + ".");
    }
    return new Lookahead(samples, depth, candidates, Long.MAX_VALUE);
  }

  /**
   * This budget with a soft time limit: once {@code millis} have passed in a decision no new world is
   * started (at least one always is). Decisions then depend on the machine's speed.
   *
   * @throws IllegalArgumentException if {@code millis} is not positive
   */
  public Lookahead withTimeLimit(long millis) {
    if (millis < 1) {
      throw new IllegalArgumentException("A time limit must be positive, not " + millis + " ms.");
    }
    return new Lookahead(samples, depth, candidates, millis * 1_000_000L);
  }

  /** Worlds sampled per decision. */
  public int samples() {
    return samples;
  }

  /** Moves simulated after each candidate. */
  public int depth() {
    return depth;
  }

  /** Charts searched per decision. */
  public int candidates() {
    return candidates;
  }

  /** Soft time limit per decision, in nanoseconds ({@link Long#MAX_VALUE} when there is none). */
  public long timeLimitNanos() {
    return timeLimitNanos;
  }

  /**
   * Scores for {@code charts}: the searched ones get their average simulated value (plus a small share of
   * their heuristic score); the rest keep a score below every searched one.
   */
  double[] evaluate(SeatView view, List<WarpMove.Chart> charts, double[] heuristic, RandomGenerator random) {
    return evaluate(view, Intel.none(), charts, heuristic, random);
  }

  /** As {@link #evaluate(SeatView, List, double[], RandomGenerator)}, sampling worlds that respect {@code intel}. */
  double[] evaluate(SeatView view, Intel intel, List<WarpMove.Chart> charts, double[] heuristic,
      RandomGenerator random) {
    int n = charts.size();
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Double.compare(heuristic[b], heuristic[a]));
    int searched = Math.min(candidates, n);
    double[] total = new double[n];
    int worlds = 0;
    WarpRules rules = rulesByConfig.computeIfAbsent(view.config(), WarpRules::of);
    Determinizer determinizer = Determinizer.of(view, intel);
    long start = System.nanoTime();
    try {
      // The search kernel plays the rollouts where it can play the rules: the same moves, made in place.
      SearchKernel kernel = null;
      int[] codes = new int[0];
      for (int w = 0; w < samples && (w == 0 || System.nanoTime() - start < timeLimitNanos); w++) {
        WarpState world = determinizer.sample(random);
        if (kernel == null && SearchKernel.supports(rules)) {
          kernel = SearchKernel.of(rules, world);
          codes = new int[kernel.maxMoves()];
        }
        for (int k = 0; k < searched; k++) {
          int i = order[k];
          total[i] += kernel == null ? Rollout.value(rules, world, view.seat(), charts.get(i), depth)
              : Rollout.value(rules, kernel, codes, world, view.seat(), charts.get(i), depth);
        }
        worlds++;
      }
    } catch (WarpException e) {
      // A world the rules refuse (a rule keeps coordinates the view does not show): fall back on instinct.
      return heuristic;
    }
    double[] out = new double[n];
    double floor = Double.POSITIVE_INFINITY;
    for (int k = 0; k < searched; k++) {
      int i = order[k];
      out[i] = total[i] / worlds + HEURISTIC_SHARE * heuristic[i];
      floor = Math.min(floor, out[i]);
    }
    for (int k = searched; k < n; k++) {
      int i = order[k];
      out[i] = floor - 1000 + heuristic[i] * HEURISTIC_SHARE;
    }
    return out;
  }

  /** Whether {@code objective} counts pips. */
  static boolean points(Objective objective) {
    return objective == Objective.POINTS_CAMPAIGN;
  }

  @Override
  public String toString() {
    return "Lookahead(" + samples + " worlds, " + depth + " moves, " + candidates + " charts"
        + (timeLimitNanos == Long.MAX_VALUE ? "" : ", " + timeLimitNanos / 1_000_000 + " ms") + ")";
  }
}
