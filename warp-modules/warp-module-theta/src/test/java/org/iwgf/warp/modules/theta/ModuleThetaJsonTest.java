// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.theta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** Module Theta is found by id and its state and events survive JSON. */
class ModuleThetaJsonTest {
  private static final WarpJsonCodec CODEC = WarpJson.codec(PluginRegistry.discover());

  @Test
  void theModuleIsDiscoveredForBothObjectives() {
    assertTrue(PluginRegistry.discover().find(ModuleTheta.ID).isPresent());
    for (WarpConfig config : List.of(ThetaTables.points(), ThetaTables.goOut(GoOutStructure.firstTo(2)))) {
      assertTrue(WarpRules.of(config).plugins().stream().anyMatch(p -> p.id().equals(ModuleTheta.ID)));
      assertEquals(config, CODEC.readConfig(CODEC.writeConfig(config)));
    }
  }

  @Test
  void aStateWithMomentumRoundTrips() {
    WarpRules rules = WarpRules.of(ThetaTables.goOut(GoOutStructure.suddenDeath()));
    WarpState s = TableSetup.of(rules).trail(0, "12-1 1-2 2-3 3-4 4-5").hand(0, "5-6")
        .pluginState(ModuleTheta.ID, new ModuleTheta.Momentum(true, -1, 0)).build();
    String json = CODEC.writeState(s);
    assertTrue(json.contains("module-theta.momentum"), json);
    WarpState back = CODEC.readState(json);
    assertEquals(s, back);
    assertEquals(json, CODEC.writeState(back));
  }

  @Test
  void everyEventRoundTrips() {
    List<WarpEvent> events = List.of(new ModuleTheta.MomentumEarned(2, 5), new ModuleTheta.ExtraTurn(2));
    assertEquals(events, CODEC.readEvents(CODEC.writeEvents(events)));
  }

  @Test
  void anUnknownOptionIsRefused() {
    WarpConfig config = WarpConfig.builder().plugin(PluginConfig.of(ModuleTheta.ID, Map.of("bonus", "5"))).build();
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(config));
    assertEquals("PLUGIN_OPTION", e.code());
  }
}
