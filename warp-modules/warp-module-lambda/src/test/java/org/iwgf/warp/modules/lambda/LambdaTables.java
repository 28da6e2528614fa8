// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.lambda;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.modules.fracture.FractureScope;
import org.iwgf.warp.modules.fracture.SubspaceFracture;
import org.iwgf.warp.testkit.TableSetup;

/** Shared helpers of the Module Lambda tests: captains A, B, C, D (seats 0–3) at Warp 12. */
final class LambdaTables {
  static final Route NZ = Route.NEUTRAL_ZONE;

  private LambdaTables() {}

  static WarpConfig.Builder fleet(Objective objective) {
    WarpConfig.Builder b = WarpConfig.builder().captainNames("A", "B", "C", "D").plugin(ModuleLambda.ID)
        .objective(objective);
    return objective == Objective.GO_OUT ? b.goOut(GoOutStructure.suddenDeath()) : b;
  }

  static WarpRules rules(Objective objective) {
    return WarpRules.of(fleet(objective).build());
  }

  static WarpRules withFracture(Objective objective, FractureScope scope) {
    return WarpRules.of(fleet(objective)
        .plugin(PluginConfig.of(SubspaceFracture.ID, Map.of("scope", scope.name()))).build());
  }

  static WarpMove chart(String coordinate, Route route) {
    return WarpMove.chart(Coordinate.parse(coordinate), route);
  }

  static WarpMove chart(String coordinate, int trailOwner) {
    return chart(coordinate, Route.trailOf(trailOwner));
  }

  static List<Coordinate> tiles(String text) {
    return TableSetup.tiles(text);
  }

  static <T extends WarpEvent> List<T> only(List<WarpEvent> events, Class<T> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
