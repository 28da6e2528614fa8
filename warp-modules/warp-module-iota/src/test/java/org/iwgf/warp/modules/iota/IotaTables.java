// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.iota;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.gamma.ModuleGamma;
import org.iwgf.warp.testkit.TableSetup;

/** Shared helpers of the Module Iota tests: captains A, B, C, D (seats 0–3) at Warp 12. */
final class IotaTables {
  private IotaTables() {}

  static WarpConfig.Builder fleet(Objective objective) {
    return WarpConfig.builder().captainNames("A", "B", "C", "D").objective(objective).plugin(ModuleIota.ID);
  }

  static WarpMove chart(String coordinate, Route route) {
    return WarpMove.chart(Coordinate.parse(coordinate), route);
  }

  static List<Coordinate> tiles(String text) {
    return TableSetup.tiles(text);
  }

  static <T extends WarpEvent> List<T> only(List<WarpEvent> events, Class<T> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }

  /**
   * {@code table} with Module Gamma's Sensor Grid holding {@code grid}; the grid's coordinates are taken
   * out of the hands and Uncharted Sectors where the table put them.
   */
  static WarpState withGrid(TableSetup table, String grid) {
    List<Coordinate> g = tiles(grid);
    StateSnapshot snap = table.build().snapshot();
    List<List<Coordinate>> hands = new ArrayList<>();
    for (List<Coordinate> hand : snap.hands()) {
      List<Coordinate> h = new ArrayList<>(hand);
      h.removeAll(g);
      hands.add(h);
    }
    List<Coordinate> pile = new ArrayList<>(snap.uncharted());
    pile.removeAll(g);
    Map<String, PluginState> plugins = new HashMap<>(snap.pluginStates());
    plugins.put(ModuleGamma.ID, new ModuleGamma.Grid(g));
    return table.restore(snap.withHands(hands).withUncharted(pile).withPluginStates(plugins));
  }
}
