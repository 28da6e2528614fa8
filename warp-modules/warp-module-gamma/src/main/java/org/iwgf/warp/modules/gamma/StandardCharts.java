// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.gamma;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.rules.RedAlert;
import org.iwgf.warp.core.rules.Route;
import org.iwgf.warp.core.rules.WarpState;

/**
 * Whether a captain could chart, under the standard route rules (Section III): a waiting double takes
 * only its cover; otherwise the own trail, the Neutral Zone and every trail with its Distress Beacon up
 * are open. Used to tell when a captain is required to draw while Uncharted Sectors are empty, a case the
 * core does not ask the plugins about.
 */
final class StandardCharts {
  private StandardCharts() {}

  /** True if {@code seat} holds a coordinate it could chart now. */
  static boolean canChart(WarpState s, int seat) {
    List<Coordinate> hand = s.hand(seat);
    Optional<RedAlert> alert = s.redAlert();
    if (alert.isPresent()) {
      return anyShows(hand, alert.get().pip());
    }
    for (int slot = 0; slot < s.seats(); slot++) {
      if ((slot == seat || s.beaconUp(slot)) && anyShows(hand, s.trail(Route.trailOf(slot)).openEnd())) {
        return true;
      }
    }
    return anyShows(hand, s.neutralZone().openEnd());
  }

  private static boolean anyShows(List<Coordinate> hand, int pip) {
    for (Coordinate c : hand) {
      if (c.has(pip)) {
        return true;
      }
    }
    return false;
  }
}
