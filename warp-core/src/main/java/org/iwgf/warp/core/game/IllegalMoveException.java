// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

/**
 * Raised by {@link GameRules#apply} when a move is not among {@link GameRules#legalMoves}; the state passed
 * in is untouched. The {@linkplain #code() code} says why, the message says it in a player's words, e.g.
 * "12-12 does not match the open end 7 of the Neutral Zone".
 *
 * <p>Codes used by the Warp engine: {@code SECTOR_OVER}, {@code NOT_YOUR_TURN}, {@code NOT_IN_HAND},
 * {@code ROUTE_CLOSED}, {@code NO_SUCH_ROUTE}, {@code NO_MATCH}, {@code RED_ALERT}, {@code MUST_CHART},
 * {@code ALREADY_DREW}, {@code PILE_EMPTY}, {@code MUST_DRAW}, {@code NO_DRAW}, {@code BEACON_UP},
 * {@code BEACON_DOWN}, {@code NO_VOTE}, {@code DECISION_PENDING}, {@code UNKNOWN_MOVE} (also for a missing
 * move). The codes of every game are listed in the repository's docs/errors.md.
 *
 * @since 0.1.0
 */
public final class IllegalMoveException extends WarpException {
  private static final long serialVersionUID = 1L;

  public IllegalMoveException(String code, String message) {
    super(code, message);
  }
}
