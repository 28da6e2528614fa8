// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import org.iwgf.warp.core.game.WarpException;
import org.jspecify.annotations.Nullable;

/**
 * Raised for bad input to the TEI rules: a rating that is not a rating, placements that do not rank the
 * seats, a grade outside its Academy band, a placement on a locked track, or rating JSON that cannot be
 * read. Nothing is changed.
 *
 * <p>Codes: {@code BAD_RATING}, {@code BAD_PARAMETERS}, {@code PLACEMENTS}, {@code BAD_GRADE},
 * {@code PLACEMENT_BAND}, {@code PLACEMENT_LOCKED}, {@code SEATS}, {@code MALFORMED_JSON},
 * {@code BAD_VALUE}.
 *
 * @since 0.1.0
 */
public final class TeiException extends WarpException {
  private static final long serialVersionUID = 1L;

  public TeiException(String code, String message) {
    super(code, message);
  }

  public TeiException(String code, String message, @Nullable Throwable cause) {
    super(code, message, cause);
  }
}
