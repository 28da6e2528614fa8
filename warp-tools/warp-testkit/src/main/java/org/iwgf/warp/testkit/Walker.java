// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Transition;

/**
 * The one loop every property run plays: launch, then pick a listed move, apply it and check every invariant,
 * until the game is over, a check breaks, or the move budget runs out. The runner's own checks — a listed
 * move applies, a move is offered until the game is over, the game ends within the budget — are made here,
 * so that every game is held to them the same way.
 */
final class Walker {
  private Walker() {}

  /** Picks the index of the move to play among {@code legal} (never empty) at ply {@code ply}. */
  @FunctionalInterface
  interface Choices<M> {
    int choose(int ply, List<M> legal);
  }

  /** Whether the step to ply {@code ply}, which made {@code after}, gets the sampled checks too. */
  @FunctionalInterface
  interface SampleAt<S, E> {
    boolean test(int ply, Transition<S, E> after);

    /** Whether the launched state gets the sampled checks too. */
    default boolean atLaunch() {
      return true;
    }

    static <S, E> SampleAt<S, E> never() {
      return (ply, after) -> false;
    }
  }

  /** Told of every move that applied, before its checks. */
  @FunctionalInterface
  interface Steps<S, M, E> {
    void step(S before, M move, Transition<S, E> after);
  }

  /**
   * A game as walked: the moves applied, the index chosen at each ply (one more than the moves when a listed
   * move failed to apply), the legal-move counts, the last state and the first breach.
   */
  record Walked<S, M>(List<M> moves, List<Integer> choices, List<Integer> legalCounts, S finalState,
      Optional<Breach<M>> breach) {}

  static <S, M, E> Walked<S, M> walk(GameRules<S, M, E, ?> rules, long seed,
      List<? extends Invariant<S, M, E>> invariants, int moveBudget, Choices<M> choices,
      Function<S, String> where, Steps<S, M, E> steps) {
    return walk(rules, seed, invariants, List.of(), SampleAt.never(), moveBudget, choices, where, steps);
  }

  /**
   * {@link #walk(GameRules, long, List, int, Choices, Function, Steps)} that also checks {@code sampled}
   * wherever {@code at} says so, the launch included.
   */
  static <S, M, E> Walked<S, M> walk(GameRules<S, M, E, ?> rules, long seed,
      List<? extends Invariant<S, M, E>> invariants, List<? extends Invariant<S, M, E>> sampled,
      SampleAt<S, E> at, int moveBudget, Choices<M> choices, Function<S, String> where, Steps<S, M, E> steps) {
    List<M> moves = new ArrayList<>();
    List<Integer> picked = new ArrayList<>();
    List<Integer> counts = new ArrayList<>();
    S state = rules.start(seed);
    Optional<Breach<M>> breach = checkLaunch(rules, state, invariants);
    if (breach.isEmpty() && at.atLaunch()) {
      breach = checkLaunch(rules, state, sampled);
    }
    while (breach.isEmpty() && rules.toAct(state).isPresent()) {
      int ply = moves.size();
      if (ply >= moveBudget) {
        breach = Optional.of(new Breach<>(PropertyRunner.TERMINATES, ply - 1, Optional.empty(),
            "still " + where.apply(state) + " after " + moveBudget + " moves"));
        break;
      }
      List<M> legal = rules.legalMoves(state);
      if (legal.isEmpty()) {
        breach = Optional.of(new Breach<>(PropertyRunner.MOVE_UNTIL_OVER, ply - 1, Optional.empty(),
            "no legal move " + where.apply(state)));
        break;
      }
      int pick = choices.choose(ply, legal);
      if (pick < 0 || pick >= legal.size()) {
        throw new IllegalStateException("the move chooser picked " + pick + " of " + legal.size() + " moves");
      }
      M move = legal.get(pick);
      picked.add(pick); // before applying, so that a move that fails to apply is replayed too
      Transition<S, E> t;
      try {
        t = rules.apply(state, move);
      } catch (RuntimeException e) {
        breach = Optional.of(new Breach<>(PropertyRunner.LISTED_MOVE_APPLIES, ply, Optional.of(move),
            "apply threw " + e));
        break;
      }
      moves.add(move);
      counts.add(legal.size());
      steps.step(state, move, t);
      breach = checkStep(rules, state, move, t, ply, invariants);
      if (breach.isEmpty() && !sampled.isEmpty() && at.test(ply, t)) {
        breach = checkStep(rules, state, move, t, ply, sampled);
      }
      state = t.state();
    }
    return new Walked<>(moves, picked, counts, state, breach);
  }

  static <S, M, E> Optional<Breach<M>> checkLaunch(GameRules<S, M, E, ?> rules, S launched,
      List<? extends Invariant<S, M, E>> invariants) {
    for (Invariant<S, M, E> inv : invariants) {
      Optional<String> failure;
      try {
        failure = inv.checkLaunch(rules, launched);
      } catch (RuntimeException e) {
        failure = Optional.of("the check threw " + e);
      }
      if (failure.isPresent()) {
        return Optional.of(new Breach<>(inv.name(), -1, Optional.empty(), failure.get()));
      }
    }
    return Optional.empty();
  }

  static <S, M, E> Optional<Breach<M>> checkStep(GameRules<S, M, E, ?> rules, S before, M move,
      Transition<S, E> t, int ply, List<? extends Invariant<S, M, E>> invariants) {
    for (Invariant<S, M, E> inv : invariants) {
      Optional<String> failure;
      try {
        failure = inv.check(rules, before, move, t);
      } catch (RuntimeException e) {
        failure = Optional.of("the check threw " + e);
      }
      if (failure.isPresent()) {
        return Optional.of(new Breach<>(inv.name(), ply, Optional.of(move), failure.get()));
      }
    }
    return Optional.empty();
  }
}
