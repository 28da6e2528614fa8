// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.kappa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.modules.kappa.HandExchange.Exchange;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** Module Kappa is found by id for both objectives and its state, move and events survive JSON. */
class ModuleKappaJsonTest {
  private static final WarpJsonCodec CODEC = WarpJson.codec(PluginRegistry.discover());

  @Test
  void theModuleIsDiscoveredForBothObjectives() {
    assertTrue(PluginRegistry.discover().find(ModuleKappa.ID).isPresent());
    for (WarpConfig config : List.of(KappaTables.armstrongLovellEarhart().build(), KappaTables.goOutFleet().build())) {
      assertTrue(WarpRules.of(config).plugins().stream().anyMatch(p -> p.id().equals(ModuleKappa.ID)));
      assertEquals(config, CODEC.readConfig(CODEC.writeConfig(config)));
    }
  }

  @Test
  void aStateWithAGiveBackPendingRoundTrips() {
    WarpRules rules = WarpRules.of(KappaTables.goOutFleet().build());
    WarpState s = TableSetup.of(rules).trail(0, "12-5 5-5").hand(0, "5-1").hand(1, "0-0 7-8").toAct(1)
        .pluginState(ModuleKappa.ID, new Exchange(true, 1, 2, 0, false, false)).build();
    String json = CODEC.writeState(s);
    assertTrue(json.contains("module-kappa.exchange"), json);
    WarpState back = CODEC.readState(json);
    assertEquals(s, back);
    assertEquals(json, CODEC.writeState(back));
    assertEquals(rules.legalMoves(s), rules.legalMoves(back));
  }

  @Test
  void theMoveAndEveryEventRoundTrip() {
    WarpMove move = new HandExchange.GiveBack(KappaTables.tile("0-7"));
    String json = CODEC.writeMove(move);
    assertTrue(json.contains("module-kappa.give-back"), json);
    assertEquals(move, CODEC.readMove(json));
    List<WarpEvent> events = List.of(new HandExchange.Taken(1, 2, Optional.of(KappaTables.tile("7-8"))),
        new HandExchange.Taken(1, 2, Optional.empty()),
        new HandExchange.GivenBack(1, 2, Optional.of(KappaTables.tile("0-0"))),
        new HandExchange.Skipped(List.of(1, 3), List.of(2)));
    assertEquals(events, CODEC.readEvents(CODEC.writeEvents(events)));
  }

  @Test
  void anUnknownOptionIsRefused() {
    WarpConfig config = WarpConfig.builder().plugin(PluginConfig.of(ModuleKappa.ID, Map.of("rounds", "odd"))).build();
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(config));
    assertEquals("PLUGIN_OPTION", e.code());
  }
}
