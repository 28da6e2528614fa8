// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import org.iwgf.warp.core.game.WarpException;
import org.jspecify.annotations.Nullable;

/**
 * Raised for a match record or charter that does not hold together (seats that do not fit the fleet, a
 * charter without an id), for match JSON that cannot be read, and by {@link ResultVerifier} for a claimed
 * result the engine does not confirm. Nothing is judged or rated.
 *
 * <p>Codes: {@code SEATS}, {@code CHARTER}, {@code MALFORMED_JSON}, {@code BAD_VALUE}, and from the
 * verifier {@code ILLEGAL_MOVE}, {@code UNFINISHED}, {@code STANDINGS_MISMATCH}.
 *
 * @since 0.1.0
 */
public final class RatedPlayException extends WarpException {
  private static final long serialVersionUID = 1L;

  public RatedPlayException(String code, String message) {
    super(code, message);
  }

  public RatedPlayException(String code, String message, @Nullable Throwable cause) {
    super(code, message, cause);
  }
}
