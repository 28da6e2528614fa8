// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A computer player for any game written against {@link org.iwgf.warp.core.game.GameRules}: given what
 * its own seat may see and the moves open to it, it picks one. It never receives the full state, so it
 * plays under the same hidden information as a person at the table.
 *
 * <p>This is the library's one word for "something that picks moves": each game ships its own players
 * against this interface (Warp's {@code Captain}s and officers in warp-ai, the Wormhole {@code Autopilot}
 * beside its game), and warp-ai's {@code GameTable} and arena play any of them.
 *
 * <p>Implementations keep no state between calls and draw randomness from {@code random} only, so a game
 * between players replays exactly from its seed.
 *
 * @param <M> the game's move type
 * @param <V> the game's per-seat view type
 * @since 0.1.0
 */
@FunctionalInterface
public interface Player<M, V> {

  /**
   * The move this player makes.
   *
   * @param view what the acting seat may see
   * @param legalMoves the moves open to the acting seat, never empty
   * @param random this seat's seeded random source
   * @return one of {@code legalMoves}
   */
  M choose(V view, List<M> legalMoves, RandomGenerator random);

  /** A player that picks uniformly among the legal moves. */
  static <M, V> Player<M, V> random() {
    return (view, moves, random) -> moves.get(random.nextInt(moves.size()));
  }

  /**
   * A one-ply greedy player: it picks the legal move {@code scorer} rates highest for the acting seat,
   * breaking ties uniformly at random so equal moves do not always favour the first listed.
   */
  static <M, V> Player<M, V> greedy(MoveScorer<M, V> scorer) {
    return new GreedyPlayer<>(scorer);
  }
}
