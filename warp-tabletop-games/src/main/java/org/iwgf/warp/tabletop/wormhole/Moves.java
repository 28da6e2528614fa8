// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import org.iwgf.warp.core.game.IllegalMoveException;

/** Checks every phase makes of a move's vessel, with the same codes everywhere. */
final class Moves {
  private Moves() {}

  /**
   * The vessel {@code id}, which must belong to {@code seat}.
   *
   * @throws IllegalMoveException {@code NO_SUCH_VESSEL} or {@code NOT_YOUR_VESSEL}
   */
  static Vessel ownVessel(WormholeState state, String id, int seat) {
    Vessel v = state.vessel(id).orElseThrow(() -> new IllegalMoveException("NO_SUCH_VESSEL",
        "There is no vessel " + id + " in this battle."));
    if (v.owner() != seat) {
      throw new IllegalMoveException("NOT_YOUR_VESSEL", id + " belongs to the other commander.");
    }
    return v;
  }

  /**
   * Checks that the move names {@code next}, the vessel whose decision is awaited.
   *
   * @throws IllegalMoveException {@code NO_SUCH_VESSEL}, {@code NOT_YOUR_VESSEL} or {@code NOT_THIS_VESSEL}
   */
  static void checkNext(WormholeState state, Vessel next, String named, String doing) {
    ownVessel(state, named, next.owner());
    if (!named.equals(next.id())) {
      throw new IllegalMoveException("NOT_THIS_VESSEL", next.id() + " " + doing + " now, not " + named + ".");
    }
  }

  /** The refusal for a problem written as "CODE: sentence". */
  static IllegalMoveException refusal(String problem) {
    String[] codeAndText = problem.split(":", 2);
    return new IllegalMoveException(codeAndText[0], codeAndText[1].trim());
  }

  /** A short name of the move's kind for messages. */
  static String describe(WormholeMove move) {
    return move.getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase();
  }
}
