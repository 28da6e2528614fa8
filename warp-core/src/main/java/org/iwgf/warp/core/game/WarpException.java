// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import static java.util.Objects.requireNonNull;
import org.jspecify.annotations.Nullable;

/**
 * Base of every error the library raises for bad input: an illegal move, an invalid configuration or a
 * corrupt saved state.
 *
 * <p>Each error carries a stable, upper-case {@linkplain #code() reason code} that a front-end can switch on
 * (codes never change meaning between releases) and a {@linkplain #getMessage() message} written for a
 * player. Whatever raised the error changed nothing: states are immutable, so the caller's state is still
 * valid after the exception.
 *
 * @since 0.1.0
 */
public abstract class WarpException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String code;

  protected WarpException(String code, String message) {
    super(requireNonNull(message, "message"));
    this.code = requireNonNull(code, "code");
  }

  protected WarpException(String code, String message, @Nullable Throwable cause) {
    super(requireNonNull(message, "message"), cause);
    this.code = requireNonNull(code, "code");
  }

  /** Returns the stable reason code, for example {@code NOT_YOUR_TURN} or {@code FLEET_SIZE}. */
  public final String code() {
    return code;
  }
}
