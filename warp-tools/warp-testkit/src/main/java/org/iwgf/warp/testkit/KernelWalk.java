// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import org.iwgf.warp.core.engine.SearchKernel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;

/**
 * The fast walk: the game {@link Walker} would play — the same chooser sees the same moves in the same order
 * and draws the same random numbers — played on the {@link SearchKernel}, which makes a move in place without
 * building a state. The checks run where a state is built anyway or where the sample falls: the invariants at
 * every move the engine makes for the kernel (each round's end, the overtime votes), and they and the dear ones
 * at the sampled moves (the launch included when it is sampled). There the step is made by the pure engine
 * beside the kernel, which must list the engine's legal moves in the engine's order and reach the engine's
 * state, and then the checks see the engine's step.
 */
final class KernelWalk {
  /** Name, in reports, of the check that the kernel lists the moves the engine lists. */
  static final String SAME_MOVES = "the search kernel lists the engine's legal moves";
  /** Name, in reports, of the check that the kernel reaches the state the engine reaches. */
  static final String SAME_STATE = "the search kernel reaches the engine's state";

  private KernelWalk() {}

  /**
   * Walks the game of {@code seed} under {@code rules} (which the kernel {@linkplain SearchKernel#supports
   * supports}), adding to {@code rounds} how many rounds had finished before each move.
   */
  static Walker.Walked<WarpState, WarpMove> walk(WarpRules rules, long seed,
      List<Invariant<WarpState, WarpMove, WarpEvent>> invariants, List<Invariant<WarpState, WarpMove, WarpEvent>> dear,
      IntPredicate sampled, int moveBudget, Walker.Choices<WarpMove> choices, List<Integer> rounds) {
    List<Invariant<WarpState, WarpMove, WarpEvent>> all = new ArrayList<>(invariants);
    all.addAll(dear);
    List<WarpMove> moves = new ArrayList<>();
    List<Integer> picked = new ArrayList<>();
    List<Integer> counts = new ArrayList<>();
    WarpState launched = rules.start(seed);
    Optional<Breach<WarpMove>> breach = Walker.checkLaunch(rules, launched, sampled.test(-1) ? all : invariants);
    SearchKernel kernel = SearchKernel.of(rules, launched);
    Codes legal = new Codes(kernel);
    int finished = launched.history().size();
    while (breach.isEmpty() && kernel.isPlaying()) {
      int ply = moves.size();
      if (ply >= moveBudget) {
        breach = Optional.of(new Breach<>(PropertyRunner.TERMINATES, ply - 1, Optional.empty(),
            "still " + where(kernel.state()) + " after " + moveBudget + " moves"));
        break;
      }
      legal.size = kernel.legalMoves(legal.codes);
      if (legal.size == 0) {
        breach = Optional.of(new Breach<>(PropertyRunner.MOVE_UNTIL_OVER, ply - 1, Optional.empty(),
            "no legal move " + where(kernel.state())));
        break;
      }
      int pick = choices.choose(ply, legal);
      if (pick < 0 || pick >= legal.size) {
        throw new IllegalStateException("the move chooser picked " + pick + " of " + legal.size + " moves");
      }
      int code = legal.codes[pick];
      WarpMove move = kernel.move(code);
      picked.add(pick);
      rounds.add(finished);
      boolean dearToo = sampled.test(ply);
      if (dearToo || kernel.madeByEngine(code)) {
        WarpState before = kernel.state();
        breach = besideTheEngine(rules, kernel, legal, before, code, move, ply, dearToo ? all : invariants);
        finished = kernel.state().history().size();
      } else {
        kernel.play(code);
      }
      moves.add(move);
      counts.add(legal.size);
    }
    return new Walker.Walked<>(moves, picked, counts, kernel.state(), breach);
  }

  /** The step {@code move} from {@code before}, made by the engine and by the kernel, compared and checked. */
  private static Optional<Breach<WarpMove>> besideTheEngine(WarpRules rules, SearchKernel kernel, Codes legal,
      WarpState before, int code, WarpMove move, int ply, List<Invariant<WarpState, WarpMove, WarpEvent>> checks) {
    List<WarpMove> engineMoves = rules.legalMoves(before);
    if (!engineMoves.equals(legal)) {
      return Optional.of(new Breach<>(SAME_MOVES, ply, Optional.of(move), "the kernel lists " + legal
          + " where the engine lists " + engineMoves + " " + where(before)));
    }
    Transition<WarpState, WarpEvent> t;
    try {
      t = rules.apply(before, move);
    } catch (RuntimeException e) {
      return Optional.of(new Breach<>(PropertyRunner.LISTED_MOVE_APPLIES, ply, Optional.of(move),
          "apply threw " + e));
    }
    kernel.play(code);
    if (!t.state().equals(kernel.state())) {
      return Optional.of(new Breach<>(SAME_STATE, ply, Optional.of(move), "after " + move + " "
          + where(before) + " the kernel's state differs from the engine's"));
    }
    return Walker.checkStep(rules, before, move, t, ply, checks);
  }

  private static String where(WarpState s) {
    return "in phase " + s.phase() + " of round " + s.round();
  }

  /**
   * The kernel's moves as a list for the chooser: a move is named only when the chooser reads it, so a
   * uniform chooser, which reads only the size, names none.
   */
  private static final class Codes extends AbstractList<WarpMove> {
    final SearchKernel kernel;
    final int[] codes;
    int size;

    Codes(SearchKernel kernel) {
      this.kernel = kernel;
      this.codes = new int[kernel.maxMoves()];
    }

    @Override
    public WarpMove get(int index) {
      if (index < 0 || index >= size) {
        throw new IndexOutOfBoundsException(index);
      }
      return kernel.move(codes[index]);
    }

    @Override
    public int size() {
      return size;
    }
  }
}
