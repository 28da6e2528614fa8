// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.OptionalInt;

/**
 * The decisions of one phase. {@link WormholeRules} dispatches to the phase the state is in; when a
 * phase has no one left to act, {@link Flow} ends it and begins the next.
 */
interface PhaseRules {

  /**
   * Steps that need no decision when the phase begins (revealing, automatic resolution); called once as
   * the state enters the phase.
   */
  WormholeState begin(WormholeState state, List<WormholeEvent> events);

  /** The seat whose decision is awaited, or empty when the phase is over. */
  OptionalInt toAct(WormholeState state);

  /** A finite menu of legal moves for the seat to act (continuous moves are sampled). */
  List<WormholeMove> legalMoves(WormholeState state);

  /**
   * Applies a move of the seat to act.
   *
   * @throws org.iwgf.warp.core.game.IllegalMoveException if the move is not legal here
   */
  WormholeState apply(WormholeState state, WormholeMove move, List<WormholeEvent> events);
}
