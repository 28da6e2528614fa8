// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.RecordedGame;

/**
 * A whole game as data: its configuration, its seed and every move in order. Because the rules are a pure
 * function of these, {@link #replay()} rebuilds every state exactly.
 *
 * <p>It is the race's {@link RecordedGame}: tools that replay any game's record replay this one the
 * same way.
 *
 * @param config how the game was set up
 * @param seed the seed it was started from
 * @param moves every move, in order
 * @since 0.1.0
 */
public record BlackHoleRecord(BlackHoleConfig config, long seed, List<BlackHoleMove> moves)
    implements RecordedGame<BlackHoleConfig, BlackHoleMove> {
  public BlackHoleRecord {
    Objects.requireNonNull(config, "config");
    moves = List.copyOf(moves);
  }

  /**
   * The state after every move, under {@code BlackHoleRules.of(config())}.
   *
   * @throws InvalidStateException with code {@code REPLAY} if a move is not legal where it was recorded
   */
  public BlackHoleState replay() {
    return replay(BlackHoleRules.of(config));
  }

}
