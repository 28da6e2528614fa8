// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.game.InvalidConfigException;

/**
 * The multi-trail sets: which double-N set is played, how many captains it seats, and how long a full
 * campaign runs (one round per Spacedock from the highest double down to 0-0).
 *
 * @since 0.1.0
 */
public enum WarpFactor {
  WARP_9(9, 4),
  WARP_12(12, 8),
  WARP_15(15, 12),
  WARP_18(18, 18);

  /** Every factor seats at least two captains. */
  public static final int MIN_CAPTAINS = 2;

  private final int maxPip;
  private final int maxCaptains;

  WarpFactor(int maxPip, int maxCaptains) {
    this.maxPip = maxPip;
    this.maxCaptains = maxCaptains;
  }

  /** The factor played with the double-{@code maxPip} set. */
  public static WarpFactor ofMaxPip(int maxPip) {
    for (WarpFactor f : values()) {
      if (f.maxPip == maxPip) {
        return f;
      }
    }
    throw new InvalidConfigException("FACTOR", "There is no Warp " + maxPip + "; choose 9, 12, 15 or 18.");
  }

  /** Highest pip (12 for Warp 12). */
  public int maxPip() {
    return maxPip;
  }

  /** The coordinates in play. */
  public DominoSet set() {
    return DominoSet.doubleN(maxPip);
  }

  /** Largest fleet this factor seats. */
  public int maxCaptains() {
    return maxCaptains;
  }

  /** Rounds in a full campaign: one per Spacedock, {@code maxPip-maxPip} down to 0-0. */
  public int campaignLength() {
    return maxPip + 1;
  }

  /** Display name, e.g. "Warp 12". */
  public String displayName() {
    return "Warp " + maxPip;
  }
}
