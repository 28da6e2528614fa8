// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import org.iwgf.warp.core.game.WarpException;

/**
 * A request the table server refuses for reasons of its own (an unknown table, a bad seat token, a message
 * too large, a flooding connection), with a stable code like the library's errors.
 *
 * @since 0.1.0
 */
public final class TableException extends WarpException {
  private static final long serialVersionUID = 1L;

  /** A refusal with {@code code} and a sentence for the player. */
  public TableException(String code, String message) {
    super(code, message);
  }
}
