// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.game.RecordedGame;

/**
 * A whole game of Warp 6 Classic as data: its configuration, its seed and every move in order. Because the
 * rules are a pure function of these, {@link #replay()} rebuilds every state exactly. In JSON:
 * {@code {"config": {…}, "seed": 42, "moves": [{"type": "play", …}, …]}}.
 *
 * @param config how the game was set up
 * @param seed the seed it was started from
 * @param moves every move, in order
 * @since 1.0.0
 */
public record ClassicRecord(ClassicConfig config, long seed, List<ClassicMove> moves)
    implements RecordedGame<ClassicConfig, ClassicMove> {
  /** Copies the moves. */
  public ClassicRecord {
    Objects.requireNonNull(config, "config");
    moves = List.copyOf(moves);
  }

  /** This record with {@code move} made next. */
  public ClassicRecord then(ClassicMove move) {
    List<ClassicMove> more = new ArrayList<>(moves);
    more.add(Objects.requireNonNull(move, "move"));
    return new ClassicRecord(config, seed, more);
  }

  /**
   * The state after every move, under {@code ClassicRules.of(config())}.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException with code {@code REPLAY} if a move is not legal
   *     where it was recorded
   */
  public ClassicState replay() {
    return replay(ClassicRules.of(config));
  }
}
