// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.IllegalMoveException;

/** Short names for moves and the refusal check used by the rule tests. */
final class Moves {
  private Moves() {}

  static ClassicMove lead(String tile) {
    return new ClassicMove.Lead(Coordinate.parse(tile));
  }

  static ClassicMove play(String tile, End end) {
    return new ClassicMove.Play(Coordinate.parse(tile), end);
  }

  static ClassicMove draw() {
    return new ClassicMove.Draw();
  }

  static ClassicMove pass() {
    return new ClassicMove.Pass();
  }

  /** Asserts that {@code move} is refused with {@code code} and that the state is left as it was. */
  static void refused(ClassicRules rules, ClassicState state, ClassicMove move, String code) {
    ClassicState copy = ClassicState.restore(state.snapshot());
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> rules.apply(state, move));
    assertEquals(code, e.code(), e.getMessage());
    assertEquals(copy, state);
    if (!rules.legalMoves(state).isEmpty() && rules.legalMoves(state).contains(move)) {
      throw new AssertionError(move + " is refused yet listed as legal");
    }
  }
}
