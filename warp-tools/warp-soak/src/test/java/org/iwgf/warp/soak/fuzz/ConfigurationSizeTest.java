// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.junit.jupiter.api.Test;

/** The configuration limit of {@link WarpJson#MAX_CONFIG_CHARS} leaves every real configuration far inside it. */
class ConfigurationSizeTest {

  @Test
  void theLongestConfigurationOfTheShippedRulesIsFarUnderTheLimit() {
    PluginRegistry registry = PluginRegistry.discover();
    List<PluginConfig> every = registry.factories().stream()
        .map(f -> PluginConfig.of(f.id(), Map.of())).toList();
    List<String> names = IntStream.range(0, WarpFactor.WARP_18.maxCaptains())
        .mapToObj(i -> "\"".repeat(WarpConfig.MAX_NAME_LENGTH - 2) + (char) ('A' + i) + "\"").toList();
    WarpConfig longest = WarpConfig.builder().factor(WarpFactor.WARP_18).captains(names.size())
        .captainNames(names).plugins(every).build();
    int length = WarpJson.codec(registry).writeConfig(longest).length();
    assertTrue(every.size() >= 14 && length < WarpJson.MAX_CONFIG_CHARS / 8, every.size() + " rules, " + length
        + " characters");
  }
}
