// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Scenario configurations: JSON round trips, and everything a scenario names must exist and fit. */
class ScenarioConfigTest {
  private static final WormholeJsonCodec JSON = WormholeJson.codec();

  @TestFactory
  Stream<DynamicTest> everyReadyScenarioRoundTripsThroughJson() {
    return ScenarioProperties.scenarios().entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
      WormholeConfig back = JSON.readConfig(JSON.writeConfig(e.getValue()));
      assertEquals(e.getValue(), back);
      WormholeRules.of(back);
    }));
  }

  private static final WormholeConfig SUPPLY = ScenarioProperties.scenarios().get("supply-run");

  private static void refused(String code, UnaryOperator<Scenario> change) {
    WormholeConfig bad = SUPPLY.withScenario(change.apply(SUPPLY.scenario()));
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WormholeRules.of(bad));
    assertEquals(code, e.code(), e.getMessage());
  }

  @Test
  void aScenarioNamingWhatIsNotThereIsRefused() {
    refused("SCENARIO", s -> s.withArrivals(List.of(new Scenario.Arrival("no-such-vessel", 2, "start", false))));
    refused("SCENARIO", s -> s.withArrivals(List.of(new Scenario.Arrival("blue-missile-1", 2, "no-gate", false))));
    refused("SCENARIO", s -> s.withArrivals(List.of(new Scenario.Arrival("blue-missile-1", 0, "start", false))));
    refused("SCENARIO", s -> s.withArrivals(List.of(new Scenario.Arrival("orange-supply", 2, "start", false))));
    refused("SCENARIO", s -> s.withExits(new Scenario.Exit(2, "goal")));
    refused("SCENARIO", s -> s.withExits(new Scenario.Exit(0, "nowhere")));
    refused("SCENARIO", s -> s.withSupplyShips(List.of("blue-particlebow-1")));
    refused("SCENARIO", s -> new Scenario(s.kind(), 1, s.budgets(), s.arrivals(), s.zones(), s.openingAdvantage(),
        0, List.of(), 1, List.of(), s.exits(), List.of(), List.of(), List.of(), OptionalInt.empty()));
    refused("SCENARIO", s -> s.withZones(new Scenario.Zone(0, 30, 10, Optional.empty(), 0)));
    refused("SCENARIO", s -> s.withPlacements(List.of(new Scenario.Placement("blue-missile-1", Point.of(50, 5), 0))));
    refused("SCENARIO", s -> s.withVeterans(List.of(new Scenario.Veteran("blue-missile-1", 4, List.of(), false))));
    refused("SCENARIO", s -> s.withSectors(0));
    refused("SCENARIO", s -> new Scenario(s.kind(), 1, s.budgets(), s.arrivals(), List.of(
        new Scenario.Zone(0, 0, 10, Optional.empty(), 0), new Scenario.Zone(0, 20, 30, Optional.empty(), 0)),
        s.openingAdvantage(), 0, List.of(), 1, List.of(), s.exits(), s.supplyShips(), List.of(), List.of(),
        OptionalInt.empty()));
    refused("SCENARIO", s -> s.withAutopilot(3));
    refused("OVER_POINTS", s -> s.withBudgets(new Scenario.Budget(1, 1, 3, 10, false)));
  }

  @Test
  void aNewZoneReplacesTheSeatsOldOne() {
    Scenario twice = SUPPLY.scenario().withZones(new Scenario.Zone(0, 5, 15, Optional.empty(), 0));
    assertEquals(List.of(new Scenario.Zone(0, 5, 15, Optional.empty(), 0)), twice.zones());
    WormholeRules.of(SUPPLY.withScenario(twice));
  }

  @Test
  void aScenarioCanHandAdvantageToASide() {
    List<WormholeEvent> events = new ArrayList<>();
    WormholeState s = Setup.start(SUPPLY, Dice.seeded(1), events);
    assertEquals(0, s.advantage());
    assertEquals(new WormholeEvent.AdvantageDecided(0, "scenario", List.of()), events.get(0));
  }

  @Test
  void theStandardEngagementIsTheDefault() {
    WormholeConfig standard = WormholeConfig.standard(Battlefield.CATALOG,
        ScenarioProperties.scenarios().get("supply-run").fleets().get(0), SUPPLY.fleets().get(0), 200);
    assertEquals(Scenario.standardEngagement(), standard.scenario());
  }
}
