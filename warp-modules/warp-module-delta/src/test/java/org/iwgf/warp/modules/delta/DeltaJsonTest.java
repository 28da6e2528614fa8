// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Module Delta's state, move and events survive JSON through the discovered registry. */
class DeltaJsonTest {
  private static final WarpJsonCodec CODEC = WarpJson.codec(PluginRegistry.discover());

  @Test
  void theModuleIsDiscovered() {
    assertTrue(PluginRegistry.discover().find(ModuleDelta.ID).isPresent());
  }

  @ParameterizedTest
  @EnumSource(Objective.class)
  void aStateWithTheMarkerRoundTrips(Objective objective) {
    WarpConfig config = DeltaTables.config(objective);
    WarpState s = TableSetup.of(WarpRules.of(config)).hand(0, "12-5 1-2")
        .pluginState(ModuleDelta.ID, new HazardMarker(1, List.of(0, 2, 1), 0b100, 0)).build();
    String json = CODEC.writeState(s);
    assertTrue(json.contains(ModuleDelta.ID + ".hazard-marker"), json);
    WarpState back = CODEC.readState(json);
    assertEquals(s, back);
    assertEquals(json, CODEC.writeState(back));
    assertEquals(config, CODEC.readConfig(CODEC.writeConfig(config)));
  }

  @Test
  void theEngageMoveRoundTrips() {
    for (Route r : List.of(Route.NEUTRAL_ZONE, Route.trailOf(2))) {
      WarpMove m = new ModuleDelta.EngageWarpDrive(r);
      String json = CODEC.writeMove(m);
      assertEquals(m, CODEC.readMove(json), json);
    }
  }

  @Test
  void everyEventRoundTrips() {
    List<WarpEvent> events = List.of(new HazardEvent.CustodyTaken(1), new HazardEvent.PassPenalised(2, 3),
        new HazardEvent.SkipDue(0), new HazardEvent.TurnSkipped(0),
        new HazardEvent.WarpDriveEngaged(1, Route.NEUTRAL_ZONE, 3, 2, true));
    assertEquals(events, CODEC.readEvents(CODEC.writeEvents(events)));
  }

  @Test
  void anUnknownOptionIsRefused() {
    WarpConfig config = WarpConfig.builder().captains(3).captainNames("A", "B", "C")
        .plugin(PluginConfig.of(ModuleDelta.ID, Map.of("penalty", "7"))).build();
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(config));
    assertEquals("PLUGIN_OPTION", e.code());
  }
}
