// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * Two-captain Warp 9 tables (Armstrong at seat 0, Lovell at seat 1) for tests of players and officers: the
 * rules with a few plugins, Armstrong's view of a {@link TableSetup}, and charts checked to be legal there.
 *
 * @since 0.1.0
 */
public final class PracticeTables {
  private PracticeTables() {}

  /** A Warp 9 points campaign between Armstrong and Lovell with {@code plugins}. */
  public static WarpRules rules(String... plugins) {
    return rules(Objective.POINTS_CAMPAIGN, plugins);
  }

  /** A Warp 9 game of {@code objective} between Armstrong and Lovell with {@code plugins}. */
  public static WarpRules rules(Objective objective, String... plugins) {
    WarpConfig.Builder b = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2)
        .captainNames("Armstrong", "Lovell").objective(objective);
    for (String p : plugins) {
      b.plugin(p);
    }
    return WarpRules.of(b.build());
  }

  /** Armstrong's view of the table {@code setup} builds. */
  public static SeatView view(WarpRules rules, TableSetup setup) {
    return rules.view(setup.build(), 0);
  }

  /**
   * The chart of {@code coordinate} on {@code route}.
   *
   * @throws IllegalArgumentException if {@code view} does not offer it
   */
  public static WarpMove.Chart chart(SeatView view, String coordinate, Route route) {
    WarpMove.Chart c = new WarpMove.Chart(Coordinate.parse(coordinate), route);
    if (!view.legalMoves().contains(c)) {
      throw new IllegalArgumentException(c + " is not among " + view.legalMoves());
    }
    return c;
  }

  /** Armstrong's Warp Trail. */
  public static Route own() {
    return Route.trailOf(0);
  }

  /** Lovell's Warp Trail. */
  public static Route lovells() {
    return Route.trailOf(1);
  }
}
