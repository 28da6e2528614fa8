package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleScenarios;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every ready scenario, played by random commanders from several seeds, reaches its end within its turns,
 * replays from its record and survives JSON round trips (the checks of {@link WormholeProperties}).
 */
class ScenarioProperties {
  private static final Catalog CATALOG = Battlefield.CATALOG;
  private static final int SEEDS = 3;

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
}
