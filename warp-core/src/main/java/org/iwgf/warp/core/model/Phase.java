// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

/**
 * Where a sector stands.
 *
 * @since 0.1.0
 */
public enum Phase {
  /** A round is in play; the captain at the helm charts, draws, deploys or passes. */
  PLAYING,
  /** Fixed rounds ended level and overtime was offered; the tied captains vote in seat order. */
  OVERTIME_VOTE,
  /** The sector is over. */
  OVER
}
