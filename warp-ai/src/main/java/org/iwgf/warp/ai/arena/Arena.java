// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import com.google.common.math.StatsAccumulator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.generic.GameTable;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.ai.table.SectorListener;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.core.model.WarpConfig;

/**
 * Matches between players of any game — Warp captains under any configuration, or the players of any
 * {@link org.iwgf.warp.core.game.GameRules} ({@link #forGame}) — for comparing their strength; every game is
 * played on the one {@link org.iwgf.warp.ai.generic.GameTable}.
 *
 * <p>Seats are filled by cycling through the entrants (two entrants at four seats sit A B A B). Every deal
 * is played once per seat rotation — the same seed, so the same hands, with the entrants moved one seat on
 * each time — so no entrant profits from a lucky deal or a favourable seat. An entrant's win rate is its
 * share of first places. Its 95 % confidence interval is Wilson's score interval, which stays inside 0–100 %
 * and keeps its width at the extremes (a clean sweep is not reported as certain), on the effective number of
 * independent games: the rotations of a deal are not independent, so the games count as many as the
 * spread of the deals' shares supports — at least one per deal, at most one per game.
 *
 * <p>Deals are played in parallel, on {@code threads} workers; the result depends only on the entrants,
 * the configuration, the number of deals and the seed.
 *
 * @since 0.1.0
 */
public final class Arena {
  private static final double Z95 = 1.959964;
  private static final double Z99 = 2.575829;
  /** Deals played between two looks of {@link #playUntilDecided}. */
  public static final int DECISION_BATCH = 50;

  /** Plays one game of the deal {@code seed} with seat {@code s} taken by entrant {@code entrantAt[s]}. */
  @FunctionalInterface
  private interface Deal {
    Outcome play(long seed, int[] entrantAt);
  }

  private final int seats;
  private final List<String> names;
  private final List<String> plays;
  private final Deal deal;

  private Arena(int seats, List<String> names, List<String> plays, Deal deal) {
    this.seats = seats;
    this.names = List.copyOf(names);
    this.plays = List.copyOf(plays);
    this.deal = deal;
  }

  /**
   * An arena seating {@code entrants} (Warp captains) at tables of {@code config}; its standings say what each
   * plays there ({@link Entrant#plays}).
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
    List<String> plays = copy.stream().map(e -> e.plays(config)).toList();
    return new Arena(seats, names, plays, (seed, entrantAt) -> {
      List<Captain> seated = new ArrayList<>(seats);
      for (int at : entrantAt) {
        seated.add(copy.get(at).captain());
      }
      return Sector.of(rules, seated).play(seed, SectorListener.NONE).outcome();
    });
  }

  /**
   * An arena for any game: {@code players} (named by {@code names}) at tables of {@code rules}, which seat
   * {@code seats}; a game that has not ended after {@code moveCap} moves fails the match. Each player plays
   * what its name says: the standings' {@link Standing#plays} is its name.
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
    return new Arena(seats, names, names, (seed, entrantAt) -> {
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
    return play(deals, seed, threads, Progress.NONE);
  }

  /**
   * {@link #play(int, long, int)}, telling {@code progress} about once a second, on the calling thread, how
   * many deals are done.
   */
  public List<Standing> play(int deals, long seed, int threads, Progress progress) {
    return play(deals, seed, threads, progress, DealJournal.NONE);
  }

  /**
   * {@link #play(int, long, int, Progress)}, taking from {@code journal} the deals it already holds and
   * keeping there every deal played, as it is played: the standings are the same as an unbroken match's.
   */
  public List<Standing> play(int deals, long seed, int threads, Progress progress, DealJournal journal) {
    checkRun(deals, threads);
    List<double[]> perDeal = new ArrayList<>(deals);
    playDeals(perDeal, deals, deals, seed, threads, progress, journal);
    return standings(perDeal);
  }

  /**
   * Plays deals in batches of {@value #DECISION_BATCH} until the leader's 99 % interval leaves out the fair
   * share (one over the number of entrants) — the match is decided — or {@code maxDeals} deals are played.
   * The 99 % interval (the standings report 95 %) keeps the stop honest over the repeated looks. The
   * standings say how many games were played; the deals played are the first ones of the full match, so the
   * result depends only on the entrants, the configuration, {@code maxDeals} and the seed.
   */
  public List<Standing> playUntilDecided(int maxDeals, long seed, int threads, Progress progress) {
    return playUntilDecided(maxDeals, seed, threads, progress, DealJournal.NONE);
  }

  /**
   * {@link #playUntilDecided(int, long, int, Progress)}, taking from {@code journal} the deals it already holds
   * and keeping there every deal played.
   */
  public List<Standing> playUntilDecided(int maxDeals, long seed, int threads, Progress progress,
      DealJournal journal) {
    checkRun(maxDeals, threads);
    List<double[]> perDeal = new ArrayList<>(maxDeals);
    double fair = 1.0 / names.size();
    while (perDeal.size() < maxDeals) {
      playDeals(perDeal, Math.min(maxDeals, perDeal.size() + DECISION_BATCH), maxDeals, seed, threads, progress,
          journal);
      Standing leader = standings(perDeal).stream().max(Comparator.comparingDouble(Standing::winRate)).orElseThrow();
      double mean = leader.winRate();
      int e = names.indexOf(leader.name());
      StatsAccumulator shares = new StatsAccumulator();
      perDeal.forEach(d -> shares.add(d[e]));
      double variance = perDeal.size() > 1 ? shares.sampleVariance() : 0;
      double[] strict = wilson(mean, effectiveGames(mean, variance, perDeal.size(), seats), Z99);
      if (strict[0] > fair) {
        break;
      }
    }
    return standings(perDeal);
  }

  /** Told how many deals of a match are done. */
  @FunctionalInterface
  public interface Progress {
    /** Reports nothing. */
    Progress NONE = (done, total) -> {};

    /** {@code done} of {@code total} deals are played. */
    void dealsDone(int done, int total);
  }

  private static void checkRun(int deals, int threads) {
    if (deals < 1 || threads < 1) {
      throw new IllegalArgumentException("An arena match needs positive deals and threads, not " + deals + " and "
          + threads + ".");
    }
  }

  /**
   * Plays deals {@code perDeal.size()} up to {@code until}, but those {@code journal} holds, and appends their
   * shares.
   */
  private void playDeals(List<double[]> perDeal, int until, int total, long seed, int threads, Progress progress,
      DealJournal journal) {
    int from = perDeal.size();
    double[][] played = new double[until - from][];
    for (int d = from; d < until; d++) {
      played[d - from] = journal.played(d).map(double[]::clone).orElse(null);
    }
    int[] toPlay = IntStream.range(from, until).filter(d -> played[d - from] == null).toArray();
    int known = played.length - toPlay.length;
    AtomicInteger done = new AtomicInteger(known);
    ForkJoinPool pool = new ForkJoinPool(threads);
    try {
      ForkJoinTask<?> task = pool.submit(() -> Arrays.stream(toPlay).parallel().forEach(d -> {
        double[] shares = dealShares(seed, d);
        journal.record(d, shares.clone());
        played[d - from] = shares;
        done.incrementAndGet();
      }));
      while (true) {
        try {
          task.get(1, TimeUnit.SECONDS);
          break;
        } catch (TimeoutException e) {
          progress.dealsDone(from + done.get(), total);
        }
      }
      progress.dealsDone(until, total);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("The arena was interrupted.", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause() != null ? e.getCause() : e;
      throw new IllegalStateException("An arena game failed: " + cause.getMessage(), cause);
    } finally {
      pool.shutdown();
    }
    perDeal.addAll(Arrays.asList(played));
  }

  /**
   * Each entrant's share of first places over deal number {@code deal} of a match from {@code seed}, played
   * once per seat rotation: the deal's part in {@link #play}, in the entrants' order. A match's deals can be
   * played anywhere, in any order, and the shares listed in deal order give {@link #standings} the standings
   * of {@link #play}.
   *
   * @throws IllegalArgumentException if {@code deal} is negative
   */
  public double[] dealShares(long seed, int deal) {
    if (deal < 0) {
      throw new IllegalArgumentException("Deals are numbered from 0, not " + deal + ".");
    }
    return playDeal(dealSeed(seed, deal));
  }

  /**
   * The standings after deals whose {@link #dealShares} are {@code perDeal}, in deal order (the order
   * changes the last bits of the averages): each entrant's win rate and its 95 % interval, in the entrants'
   * order.
   *
   * @throws IllegalArgumentException if {@code perDeal} is empty or a deal's shares are not one per entrant
   */
  public List<Standing> standings(List<double[]> perDeal) {
    if (perDeal.isEmpty()) {
      throw new IllegalArgumentException("Standings need at least one deal.");
    }
    for (double[] shares : perDeal) {
      if (shares.length != names.size()) {
        throw new IllegalArgumentException(shares.length + " shares for " + names.size() + " entrants.");
      }
    }
    int deals = perDeal.size();
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
      double[] interval = wilson(mean, effectiveGames(mean, variance, deals, seats), Z95);
      out.add(new Standing(names.get(e), deals * seats, mean, interval[0], interval[1], plays.get(e)));
    }
    return List.copyOf(out);
  }

  /**
   * How many independent games {@code deals} deals of {@code seats} rotations are worth for a share of
   * {@code mean} whose deal-to-deal variance is {@code variance}: the binomial variance over the observed
   * one (the design effect), kept between one game per deal and one per rotation.
   */
  static double effectiveGames(double mean, double variance, int deals, int seats) {
    double binomial = mean * (1 - mean);
    double perDeal = variance > 0 ? binomial / variance : seats;
    return deals * Math.max(1, Math.min(seats, perDeal));
  }

  /** Wilson's score interval for a proportion {@code p} observed over {@code n} trials, at {@code z}. */
  static double[] wilson(double p, double n, double z) {
    double z2n = z * z / n;
    double centre = (p + z2n / 2) / (1 + z2n);
    double half = z / (1 + z2n) * Math.sqrt(p * (1 - p) / n + z2n / (4 * n));
    return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
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
