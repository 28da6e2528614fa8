// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.captain;

import java.util.List;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * A computer captain: Warp's {@link Player}. Every seat at a Warp table is a Captain (the rulebook's word);
 * an implementation of this interface is one that a computer plays. Given what its own seat may see, it picks
 * one of the moves listed in {@link SeatView#legalMoves()}. The generic table and the arena play captains like
 * the players of any other game. A captain never sees the full state (other hands, the draw order), so it
 * plays under the same hidden information as a person at the table. The officers of Section VII
 * ({@link org.iwgf.warp.ai.officer.Officer}) are the captains with a commission; {@link RandomCaptain} and
 * {@link GreedyCaptain} are baselines.
 *
 * <p>Implementations keep no state between calls and draw any randomness they need from {@code random}
 * only: given the same view and a generator in the same position, they return the same move. A table
 * runner hands each seat its own seeded generator, so whole sectors replay exactly from their seed.
 *
 * @since 0.1.0
 */
@FunctionalInterface
public interface Captain extends Player<WarpMove, SeatView> {

  /**
   * The move this captain makes.
   *
   * @param view the seat's view; {@link SeatView#atHelm()} is true and {@link SeatView#legalMoves()} is not
   *     empty
   * @param random this seat's seeded random source
   * @return one of {@code view.legalMoves()}
   */
  WarpMove choose(SeatView view, RandomGenerator random);

  /**
   * As a {@link Player} of Warp: the seat's view already lists its moves, so {@code legalMoves} is not read
   * (a table need not list them twice).
   */
  @Override
  default WarpMove choose(SeatView view, List<WarpMove> legalMoves, RandomGenerator random) {
    return choose(view, random);
  }

  /**
   * This captain as a player at a table of {@code rules}: a {@link org.iwgf.warp.ai.generic.LearningPlayer}
   * that keeps its seat's {@link Intel} when it {@linkplain #usesIntel() uses it}, itself otherwise.
   */
  default Player<WarpMove, SeatView> atTable(WarpRules rules) {
    return usesIntel() ? new IntelPlayer(rules, this) : this;
  }

  /**
   * The move this captain makes, knowing also what its seat has learned this round from the play it saw.
   * By default the intel is not used.
   *
   * @param view the seat's view, as for {@link #choose(SeatView, RandomGenerator)}
   * @param intel what the seat learned from its own views and its own copy of the events
   * @param random this seat's seeded random source
   * @return one of {@code view.legalMoves()}
   */
  default WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
    return choose(view, random);
  }

  /**
   * True if this captain plays better with {@link Intel}: a table then keeps each such seat's intel from
   * its own views and events and calls {@link #choose(SeatView, Intel, RandomGenerator)}.
   */
  default boolean usesIntel() {
    return false;
  }

  /**
   * The moves open to the seat of {@code view}, for implementations to choose from.
   *
   * @throws IllegalArgumentException if the seat is not at the helm
   */
  static List<WarpMove> movesOpenTo(SeatView view) {
    List<WarpMove> moves = view.legalMoves();
    if (moves.isEmpty()) {
      throw new IllegalArgumentException(view.captainName(view.seat()) + " is not at the helm.");
    }
    return moves;
  }
}
