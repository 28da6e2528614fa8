// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.json.WarpJson;
import org.iwgf.warp.core.rules.RoundResult;
import org.iwgf.warp.core.rules.WarpEvent;
import org.iwgf.warp.core.rules.WarpMove;
import org.iwgf.warp.core.rules.WarpState;
import org.iwgf.warp.testkit.FailureReport;
import org.iwgf.warp.testkit.GameCase;
import org.iwgf.warp.testkit.Invariant;
import org.iwgf.warp.testkit.LedgerInvariants;
import org.iwgf.warp.testkit.MoveChooser;
import org.iwgf.warp.testkit.PlayedGame;
import org.iwgf.warp.testkit.ProgressLine;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.WarpInvariants;

/**
 * Plays soak games over a {@link SoakSpace} and checks, after every move: coordinates conserved, legal
 * moves and the helm consistent, no draw beside an open chart, scores equal to a recomputation from the
 * event log, the sector ends within the move budget, snapshots and JSON round-trip and views leak no
 * hidden coordinate. Even-numbered games are played by uniformly random captains, odd-numbered ones by
 * greedy captains who chart their heaviest coordinate.
 *
 * <p>Game {@code i} of a run from {@code seed} visits cell {@code (start + i × stride) mod cellCount},
 * with a stride coprime to the cell count, so that a run of at least {@code cellCount} games visits every
 * cell and a shorter run spreads over the whole space. Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class SoakRunner {
  private static final long[] STRIDES = {1_000_003L, 999_983L, 7_919L, 104_729L, 1L};
  private static final int CHUNK = 32;
  private static final int BLOCKED_STREAK = 10;
  private static final int ROUND_MOVE_LIMIT = 5_000;

  /** By default the dear checks run at about one move in this many, and at every round's end. */
  public static final int DEFAULT_SAMPLE_ONE_IN = 256;

  private final SoakSpace space;
  private final int threads;
  private final boolean thorough;
  private final PropertyRunner random;
  private final PropertyRunner greedy;

  private SoakRunner(SoakSpace space, int threads, boolean thorough, int moveBudget) {
    this.space = space;
    this.threads = threads;
    this.thorough = thorough;
    // Every listed move applying is proved by the core's own suites; here it would multiply the cost of
    // each step by the number of legal moves.
    List<Invariant<WarpState, WarpMove, WarpEvent>> cheap = new ArrayList<>(List.of(
        WarpInvariants.coordinateCountsConserved(), WarpInvariants.legalMovesEmptyIffOver(),
        WarpInvariants.seatsAndCountsSane(), WarpInvariants.alertAnsweredAtHelm(),
        WarpInvariants.progressOnlyForward()));
    cheap.addAll(LedgerInvariants.all());
    List<Invariant<WarpState, WarpMove, WarpEvent>> dear = List.of(WarpInvariants.coordinatesConserved(),
        WarpInvariants.snapshotRoundTrips(),
        WarpInvariants.viewsHideOthersCoordinates(), WarpInvariants.jsonRoundTrips(WarpJson.codec(space.registry())));
    PropertyRunner base = thorough
        ? PropertyRunner.of(concat(cheap, dear))
        : PropertyRunner.of(cheap).withSampledInvariants(dear, DEFAULT_SAMPLE_ONE_IN);
    base = base.withRegistry(space.registry()).withMoveBudget(moveBudget);
    this.random = base.withChooser(MoveChooser.uniform());
    this.greedy = base.withChooser(MoveChooser.heaviestChart());
  }

  private static <T> List<T> concat(List<T> a, List<T> b) {
    List<T> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }

  /**
   * A runner over {@code space} on every available core, checking the core invariants after every move
   * and the dear checks (snapshot and JSON round trips, views leaking nothing) at sampled moves and every
   * round's end.
   */
  public static SoakRunner of(SoakSpace space) {
    return new SoakRunner(Objects.requireNonNull(space), Runtime.getRuntime().availableProcessors(), false,
        PropertyRunner.DEFAULT_MOVE_BUDGET);
  }

  /** This runner on {@code threads} threads. */
  public SoakRunner withThreads(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("a soak needs at least 1 thread, not " + threads);
    }
    return new SoakRunner(space, threads, thorough, random.moveBudget());
  }

  /** This runner making every check after every move ({@code true}) or the dear ones at sampled moves. */
  public SoakRunner withThoroughChecks(boolean thorough) {
    return new SoakRunner(space, threads, thorough, random.moveBudget());
  }

  /** Plays {@code games} games from {@code seed} and reports what it saw. */
  public SoakReport run(long games, long seed) {
    return run(games, seed, Optional.empty(), Optional.empty());
  }

  /**
   * Plays up to {@code games} games from {@code seed}, stopping early when {@code budget} has passed (games
   * already started finish), reporting progress on {@code progress}, and reports what it saw.
   */
  public SoakReport run(long games, long seed, Optional<Duration> budget, Optional<ProgressLine> progress) {
    long start = System.nanoTime();
    long deadline = budget.map(b -> start + b.toNanos()).orElse(Long.MAX_VALUE);
    long cells = space.cellCount();
    long first = Math.floorMod(seed, cells);
    long stride = strideFor(cells);
    Tally total = new Tally();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<Tally>> parts = new ArrayList<>();
      for (long from = 0; from < games; from += CHUNK) {
        long lo = from;
        long hi = Math.min(games, from + CHUNK);
        parts.add(pool.submit(() -> System.nanoTime() < deadline ? play(lo, hi, first, stride, cells, seed)
            : new Tally()));
      }
      for (Future<Tally> part : parts) {
        while (true) {
          try {
            total.add(part.get(1, TimeUnit.SECONDS));
            break;
          } catch (TimeoutException e) {
            progress.ifPresent(p -> p.update(total.attempted, games, total.failureCount));
          }
        }
        progress.ifPresent(p -> p.update(total.attempted, games, total.failureCount));
      }
      progress.ifPresent(p -> p.finish(total.attempted, games, total.failureCount));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("the soak was interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("a soak game could not be played: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return new SoakReport(total.attempted, total.skipped, total.unfinished, total.failures, total.failureCount,
        total.byCombination, total.byModule, Duration.ofNanos(System.nanoTime() - start));
  }

  private Tally play(long lo, long hi, long first, long stride, long cells, long seed) {
    Tally tally = new Tally();
    for (long i = lo; i < hi; i++) {
      tally.attempted++;
      SoakCell cell = space.cell(Math.floorMod(first + i * stride, cells));
      Optional<GameCase> game = space.game(cell, SplitMix64.mix(seed + i));
      if (game.isEmpty()) {
        tally.skipped++;
        continue;
      }
      PropertyRunner runner = i % 2 == 0 ? random : greedy;
      PropertyRunner.CheckedGame checked = runner.checkAndKeep(game.get().config(), game.get().seed(), false);
      if (checked.failure().isPresent() && !endlessReDeals(checked)) {
        tally.fail(runner.check(game.get().config(), game.get().seed()).orElse(checked.failure().get()));
      } else {
        tally.count(cell, checked.game());
      }
    }
    return tally;
  }

  /**
   * Whether a game ran out of moves only because Go-out keeps re-dealing blocked rounds, as Section V says
   * it must: at least {@value #BLOCKED_STREAK} of its finished rounds, and most of them, were blocked, and
   * the round in play is young. Such a game is counted with its blocked rounds (the summary's blocked-round
   * rate shows the combination) rather than reported as an engine failure; a round that never ends is still
   * a failure.
   */
  static boolean endlessReDeals(PropertyRunner.CheckedGame checked) {
    if (!checked.failure().get().invariant().equals(PropertyRunner.TERMINATES)) {
      return false;
    }
    PlayedGame game = checked.game();
    List<RoundResult> history = game.finalState().history();
    long blocked = history.stream().filter(RoundResult::blocked).count();
    if (blocked < BLOCKED_STREAK || 2 * blocked < history.size()) {
      return false;
    }
    List<Integer> rounds = game.roundIndexes();
    int inThisRound = 0;
    for (int i = rounds.size() - 1; i >= 0 && rounds.get(i) == history.size(); i--) {
      inThisRound++;
    }
    return inThisRound < ROUND_MOVE_LIMIT;
  }

  private static long strideFor(long cells) {
    for (long s : STRIDES) {
      if (BigInteger.valueOf(s).gcd(BigInteger.valueOf(cells)).equals(BigInteger.ONE)) {
        return s;
      }
    }
    return 1;
  }

  /** What one worker saw; merged at the end, never shared between threads. */
  private static final class Tally {
    final Map<String, GroupStats> byCombination = new HashMap<>();
    final Map<String, GroupStats> byModule = new HashMap<>();
    final List<FailureReport> failures = new ArrayList<>();
    long failureCount;
    long attempted;
    long skipped;
    long unfinished;

    void count(SoakCell cell, PlayedGame game) {
      long blocked = 0;
      List<RoundResult> history = game.finalState().history();
      for (RoundResult r : history) {
        if (r.blocked()) {
          blocked++;
        }
      }
      GroupStats one = new GroupStats(cell.moduleKey(), 1, game.plies(), history.size(), blocked);
      if (!game.finished()) {
        unfinished++;
      }
      byCombination.merge(one.group(), one, GroupStats::plus);
      List<String> modules = cell.modules().isEmpty() ? List.of("(none)") : cell.modules();
      for (String module : modules) {
        GroupStats m = new GroupStats(module, 1, game.plies(), history.size(), blocked);
        byModule.merge(module, m, GroupStats::plus);
      }
    }

    void fail(FailureReport report) {
      failureCount++;
      if (failures.size() < SoakReport.KEPT_FAILURES) {
        failures.add(report);
      }
    }

    void add(Tally other) {
      other.byCombination.forEach((k, v) -> byCombination.merge(k, v, GroupStats::plus));
      other.byModule.forEach((k, v) -> byModule.merge(k, v, GroupStats::plus));
      for (FailureReport f : other.failures) {
        if (failures.size() < SoakReport.KEPT_FAILURES) {
          failures.add(f);
        }
      }
      failureCount += other.failureCount;
      attempted += other.attempted;
      skipped += other.skipped;
      unfinished += other.unfinished;
    }
  }
}
