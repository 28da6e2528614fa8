// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

import java.util.Objects;

/**
 * What may be sent.
 *
 * @since 0.1.0
 */
public enum CommsMode {
  /** Quick-phrase hails, free-form text and direct messages. */
  FULL,
  /** Public quick-phrase hails only: no free text, no direct messages. */
  QUICK_ONLY;

  /**
   * The mode for a sector in {@code phase}: quick-only during active play of a rated sector (so that
   * opponents cannot coordinate play), full everywhere else — the lobby, casual active play, and after the
   * standings are final.
   */
  public static CommsMode of(CommsPhase phase, boolean ratedSector) {
    Objects.requireNonNull(phase, "phase");
    return phase == CommsPhase.ACTIVE && ratedSector ? QUICK_ONLY : FULL;
  }

  /** Whether a message of {@code kind} may be sent in this mode. */
  public boolean allows(Message.Kind kind) {
    return this == FULL || kind == Message.Kind.HAIL;
  }
}
