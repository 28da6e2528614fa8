// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import org.iwgf.warp.tabletop.wormhole.catalog.SizeClass;

/**
 * Potential impact marks of a ram ("Ramming", step 3): by the vessel's own size — squadron 2, ship 4,
 * capital ship 6, supership 8 — less 1, 2 or 4 when the vessel it hits is one, two or three sizes larger.
 */
final class Impact {
  private Impact() {}

  /** Potential marks a vessel of size {@code own} deals on impact to a vessel of size {@code other}. */
  static int potentialMarks(SizeClass own, SizeClass other) {
    int base = 2 * (own.ordinal() + 1);
    int larger = own.stepsTo(other);
    int reduction = larger <= 0 ? 0 : larger == 1 ? 1 : larger == 2 ? 2 : 4;
    return Math.max(0, base - reduction);
  }
}
