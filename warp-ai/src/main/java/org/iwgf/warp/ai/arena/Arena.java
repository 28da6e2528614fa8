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
import org.iwgf.warp.ai.generic.GameTable;
import org.iwgf.warp.ai.generic.Player;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.ai.table.SectorListener;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.core.rules.WarpRules;

/**
 * Matches between players of any game — Warp captains under any configuration, or the players of any
 * {@link org.iwgf.warp.core.game.GameRules} ({@link #forGame}) — for comparing their strength; every game is
 * played on the one {@link org.iwgf.warp.ai.generic.GameTable}.
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

  /** Plays one game of the deal {@code seed} with seat {@code s} taken by entrant {@code entrantAt[s]}. */
  @FunctionalInterface
  private interface Deal {
    Outcome play(long seed, int[] entrantAt);
  }

  private final int seats;
  private final List<String> names;
  private final Deal deal;

  private Arena(int seats, List<String> names, Deal deal) {
    this.seats = seats;
    this.names = List.copyOf(names);
    this.deal = deal;
  }

  /**
   * An arena seating {@code entrants} (Warp captains) at tables of {@code config}.
   *
   * @throws IllegalArgumentException if there are fewer than two entrants or more entrants than seats
   * @throws org.iwgf.warp.core.game.InvalidConfigException if the configuration names a rule not on the
   *     classpath
   */
  public static Arena of(WarpConfig config, List<Entrant> entrants) {
    List<Entrant> copy = List.copyOf(entrants);
    int seats = Objects.requireNonNull(config, "config").captains();
    checkField(copy.size(), seats);
    WarpRules rules = WarpRules.of(config);
    List<String> names = copy.stream().map(Entrant::name).toList();
    return new Arena(seats, names, (seed, entrantAt) -> {
      List<Agent> seated = new ArrayList<>(seats);
      for (int at : entrantAt) {
        seated.add(copy.get(at).agent());
      }
      return Sector.of(rules, seated).play(seed, SectorListener.NONE).outcome();
    });
  }

  /**
   * An arena for any game: {@code players} (named by {@code names}) at tables of {@code rules}, which seat
   * {@code seats}; a game that has not ended after {@code moveCap} moves fails the match.
   *
   * @throws IllegalArgumentException if the names and players differ in number, or there are fewer than
   *     two players or more than seats
   */
  public static <S, M, E, V> Arena forGame(GameRules<S, M, E, V> rules, int seats, List<String> names,
      List<? extends Player<M, V>> players, long moveCap) {
    List<Player<M, V>> copy = List.copyOf(players);
    if (names.size() != copy.size()) {
      throw new IllegalArgumentException(names.size() + " names for " + copy.size() + " players.");
    }
    checkField(copy.size(), seats);
    return new Arena(seats, names, (seed, entrantAt) -> {
      List<Player<M, V>> seated = new ArrayList<>(seats);
      for (int at : entrantAt) {
        seated.add(copy.get(at));
      }
      return GameTable.of(rules, seated).play(seed, moveCap).outcome().orElseThrow(() ->
          new IllegalStateException("A game of seed " + seed + " did not end within " + moveCap + " moves."));
    });
  }

  private static void checkField(int entrants, int seats) {
    if (entrants < 2 || entrants > seats) {
      throw new IllegalArgumentException("An arena needs 2 to " + seats + " entrants at this table, not "
          + entrants + ".");
    }
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
    for (int e = 0; e < names.size(); e++) {
      // Guava's Stats accumulates by Welford's method: no cancellation between a sum of squares and a squared
      // mean when shares are nearly equal over many deals.
      StatsAccumulator shares = new StatsAccumulator();
      for (double[] d : perDeal) {
        shares.add(d[e]);
      }
      double mean = shares.mean();
      double variance = deals > 1 ? shares.sampleVariance() : 0;
      double half = Z95 * Math.sqrt(variance / deals);
      out.add(new Standing(names.get(e), deals * seats, mean, Math.max(0, mean - half),
          Math.min(1, mean + half)));
    }
    return List.copyOf(out);
  }

  /** Each entrant's share of first places over one deal's rotations, averaged. */
  private double[] playDeal(long seed) {
    double[] share = new double[names.size()];
    for (int rotation = 0; rotation < seats; rotation++) {
      int[] entrantAt = new int[seats];
      for (int seat = 0; seat < seats; seat++) {
        entrantAt[seat] = ((seat + rotation) % seats) % names.size();
      }
      List<Integer> winners = deal.play(seed, entrantAt).winners();
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
