// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

import org.iwgf.warp.core.game.WarpException;

/**
 * Raised for a message or limit that does not hold together. Whether a well-formed message may be sent is
 * not an error: {@link CommsPolicy#check} answers it with a {@link CommsDecision}.
 *
 * <p>Codes: {@code MESSAGE}, {@code RATE_LIMIT}.
 *
 * @since 0.1.0
 */
public final class CommsException extends WarpException {
  private static final long serialVersionUID = 1L;

  public CommsException(String code, String message) {
    super(code, message);
  }
}
