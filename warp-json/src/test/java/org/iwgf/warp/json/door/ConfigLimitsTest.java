// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json.door;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.json.WarpJson;
import org.junit.jupiter.api.Test;

/** Every value of a configuration has a documented range; absurd values are refused with a code. */
class ConfigLimitsTest {

  private static String code(Runnable r) {
    return assertThrows(InvalidConfigException.class, r::run).code();
  }

  @Test
  void captainNamesAreBoundedAndPrintable() {
    WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).captainNames(List.of("a".repeat(40), "Kirk")).build();
    assertEquals("NAMES", code(() -> WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2)
        .captainNames(List.of("a".repeat(41), "Kirk")).build()));
    assertEquals("NAMES", code(() -> WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2)
        .captainNames(List.of("Jane\nway", "Kirk")).build()));
  }

  @Test
  void goOutRoundsAndTargetsAreBounded() {
    WarpConfig.builder().objective(Objective.GO_OUT)
        .goOut(GoOutStructure.fixedRounds(99, GoOutStructure.Overtime.FORCED)).build();
    assertEquals("STRUCTURE", code(() -> WarpConfig.builder().objective(Objective.GO_OUT)
        .goOut(GoOutStructure.fixedRounds(1_000_000_000, GoOutStructure.Overtime.FORCED)).build()));
    assertEquals("STRUCTURE", code(() -> WarpConfig.builder().objective(Objective.GO_OUT)
        .goOut(GoOutStructure.firstTo(Integer.MAX_VALUE)).build()));
  }

  @Test
  void pluginOptionsAreBounded() {
    Map<String, String> many = new HashMap<>();
    for (int i = 0; i < 17; i++) {
      many.put("o" + i, "v");
    }
    assertEquals("PLUGIN_OPTION", code(() -> PluginConfig.of("house-rules", many)));
    assertEquals("PLUGIN_OPTION", code(() -> PluginConfig.of("x".repeat(65))));
    assertEquals("PLUGIN_OPTION", code(() -> PluginConfig.of(null)));
    assertEquals("PLUGIN_OPTION", code(() -> PluginConfig.of("x", Map.of(" ", "v"))));
    assertEquals("PLUGIN_OPTION", code(() -> PluginConfig.of("x", Map.of("k", "v".repeat(65)))));
  }

  @Test
  void aConfigurationWithAnEmptyPluginEntryIsRefused() {
    String json = "{\"factor\":\"WARP_9\",\"captains\":2,\"plugins\":[null]}";
    try {
      WarpJson.readConfig(json);
      throw new AssertionError("read");
    } catch (InvalidConfigException | InvalidStateException expected) {
      // either door is documented: the JSON null or the configuration's own check
    }
  }
}
