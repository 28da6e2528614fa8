// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.ai.table.SectorListener;
import org.iwgf.warp.ai.table.SectorResult;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * Training data from games an expert labels: a driver plays every seat, and at each decision between two or
 * more legal moves the expert says what it would play. The decision becomes a {@link TrainingSample} — the
 * seat's encoded view, its legal action indices, the expert's move as the target policy (or, when the
 * expert is a {@link Teacher}, how its preference spreads over the legal moves — Ω+'s visit shares) and the
 * game's outcome for that seat (1 for a winner, −1 otherwise) as the target value. When the driver is the expert,
 * these are the expert's own games (imitation); when it is the network being trained, they are the positions
 * the network reaches with the expert's corrections — the step of expert iteration (DAgger) that keeps a
 * learner from drifting into positions its teacher never showed it.
 *
 * <p>Forced decisions (one legal move, about 70 % of a Warp 12 game: draws, passes, single charts) are not
 * kept: they teach the policy nothing. Game {@code g} is dealt from {@code SplitMix64.mix(seed + g)} and the
 * expert's own choices draw from a generator seeded from the game, so the data is a function of the
 * configuration, the captains, the number of games and the seed — not of the number of threads.
 *
 * @since 0.1.0
 */
public final class ExpertGames {
  private ExpertGames() {}

  /** Told after each game how many of the games are played; called from the playing threads, one at a time. */
  @FunctionalInterface
  public interface Progress {
    /** {@code done} of {@code total} games are played. */
    void gamesDone(int done, int total);
  }

  /**
   * The samples of {@code games} games of {@code config} played by {@code expert} at every seat, on one thread.
   *
   * @throws IllegalArgumentException if {@code games} is not positive
   */
  public static List<TrainingSample> play(WarpConfig config, Captain expert, int games, long seed, Progress progress) {
    return play(config, expert, expert, games, seed, 1, progress);
  }

  /**
   * The samples of {@code games} games of {@code config} played by {@code driver} at every seat and labelled
   * by {@code expert}, on {@code threads} threads. Both captains must be safe to use from several threads (the
   * library's officers and Ω captains are).
   *
   * @throws IllegalArgumentException if {@code games} or {@code threads} is not positive
   */
  public static List<TrainingSample> play(WarpConfig config, Captain driver, Captain expert, int games, long seed,
      int threads, Progress progress) {
    return play(config, driver, expert, MoveFeatures.NONE, games, seed, threads, progress);
  }

  /**
   * As {@link #play(WarpConfig, Captain, Captain, int, long, int, Progress)}, each sample with the
   * {@code features} of its legal moves, for a network that reads them.
   *
   * @throws IllegalArgumentException if {@code games} or {@code threads} is not positive
   */
  public static List<TrainingSample> play(WarpConfig config, Captain driver, Captain expert, MoveFeatures features,
      int games, long seed, int threads, Progress progress) {
    Objects.requireNonNull(driver, "driver");
    Objects.requireNonNull(features, "features");
    Objects.requireNonNull(expert, "expert");
    Objects.requireNonNull(progress, "progress");
    if (games < 1 || threads < 1) {
      throw new IllegalArgumentException("expert data needs at least one game and one thread, not " + games
          + " and " + threads);
    }
    WarpRules rules = WarpRules.of(config);
    ActionSpace space = ActionSpace.of(config);
    // An encoder keeps buffers of its own: one per thread.
    ThreadLocal<ObservationEncoder> encoders = ThreadLocal.withInitial(() -> ObservationEncoder.of(config));
    AtomicInteger done = new AtomicInteger();
    List<List<TrainingSample>> perGame = new ArrayList<>(Collections.nCopies(games, List.of()));
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "expert-games");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int g = 0; g < games; g++) {
        int game = g;
        futures.add(pool.submit(() -> {
          perGame.set(game, game(rules, encoders.get(), space, features, driver, expert,
              SplitMix64.mix(seed + game)));
          synchronized (progress) {
            progress.gamesDone(done.incrementAndGet(), games);
          }
        }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while playing expert games", e);
    } catch (ExecutionException e) {
      throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
    List<TrainingSample> out = new ArrayList<>();
    perGame.forEach(out::addAll);
    return List.copyOf(out);
  }

  private static List<TrainingSample> game(WarpRules rules, ObservationEncoder encoder, ActionSpace space,
      MoveFeatures features, Captain driver, Captain expert, long gameSeed) {
    List<Decision> decisions = new ArrayList<>();
    Captain recorder = new Recorder(driver, expert, features.usesIntel(),
        new SplittableRandom(SplitMix64.mix(~gameSeed)), decisions);
    SectorResult result = Sector.of(rules, Collections.nCopies(rules.config().captains(), recorder))
        .play(gameSeed, SectorListener.NONE);
    List<Integer> winners = result.outcome().winners();
    List<TrainingSample> out = new ArrayList<>(decisions.size());
    for (Decision d : decisions) {
      List<WarpMove> legal = d.view().legalMoves();
      int[] indices = new int[legal.size()];
      for (int k = 0; k < legal.size(); k++) {
        indices[k] = space.indexOf(d.view(), legal.get(k));
      }
      float[] policy = d.shares();
      float value = winners.contains(d.view().seat()) ? 1 : -1;
      float[] moveFeatures = new float[legal.size() * features.count()];
      features.write(d.view(), d.intel(), legal, moveFeatures);
      out.add(TrainingSample.of(encoder.encode(d.view()), indices, moveFeatures, policy, value));
    }
    return out;
  }

  /**
   * One decision: what its seat saw, what it had learned (for features that read it) and the expert's
   * preference over its legal moves there.
   */
  private record Decision(SeatView view, Intel intel, float[] shares) {}

  /**
   * Plays the driver's moves and writes down, at each real choice, the expert's; both get the seat's intel
   * when either or the move features use it. The expert draws from its own generator, so asking it does not
   * change the game.
   */
  private record Recorder(Captain driver, Captain expert, boolean featuresUseIntel, RandomGenerator labels,
      List<Decision> decisions) implements Captain {
    @Override
    public WarpMove choose(SeatView view, RandomGenerator random) {
      return choose(view, Intel.none(), random);
    }

    @Override
    public WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
      List<WarpMove> legal = Captain.movesOpenTo(view);
      if (legal.size() == 1) {
        return driver.choose(view, intel, random);
      }
      float[] shares = new float[legal.size()];
      WarpMove played;
      if (driver == expert) {
        played = Teacher.preference(expert, view, intel, random, shares);
      } else {
        played = driver.choose(view, intel, random);
        Teacher.preference(expert, view, intel, labels, shares);
      }
      decisions.add(new Decision(view, intel, shares));
      return played;
    }


    @Override
    public boolean usesIntel() {
      return driver.usesIntel() || expert.usesIntel() || featuresUseIntel;
    }
  }
}
