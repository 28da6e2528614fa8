// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@link GameProperties} found when an invariant broke: the game as played from its seed, and the same
 * failure shrunk to the simplest configuration and the shortest, lowest choice of moves that still break the
 * same invariant. Either is enough to reproduce it: the first with {@code check(config, seed)}, the second
 * with {@code replay(minimisedConfig, seed, shrunkChoices)}.
 *
 * @param <C> the game's configuration
 * @param <M> the game's move
 * @param invariant the name of the invariant that broke
 * @param message its explanation
 * @param config the configuration played
 * @param seed the launch seed
 * @param moveIndex the move after which it broke (−1: at launch)
 * @param move that move, if any
 * @param minimisedConfig the simplest configuration found that breaks it with the same seed
 * @param shrunkChoices the move choices (index into each legal-move list) of the shortest game found that
 *     breaks it under {@code minimisedConfig}; past their end the first legal move is played
 * @param shrunkMoves the moves those choices play, up to the failure
 * @param shrunkMoveIndex the move after which it broke in the shrunk game (−1: at launch)
 * @param shrunkMessage the invariant's explanation in the shrunk game
 * @since 0.1.0
 */
public record GameFailure<C, M>(String invariant, String message, C config, long seed, int moveIndex,
    Optional<M> move, C minimisedConfig, List<Integer> shrunkChoices, List<M> shrunkMoves, int shrunkMoveIndex,
    String shrunkMessage) {

  public GameFailure {
    Objects.requireNonNull(invariant, "invariant");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(config, "config");
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(minimisedConfig, "minimisedConfig");
    shrunkChoices = List.copyOf(shrunkChoices);
    shrunkMoves = List.copyOf(shrunkMoves);
    Objects.requireNonNull(shrunkMessage, "shrunkMessage");
  }

  /** A report a developer can act on: what broke, where, the seed, and the shrunk game move by move. */
  @Override
  public String toString() {
    StringBuilder b = new StringBuilder();
    b.append("Invariant \"").append(invariant).append("\" broke ")
        .append(moveIndex < 0 ? "at launch" : "at move " + moveIndex + move.map(m -> " (" + m + ")").orElse(""))
        .append(", seed ").append(seed).append("L\n  ").append(message)
        .append("\n  configuration: ").append(config);
    if (!minimisedConfig.equals(config)) {
      b.append("\n  simplest configuration that still breaks it: ").append(minimisedConfig);
    }
    b.append("\n  shortest game found (").append(shrunkMoves.size()).append(" moves, choices ")
        .append(shrunkChoices).append("): ").append(shrunkMoves).append("\n  ").append(shrunkMessage);
    return b.toString();
  }
}
