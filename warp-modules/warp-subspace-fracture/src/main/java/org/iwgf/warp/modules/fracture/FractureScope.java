// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.fracture;

import org.iwgf.warp.core.model.Route;

/**
 * Which doubles open a Subspace Fracture (Section IV, "Subspace Fracture interaction").
 *
 * @since 0.1.0
 */
public enum FractureScope {
  /** Only doubles charted on the charting captain's own Warp Trail (the default). */
  OWN_TRAIL,
  /** Doubles charted on any captain's Warp Trail, own or an open opponent's. */
  ALL_CAPTAINS,
  /** Doubles charted anywhere: any Warp Trail or the Neutral Zone. */
  ALL_DOUBLES;

  /** True if a double charted by {@code seat} on {@code route} opens a fracture under this scope. */
  public boolean covers(int seat, Route route) {
    switch (this) {
      case OWN_TRAIL:
        return route.equals(Route.trailOf(seat));
      case ALL_CAPTAINS:
        return !route.isNeutralZone();
      case ALL_DOUBLES:
      default:
        return true;
    }
  }
}
