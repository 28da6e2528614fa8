// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.eta;

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
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** The ledger, the dig and Module Eta's events survive JSON through the discovered registry. */
class EtaJsonTest {
  private static final WarpJsonCodec CODEC = WarpJson.codec(PluginRegistry.discover());

  @Test
  void theModuleIsDiscoveredAndTakesNoOptions() {
    assertTrue(PluginRegistry.discover().find(ModuleEta.ID).isPresent());
    WarpConfig config = WarpConfig.builder().plugins(List.of(PluginConfig.of(ModuleEta.ID, Map.of("tokens", "3"))))
        .build();
    assertEquals("PLUGIN_OPTION", assertThrows(InvalidConfigException.class, () -> WarpRules.of(config)).code());
  }

  @Test
  void aStateWithALedgerRoundTrips() {
    for (Objective objective : Objective.values()) {
      WarpConfig config = EtaTables.fourCaptains(objective).build();
      WarpState s = TableSetup.of(WarpRules.of(config)).hand(0, "1-2").beacon(0)
          .pluginState(ModuleEta.ID, new Ledger(List.of(3, 0, 1, 0), List.of(2, 0, 0, 0))).build();
      String json = CODEC.writeState(s);
      assertTrue(json.contains("module-eta.ledger"), json);
      WarpState back = CODEC.readState(json);
      assertEquals(s, back);
      assertEquals(json, CODEC.writeState(back));
      assertEquals(config, CODEC.readConfig(CODEC.writeConfig(config)));
    }
  }

  @Test
  void theDigRoundTrips() {
    WarpMove m = new DesperationDig();
    assertEquals(m, CODEC.readMove(CODEC.writeMove(m)));
  }

  @Test
  void everyEtaEventRoundTrips() {
    List<WarpEvent> events = List.of(new ModuleEta.DebtIncurred(1, 2), new ModuleEta.DigEnded(0, 3, false));
    assertEquals(events, CODEC.readEvents(CODEC.writeEvents(events)));
  }
}
