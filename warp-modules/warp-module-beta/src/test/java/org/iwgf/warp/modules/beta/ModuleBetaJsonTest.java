// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.beta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.junit.jupiter.api.Test;

/** Module Beta is found by id and its event and configurations survive JSON. */
class ModuleBetaJsonTest {
  private static final WarpJsonCodec CODEC = WarpJson.codec(PluginRegistry.discover());

  @Test
  void theModuleIsDiscoveredForBothObjectives() {
    assertTrue(PluginRegistry.discover().find(ModuleBeta.ID).isPresent());
    for (WarpConfig config : List.of(BetaTables.points(WarpFactor.WARP_12, 4), BetaTables.goOut(WarpFactor.WARP_9, 2))) {
      assertEquals(List.of(ModuleBeta.ID), WarpRules.of(config).plugins().stream().map(p -> p.id())
          .filter(ModuleBeta.ID::equals).toList());
      assertEquals(config, CODEC.readConfig(CODEC.writeConfig(config)));
    }
  }

  @Test
  void theSurgeEventRoundTrips() {
    List<WarpEvent> events = List.of(new ModuleBeta.SalamanderSurge(2, Coordinate.of(12, 12), List.of(3, 0),
        List.of(1)), new ModuleBeta.SalamanderSurge(0, Coordinate.of(9, 9), List.of(), List.of(1)));
    String json = CODEC.writeEvents(events);
    assertTrue(json.contains("module-beta.salamander-surge"), json);
    assertEquals(events, CODEC.readEvents(json));
  }

  @Test
  void anUnknownOptionIsRefused() {
    WarpConfig config = WarpConfig.builder().plugin(PluginConfig.of(ModuleBeta.ID, Map.of("swap", "on"))).build();
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpRules.of(config));
    assertEquals("PLUGIN_OPTION", e.code());
  }
}
