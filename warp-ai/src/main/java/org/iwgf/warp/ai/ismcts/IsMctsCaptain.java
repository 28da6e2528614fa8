// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.ismcts;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.intel.WarpDeterminization;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;

/**
 * The information-set search ({@link IsMcts}) as a Warp captain, at any table: its worlds are
 * {@link WarpDeterminization}'s (the seat's view and {@link Intel}, never a hidden coordinate), and its random
 * playouts stop at the end of the round they start in, where each seat's round is judged against the others'
 * (a campaign's later deals are chance a decision cannot steer). Not an officer of Section VII: a baseline from
 * the literature to measure the officers against.
 *
 * <p>Immutable and thread-safe; it keeps one search per table it has met.
 *
 * @since 1.0.0
 */
public final class IsMctsCaptain implements Captain {
  private final int iterations;
  /** The search at each table met: the rules are made once per configuration, not once per decision. */
  private final Map<WarpConfig, IsMcts<WarpState, WarpMove, WarpEvent, SeatView, Intel>> searches =
      new ConcurrentHashMap<>();

  private IsMctsCaptain(int iterations) {
    this.iterations = iterations;
  }

  /**
   * A captain searching {@code iterations} iterations a decision with no time limit, so that its games replay
   * from their seed.
   *
   * @throws IllegalArgumentException if {@code iterations} is not positive
   */
  public static IsMctsCaptain of(int iterations) {
    // Checked now, so that a bad budget is refused before any table is met.
    return new IsMctsCaptain(IsMcts.checkIterations(iterations));
  }

  /** Iterations a decision. */
  public int iterations() {
    return iterations;
  }

  /** The search this captain runs at {@code config}'s tables. */
  IsMcts<WarpState, WarpMove, WarpEvent, SeatView, Intel> at(WarpConfig config) {
    return searches.computeIfAbsent(config, c -> {
      WarpRules rules = WarpRules.of(c);
      return IsMcts.of(rules, new WarpDeterminization(rules)).withHorizon(new RoundHorizon())
          .withIterations(iterations);
    });
  }

  /** Searches worlds sampled from hand counts alone. */
  @Override
  public WarpMove choose(SeatView view, RandomGenerator random) {
    return choose(view, Intel.none(), random);
  }

  @Override
  public WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
    Objects.requireNonNull(intel, "intel");
    return at(view.config()).choose(view, intel, Captain.movesOpenTo(view), random);
  }

  /** The search samples worlds that respect what its seat has learned. */
  @Override
  public boolean usesIntel() {
    return true;
  }

  @Override
  public String toString() {
    return "IS-MCTS(" + iterations + " iterations)";
  }
}
