// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;

/**
 * Shared helpers of the Module Zeta tests: captains Archer, Burnham, Cisco, Dax (seats 0–3) at Warp 12 in
 * two squadrons — A = Archer and Cisco on trail-0, B = Burnham and Dax on trail-1.
 */
final class ZetaTables {
  static final int ARCHER = 0;
  static final int BURNHAM = 1;
  static final int CISCO = 2;
  static final int DAX = 3;

  private ZetaTables() {}

  static WarpConfig.Builder fleet(Objective objective) {
    return WarpConfig.builder().captainNames("Archer", "Burnham", "Cisco", "Dax").objective(objective)
        .plugin(ModuleZeta.ID);
  }

  static WarpConfig config(Objective objective) {
    return fleet(objective).build();
  }

  static WarpConfig goOut(GoOutStructure structure) {
    return fleet(Objective.GO_OUT).goOut(structure).build();
  }

  static WarpConfig withOptions(int captains, Objective objective, Map<String, String> options) {
    return WarpConfig.builder().captains(captains).objective(objective)
        .plugin(PluginConfig.of(ModuleZeta.ID, options)).build();
  }

  static WarpMove chart(String coordinate, int trailOwner) {
    return WarpMove.chart(Coordinate.parse(coordinate), Route.trailOf(trailOwner));
  }

  static WarpMove chartNeutralZone(String coordinate) {
    return WarpMove.chart(Coordinate.parse(coordinate), Route.NEUTRAL_ZONE);
  }

  static <T extends WarpEvent> List<T> only(List<WarpEvent> events, Class<T> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
