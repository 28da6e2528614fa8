// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Transition;
import org.junit.jupiter.api.Test;

/** The generic runner on a toy game: take 1, 2 or 3 from a pile until it is empty. */
class GamePropertiesTest {

  /** The pile starts at {@code start}; {@code brokenAt}, if positive, is a pile size where taking 2 throws. */
  record Countdown(int start, int brokenAt) implements GameRules<Integer, Integer, Integer, Integer> {
    @Override
    public Integer start(long seed) {
      return start;
    }

    @Override
    public int seats(Integer state) {
      return 1;
    }

    @Override
    public OptionalInt toAct(Integer state) {
      return state > 0 ? OptionalInt.of(0) : OptionalInt.empty();
    }

    @Override
    public List<Integer> legalMoves(Integer state) {
      List<Integer> out = new ArrayList<>();
      for (int take = 1; take <= Math.min(3, state); take++) {
        out.add(take);
      }
      return out;
    }

    @Override
    public Transition<Integer, Integer> apply(Integer state, Integer take) {
      if (take < 1 || take > Math.min(3, state)) {
        throw new IllegalMoveException("TAKE", "Take 1 to 3, at most the pile.");
      }
      if (state == brokenAt && take == 2) {
        throw new IllegalStateException("planted defect");
      }
      return new Transition<>(state - take, List.of(take));
    }

    @Override
    public Optional<Outcome> outcome(Integer state) {
      return state == 0 ? Optional.of(Outcome.ranked(List.of(0), false, "none")) : Optional.empty();
    }

    @Override
    public Integer view(Integer state, int seat) {
      return state;
    }

    @Override
    public List<Integer> eventsFor(List<Integer> events, int seat) {
      return events;
    }

    @Override
    public Integer spectatorView(Integer state) {
      return state;
    }

    @Override
    public List<Integer> spectatorEvents(List<Integer> events) {
      return events;
    }
  }

  private static final Invariant<Integer, Integer, Integer> NEVER_SEVEN =
      Invariant.ofState("the pile never holds 7", (rules, s) -> s == 7 ? Optional.of("the pile holds 7")
          : Optional.empty());

  @Test
  void gamesThatKeepTheInvariantsPass() {
    GameProperties<Integer, Integer, Integer, Integer> runner =
        GameProperties.of(start -> new Countdown(start, 0), List.of());
    for (long seed = 0; seed < 20; seed++) {
      assertEquals(Optional.empty(), runner.check(30, seed), "seed " + seed);
      int taken = runner.play(30, seed).moves().stream().mapToInt(Integer::intValue).sum();
      assertEquals(30, taken, "every game empties the pile");
    }
  }

  @Test
  void aFailureIsShrunkToTheSimplestConfigurationAndTheShortestGame() {
    GameProperties<Integer, Integer, Integer, Integer> runner =
        GameProperties.of((Integer start) -> new Countdown(start, 0), List.of(NEVER_SEVEN))
            .withSimplerConfigurations(start -> start > 1 ? List.of(start / 2, start - 1) : List.of());
    long seed = 0;
    Optional<GameFailure<Integer, Integer>> failure = Optional.empty();
    for (; failure.isEmpty() && seed < 100; seed++) {
      failure = runner.check(40, seed);
    }
    GameFailure<Integer, Integer> f = failure.orElseThrow();
    assertEquals("the pile never holds 7", f.invariant());
    assertTrue(f.minimisedConfig() < 40, f.toString());
    assertTrue(f.shrunkMoves().size() <= f.moveIndex() + 1, f.toString());
    int pile = f.minimisedConfig();
    for (int take : runner.replay(f.minimisedConfig(), f.seed(), f.shrunkChoices()).subList(0,
        f.shrunkChoices().size())) {
      pile -= take;
    }
    assertEquals(7, pile, "the shrunk game replays to the failure: " + f);
    assertTrue(f.toString().contains("seed " + f.seed() + "L"), f.toString());
  }

  @Test
  void aMoveLevelFailureShrinksToItsOneMove() {
    Invariant<Integer, Integer, Integer> neverThree = Invariant.named("nobody takes 3",
        (rules, before, move, after) -> move == 3 ? Optional.of("took 3") : Optional.empty());
    GameProperties<Integer, Integer, Integer, Integer> runner =
        GameProperties.of((Integer start) -> new Countdown(start, 0), List.of(neverThree))
            .withSimplerConfigurations(start -> start > 1 ? List.of(start / 2, start - 1) : List.of());
    GameFailure<Integer, Integer> f = runner.check(40, 3).orElseThrow();
    assertEquals(3, f.minimisedConfig(), f.toString());
    assertEquals(List.of(2), f.shrunkChoices(), f.toString());
    assertEquals(List.of(3), f.shrunkMoves(), f.toString());
  }

  @Test
  void aListedMoveThatDoesNotApplyIsReportedAndReplays() {
    GameProperties<Integer, Integer, Integer, Integer> runner =
        GameProperties.of((Integer start) -> new Countdown(start, 5), List.of());
    GameFailure<Integer, Integer> f = null;
    for (long seed = 0; f == null && seed < 200; seed++) {
      f = runner.check(12, seed).orElse(null);
    }
    assertTrue(f != null, "some seed takes 2 from a pile of 5");
    assertEquals(PropertyRunner.LISTED_MOVE_APPLIES, f.invariant());
    assertTrue(f.shrunkMessage().contains("planted defect"), f.toString());
    int pile = 12;
    for (int take : f.shrunkMoves()) {
      pile -= take;
    }
    assertEquals(5, pile, "the shrunk game reaches a pile of 5, where taking 2 throws: " + f);
    assertTrue(f.shrunkMoves().size() <= f.moveIndex(), "no longer than the game that found it: " + f);
    long seed = f.seed();
    AssertionError thrown = assertThrows(AssertionError.class, () -> runnerFor(5).assertHolds(12, seed));
    assertTrue(thrown.getMessage().contains("listed move applies"), thrown.getMessage());
  }

  private static GameProperties<Integer, Integer, Integer, Integer> runnerFor(int brokenAt) {
    return GameProperties.of((Integer start) -> new Countdown(start, brokenAt), List.<Invariant<Integer,
        Integer, Integer>>of()).withMoveBudget(100);
  }
}
