// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

/**
 * What the sector is played for, chosen before launch.
 *
 * @since 0.1.0
 */
public enum Objective {
  /** Rounds down the Spacedock ladder; penalty pips accumulate; lowest total wins. */
  POINTS_CAMPAIGN,
  /** Emptying your hand wins the round; the {@link GoOutStructure} decides the sector. */
  GO_OUT
}
