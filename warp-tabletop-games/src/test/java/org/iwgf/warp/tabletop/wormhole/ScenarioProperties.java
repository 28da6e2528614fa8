// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleScenarios;
import org.iwgf.warp.tabletop.wormhole.scenario.RandomScenarios;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every ready scenario, played by random commanders from several seeds, reaches its end within its turns,
 * replays from its record and survives JSON round trips (the checks of {@link WormholeProperties}).
 */
class ScenarioProperties {
  private static final Catalog CATALOG = Battlefield.CATALOG;
  private static final int SEEDS = 3;
  private static final int RANDOM_SEEDS = 28;

  static Map<String, WormholeConfig> scenarios() {
    return ExampleScenarios.all(CATALOG, 1);
  }

  @TestFactory
  Stream<DynamicTest> everyScenarioEndsReplaysAndRoundTrips() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Map.Entry<String, WormholeConfig> e : scenarios().entrySet()) {
      for (long seed = 0; seed < SEEDS; seed++) {
        long s = seed;
        tests.add(DynamicTest.dynamicTest(e.getKey() + ", seed " + s, () -> {
          WormholeState end = WormholeProperties.playAndCheck(e.getValue(), s);
          assertTrue(end.turn() <= e.getValue().turns());
        }));
      }
    }
    return tests.stream();
  }

  /** Random scenarios, random fleets within their budgets, random advanced rules. */
  @TestFactory
  Stream<DynamicTest> randomScenariosWithAdvancedRules() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 0; seed < RANDOM_SEEDS; seed++) {
      long s = seed;
      WormholeConfig config = RandomScenarios.of(CATALOG, seed);
      tests.add(DynamicTest.dynamicTest(config.scenario().kind() + ", advanced " + config.advanced() + ", seed "
          + s, () -> WormholeProperties.playAndCheck(config, s)));
    }
    return tests.stream();
  }
}
