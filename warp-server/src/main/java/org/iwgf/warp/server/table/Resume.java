// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

/**
 * What a connection is sent first when it starts listening at a table ({@link Tables#listen(String, int,
 * Resume, java.util.function.Consumer)}): the present update, the updates a returning client missed, or a fresh
 * view.
 *
 * @since 1.0.0
 */
public sealed interface Resume {

  /** A client that saw nothing yet: the seat's present update ({@code "type":"update"}). */
  record Present() implements Resume {}

  /**
   * A client that comes back having seen every update up to sequence number {@code seq}: each update after it,
   * in order, drawn again for the seat; or one fresh view ({@code "type":"resync"}) when they cannot be given
   * ({@code reason} {@code TOO_OLD} past {@link org.iwgf.warp.server.game.LiveGame#REPLAYED_UPDATES}, {@code
   * AHEAD} for a number the table has not reached).
   *
   * @param seq the last sequence number the client saw, at least 0
   */
  record After(int seq) implements Resume {
    /**
     * @throws IllegalArgumentException for a negative number
     */
    public After {
      if (seq < 0) {
        throw new IllegalArgumentException("A sequence number is at least 0, not " + seq);
      }
    }
  }

  /**
   * A client that comes back but is sent the present update as a fresh view ({@code "type":"resync"}) whatever
   * it saw, with {@code reason} (the server uses {@code RATE_LIMITED} when the client's message allowance is
   * spent, since catching up costs more than one update).
   *
   * @param reason an upper-case code saying why
   */
  record Fresh(String reason) implements Resume {}
}
