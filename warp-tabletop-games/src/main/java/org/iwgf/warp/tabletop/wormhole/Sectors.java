// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Several mats laid end to end (Sector Command, {@link Scenario#sectors()}): sector {@code k} runs from
 * {@code k} to {@code k + 1} sector lengths along the mat. Vessels cross from one sector to another only
 * through a Wormhole, and neither fire nor a ram crosses a border. With one sector nothing changes.
 */
final class Sectors {
  private Sectors() {}

  /** The sector holding {@code p}. */
  static int of(WormholeConfig c, Point p) {
    int k = (int) Math.floor(p.y() / c.sectorLength());
    return Math.max(0, Math.min(c.scenario().sectors() - 1, k));
  }

  /** Whether {@code a} and {@code b} lie in the same sector. */
  static boolean same(WormholeConfig c, Point a, Point b) {
    return c.scenario().sectors() == 1 || of(c, a) == of(c, b);
  }

  /** Whether a base of radius {@code r} at {@code p} lies wholly in sector {@code sector}. */
  static boolean within(WormholeConfig c, int sector, Point p, double r) {
    if (c.scenario().sectors() == 1) {
      return true;
    }
    double low = sector * c.sectorLength();
    return p.y() - r >= low - 1e-9 && p.y() + r <= low + c.sectorLength() + 1e-9;
  }
}
