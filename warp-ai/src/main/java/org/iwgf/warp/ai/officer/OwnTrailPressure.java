// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.Optional;
import org.iwgf.warp.core.model.WarpMove;

/**
 * Own-trail pressure: charting on your own Warp Trail keeps it moving and raises lowered shields, so
 * opponents lose the use of it; an opponent's open trail is the next best, since it spends none of your
 * own line.
 *
 * @since 0.1.0
 */
public final class OwnTrailPressure implements Heuristic {
  /** The score of a chart on one's own Warp Trail. */
  public static final double OWN_TRAIL = 2;
  /** What a chart on one's own trail adds when it raises lowered shields. */
  public static final double RAISE_SHIELDS = 7;
  /** The score of a chart on an opponent's open trail. */
  public static final double OPEN_TRAIL = 1;

  @Override
  public String name() {
    return "own-trail pressure";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    if (p.isOwn(chart.route())) {
      return p.beaconUp(p.seat()) ? OWN_TRAIL + RAISE_SHIELDS : OWN_TRAIL;
    }
    return chart.route().isNeutralZone() ? 0 : OPEN_TRAIL;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    if (p.isOwn(chart.route()) && p.beaconUp(p.seat()) && p.redAlert().isEmpty()) {
      return Optional.of("raises your shields by charting your own Warp Trail");
    }
    if (chart.route().owner().isPresent() && !p.isOwn(chart.route())) {
      return Optional.of("uses " + p.view().captainName(chart.route().owner().getAsInt())
          + "'s open trail and spends none of your own line");
    }
    return Optional.empty();
  }
}
