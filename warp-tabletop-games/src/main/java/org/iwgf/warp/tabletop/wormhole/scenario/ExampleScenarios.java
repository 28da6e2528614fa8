// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.scenario;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.RandomFleets;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;

/**
 * Every scenario and variant, set up with the {@link ExampleFleets}, by a short name: a menu for a
 * front-end, the scenarios a command line or a test plays.
 *
 * @since 0.1.0
 */
public final class ExampleScenarios {
  private ExampleScenarios() {}

  /**
   * The example configurations in the rule book's order, by name: {@code standard} (random 150-point fleets
   * from {@code seed}), {@code training}, {@code training-vessels}, {@code supply-run},
   * {@code light-supply-run}, {@code convoy-run}, {@code reinforcements}, {@code reinforcements-called},
   * {@code dual-reinforcements}, {@code gauntlet-1} (the first battle of the Gauntlet; {@link Gauntlet} makes
   * the others from it), {@code sector-command}, {@code endurance} and {@code endurance-solo}.
   */
  public static Map<String, WormholeConfig> all(Catalog catalog, long seed) {
    Map<String, WormholeConfig> all = new LinkedHashMap<>();
    all.put("standard", Scenarios.standardEngagement(catalog,
        RandomFleets.of(catalog, Faction.ROYALIST, Scenarios.ENGAGEMENT_POINTS, "blue", seed),
        RandomFleets.of(catalog, Faction.SEPARATIST, Scenarios.ENGAGEMENT_POINTS, "orange", seed + 1)));
    all.put("training", Scenarios.trainingMission(catalog, ExampleFleets.training()));
    all.put("training-vessels", Scenarios.trainingAgainstVessels(catalog, ExampleFleets.training(),
        ExampleFleets.trainingOpponents()));
    all.put("supply-run", Scenarios.supplyRun(catalog, ExampleFleets.supplyRunAttacker(),
        ExampleFleets.supplyRunDefender(), ExampleFleets.SUPPLY_SHIP, ExampleFleets.supplyRunArrivals()));
    all.put("light-supply-run", Scenarios.lightSupplyRun(catalog, ExampleFleets.supplyRunAttacker(),
        ExampleFleets.supplyRunDefender(), ExampleFleets.SUPPLY_SHIP, ExampleFleets.supplyRunArrivals()));
    List<VesselSpec> convoy = new ArrayList<>(ExampleFleets.supplyRunDefender().vessels());
    convoy.add(VesselSpec.of("orange-supply-2", "convoy-carrier"));
    all.put("convoy-run", Scenarios.convoyRun(catalog, ExampleFleets.supplyRunAttacker(),
        FleetSpec.of("Convoy master", Faction.SEPARATIST, convoy),
        List.of(ExampleFleets.SUPPLY_SHIP, "orange-supply-2"), ExampleFleets.supplyRunArrivals()));
    all.put("reinforcements", Scenarios.reinforcements(catalog, ExampleFleets.reinforcementsAttacker(),
        ExampleFleets.reinforcementsDefender(), ExampleFleets.reinforcementsReserve(), 100, false));
    all.put("reinforcements-called", Scenarios.reinforcements(catalog, ExampleFleets.reinforcementsAttacker(),
        ExampleFleets.reinforcementsDefender(), ExampleFleets.reinforcementsReserve(), 100, true));
    FleetSpec orange = FleetSpec.of("Strike leader", Faction.SEPARATIST,
        ExampleFleets.reinforcementsAttacker().vessels().subList(0, 6));
    FleetSpec orangeReserve = FleetSpec.of("Strike leader", Faction.SEPARATIST,
        List.of(VesselSpec.of("orange-frigate-r", "particlebow-frigate")));
    all.put("dual-reinforcements", Scenarios.dualReinforcements(catalog, orange,
        ExampleFleets.reinforcementsDefender(), orangeReserve, ExampleFleets.reinforcementsReserve(), 100, true));
    all.put("gauntlet-1", Gauntlet.begin(catalog, ExampleFleets.gauntletAttacker())
        .nextBattle(ExampleFleets.gauntletDefender(1)));
    all.put("sector-command", Scenarios.sectorCommand(catalog, ExampleFleets.blue200(), ExampleFleets.orange200(),
        Scenarios.MIN_SECTORS, Scenarios.SECTOR_TURNS));
    all.put("endurance", Scenarios.enduranceTrial(catalog, ExampleFleets.autopilotWave(Faction.ROYALIST, 1),
        List.of(ExampleFleets.autopilotWave(Faction.ROYALIST, 2), ExampleFleets.autopilotWave(Faction.ROYALIST, 3)),
        ExampleFleets.blue200(), 8));
    all.put("endurance-solo", Scenarios.soloEnduranceTrial(catalog, ExampleFleets.blue200(),
        Scenarios.ENDURANCE_TURNS));
    return Collections.unmodifiableMap(all);
  }
}
