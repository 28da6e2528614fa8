// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.RecordedGame;

/**
 * A whole battle as data: its configuration, its seed and every move in order. The rules are a pure
 * function of these, so {@link #replay()} rebuilds every state exactly.
 *
 * <p>It is the battle's {@link RecordedGame}: tools that replay any game's record replay this one the
 * same way.
 *
 * @param config how the battle was set up
 * @param seed the seed it was started from
 * @param moves every move, in order
 * @since 0.1.0
 */
public record WormholeRecord(WormholeConfig config, long seed, List<WormholeMove> moves)
    implements RecordedGame<WormholeConfig, WormholeMove> {

  public WormholeRecord {
    Objects.requireNonNull(config, "config");
    moves = List.copyOf(moves);
  }

  /**
   * The state after every move, under {@code WormholeRules.of(config())}.
   *
   * @throws InvalidStateException with code {@code REPLAY} if a move is not legal where it was recorded
   */
  public WormholeState replay() {
    return replay(WormholeRules.of(config));
  }

}
