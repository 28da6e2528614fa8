// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;

/**
 * Every possible chart move, made once. {@link WarpMove.Chart} is an immutable record compared by value,
 * so handing out one shared instance per (coordinate, route) is indistinguishable from a fresh one, and
 * listing legal moves allocates nothing per chart.
 */
final class ChartMoves {
  private static final int TILES = Coordinate.indexOf(Coordinate.MAX_PIP, Coordinate.MAX_PIP) + 1;
  private static final WarpMove.Chart[] ALL = new WarpMove.Chart[TILES * Route.count()];

  static {
    for (int tile = 0; tile < TILES; tile++) {
      Coordinate c = Coordinate.ofIndex(tile);
      ALL[tile * Route.count()] = new WarpMove.Chart(c, Route.NEUTRAL_ZONE);
      for (int seat = 0; seat + 1 < Route.count(); seat++) {
        Route r = Route.trailOf(seat);
        ALL[tile * Route.count() + r.index()] = new WarpMove.Chart(c, r);
      }
    }
  }

  private ChartMoves() {}

  /** The move charting tile {@code tile} on {@code route}. */
  static WarpMove.Chart of(int tile, Route route) {
    return ALL[tile * Route.count() + route.index()];
  }
}
