// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.eta;


import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.MoveChecks;

/** Shared helpers of the Module Eta tests: four captains A–D on Warp 12, either objective. */
final class EtaTables {
  static final Route NZ = Route.NEUTRAL_ZONE;

  private EtaTables() {}

  static WarpConfig.Builder fourCaptains(Objective objective, String... plugins) {
    WarpConfig.Builder b = WarpConfig.builder().captainNames("A", "B", "C", "D").objective(objective)
        .plugin(ModuleEta.ID);
    for (String id : plugins) {
      b.plugin(id);
    }
    return b;
  }

  static WarpRules points(String... plugins) {
    return WarpRules.of(fourCaptains(Objective.POINTS_CAMPAIGN, plugins).build());
  }

  static WarpRules goOut(String... plugins) {
    return WarpRules.of(fourCaptains(Objective.GO_OUT, plugins).build());
  }

  static Ledger ledger(List<Integer> debt, List<Integer> lock) {
    return new Ledger(debt, lock);
  }

  static WarpMove chart(String coordinate, int trailOwner) {
    return WarpMove.chart(Coordinate.parse(coordinate), Route.trailOf(trailOwner));
  }

  static WarpMove chartNz(String coordinate) {
    return WarpMove.chart(Coordinate.parse(coordinate), NZ);
  }

  static void assertRefused(WarpRules rules, WarpState s, WarpMove move, String code) {
    MoveChecks.assertRefused(rules, s, move, code);
  }

  static WarpState play(WarpRules rules, WarpState s, WarpMove... moves) {
    return MoveChecks.play(rules, s, moves);
  }
}
