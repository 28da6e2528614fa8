// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.List;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;

/**
 * One game as {@link PropertyRunner#play} played it: enough to replay it and to compare it with another.
 *
 * @param config the configuration
 * @param seed the launch seed
 * @param moves the moves applied, in order
 * @param legalMoveCounts how many legal moves there were before each move (same length as {@code moves})
 * @param roundIndexes how many rounds had finished before each move, re-dealt rounds included
 * @param finalState the state after the last move
 * @since 0.1.0
 */
public record PlayedGame(WarpConfig config, long seed, List<WarpMove> moves, List<Integer> legalMoveCounts,
    List<Integer> roundIndexes, WarpState finalState) {

  public PlayedGame {
    moves = List.copyOf(moves);
    legalMoveCounts = List.copyOf(legalMoveCounts);
    roundIndexes = List.copyOf(roundIndexes);
  }

  /** True if the sector ended within the move budget. */
  public boolean finished() {
    return finalState.isOver();
  }

  /** Number of moves played. */
  public int plies() {
    return moves.size();
  }
}
