// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

/**
 * The hand-size profiles (Section II). Warp 12 follows the widely published double-twelve table (2–4
 * captains 15, 5–6 captains 12, 7–8 captains 10, or 11 as a host option); Warp 15 and 18 use the same
 * bands and then 9 / 8 / 7 / 6 as the table grows; Warp 9 uses the published double-nine table (12 / 11 /
 * 10 for 2 / 3 / 4 captains). See docs/rules-decisions.md.
 *
 * @since 0.1.0
 */
public final class HandSizes {
  private HandSizes() {}

  /**
   * Coordinates dealt to each captain.
   *
   * @param largeFleetHandSize 10 or 11: the host choice for fleets of exactly 7 or 8 captains
   */
  public static int handSize(WarpFactor factor, int captains, int largeFleetHandSize) {
    if (factor == WarpFactor.WARP_9) {
      return 14 - captains;
    }
    if (captains <= 4) {
      return 15;
    }
    if (captains <= 6) {
      return 12;
    }
    if (captains <= 8) {
      return largeFleetHandSize;
    }
    if (captains <= 10) {
      return 9;
    }
    if (captains <= 12) {
      return 8;
    }
    if (captains <= 15) {
      return 7;
    }
    return 6;
  }

  /** Coordinates left in Uncharted Sectors after the deal (the Spacedock is set aside first). */
  public static int unchartedAfterDeal(WarpFactor factor, int captains, int largeFleetHandSize) {
    return factor.set().size() - 1 - captains * handSize(factor, captains, largeFleetHandSize);
  }
}
