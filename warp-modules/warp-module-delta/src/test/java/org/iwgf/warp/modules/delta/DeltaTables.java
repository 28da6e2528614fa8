// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;


import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.MoveChecks;
import org.iwgf.warp.testkit.TableSetup;

/** Shared helpers of the Module Delta tests: three-captain tables under either objective. */
final class DeltaTables {
  static final Route A_TRAIL = Route.trailOf(0);
  static final Route B_TRAIL = Route.trailOf(1);
  static final Route NZ = Route.NEUTRAL_ZONE;

  private DeltaTables() {}

  /** Captains A, B, C (seats 0–2), Warp 12, Module Delta and {@code more} on, under {@code objective}. */
  static WarpConfig config(Objective objective, PluginConfig... more) {
    WarpConfig.Builder b = WarpConfig.builder().captains(3).captainNames("A", "B", "C").objective(objective)
        .plugin(ModuleDelta.ID);
    if (objective == Objective.GO_OUT) {
      b.goOut(GoOutStructure.fixedRounds(3, GoOutStructure.Overtime.FORCED));
    }
    for (PluginConfig p : more) {
      b.plugin(p);
    }
    return b.build();
  }

  static WarpRules rules(Objective objective, PluginConfig... more) {
    return WarpRules.of(config(objective, more));
  }

  /** A table for {@code rules} with the Hazard Marker held by {@code holder}. */
  static TableSetup table(WarpRules rules, int holder) {
    return TableSetup.of(rules).pluginState(ModuleDelta.ID, marker(holder));
  }

  static HazardMarker marker(int holder) {
    return new HazardMarker(holder, List.of(0, 0, 0), 0, -1);
  }

  static HazardMarker marker(WarpState s) {
    return (HazardMarker) s.pluginState(ModuleDelta.ID).orElseThrow();
  }

  static WarpMove chart(String coordinate, Route route) {
    return WarpMove.chart(Coordinate.parse(coordinate), route);
  }

  static WarpMove spool(Route route) {
    return new ModuleDelta.EngageWarpDrive(route);
  }

  static List<Coordinate> tiles(String text) {
    return TableSetup.tiles(text);
  }

  /** Asserts that {@code rules} refuse {@code move} in {@code s} with {@code code}, changing nothing. */
  static void assertRefused(WarpRules rules, WarpState s, WarpMove move, String code) {
    MoveChecks.assertRefused(rules, s, move, code);
  }

  static <T extends WarpEvent> List<T> eventsOf(List<WarpEvent> events, Class<T> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
