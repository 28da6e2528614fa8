// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.List;
import java.util.Objects;

/**
 * One game as {@link GameProperties} played it.
 *
 * @param <S> the game's state
 * @param <M> the game's move
 * @param moves the moves applied, in order
 * @param finalState the state after the last of them
 * @since 0.1.0
 */
public record GameRun<S, M>(List<M> moves, S finalState) {
  public GameRun {
    moves = List.copyOf(moves);
    Objects.requireNonNull(finalState, "finalState");
  }
}
