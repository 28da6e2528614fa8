// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;

/**
 * Checks and shortcuts for rule tests, usable from any test framework: failures are
 * {@link AssertionError}s whose message says what went wrong.
 *
 * @since 0.1.0
 */
public final class MoveChecks {
  private MoveChecks() {}

  /**
   * Checks that {@code rules} refuse {@code move} in {@code state} with reason {@code code} and a non-blank
   * message, do not list it among the legal moves, and leave {@code state} as it was.
   *
   * @return the refusal, for further checks of its message
   * @throws AssertionError if any of that does not hold
   */
  public static IllegalMoveException assertRefused(WarpRules rules, WarpState state, WarpMove move,
      String code) {
    WarpState copy = rules.restore(state.snapshot());
    IllegalMoveException refusal;
    try {
      rules.apply(state, move);
      throw new AssertionError(move + " was accepted; expected a refusal with " + code);
    } catch (IllegalMoveException e) {
      refusal = e;
    }
    if (!code.equals(refusal.code())) {
      throw new AssertionError("expected " + code + " but got " + refusal.code() + ": " + refusal.getMessage());
    }
    if (String.valueOf(refusal.getMessage()).isBlank()) {
      throw new AssertionError("the refusal " + code + " has no message");
    }
    if (rules.legalMoves(state).contains(move)) {
      throw new AssertionError("a refused move is listed as legal: " + move);
    }
    if (!copy.equals(state)) {
      throw new AssertionError("a refused move changed the state");
    }
    return refusal;
  }

  /** The state after applying {@code moves} in turn to {@code state}. */
  public static WarpState play(WarpRules rules, WarpState state, WarpMove... moves) {
    WarpState now = state;
    for (WarpMove m : moves) {
      now = rules.apply(now, m).state();
    }
    return now;
  }
}
