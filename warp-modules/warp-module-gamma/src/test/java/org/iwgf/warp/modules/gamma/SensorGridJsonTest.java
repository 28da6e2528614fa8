// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.gamma;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.junit.jupiter.api.Test;

/** The grid, the sweep and the grid's events survive JSON through the discovered registry. */
class SensorGridJsonTest {
  private static final WarpJsonCodec CODEC = WarpJson.codec(PluginRegistry.discover());

  @Test
  void theModuleIsDiscovered() {
    assertTrue(PluginRegistry.discover().find(ModuleGamma.ID).isPresent());
  }

  @Test
  void aStateWithAGridRoundTrips() {
    WarpConfig config = GammaTables.fourCaptains().plugins(
        List.of(PluginConfig.of(ModuleGamma.ID, Map.of(ModuleGamma.GRID_SIZE, "4")))).build();
    WarpState s = WarpRules.of(config).start(5);
    assertEquals(4, ModuleGamma.grid(s).size());
    String json = CODEC.writeState(s);
    assertTrue(json.contains("module-gamma.grid"), json);
    WarpState back = CODEC.readState(json);
    assertEquals(s, back);
    assertEquals(json, CODEC.writeState(back));
    assertEquals(config, CODEC.readConfig(CODEC.writeConfig(config)));
  }

  @Test
  void theSweepRoundTrips() {
    WarpMove m = new ModuleGamma.SensorSweep(Coordinate.parse("12-5"));
    assertEquals(m, CODEC.readMove(CODEC.writeMove(m)));
  }

  @Test
  void everyGridEventRoundTrips() {
    List<WarpEvent> events = List.of(
        new ModuleGamma.GridDealt(List.of(Coordinate.parse("1-2"), Coordinate.parse("3-3"))),
        new ModuleGamma.Swept(1, Coordinate.parse("12-5")),
        new ModuleGamma.TakenForForcedDraw(2, Coordinate.parse("0-1")),
        new ModuleGamma.Replenished(Coordinate.parse("7-8")));
    assertEquals(events, CODEC.readEvents(CODEC.writeEvents(events)));
  }
}
