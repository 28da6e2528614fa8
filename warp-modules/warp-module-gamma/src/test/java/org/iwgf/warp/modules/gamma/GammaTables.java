// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.gamma;


import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.gamma.ModuleGamma.Grid;
import org.iwgf.warp.modules.gamma.ModuleGamma.SensorSweep;
import org.iwgf.warp.testkit.MoveChecks;
import org.iwgf.warp.testkit.TableSetup;

/** Shared helpers of the Module Gamma tests: a four-captain table with a Sensor Grid laid out as text. */
final class GammaTables {
  static final Route A_TRAIL = Route.trailOf(0);
  static final Route NZ = Route.NEUTRAL_ZONE;

  private GammaTables() {}

  /** Captains A, B, C, D (seats 0–3), Warp 12, points campaign, Module Gamma on. */
  static WarpConfig.Builder fourCaptains() {
    return WarpConfig.builder().captainNames("A", "B", "C", "D").plugin(ModuleGamma.ID);
  }

  static WarpRules rules() {
    return WarpRules.of(fourCaptains().build());
  }

  /**
   * {@code table} with the Sensor Grid holding {@code grid} (text, in slot order); the grid's coordinates
   * are taken out of the hands and Uncharted Sectors where the table put them.
   */
  static WarpState withGrid(TableSetup table, String grid) {
    List<Coordinate> g = TableSetup.tiles(grid);
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
    plugins.put(ModuleGamma.ID, new Grid(g));
    return table.restore(snap.withHands(hands).withUncharted(pile).withPluginStates(plugins));
  }

  static SensorSweep sweep(String coordinate) {
    return new SensorSweep(Coordinate.parse(coordinate));
  }

  static WarpMove chart(String coordinate, Route route) {
    return WarpMove.chart(Coordinate.parse(coordinate), route);
  }

  static List<Coordinate> tiles(String text) {
    return TableSetup.tiles(text);
  }

  /** Asserts that {@code rules} refuse {@code move} in {@code s} with {@code code} and leave {@code s} as it was. */
  static void assertRefused(WarpRules rules, WarpState s, WarpMove move, String code) {
    MoveChecks.assertRefused(rules, s, move, code);
  }

  static WarpState play(WarpRules rules, WarpState s, WarpMove... moves) {
    return MoveChecks.play(rules, s, moves);
  }
}
