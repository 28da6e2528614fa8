// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import java.io.Serializable;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.model.RoundResult;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.json.WarpJson;
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
  private final boolean onKernel;
  private final int sampleOneIn;
  private final PropertyRunner random;
  private final PropertyRunner greedy;
  private final long cells;
  private final long stride;

  private SoakRunner(SoakSpace space, int threads, boolean thorough, boolean onKernel, int sampleOneIn,
      int moveBudget) {
    if (thorough && onKernel) {
      throw new IllegalArgumentException("a thorough soak checks every move on the engine; it cannot play on "
          + "the search kernel");
    }
    this.space = space;
    this.cells = space.cellCount();
    this.stride = strideFor(cells);
    this.threads = threads;
    this.thorough = thorough;
    this.onKernel = onKernel;
    this.sampleOneIn = sampleOneIn;
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
        : PropertyRunner.of(cheap).withSampledInvariants(dear, sampleOneIn);
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
   *
   * @throws IllegalArgumentException if the space has no cells
   */
  public static SoakRunner of(SoakSpace space) {
    if (space.cellCount() == 0) {
      throw new IllegalArgumentException("the soak space has no combination of rules to play");
    }
    return new SoakRunner(Objects.requireNonNull(space), Runtime.getRuntime().availableProcessors(), false,
        false, DEFAULT_SAMPLE_ONE_IN, PropertyRunner.DEFAULT_MOVE_BUDGET);
  }

  /** This runner on {@code threads} threads. */
  public SoakRunner withThreads(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("a soak needs at least 1 thread, not " + threads);
    }
    return new SoakRunner(space, threads, thorough, onKernel, sampleOneIn, random.moveBudget());
  }

  /**
   * This runner making every check after every move ({@code true}) or the dear ones at sampled moves.
   *
   * @throws IllegalArgumentException if {@code thorough} and this runner plays on the search kernel
   */
  public SoakRunner withThoroughChecks(boolean thorough) {
    return new SoakRunner(space, threads, thorough, onKernel, sampleOneIn, random.moveBudget());
  }

  /**
   * This runner making the dear checks at about one move in {@code oneIn} (and at every round's end, except on
   * the kernel) rather than one in {@value #DEFAULT_SAMPLE_ONE_IN}; a thorough runner makes them after every
   * move whatever the rate.
   *
   * @throws IllegalArgumentException if {@code oneIn} is below 1
   */
  public SoakRunner withSampling(int oneIn) {
    if (oneIn < 1) {
      throw new IllegalArgumentException("a sampling rate is one move in at least 1, not " + oneIn);
    }
    return new SoakRunner(space, threads, thorough, onKernel, oneIn, random.moveBudget());
  }

  /**
   * This runner playing, where the rules allow it ({@code true}), on the search kernel: the fast mode. A game
   * whose rules {@link org.iwgf.warp.core.engine.SearchKernel#supports the kernel plays} is the same game —
   * the same moves, the same statistics — played without building a state per move, and checked only at its
   * sampled moves and at every round's end, where the pure engine makes the step beside the kernel and the
   * two must agree (see {@link PropertyRunner#checkOnKernel}); every other game is played as without it.
   *
   * @throws IllegalArgumentException if {@code onKernel} and this runner is thorough
   */
  public SoakRunner withKernel(boolean onKernel) {
    return new SoakRunner(space, threads, thorough, onKernel, sampleOneIn, random.moveBudget());
  }

  /**
   * This runner failing every game still going after {@code moves} moves: a short budget makes failures on
   * purpose, to check how they are reported.
   */
  SoakRunner withMoveBudget(int moves) {
    return new SoakRunner(space, threads, thorough, onKernel, sampleOneIn, moves);
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
    Tally total = Tally.empty(seed);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<Tally>> parts = new ArrayList<>();
      for (long from = 0; from < games; from += CHUNK) {
        long lo = from;
        long hi = Math.min(games, from + CHUNK);
        parts.add(pool.submit(() -> playRange(System.nanoTime() < deadline ? lo : hi, hi, seed)));
      }
      for (Future<Tally> part : parts) {
        while (true) {
          try {
            total.add(part.get(1, TimeUnit.SECONDS));
            break;
          } catch (TimeoutException e) {
            progress.ifPresent(p -> p.update(total.games(), games, total.failureCount()));
          }
        }
        progress.ifPresent(p -> p.update(total.games(), games, total.failureCount()));
      }
      progress.ifPresent(p -> p.finish(total.games(), games, total.failureCount()));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("the soak was interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("a soak game could not be played: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return report(total, Duration.ofNanos(System.nanoTime() - start));
  }

  /**
   * Plays games {@code from} (inclusive) to {@code to} (exclusive) of the run from {@code seed}, on the
   * calling thread, and returns what they showed. Each game is the same as in {@link #run(long, long)}, so
   * the tallies of ranges that cover {@code [0, games)}, {@linkplain Tally#add added} in any order, give
   * {@link #report} the report of {@code run(games, seed)}, whatever machines played the ranges.
   *
   * @throws IllegalArgumentException if {@code from} is negative or greater than {@code to}
   */
  public Tally playRange(long from, long to, long seed) {
    if (from < 0 || from > to) {
      throw new IllegalArgumentException("no range of games runs from " + from + " to " + to);
    }
    Tally tally = Tally.empty(seed);
    for (long i = from; i < to; i++) {
      tally.attempted++;
      SoakCell cell = cellOf(i, seed);
      Optional<GameCase> game = space.game(cell, SplitMix64.mix(seed + i));
      if (game.isEmpty()) {
        tally.skipped++;
        continue;
      }
      PropertyRunner runner = runnerFor(i);
      PropertyRunner.CheckedGame checked = onKernel ? runner.checkOnKernel(game.get().config(), game.get().seed())
          : runner.checkAndKeep(game.get().config(), game.get().seed(), false);
      if (checked.failure().isPresent() && !endlessReDeals(checked)) {
        tally.fail(i);
      } else {
        tally.count(cell, checked.game());
      }
    }
    return tally;
  }

  /**
   * The report of the games {@code total} counts, which took {@code elapsed}; {@code total} comes from
   * {@link #playRange} of this runner or of one over the same space and checks. The failures it kept are
   * played again, on the calling thread, to describe each with its configuration, seed and the simplest
   * configuration that still breaks it (games are pure functions of their cell and seed, so a replay fails
   * as the game did).
   *
   * @throws IllegalStateException if a kept failure does not fail again, which would mean the game was not
   *     reproducible
   */
  public SoakReport report(Tally total, Duration elapsed) {
    List<FailureReport> failures = new ArrayList<>();
    for (long i : total.failedGames) {
      failures.add(failureOf(i, total.seed));
    }
    return new SoakReport(total.attempted, total.skipped, total.unfinished, failures, total.failureCount,
        total.byCombination, total.byModule, elapsed);
  }

  /** Game {@code i}'s failure, described as a developer needs it (minimised where a simpler game fails). */
  private FailureReport failureOf(long i, long seed) {
    GameCase game = space.game(cellOf(i, seed), SplitMix64.mix(seed + i)).orElseThrow(() ->
        new IllegalStateException("game " + i + " of seed " + seed + " failed but has no configuration now"));
    PropertyRunner runner = runnerFor(i);
    // A failure the engine alone shows is minimised; one only the kernel shows is reported as it broke.
    return runner.check(game.config(), game.seed()).or(() -> runner.checkAndKeep(game.config(), game.seed(), false)
        .failure()).or(() -> onKernel ? runner.checkOnKernel(game.config(), game.seed()).failure()
            : Optional.empty()).orElseThrow(() -> new IllegalStateException("game " + i + " of seed " + seed
            + " failed once and not when played again: it is not a function of its configuration and seed"));
  }

  /** The cell game {@code i} of a run from {@code seed} visits. */
  private SoakCell cellOf(long i, long seed) {
    return space.cell(Math.floorMod(Math.floorMod(seed, cells) + i * stride, cells));
  }

  /** Even-numbered games are played by random captains, odd-numbered ones by greedy captains. */
  private PropertyRunner runnerFor(long i) {
    return i % 2 == 0 ? random : greedy;
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

  /**
   * What a range of soak games showed: games attempted and skipped, statistics per Module combination and
   * per Module, endless re-deals, how many games failed and the numbers of the first {@value
   * SoakReport#KEPT_FAILURES} that did. Tallies of one run's ranges {@linkplain #add add} up to the tally of
   * the whole run in any order, and are {@link Serializable}, so that ranges can be played on other machines
   * and added where the report is made ({@link SoakRunner#report}). Not thread-safe: each range has its own.
   *
   * @since 0.1.0
   */
  public static final class Tally implements Serializable {
    private static final long serialVersionUID = 1L;

    private final long seed;
    private final HashMap<String, GroupStats> byCombination = new HashMap<>();
    private final HashMap<String, GroupStats> byModule = new HashMap<>();
    // The numbers of the failed games, not their reports: a report holds the game's configuration and moves,
    // which need not serialise, and it is made again from the number alone.
    private final TreeSet<Long> failedGames = new TreeSet<>();
    private long failureCount;
    private long attempted;
    private long skipped;
    private long unfinished;

    private Tally(long seed) {
      this.seed = seed;
    }

    /** No games yet of the run from {@code seed}: what {@link #add} starts from. */
    public static Tally empty(long seed) {
      return new Tally(seed);
    }

    /** The seed of the run the games belong to. */
    public long seed() {
      return seed;
    }

    /** Games attempted, skipped ones included. */
    public long games() {
      return attempted;
    }

    /** Games that broke an invariant. */
    public long failureCount() {
      return failureCount;
    }

    /**
     * Adds {@code other}'s games to this tally and returns this tally. The failures kept are the
     * lowest-numbered of both, so the order in which a run's tallies are added does not change the sum.
     *
     * @throws IllegalArgumentException if {@code other} counts games of a run from another seed
     */
    public Tally add(Tally other) {
      if (other.seed != seed) {
        throw new IllegalArgumentException("games of seed " + other.seed + " cannot join a run from seed " + seed);
      }
      other.byCombination.forEach((k, v) -> byCombination.merge(k, v, GroupStats::plus));
      other.byModule.forEach((k, v) -> byModule.merge(k, v, GroupStats::plus));
      other.failedGames.forEach(this::keep);
      failureCount += other.failureCount;
      attempted += other.attempted;
      skipped += other.skipped;
      unfinished += other.unfinished;
      return this;
    }

    private void count(SoakCell cell, PlayedGame game) {
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

    private void fail(long game) {
      failureCount++;
      keep(game);
    }

    private void keep(long game) {
      failedGames.add(game);
      if (failedGames.size() > SoakReport.KEPT_FAILURES) {
        failedGames.pollLast();
      }
    }
  }
}
