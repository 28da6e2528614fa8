// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.SearchKernel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;

/**
 * Plays Warp sectors and checks invariants after every move. A game is launched from its seed and each
 * move is picked among {@code legalMoves} by the {@link MoveChooser} (uniformly by default) with random
 * numbers derived from the same seed, so (configuration, seed) reproduces the whole game.
 *
 * <p>Besides the caller's invariants the runner itself requires that every listed move applies, that a
 * sector not over always offers a move, and that it ends within the move budget. When something breaks,
 * {@link #check} minimises the configuration — dropping plugins, putting options back to their defaults,
 * shortening the sector, shrinking the fleet and the set, one step at a time while the same invariant still
 * breaks with the same seed — and returns a {@link FailureReport}. Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class PropertyRunner {
  /** Moves a sector may take before the runner calls it non-terminating. */
  public static final int DEFAULT_MOVE_BUDGET = 20_000;
  /** Name of the runner's own termination check in reports. */
  public static final String TERMINATES = "terminates within the move budget";
  /** Name of the runner's own check that every chosen listed move applies. */
  public static final String LISTED_MOVE_APPLIES = "listed move applies";
  /** Name of the runner's own check that a sector not over offers a move. */
  public static final String MOVE_UNTIL_OVER = "a move is offered until the sector is over";

  // Keeps the choice stream apart from the deal's shuffle, which also starts at the seed.
  private static final int MINIMISE_RUNS = 400;

  /** Mixed into a game's seed to pick the moves that get the sampled checks, apart from its move choices. */
  private static final long SAMPLE_SALT = 0x5A4D_9C1E_D0C5_0001L;

  private final List<Invariant<WarpState, WarpMove, WarpEvent>> invariants;
  private final List<Invariant<WarpState, WarpMove, WarpEvent>> sampled;
  private final int sampleOneIn;
  private final int moveBudget;
  private final PluginRegistry registry;
  private final MoveChooser chooser;

  private PropertyRunner(List<Invariant<WarpState, WarpMove, WarpEvent>> invariants,
      List<Invariant<WarpState, WarpMove, WarpEvent>> sampled, int sampleOneIn, int moveBudget,
      PluginRegistry registry, MoveChooser chooser) {
    this.invariants = List.copyOf(invariants);
    this.sampled = List.copyOf(sampled);
    this.sampleOneIn = sampleOneIn;
    this.moveBudget = moveBudget;
    this.registry = registry;
    this.chooser = chooser;
  }

  /**
   * A runner checking {@code invariants}, with the default move budget, uniform move choice and plugins
   * from the classpath.
   */
  public static PropertyRunner of(List<Invariant<WarpState, WarpMove, WarpEvent>> invariants) {
    return new PropertyRunner(invariants, List.of(), 1, DEFAULT_MOVE_BUDGET, PluginRegistry.discover(),
        MoveChooser.uniform());
  }

  /** This runner allowing at most {@code moves} moves per sector. */
  public PropertyRunner withMoveBudget(int moves) {
    if (moves < 1) {
      throw new IllegalArgumentException("a move budget must be at least 1, not " + moves);
    }
    return new PropertyRunner(invariants, sampled, sampleOneIn, moves, registry, chooser);
  }

  /**
   * This runner also checking {@code checks} — the dear ones, such as JSON round trips and view leaks — at
   * about one position in {@code oneIn} (the launch is one) and after every move that ends a round or the
   * sector. Which positions are sampled depends on the game's seed and the move number only, so replaying a
   * game samples the same ones; a failing game is shrunk with every check after every move.
   */
  public PropertyRunner withSampledInvariants(List<Invariant<WarpState, WarpMove, WarpEvent>> checks, int oneIn) {
    if (oneIn < 1) {
      throw new IllegalArgumentException("a sampling rate is one move in at least 1, not " + oneIn);
    }
    return new PropertyRunner(invariants, checks, oneIn, moveBudget, registry, chooser);
  }

  /** This runner finding plugins in {@code registry}. */
  public PropertyRunner withRegistry(PluginRegistry registry) {
    return new PropertyRunner(invariants, sampled, sampleOneIn, moveBudget, Objects.requireNonNull(registry),
        chooser);
  }

  /** This runner picking moves with {@code chooser}. */
  public PropertyRunner withChooser(MoveChooser chooser) {
    return new PropertyRunner(invariants, sampled, sampleOneIn, moveBudget, registry,
        Objects.requireNonNull(chooser));
  }

  /** The invariants checked after every move. */
  public List<Invariant<WarpState, WarpMove, WarpEvent>> invariants() {
    return invariants;
  }

  /** The invariants checked at sampled moves and round ends (see {@link #withSampledInvariants}). */
  public List<Invariant<WarpState, WarpMove, WarpEvent>> sampledInvariants() {
    return sampled;
  }

  /** The move budget per sector. */
  public int moveBudget() {
    return moveBudget;
  }

  /**
   * The rules for {@code config}, with this runner's plugin registry.
   *
   * @throws InvalidConfigException if the registry refuses the configuration's plugins
   */
  public WarpRules rules(WarpConfig config) {
    return WarpRules.of(config, registry);
  }

  /**
   * Plays one sector without checking invariants, stopping when it is over, when no move is offered, or at
   * the move budget.
   *
   * @throws InvalidConfigException if the registry refuses the configuration's plugins
   */
  public PlayedGame play(WarpConfig config, long seed) {
    return walk(config, seed, false).record;
  }

  /**
   * How many events of {@code type} the game {@link #play(WarpConfig, long)} plays reports, for checking
   * that a rule actually came into play in sampled games.
   */
  public int countEvents(WarpConfig config, long seed, Class<? extends WarpEvent> type) {
    WarpRules rules = rules(config);
    WarpState s = rules.start(seed);
    int count = 0;
    for (WarpMove m : play(config, seed).moves()) {
      Transition<WarpState, WarpEvent> t = rules.apply(s, m);
      for (WarpEvent e : t.events()) {
        if (type.isInstance(e)) {
          count++;
        }
      }
      s = t.state();
    }
    return count;
  }

  /** {@link #play(WarpConfig, long)} for {@code game}. */
  public PlayedGame play(GameCase game) {
    return play(game.config(), game.seed());
  }

  /**
   * Plays one sector checking every invariant after every move.
   *
   * @return empty if everything held; otherwise the first failure, with a minimised configuration
   * @throws InvalidConfigException if the registry refuses the configuration's plugins
   */
  public Optional<FailureReport> check(WarpConfig config, long seed) {
    return checkAndKeep(config, seed).failure();
  }

  /**
   * Plays one sector checking every invariant after every move, like {@link #check(WarpConfig, long)}, and
   * also keeps the game as played (up to the first failure), for callers that gather statistics such as
   * the blocked-round rate while they check.
   *
   * @throws InvalidConfigException if the registry refuses the configuration's plugins
   */
  public CheckedGame checkAndKeep(WarpConfig config, long seed) {
    return checkAndKeep(config, seed, true);
  }

  /**
   * {@link #checkAndKeep(WarpConfig, long)}, minimising a failure only when {@code minimise} is true;
   * otherwise the report's minimised configuration is the configuration itself. Minimising replays the
   * game many times, so a caller that may set some failures aside first can ask for it later with
   * {@link #check(WarpConfig, long)}.
   */
  public CheckedGame checkAndKeep(WarpConfig config, long seed, boolean minimise) {
    Walk walk = walk(config, seed, true);
    return new CheckedGame(walk.record, walk.breach.map(b -> minimise ? minimise(config, seed, walk)
        : unminimised(b, config, seed)));
  }

  /** The report of {@code b} as it broke, the configuration and the moves as played. */
  private static FailureReport unminimised(Breach<WarpMove> b, WarpConfig config, long seed) {
    return new FailureReport(b.invariant(), b.message(), config, seed, b.moveIndex(), b.move(), config,
        b.moveIndex(), b.message(), List.of());
  }

  /**
   * A game played under checks: the game itself and the first failure, if any.
   *
   * @param game the game as played, stopping at the first failure
   * @param failure the minimised report of the first failure, or empty when every invariant held
   */
  public record CheckedGame(PlayedGame game, Optional<FailureReport> failure) {
    public CheckedGame {
      Objects.requireNonNull(game, "game");
      Objects.requireNonNull(failure, "failure");
    }
  }

  private FailureReport minimise(WarpConfig config, long seed, Walk walk) {
    Breach<WarpMove> first = walk.breach.orElseThrow();
    // Shrinking keeps a simpler game only if the same check breaks, so only that check need run, after
    // every move (a sampled check included: the shorter game may break it at a move the sample skips).
    List<Invariant<WarpState, WarpMove, WarpEvent>> broken = new ArrayList<>();
    for (Invariant<WarpState, WarpMove, WarpEvent> inv : allInvariants()) {
      if (inv.name().equals(first.invariant())) {
        broken.add(inv);
      }
    }
    GameFailure<WarpConfig, WarpMove> f = GameProperties.<WarpConfig, WarpState, WarpMove, WarpEvent>of(
            this::rules, broken)
        .withMoveBudget(moveBudget).withShrinkBudget(MINIMISE_RUNS).withChooser(chooser)
        .withSimplerConfigurations(ConfigMinimiser::simplerThan)
        .shrink(config, seed, first, walk.choices);
    return new FailureReport(first.invariant(), first.message(), config, seed, first.moveIndex(), first.move(),
        f.minimisedConfig(), f.shrunkMoveIndex(), f.shrunkMessage(), f.shrunkMoves());
  }

  /** {@link #check(WarpConfig, long)} for {@code game}. */
  public Optional<FailureReport> check(GameCase game) {
    return check(game.config(), game.seed());
  }

  /**
   * Plays {@code game} checking every invariant after every move.
   *
   * @throws PropertyFailure with the failure report if anything breaks
   */
  public void assertHolds(GameCase game) {
    assertHolds(game.config(), game.seed());
  }

  /** {@link #assertHolds(GameCase)} for {@code config} and {@code seed}. */
  public void assertHolds(WarpConfig config, long seed) {
    Optional<FailureReport> report = check(config, seed);
    if (report.isPresent()) {
      throw new PropertyFailure(report.get());
    }
  }

  private static final class Walk {
    final PlayedGame record;
    final List<Integer> choices;
    final Optional<Breach<WarpMove>> breach;

    Walk(PlayedGame record, List<Integer> choices, Optional<Breach<WarpMove>> breach) {
      this.record = record;
      this.choices = choices;
      this.breach = breach;
    }
  }

  private List<Invariant<WarpState, WarpMove, WarpEvent>> allInvariants() {
    List<Invariant<WarpState, WarpMove, WarpEvent>> all = new ArrayList<>(invariants);
    all.addAll(sampled);
    return all;
  }

  /**
   * The seeded sample: a move is sampled when the hash of the game's seed and its number falls in one
   * {@code sampleOneIn}th, and always when it ends a round; the launch, numbered -1, is sampled the same
   * way (the round's end checks what the deal became, so checking every deal would only double the cost of
   * short games).
   */
  private Walker.SampleAt<WarpState, WarpEvent> sampleAt(long seed) {
    IntPredicate sampled = sampledPly(seed);
    return new Walker.SampleAt<>() {
      @Override
      public boolean test(int ply, Transition<WarpState, WarpEvent> after) {
        return sampled.test(ply) || endsARound(after.events());
      }

      @Override
      public boolean atLaunch() {
        return sampled.test(-1);
      }
    };
  }

  /** Whether move {@code ply} of the game of {@code seed} is in the seeded sample. */
  private IntPredicate sampledPly(long seed) {
    long salt = SplitMix64.mix(seed ^ SAMPLE_SALT);
    return ply -> Long.remainderUnsigned(SplitMix64.mix(salt + ply), sampleOneIn) == 0;
  }

  private static boolean endsARound(List<WarpEvent> events) {
    for (WarpEvent e : events) {
      if (e instanceof WarpEvent.RoundEnded || e instanceof WarpEvent.SectorEnded) {
        return true;
      }
    }
    return false;
  }

  private Walk walk(WarpConfig config, long seed, boolean checking) {
    WarpRules rules = rules(config);
    SplittableRandom random = choiceRandom(seed);
    List<Integer> rounds = new ArrayList<>();
    Walker.Walked<WarpState, WarpMove> walked = Walker.walk(rules, seed, checking ? invariants : List.of(),
        checking ? sampled : List.of(), sampleAt(seed), moveBudget, (ply, legal) -> chooser.choose(ply, legal, random),
        s -> "in phase " + s.phase() + " of round " + s.round(),
        (before, move, after) -> rounds.add(before.history().size()));
    return new Walk(new PlayedGame(config, seed, walked.moves(), walked.legalCounts(), rounds,
        walked.finalState()), walked.choices(), walked.breach());
  }

  private static SplittableRandom choiceRandom(long seed) {
    return new SplittableRandom(SplitMix64.mix(seed ^ GameProperties.CHOICE_SALT));
  }

  /**
   * Plays the sector {@link #play(WarpConfig, long)} plays — the same moves, picked by this runner's chooser
   * from the same lists with the same random numbers — on the {@link SearchKernel} where it {@linkplain
   * SearchKernel#supports supports} the rules, which makes a move without building a state, and checks less
   * often: the invariants at every move the engine makes for the kernel (each round's end, each overtime vote)
   * rather than after every move, and they and the sampled ones at the moves {@link #withSampledInvariants}
   * samples (the launch included), not at every round's end. At those moves the engine makes the step beside
   * the kernel, and the kernel must also list the engine's legal moves in its order and reach the engine's
   * state. Rules the kernel does not play are checked as {@link
   * #checkAndKeep(WarpConfig, long, boolean) checkAndKeep(config, seed, false)} checks them. A failure is not
   * minimised.
   *
   * @throws InvalidConfigException if the registry refuses the configuration's plugins
   */
  public CheckedGame checkOnKernel(WarpConfig config, long seed) {
    WarpRules rules = rules(config);
    if (!SearchKernel.supports(rules)) {
      return checkAndKeep(config, seed, false);
    }
    SplittableRandom random = choiceRandom(seed);
    IntPredicate sampledPly = sampledPly(seed);
    List<Integer> rounds = new ArrayList<>();
    Walker.Walked<WarpState, WarpMove> walked = KernelWalk.walk(rules, seed, invariants, sampled, sampledPly,
        moveBudget, (ply, legal) -> chooser.choose(ply, legal, random), rounds);
    PlayedGame game = new PlayedGame(config, seed, walked.moves(), walked.legalCounts(), rounds,
        walked.finalState());
    return new CheckedGame(game, walked.breach().map(b -> unminimised(b, config, seed)));
  }
}
