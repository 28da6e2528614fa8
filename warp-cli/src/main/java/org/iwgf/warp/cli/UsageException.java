// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import org.iwgf.warp.core.game.WarpException;

/**
 * Raised when the campaign simulator's command line cannot be understood. Codes: {@code UNKNOWN_OPTION}
 * (an option the simulator does not have), {@code MISSING_VALUE} (an option given without its value),
 * {@code BAD_VALUE} (a value out of range or of the wrong form) and {@code OPTION_CONFLICT} (an option
 * that does not apply to the chosen objective).
 *
 * @since 0.1.0
 */
public final class UsageException extends WarpException {
  private static final long serialVersionUID = 1L;

  /** An error with a stable {@code code} and a sentence saying what to change. */
  public UsageException(String code, String message) {
    super(code, message);
  }
}
