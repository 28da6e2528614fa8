// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.json.WarpJson;

/**
 * What broke in a property run and how to see it again. The game is a pure function of (configuration,
 * seed) under the runner's move chooser, so {@code runner.check(config(), seed())} breaks the same invariant
 * at the same move again, and so does {@code runner.check(minimisedConfig(), seed())} at
 * {@link #minimisedMoveIndex()}.
 *
 * @param invariant name of the invariant that broke
 * @param message the invariant's explanation
 * @param config the configuration that broke it
 * @param seed the launch seed (it also drives the move choices)
 * @param moveIndex zero-based index of the move after which the invariant broke; −1 when the launched
 *     state already broke it
 * @param move that move, if any
 * @param minimisedConfig the simplest configuration found that breaks the same invariant with the same seed
 *     (options back to their defaults, smaller fleet, fewer rounds, smaller set); {@code config} itself if
 *     nothing simpler does
 * @param minimisedMoveIndex where the shortest game found under the minimised configuration breaks it
 * @param minimisedMessage the invariant's explanation under the minimised configuration
 * @param shrunkMoves the shortest game found, under the minimised configuration and the same seed, that
 *     still breaks it: its moves up to the failure (each the first listed move wherever that still fails)
 * @since 0.1.0
 */
public record FailureReport(String invariant, String message, WarpConfig config, long seed, int moveIndex,
    Optional<WarpMove> move, WarpConfig minimisedConfig, int minimisedMoveIndex, String minimisedMessage,
    List<WarpMove> shrunkMoves) {

  public FailureReport {
    Objects.requireNonNull(invariant, "invariant");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(config, "config");
    move = move == null ? Optional.empty() : move;
    Objects.requireNonNull(minimisedConfig, "minimisedConfig");
    Objects.requireNonNull(minimisedMessage, "minimisedMessage");
    shrunkMoves = List.copyOf(shrunkMoves);
  }

  /** The configuration as JSON that {@code WarpConfig}'s JSON reader accepts. */
  public static String json(WarpConfig config) {
    return WarpJson.writeConfig(config);
  }

  /** A report a developer can act on: what broke, where, the configurations as JSON and the seed. */
  @Override
  public String toString() {
    StringBuilder b = new StringBuilder();
    b.append("Invariant \"").append(invariant).append("\" broke ").append(where(moveIndex, move))
        .append(", seed ").append(seed).append("L\n");
    b.append("  ").append(message).append('\n');
    b.append("  config (").append(GameCase.summary(config)).append("):\n    ").append(json(config)).append('\n');
    if (minimisedConfig.equals(config)) {
      b.append("  minimised: no simpler configuration breaks it with this seed\n");
    } else {
      b.append("  minimised (").append(GameCase.summary(minimisedConfig)).append("), breaks ")
          .append(where(minimisedMoveIndex, Optional.empty())).append(":\n    ").append(json(minimisedConfig))
          .append("\n    ").append(minimisedMessage).append('\n');
    }
    if (!shrunkMoves.isEmpty()) {
      b.append("  shortest game found (").append(shrunkMoves.size()).append(" moves): ").append(shrunkMoves)
          .append('\n');
    }
    b.append("  reproduce: runner.check(<config above>, ").append(seed).append("L) — moves are chosen from the seed");
    return b.toString();
  }

  private static String where(int index, Optional<WarpMove> move) {
    if (index < 0) {
      return "in the launched state";
    }
    return "after move " + index + move.map(m -> " (" + m + ")").orElse("");
  }
}
