// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import com.google.common.math.StatsAccumulator;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;
import org.iwgf.warp.ai.agent.Agent;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.ai.table.SectorListener;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.core.rules.WarpRules;

/**
 * Matches between agents under any configuration, for comparing their strength.
 *
 * <p>Seats are filled by cycling through the entrants (two entrants at four seats sit A B A B). Every deal
 * is played once per seat rotation — the same seed, so the same hands, with the entrants moved one seat on
 * each time — so no entrant profits from a lucky deal or a favourable seat. An entrant's win rate is its
 * share of first places; its 95 % confidence interval treats each deal (all its rotations together) as one
 * observation, since the rotations of a deal are not independent.
 *
 * <p>Deals are played in parallel, on {@code threads} workers; the result depends only on the entrants,
 * the configuration, the number of deals and the seed.
 *
 * @since 0.1.0
 */
public final class Arena {
  private static final double Z95 = 1.959964;

  private final WarpRules rules;
  private final List<Entrant> entrants;

  private Arena(WarpRules rules, List<Entrant> entrants) {
    this.rules = rules;
    this.entrants = entrants;
  }

  /**
   * An arena seating {@code entrants} at tables of {@code config}.
   *
   * @throws IllegalArgumentException if there are fewer than two entrants or more entrants than seats
   * @throws org.iwgf.warp.core.game.InvalidConfigException if the configuration names a rule not on the
   *     classpath
   */
  public static Arena of(WarpConfig config, List<Entrant> entrants) {
    List<Entrant> copy = List.copyOf(entrants);
    if (copy.size() < 2 || copy.size() > config.captains()) {
      throw new IllegalArgumentException("An arena needs 2 to " + config.captains() + " entrants at this table, not "
          + copy.size() + ".");
    }
    return new Arena(WarpRules.of(Objects.requireNonNull(config, "config")), copy);
  }

  /** The rules played. */
  public WarpRules rules() {
    return rules;
  }

  /**
   * Plays {@code deals} deals, each once per seat rotation, on {@code threads} workers.
   *
   * @throws IllegalArgumentException if {@code deals} or {@code threads} is not positive
   */
  public List<Standing> play(int deals, long seed, int threads) {
    if (deals < 1 || threads < 1) {
      throw new IllegalArgumentException("An arena match needs positive deals and threads, not " + deals + " and "
          + threads + ".");
    }
    int seats = rules.config().captains();
    double[][] perDeal = new double[deals][];
    ForkJoinPool pool = new ForkJoinPool(threads);
    try {
      pool.submit(() -> IntStream.range(0, deals).parallel().forEach(d -> perDeal[d] = playDeal(dealSeed(seed, d))))
          .get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("The arena was interrupted.", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause() != null ? e.getCause() : e;
      throw new IllegalStateException("An arena game failed: " + cause.getMessage(), cause);
    } finally {
      pool.shutdown();
    }
    List<Standing> out = new ArrayList<>();
    for (int e = 0; e < entrants.size(); e++) {
      // Guava's Stats accumulates by Welford's method: no cancellation between a sum of squares and a squared
      // mean when shares are nearly equal over many deals.
      StatsAccumulator shares = new StatsAccumulator();
      for (double[] d : perDeal) {
        shares.add(d[e]);
      }
      double mean = shares.mean();
      double variance = deals > 1 ? shares.sampleVariance() : 0;
      double half = Z95 * Math.sqrt(variance / deals);
      out.add(new Standing(entrants.get(e).name(), deals * seats, mean, Math.max(0, mean - half),
          Math.min(1, mean + half)));
    }
    return List.copyOf(out);
  }

  /** Each entrant's share of first places over one deal's rotations, averaged. */
  private double[] playDeal(long seed) {
    int seats = rules.config().captains();
    double[] share = new double[entrants.size()];
    for (int rotation = 0; rotation < seats; rotation++) {
      List<Agent> seated = new ArrayList<>(seats);
      int[] entrantAt = new int[seats];
      for (int seat = 0; seat < seats; seat++) {
        entrantAt[seat] = ((seat + rotation) % seats) % entrants.size();
        seated.add(entrants.get(entrantAt[seat]).agent());
      }
      Outcome outcome = Sector.of(rules, seated).play(seed, SectorListener.NONE).outcome();
      List<Integer> winners = outcome.winners();
      for (int w : winners) {
        share[entrantAt[w]] += 1.0 / winners.size();
      }
    }
    for (int e = 0; e < share.length; e++) {
      share[e] /= seats;
    }
    return share;
  }

  private static long dealSeed(long seed, int deal) {
    return SplitMix64.mix(seed * 0x9E37_79B9_7F4A_7C15L + deal);
  }
}
