// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.List;

/**
 * A whole game as data: the configuration, the seed it was started from and every move in order. The rules
 * are a pure function of these three, so {@link #replay} rebuilds the exact state the game reached, hidden
 * information included. Each game's record type is one of these (Warp's {@code GameRecord},
 * {@code ClassicRecord}, {@code BlackHoleRecord}, {@code WormholeRecord}), so a tool replays any of them the
 * same way; {@link GameProvider#record} makes one for any game.
 *
 * @param <C> configuration
 * @param <M> move
 * @since 1.0.0
 */
public interface RecordedGame<C, M> {

  /** The configuration the game was started with. */
  C config();

  /** The seed passed to {@link GameRules#start(long)}. */
  long seed();

  /** The moves made, in order. */
  List<M> moves();

  /**
   * The state the recorded game reached: {@code rules.start(seed())} with every move applied in turn.
   *
   * @param rules rules built for {@link #config()}
   * @throws InvalidStateException code {@code REPLAY} if a recorded move is not legal where it was made; the
   *     message names the move as {@code moves[i]} (counting from 0) and says why it is refused
   */
  default <S> S replay(GameRules<S, M, ?, ?> rules) {
    return Replay.of(rules, seed(), moves());
  }
}
