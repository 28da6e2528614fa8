// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Transition;

/**
 * Something that must hold throughout a game. {@link #check} sees one step — the state before, the move
 * and the resulting transition — and answers with a failure message, or empty when the step is fine;
 * {@link #checkLaunch} sees the freshly dealt state. Build one that only looks at states with
 * {@link #ofState}; give a lambda a name for reports with {@link #named}.
 *
 * @param <S> the game's state type
 * @param <M> the game's move type
 * @param <E> the game's event type
 * @since 0.1.0
 */
@FunctionalInterface
public interface Invariant<S, M, E> {

  /**
   * Checks the step that applied {@code move} to {@code before} under {@code rules}.
   *
   * @return why the invariant broke, or empty if it holds
   */
  Optional<String> check(GameRules<S, M, E, ?> rules, S before, M move, Transition<S, E> after);

  /** Checks the state a game was launched in; by default nothing. */
  default Optional<String> checkLaunch(GameRules<S, M, E, ?> rules, S launched) {
    return Optional.empty();
  }

  /** The name reports use; minimisation keeps a simpler configuration only if the same name breaks. */
  default String name() {
    return "unnamed invariant";
  }

  /** A check of a single state. */
  @FunctionalInterface
  interface StateCheck<S, M, E> {
    /** Why {@code state} breaks the invariant, or empty. */
    Optional<String> check(GameRules<S, M, E, ?> rules, S state);
  }

  /** {@code check} under {@code name}. */
  static <S, M, E> Invariant<S, M, E> named(String name, Invariant<S, M, E> check) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(check, "check");
    return new Invariant<>() {
      @Override
      public Optional<String> check(GameRules<S, M, E, ?> rules, S before, M move, Transition<S, E> after) {
        return check.check(rules, before, move, after);
      }

      @Override
      public Optional<String> checkLaunch(GameRules<S, M, E, ?> rules, S launched) {
        return check.checkLaunch(rules, launched);
      }

      @Override
      public String name() {
        return name;
      }

      @Override
      public String toString() {
        return name;
      }
    };
  }

  /** An invariant of single states, checked on the launched state and after every move. */
  static <S, M, E> Invariant<S, M, E> ofState(String name, StateCheck<S, M, E> check) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(check, "check");
    return new Invariant<>() {
      @Override
      public Optional<String> check(GameRules<S, M, E, ?> rules, S before, M move, Transition<S, E> after) {
        return check.check(rules, after.state());
      }

      @Override
      public Optional<String> checkLaunch(GameRules<S, M, E, ?> rules, S launched) {
        return check.check(rules, launched);
      }

      @Override
      public String name() {
        return name;
      }

      @Override
      public String toString() {
        return name;
      }
    };
  }

  /** A step check written with a test framework's assertions. */
  @FunctionalInterface
  interface StepAssertions<S, M, E> {
    /** Throws an {@link AssertionError} if the step breaks the invariant. */
    void check(GameRules<S, M, E, ?> rules, S before, M move, Transition<S, E> after);
  }

  /** A state check written with a test framework's assertions. */
  @FunctionalInterface
  interface StateAssertions<S, M, E> {
    /** Throws an {@link AssertionError} if {@code state} breaks the invariant. */
    void check(GameRules<S, M, E, ?> rules, S state);
  }

  /**
   * An invariant written with assertions (JUnit's, AssertJ's, plain {@code assert}): it breaks, with the
   * assertion's message, when {@code body} throws an {@link AssertionError}.
   */
  static <S, M, E> Invariant<S, M, E> asserting(String name, StepAssertions<S, M, E> body) {
    Objects.requireNonNull(body, "body");
    return named(name, (rules, before, move, after) -> failureOf(() -> body.check(rules, before, move, after)));
  }

  /** {@link #asserting} for single states, checked on the launched state and after every move. */
  static <S, M, E> Invariant<S, M, E> assertingState(String name, StateAssertions<S, M, E> body) {
    Objects.requireNonNull(body, "body");
    return ofState(name, (rules, state) -> failureOf(() -> body.check(rules, state)));
  }

  private static Optional<String> failureOf(Runnable assertions) {
    try {
      assertions.run();
      return Optional.empty();
    } catch (AssertionError e) {
      return Optional.of(String.valueOf(e.getMessage()));
    }
  }
}
