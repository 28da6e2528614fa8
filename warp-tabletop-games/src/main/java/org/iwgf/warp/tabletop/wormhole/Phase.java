// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

/**
 * Where a battle stands. The Cleanup phase and the End of Turn have no decisions and run on their own
 * after the last attack of a turn.
 *
 * @since 0.1.0
 */
public enum Phase {
  /** Commanders place their vessels by initiative band. */
  DEPLOYMENT,
  /** Commanders issue orders in secret, then reveal them. */
  ORDERS,
  /** Special Orders by band, high to low, Advantage first in each band. */
  SPECIAL_ORDERS,
  /** Moves by band, low to high, Advantage last in each band; first moves before second moves. */
  MOVEMENT,
  /** Attacks by band, high to low, simultaneous within a band; autofire and self-destruct in band 0. */
  ATTACK,
  /** The game has ended and is scored. */
  OVER
}
