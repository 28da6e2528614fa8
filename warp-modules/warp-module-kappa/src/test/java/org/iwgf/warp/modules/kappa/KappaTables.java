// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.kappa;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.testkit.TableSetup;

/** Shared helpers of the Module Kappa tests. */
final class KappaTables {
  private KappaTables() {}

  /** Armstrong, Lovell and Earhart (seats 0–2), Warp 12, Points campaign, Module Kappa on. */
  static WarpConfig.Builder armstrongLovellEarhart() {
    return WarpConfig.builder().captains(3).captainNames("Armstrong", "Lovell", "Earhart")
        .objective(Objective.POINTS_CAMPAIGN).plugin(ModuleKappa.ID);
  }

  /** Captains A, B, C, D (seats 0–3), Warp 12, Go-out (sudden death), Module Kappa on. */
  static WarpConfig.Builder goOutFleet() {
    return WarpConfig.builder().captainNames("A", "B", "C", "D").objective(Objective.GO_OUT)
        .plugin(ModuleKappa.ID);
  }

  static WarpMove chart(String coordinate, Route route) {
    return WarpMove.chart(Coordinate.parse(coordinate), route);
  }

  static Coordinate tile(String text) {
    return Coordinate.parse(text);
  }

  static List<Coordinate> tiles(String text) {
    return TableSetup.tiles(text);
  }

  static <T extends WarpEvent> List<T> only(List<WarpEvent> events, Class<T> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
