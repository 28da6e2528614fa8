// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.RecordedGame;
import org.iwgf.warp.core.game.Replay;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;

/**
 * A whole game as data: the configuration, the launch seed and every move in order. Since the rules are a
 * pure function of these three, {@link #replay} rebuilds the exact state the game reached, hidden
 * information included. In JSON: {@code {"config": {…}, "seed": 42, "moves": [{"type": "chart", …}, …], "assisted": false}}.
 *
 * <p>It is Warp's {@link RecordedGame}: tools that replay any game's record replay this one the same
 * way.
 *
 * @param config the configuration the game was launched with
 * @param seed the seed passed to {@link WarpRules#start(long)}
 * @param moves the moves applied, in order
 * @param assisted true once the tactical advisor was consulted during the game (Section VII: an assisted
 *     game is not rated)
 * @since 0.1.0
 */
public record GameRecord(WarpConfig config, long seed, List<WarpMove> moves, boolean assisted)
    implements RecordedGame<WarpConfig, WarpMove> {

  public GameRecord {
    Objects.requireNonNull(config, "config");
    moves = List.copyOf(moves);
  }

  /** The record of a game on {@code config} launched with {@code seed} in which {@code moves} were made. */
  public static GameRecord of(WarpConfig config, long seed, List<WarpMove> moves) {
    return new GameRecord(config, seed, moves, false);
  }

  /** This record with {@code move} made next. */
  public GameRecord then(WarpMove move) {
    List<WarpMove> more = new ArrayList<>(moves);
    more.add(Objects.requireNonNull(move, "move"));
    return new GameRecord(config, seed, more, assisted);
  }

  /** This record marked as assisted: the tactical advisor was consulted. The mark is never removed. */
  public GameRecord markAssisted() {
    return assisted ? this : new GameRecord(config, seed, moves, true);
  }

  /**
   * The state the recorded game reached: {@code rules.start(seed)} with every move applied in turn.
   *
   * @param rules the rules for this record's configuration (built with whatever plugin registry the caller
   *     uses)
   * @throws InvalidStateException code {@code CONFIG_MISMATCH} if {@code rules} play another configuration
   * @throws InvalidStateException code {@code REPLAY} if a recorded move is not legal where it was made;
   *     the message names the move as {@code moves[i]} (counting from 0) and says why it is refused
   */
  public WarpState replay(WarpRules rules) {
    if (!rules.config().equals(config)) {
      throw new InvalidStateException("CONFIG_MISMATCH", "These rules play another configuration than the "
          + "record's; build them with WarpRules.of(record.config()).");
    }
    return Replay.of(rules, seed, moves);
  }

  /**
   * The state the recorded game reached under {@code WarpRules.of(config())}, with the optional rules found on
   * the class path.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException if the configuration names an optional rule that
   *     is not on the class path
   * @throws InvalidStateException code {@code REPLAY} if a recorded move is not legal where it was made
   * @since 1.0.0
   */
  public WarpState replay() {
    return replay(WarpRules.of(config));
  }
}
