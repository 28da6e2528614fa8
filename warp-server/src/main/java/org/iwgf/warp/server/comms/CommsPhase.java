// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

/**
 * Where a sector is, as far as comms are concerned.
 *
 * @since 0.1.0
 */
public enum CommsPhase {
  /** Before launch, rated or casual. */
  LOBBY,
  /** Active play. */
  ACTIVE,
  /** The standings are final. */
  POST_GAME
}
