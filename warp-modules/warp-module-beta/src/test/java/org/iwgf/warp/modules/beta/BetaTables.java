// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.beta;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;

/** Shared helpers of the Module Beta tests. */
final class BetaTables {
  private BetaTables() {}

  /** Captains A, B, C, D (seats 0–3) at {@code factor}, Module Beta on. */
  static WarpConfig.Builder fleet(WarpFactor factor, int captains) {
    return WarpConfig.builder().factor(factor).captains(captains).plugin(ModuleBeta.ID);
  }

  static WarpConfig points(WarpFactor factor, int captains) {
    return fleet(factor, captains).objective(Objective.POINTS_CAMPAIGN).build();
  }

  static WarpConfig goOut(WarpFactor factor, int captains) {
    return fleet(factor, captains).objective(Objective.GO_OUT).goOut(GoOutStructure.suddenDeath()).build();
  }

  static WarpMove chart(String coordinate, int trailOwner) {
    return WarpMove.chart(Coordinate.parse(coordinate), Route.trailOf(trailOwner));
  }

  static <T extends WarpEvent> List<T> only(List<WarpEvent> events, Class<T> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
