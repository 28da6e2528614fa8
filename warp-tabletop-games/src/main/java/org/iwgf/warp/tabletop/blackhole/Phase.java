// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

/**
 * Where a game stands.
 *
 * @since 0.1.0
 */
public enum Phase {
  /** Advanced variant only: each player secretly chooses the faces of their dice. */
  CHOOSING,
  /** Players place their ships, one at a time in turn order, at the start of the spiral. */
  PLACING,
  /** Players take turns moving or turning one of their ships. */
  RACING,
  /** A player has removed enough ships; nothing more may be played. */
  OVER
}
