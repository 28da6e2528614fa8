// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.beta;

import org.iwgf.warp.core.domino.Coordinate;

/**
 * A captain caught holding the Salamander at round end, and what it costs them.
 *
 * @param seat the holder
 * @param salamander the highest double of the Warp Factor, e.g. 12-12
 * @param penalty the whole doubled value the coordinate scores, e.g. 48 for 12-12
 * @since 0.1.0
 */
public record SalamanderHold(int seat, Coordinate salamander, int penalty) {

  /**
   * What the penalty adds on top of the coordinate's own pips, which the hand already counts: its pips
   * once more (24 for 12-12).
   */
  public int surcharge() {
    return penalty - salamander.pips();
  }
}
