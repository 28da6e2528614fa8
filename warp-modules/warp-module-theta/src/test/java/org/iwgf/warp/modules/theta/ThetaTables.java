// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.theta;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;

/** Shared helpers of the Module Theta tests: captains A, B, C, D (seats 0–3) at Warp 12. */
final class ThetaTables {
  private ThetaTables() {}

  static WarpConfig.Builder fleet() {
    return WarpConfig.builder().captainNames("A", "B", "C", "D").plugin(ModuleTheta.ID);
  }

  static WarpConfig points() {
    return fleet().objective(Objective.POINTS_CAMPAIGN).build();
  }

  static WarpConfig goOut(GoOutStructure structure) {
    return fleet().objective(Objective.GO_OUT).goOut(structure).build();
  }

  static WarpMove chart(String coordinate, int trailOwner) {
    return WarpMove.chart(Coordinate.parse(coordinate), Route.trailOf(trailOwner));
  }

  static <T extends WarpEvent> List<T> only(List<WarpEvent> events, Class<T> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
