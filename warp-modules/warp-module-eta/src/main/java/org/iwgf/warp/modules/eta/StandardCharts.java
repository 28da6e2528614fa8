// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.eta;

import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.rules.RedAlert;
import org.iwgf.warp.core.rules.Route;
import org.iwgf.warp.core.rules.WarpState;

/**
 * Whether a captain could chart, under the standard route rules (Section III): a waiting double takes
 * only its cover; otherwise the own trail, the Neutral Zone and every trail with its Distress Beacon up
 * are open. Used to tell when a coordinate drawn in a Desperation Dig is playable, which the dig must
 * know before the standard rules see the hand again.
 */
final class StandardCharts {
  private StandardCharts() {}

  /** True if {@code seat} could chart {@code c} now. */
  static boolean playable(WarpState s, int seat, Coordinate c) {
    Optional<RedAlert> alert = s.redAlert();
    if (alert.isPresent()) {
      return c.has(alert.get().pip());
    }
    for (int slot = 0; slot < s.seats(); slot++) {
      if ((slot == seat || s.beaconUp(slot)) && c.has(s.trail(Route.trailOf(slot)).openEnd())) {
        return true;
      }
    }
    return c.has(s.neutralZone().openEnd());
  }
}
