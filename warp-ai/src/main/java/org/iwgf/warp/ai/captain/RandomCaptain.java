// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.captain;

import java.util.List;
import java.util.random.RandomGenerator;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * A captain that picks uniformly among its legal moves, using only the random source it is given. Useful
 * as a weak opponent and for exploring unusual positions in tests.
 *
 * @since 0.1.0
 */
public final class RandomCaptain implements Captain {
  private static final RandomCaptain INSTANCE = new RandomCaptain();

  private RandomCaptain() {}

  /** The random captain (it keeps no state, so one instance serves every seat). */
  public static RandomCaptain create() {
    return INSTANCE;
  }

  @Override
  public WarpMove choose(SeatView view, RandomGenerator random) {
    List<WarpMove> moves = Captain.movesOpenTo(view);
    return moves.get(random.nextInt(moves.size()));
  }

  @Override
  public String toString() {
    return "random";
  }
}
