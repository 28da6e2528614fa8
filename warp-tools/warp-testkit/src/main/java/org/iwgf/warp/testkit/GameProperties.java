// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.WarpException;

/**
 * Seeded property tests for any game of the library, or any {@link GameRules}: plays games whose every
 * choice follows from (configuration, seed), checks each {@link Invariant} at launch and after every move,
 * and holds every game to the runner's own rules — a listed move applies, a move is offered until the game is
 * over ({@link PropertyRunner#MOVE_UNTIL_OVER}), and it ends within the move budget. When something breaks it
 * returns a {@link GameFailure}: the configuration is minimised through the simpler candidates the caller
 * offers, then the sequence of move choices is shrunk (cut short, each choice lowered toward the first listed
 * move) while the same invariant still breaks. Immutable and thread-safe when the invariants are.
 *
 * <pre>{@code
 * GameProperties<BlackHoleConfig, BlackHoleState, BlackHoleMove, BlackHoleEvent> race =
 *     GameProperties.of(BlackHoleRules::of, List.of(shipsAreConserved));
 * for (long seed = 0; seed < 100; seed++) {
 *   race.assertHolds(BlackHoleConfig.standard(3), seed);   // AssertionError naming seed and moves
 * }
 * }</pre>
 *
 * @param <C> configuration
 * @param <S> state
 * @param <M> move
 * @param <E> event
 * @since 0.1.0
 */
public final class GameProperties<C, S, M, E> {
  /** Moves a game may take before it counts as not terminating. */
  public static final int DEFAULT_MOVE_BUDGET = 20_000;
  /** Replays spent shrinking one failure (configuration and moves together). */
  public static final int DEFAULT_SHRINK_BUDGET = 400;
  /** Salt of the seeded move choices; Warp's {@link PropertyRunner} draws from the same stream. */
  static final long CHOICE_SALT = 0x6A09E667F3BCC909L;

  private final Function<? super C, ? extends GameRules<S, M, E, ?>> rulesFor;
  private final List<Invariant<S, M, E>> invariants;
  private final int moveBudget;
  private final int shrinkBudget;
  private final Function<? super C, ? extends List<C>> simpler;
  private final Chooser<M> chooser;

  /**
   * How a game picks its moves: the index into {@code legal} (never empty) at ply {@code ply}, drawing any
   * randomness from {@code random}, which is seeded from the game's seed. A pure function of its arguments,
   * so that a game replays from its seed.
   *
   * @param <M> the game's move
   */
  @FunctionalInterface
  public interface Chooser<M> {
    int choose(int ply, List<M> legal, SplittableRandom random);
  }

  private GameProperties(Function<? super C, ? extends GameRules<S, M, E, ?>> rulesFor,
      List<Invariant<S, M, E>> invariants, int moveBudget, int shrinkBudget,
      Function<? super C, ? extends List<C>> simpler, Chooser<M> chooser) {
    this.rulesFor = rulesFor;
    this.invariants = List.copyOf(invariants);
    this.moveBudget = moveBudget;
    this.shrinkBudget = shrinkBudget;
    this.simpler = simpler;
    this.chooser = chooser;
  }

  /** Checks {@code invariants} in games of the rules {@code rulesFor} makes for each configuration. */
  public static <C, S, M, E> GameProperties<C, S, M, E> of(
      Function<? super C, ? extends GameRules<S, M, E, ?>> rulesFor, List<Invariant<S, M, E>> invariants) {
    return new GameProperties<>(Objects.requireNonNull(rulesFor, "rulesFor"), invariants, DEFAULT_MOVE_BUDGET,
        DEFAULT_SHRINK_BUDGET, c -> List.of(), (ply, legal, random) -> random.nextInt(legal.size()));
  }

  /** This runner with a move budget of {@code moves} per game. */
  public GameProperties<C, S, M, E> withMoveBudget(int moves) {
    if (moves < 1) {
      throw new IllegalArgumentException("A move budget is at least 1, not " + moves + ".");
    }
    return new GameProperties<>(rulesFor, invariants, moves, shrinkBudget, simpler, chooser);
  }

  /** This runner spending at most {@code replays} replays on shrinking a failure (0: report it as found). */
  public GameProperties<C, S, M, E> withShrinkBudget(int replays) {
    if (replays < 0) {
      throw new IllegalArgumentException("A shrink budget is not negative: " + replays + ".");
    }
    return new GameProperties<>(rulesFor, invariants, moveBudget, replays, simpler, chooser);
  }

  /**
   * This runner minimising a failing configuration through {@code simplerThan}: for a configuration, simpler
   * ones to try, simplest first (fewer seats, a smaller board, options back to their defaults).
   */
  public GameProperties<C, S, M, E> withSimplerConfigurations(Function<? super C, ? extends List<C>> simplerThan) {
    return new GameProperties<>(rulesFor, invariants, moveBudget, shrinkBudget,
        Objects.requireNonNull(simplerThan, "simplerThan"), chooser);
  }

  /** This runner picking moves with {@code chooser} instead of uniformly among the legal ones. */
  public GameProperties<C, S, M, E> withChooser(Chooser<M> chooser) {
    return new GameProperties<>(rulesFor, invariants, moveBudget, shrinkBudget, simpler,
        Objects.requireNonNull(chooser, "chooser"));
  }

  /** The game {@code check(config, seed)} plays, without checking anything. */
  public GameRun<S, M> play(C config, long seed) {
    Walker.Walked<S, M> w = walk(config, seed, seeded(seed), List.of());
    return new GameRun<>(w.moves(), w.finalState());
  }

  /**
   * The moves of the game whose choices are {@code choices} (each an index into that ply's legal moves,
   * taken modulo their number; past the end the first legal move), for replaying a shrunk failure.
   */
  public List<M> replay(C config, long seed, List<Integer> choices) {
    return walk(config, seed, scripted(choices), List.of()).moves();
  }

  /**
   * Plays one game checking every invariant after every move.
   *
   * @return empty if everything held; otherwise the first failure, minimised and shrunk
   * @throws WarpException if the rules refuse {@code config}
   */
  public Optional<GameFailure<C, M>> check(C config, long seed) {
    Walker.Walked<S, M> first = walk(config, seed, seeded(seed), invariants);
    return first.breach().map(b -> shrink(config, seed, b, first.choices()));
  }

  /**
   * Plays one game checking every invariant after every move.
   *
   * @return the game played, for checks of its end
   * @throws AssertionError naming the invariant, the seed and the shrunk game if anything breaks
   */
  public GameRun<S, M> assertHolds(C config, long seed) {
    Walker.Walked<S, M> w = walk(config, seed, seeded(seed), invariants);
    if (w.breach().isPresent()) {
      throw new AssertionError(shrink(config, seed, w.breach().get(), w.choices()).toString());
    }
    return new GameRun<>(w.moves(), w.finalState());
  }

  /** Minimises and shrinks the failure {@code first}, found playing {@code firstChoices}. */
  GameFailure<C, M> shrink(C config, long seed, Breach<M> first, List<Integer> firstChoices) {
    String invariant = first.invariant();
    Budget budget = new Budget(shrinkBudget);
    Found<C, M> best = new Found<>(config, upTo(firstChoices, first.moveIndex()), first);
    boolean progress = true;
    while (progress && budget.remains()) {
      Found<C, M> simpler = simplerConfiguration(best, seed, invariant, budget);
      Found<C, M> shorter = shorterGame(simpler, seed, invariant, budget);
      progress = shorter != best;
      best = shorter;
    }
    List<M> moves = walk(best.config, seed, scripted(best.choices), List.of()).moves();
    return new GameFailure<>(invariant, first.message(), config, seed, first.moveIndex(), first.move(),
        best.config, best.choices, moves.subList(0, Math.min(moves.size(), best.choices.size())),
        best.breach.moveIndex(), best.breach.message());
  }

  /** A failing game: its configuration, its choices up to the failure, and the breach. */
  private record Found<C, M>(C config, List<Integer> choices, Breach<M> breach) {}

  /** Replays left for shrinking one failure. */
  private static final class Budget {
    private int left;

    Budget(int left) {
      this.left = left;
    }

    boolean remains() {
      return left > 0;
    }

    boolean spend() {
      return left-- > 0;
    }
  }

  /** The first simpler configuration that still fails, played from the seed or with the same choices. */
  private Found<C, M> simplerConfiguration(Found<C, M> from, long seed, String invariant, Budget budget) {
    Found<C, M> best = from;
    boolean simplified = true;
    while (simplified) {
      simplified = false;
      for (C candidate : simpler.apply(best.config)) {
        // The candidate fails either with the choices that failed so far or with its own seeded game; the
        // shorter of the two is the better start for shrinking the moves.
        Optional<Found<C, M>> found = Optional.empty();
        for (Walker.Choices<M> choices : List.of(GameProperties.<M>scripted(best.choices), seeded(seed))) {
          if (!budget.spend()) {
            return found.orElse(best);
          }
          Optional<Found<C, M>> again = failingAgain(candidate, seed, choices, invariant);
          if (again.isPresent() && (found.isEmpty() || isSimpler(again.get().choices, found.get().choices))) {
            found = again;
          }
        }
        if (found.isPresent()) {
          best = found.get();
          simplified = true;
          break;
        }
      }
    }
    return best;
  }

  /** Cuts the game short (then the first listed move is played), drops choices, and lowers each choice. */
  private Found<C, M> shorterGame(Found<C, M> from, long seed, String invariant, Budget budget) {
    Found<C, M> best = from;
    boolean shorter = true;
    while (shorter) {
      shorter = false;
      List<Integer> choices = best.choices;
      List<List<Integer>> candidates = new ArrayList<>();
      for (int keep = 0; keep < choices.size(); keep = keep == 0 ? 1 : keep * 2) {
        candidates.add(choices.subList(0, keep));
      }
      for (int i = 0; i < choices.size(); i++) {
        List<Integer> dropped = new ArrayList<>(choices);
        dropped.remove(i);
        candidates.add(dropped);
        if (choices.get(i) > 0) {
          candidates.add(with(choices, i, 0));
          if (choices.get(i) > 1) {
            candidates.add(with(choices, i, choices.get(i) / 2));
          }
        }
      }
      for (List<Integer> candidate : candidates) {
        if (!budget.spend()) {
          return best;
        }
        Optional<Found<C, M>> again = failingAgain(best.config, seed, scripted(candidate), invariant);
        if (again.isPresent() && isSimpler(again.get().choices, choices)) {
          best = again.get();
          shorter = true;
          break;
        }
      }
    }
    return best;
  }

  private Optional<Found<C, M>> failingAgain(C config, long seed, Walker.Choices<M> choices, String invariant) {
    Walker.Walked<S, M> w;
    try {
      w = walk(config, seed, choices, invariants);
    } catch (WarpException e) {
      return Optional.empty(); // a simpler configuration the rules refuse is simply not a candidate
    }
    return w.breach().filter(b -> b.invariant().equals(invariant))
        .map(b -> new Found<>(config, upTo(w.choices(), b.moveIndex()), b));
  }

  private Walker.Walked<S, M> walk(C config, long seed, Walker.Choices<M> choices,
      List<Invariant<S, M, E>> checks) {
    return Walker.walk(rulesFor.apply(config), seed, checks, moveBudget, choices, s -> "in a game not over",
        (before, move, after) -> { });
  }

  private Walker.Choices<M> seeded(long seed) {
    SplittableRandom random = new SplittableRandom(SplitMix64.mix(seed ^ CHOICE_SALT));
    return (ply, legal) -> chooser.choose(ply, legal, random);
  }

  private static <M> Walker.Choices<M> scripted(List<Integer> choices) {
    return (ply, legal) -> ply < choices.size() ? Math.floorMod(choices.get(ply), legal.size()) : 0;
  }

  /** The choices that led to the move at {@code moveIndex}, that move's included. */
  private static List<Integer> upTo(List<Integer> choices, int moveIndex) {
    return List.copyOf(choices.subList(0, Math.min(choices.size(), moveIndex + 1)));
  }

  private static List<Integer> with(List<Integer> choices, int index, int value) {
    List<Integer> out = new ArrayList<>(choices);
    out.set(index, value);
    return out;
  }

  /** Shorter wins; at equal length, the lower sum of choices (nearer the first listed moves). */
  private static boolean isSimpler(List<Integer> a, List<Integer> b) {
    if (a.size() != b.size()) {
      return a.size() < b.size();
    }
    return a.stream().mapToLong(Integer::longValue).sum() < b.stream().mapToLong(Integer::longValue).sum();
  }
}
