// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.WarpMove;

/**
 * Neutral Zone use: the communal line is the place for coordinates your own trail cannot take, but every
 * captain can answer its open end, so feed it sparingly while an opponent is close to going out.
 *
 * @since 0.1.0
 */
public final class NeutralZoneUse implements Heuristic {
  static final double OFF_TRAIL_COORDINATE = 2;
  static final double FEEDS_NEAR_OUT = -3;
  static final int NEAR_OUT = 2;

  @Override
  public String name() {
    return "Neutral Zone use";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    if (!chart.route().isNeutralZone() || p.redAlert().isPresent()) {
      return 0;
    }
    double s = offOwnTrail(p, chart.coordinate()) ? OFF_TRAIL_COORDINATE : 0;
    return p.fewestOpposingCoordinates() <= NEAR_OUT ? s + FEEDS_NEAR_OUT : s;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    if (chart.route().isNeutralZone() && p.redAlert().isEmpty() && offOwnTrail(p, chart.coordinate())) {
      return Optional.of("puts " + chart.coordinate() + " on the Neutral Zone, where your own trail (open on "
          + p.ownOpenEnd() + ") could not take it");
    }
    return Optional.empty();
  }

  private static boolean offOwnTrail(Position p, Coordinate c) {
    return !c.has(p.ownOpenEnd());
  }
}
