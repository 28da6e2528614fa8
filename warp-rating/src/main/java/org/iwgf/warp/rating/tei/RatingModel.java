// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

/**
 * The Weng–Lin update rules the library offers. Both use only finishing places, never point gaps.
 *
 * @since 0.1.0
 */
public enum RatingModel {
  /**
   * Plackett–Luce (Weng and Lin, algorithm 4): the finishing order is one draw of "who is best among those
   * left". The default.
   */
  PLACKETT_LUCE,
  /**
   * Bradley–Terry with full pairing (algorithm 1): one pairwise pass over the final standings; each captain
   * is compared with every other, a tie counting half a win.
   */
  BRADLEY_TERRY_FULL
}
