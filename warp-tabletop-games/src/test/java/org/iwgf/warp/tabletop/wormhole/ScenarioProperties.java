package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.RandomFleets;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleFleets;
import org.iwgf.warp.tabletop.wormhole.scenario.Scenarios;
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
    Map<String, WormholeConfig> all = new LinkedHashMap<>();
    all.put("Standard Engagement", Scenarios.standardEngagement(CATALOG,
        RandomFleets.of(CATALOG, Faction.ROYALIST, Scenarios.ENGAGEMENT_POINTS, "blue", 1),
        RandomFleets.of(CATALOG, Faction.SEPARATIST, Scenarios.ENGAGEMENT_POINTS, "orange", 2)));
    all.put("Training Mission", Scenarios.trainingMission(CATALOG, ExampleFleets.training()));
    all.put("Training Mission against vessels", Scenarios.trainingAgainstVessels(CATALOG, ExampleFleets.training(),
        ExampleFleets.trainingOpponents()));
    all.put("Supply Run", Scenarios.supplyRun(CATALOG, ExampleFleets.supplyRunAttacker(),
        ExampleFleets.supplyRunDefender(), ExampleFleets.SUPPLY_SHIP, ExampleFleets.supplyRunArrivals()));
    all.put("Reinforcements", Scenarios.reinforcements(CATALOG, ExampleFleets.reinforcementsAttacker(),
        ExampleFleets.reinforcementsDefender(), ExampleFleets.reinforcementsReserve(), 100, false));
    all.put("Reinforcements called later", Scenarios.reinforcements(CATALOG,
        ExampleFleets.reinforcementsAttacker(), ExampleFleets.reinforcementsDefender(),
        ExampleFleets.reinforcementsReserve(), 100, true));
    all.put("Light Supply Run", Scenarios.lightSupplyRun(CATALOG, ExampleFleets.supplyRunAttacker(),
        ExampleFleets.supplyRunDefender(), ExampleFleets.SUPPLY_SHIP, ExampleFleets.supplyRunArrivals()));
    List<VesselSpec> convoy = new ArrayList<>(ExampleFleets.supplyRunDefender().vessels());
    convoy.add(VesselSpec.of("orange-supply-2", "convoy-carrier"));
    all.put("Convoy Run", Scenarios.convoyRun(CATALOG, ExampleFleets.supplyRunAttacker(),
        FleetSpec.of("Convoy master", Faction.SEPARATIST, convoy), List.of(ExampleFleets.SUPPLY_SHIP,
            "orange-supply-2"), ExampleFleets.supplyRunArrivals()));
    all.put("Dual Reinforcements", Scenarios.dualReinforcements(CATALOG,
        FleetSpec.of("Strike leader", Faction.SEPARATIST, ExampleFleets.reinforcementsAttacker().vessels()
            .subList(0, 6)), ExampleFleets.reinforcementsDefender(),
        FleetSpec.of("Strike leader", Faction.SEPARATIST, List.of(VesselSpec.of("orange-frigate-r",
            "particlebow-frigate"))), ExampleFleets.reinforcementsReserve(), 100, true));
    all.put("Sector Command", Scenarios.sectorCommand(CATALOG, ExampleFleets.blue200(), ExampleFleets.orange200(),
        4, 10));
    all.put("Endurance Trial", Scenarios.enduranceTrial(CATALOG,
        ExampleFleets.autopilotWave(Faction.ROYALIST, 2), List.of(ExampleFleets.autopilotWave(Faction.ROYALIST, 3)),
        ExampleFleets.blue200(), 6));
    all.put("Endurance Trial (solo)", Scenarios.soloEnduranceTrial(CATALOG, ExampleFleets.blue200(), 8));
    return all;
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
