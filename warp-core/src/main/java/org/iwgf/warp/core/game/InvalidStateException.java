// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import org.jspecify.annotations.Nullable;

/**
 * Raised when a saved state, move or game record cannot be read back: malformed JSON, an unknown type name,
 * or a state that breaks an invariant (a coordinate missing or present twice, a seat out of range, counts
 * that do not add up). Nothing is loaded.
 *
 * <p>Codes: {@code MALFORMED_JSON}, {@code UNKNOWN_TYPE}, {@code UNKNOWN_FIELD}, {@code MISSING_FIELD},
 * {@code BAD_VALUE}, {@code TOO_LARGE} (over the {@code JsonLimits} of {@code warp-json}),
 * {@code COORDINATES}, {@code SEATS}, {@code COUNTS}, {@code PLUGINS}, {@code REPLAY}, {@code MISSING_STATE}
 * (no state given), {@code CONFIG_MISMATCH} (a state of another configuration than the rules'),
 * {@code CONFIG} (the configuration embedded in a saved state, view or record breaks a rule: the
 * {@linkplain #getCause() cause} is the {@link InvalidConfigException} with that rule's code, which the
 * message names too); games add their own, such as the battle game's {@code STATE}. The codes of every
 * game are listed in the repository's docs/errors.md.
 *
 * @since 0.1.0
 */
public final class InvalidStateException extends WarpException {
  private static final long serialVersionUID = 1L;

  public InvalidStateException(String code, String message) {
    super(code, message);
  }

  public InvalidStateException(String code, String message, @Nullable Throwable cause) {
    super(code, message, cause);
  }
}
