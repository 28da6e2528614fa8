// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.rules.Objective;
import org.iwgf.warp.core.rules.Route;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.core.rules.WarpFactor;
import org.iwgf.warp.core.rules.WarpMove;
import org.iwgf.warp.core.rules.WarpRules;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.testkit.TableSetup;

/** Two-captain Warp 9 tables (Armstrong at seat 0, Lovell at seat 1) for the officer tests. */
final class Tables {
  private Tables() {}

  static WarpRules rules(String... plugins) {
    return rules(Objective.POINTS_CAMPAIGN, plugins);
  }

  static WarpRules rules(Objective objective, String... plugins) {
    WarpConfig.Builder b = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).captainNames("Armstrong", "Lovell")
        .objective(objective);
    for (String p : plugins) {
      b.plugin(p);
    }
    return WarpRules.of(b.build());
  }

  static SeatView view(WarpRules rules, TableSetup setup) {
    return rules.view(setup.build(), 0);
  }

  static WarpMove.Chart chart(SeatView view, String coordinate, Route route) {
    WarpMove.Chart c = new WarpMove.Chart(Coordinate.parse(coordinate), route);
    assertTrue(view.legalMoves().contains(c), () -> c + " is not among " + view.legalMoves());
    return c;
  }

  static Route own() {
    return Route.trailOf(0);
  }

  static Route lovells() {
    return Route.trailOf(1);
  }
}
