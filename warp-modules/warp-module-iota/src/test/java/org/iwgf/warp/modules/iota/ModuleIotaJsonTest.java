// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.iota;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** Module Iota's configuration, state and events survive JSON. */
class ModuleIotaJsonTest {
  private static final WarpJsonCodec CODEC = WarpJson.codec(PluginRegistry.discover());

  @Test
  void configsOfBothObjectivesRoundTrip() {
    for (Objective objective : Objective.values()) {
      WarpConfig config = IotaTables.fleet(objective).build();
      assertEquals(config, CODEC.readConfig(CODEC.writeConfig(config)));
    }
  }

  @Test
  void aStateWithDrawsOwedRoundTrips() {
    WarpRules rules = WarpRules.of(IotaTables.fleet(Objective.GO_OUT).build());
    WarpState s = TableSetup.of(rules).trail(0, "12-5 5-5").hand(0, "5-1")
        .pluginState(ModuleIota.ID, new ModuleIota.Owed(2, 0)).build();
    String json = CODEC.writeState(s);
    assertTrue(json.contains("module-iota.owed"), json);
    WarpState back = CODEC.readState(json);
    assertEquals(s, back);
    assertEquals(json, CODEC.writeState(back));
  }

  @Test
  void everyEventRoundTrips() {
    List<WarpEvent> events = List.of(new ModuleIota.DoubleDown(0, 1, 1, 1));
    String json = CODEC.writeEvents(events);
    assertTrue(json.contains("module-iota.double-down"), json);
    assertEquals(events, CODEC.readEvents(json));
  }

  @Test
  void anUnknownOptionIsRefused() {
    WarpConfig config = WarpConfig.builder().plugin(PluginConfig.of(ModuleIota.ID, Map.of("draws", "3"))).build();
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(config));
    assertEquals("PLUGIN_OPTION", e.code());
  }
}
