// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.List;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * A captain that can say not only which move it plays but how its preference spreads over the legal moves —
 * the soft training target of expert iteration: Ω+ gives the share of its search's visits each root move
 * received, as AlphaZero's policy targets are. {@link ExpertGames} labels a decision with these shares when
 * its expert is a teacher, and with the one move played otherwise.
 *
 * @since 0.1.0
 */
public interface Teacher extends Captain {
  /**
   * Chooses the move for the seat of {@code view}, as {@link #choose(SeatView, Intel, RandomGenerator)}
   * would with the same generator, and writes into {@code shares[k]} this captain's preference for
   * {@code view.legalMoves().get(k)}: each share at least 0, all of them summing to 1.
   *
   * @throws IllegalArgumentException if the seat is not at the helm or {@code shares} is shorter than the
   *     legal moves
   */
  WarpMove teach(SeatView view, Intel intel, RandomGenerator random, float[] shares);

  /**
   * Writes the one-hot preference of a captain that plays {@code move} among {@code legal}: 1 for it, 0 for
   * the rest.
   *
   * @throws IllegalArgumentException if {@code move} is not among {@code legal} or {@code shares} is shorter
   */
  static void oneHot(List<WarpMove> legal, WarpMove move, float[] shares) {
    if (shares.length < legal.size()) {
      throw new IllegalArgumentException("room for " + shares.length + " shares, not for the " + legal.size()
          + " legal moves");
    }
    int at = legal.indexOf(move);
    if (at < 0) {
      throw new IllegalArgumentException(move + " is not among the legal moves");
    }
    for (int k = 0; k < legal.size(); k++) {
      shares[k] = k == at ? 1 : 0;
    }
  }

  /**
   * Asks {@code captain} for its move at {@code view} and writes its preference into {@code shares}: a
   * teacher's own, anyone else's one-hot on the move it plays.
   *
   * @throws IllegalArgumentException if the seat is not at the helm or {@code shares} is shorter than the
   *     legal moves
   */
  static WarpMove preference(Captain captain, SeatView view, Intel intel, RandomGenerator random, float[] shares) {
    if (captain instanceof Teacher t) {
      return t.teach(view, intel, random, shares);
    }
    WarpMove move = captain.choose(view, intel, random);
    oneHot(view.legalMoves(), move, shares);
    return move;
  }
}
