// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.scenario;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.iwgf.warp.tabletop.wormhole.AdvancedRule;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetCost;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.RandomFleets;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;

/**
 * Random scenario battles for property tests and tournaments: a scenario and variant, random legal fleets
 * within its budgets and a random set of advanced rules, all a pure function of the seed, so a failing
 * battle is reproduced from the seed it prints.
 *
 * @since 0.1.0
 */
public final class RandomScenarios {
  /** Points kept back from an extra force, so that a faction's free insert it carries may cost it. */
  private static final int FREE_INSERT_MARGIN = 5;

  private RandomScenarios() {}

  /** A random scenario battle. */
  public static WormholeConfig of(Catalog catalog, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Faction first = random.nextBoolean() ? Faction.ROYALIST : Faction.SEPARATIST;
    Faction second = first == Faction.ROYALIST ? Faction.SEPARATIST : Faction.ROYALIST;
    WormholeConfig config;
    switch (random.nextInt(7)) {
      case 0:
        config = Scenarios.standardEngagement(catalog, fleet(catalog, first, 150, "a", random),
            fleet(catalog, second, 150, "b", random));
        break;
      case 1:
        config = Scenarios.trainingMission(catalog, fleet(catalog, first, Scenarios.TRAINING_POINTS, "a", random))
            .withTurns(8);
        break;
      case 2:
        config = supplyRun(catalog, first, second, random);
        break;
      case 3:
        config = Scenarios.reinforcements(catalog, fleet(catalog, first, 120, "a", random),
            fleet(catalog, second, 100, "b", random), extra(catalog, second, 50, "r", random), 100,
            random.nextBoolean());
        break;
      case 4:
        Gauntlet gauntlet = Gauntlet.begin(catalog, fleet(catalog, first, 160, "a", random));
        config = gauntlet.nextBattle(fleet(catalog, second, gauntlet.defenderPoints(1), "b", random)).withTurns(8);
        break;
      case 5:
        config = Scenarios.sectorCommand(catalog, fleet(catalog, first, Scenarios.SECTOR_POINTS, "a", random),
            fleet(catalog, second, Scenarios.SECTOR_POINTS, "b", random),
            Scenarios.MIN_SECTORS + random.nextInt(Scenarios.MAX_SECTORS - Scenarios.MIN_SECTORS + 1),
            Scenarios.SECTOR_TURNS);
        break;
      default:
        List<FleetSpec> waves = new ArrayList<>();
        for (int t = 2; t <= 5; t++) {
          waves.add(extra(catalog, first, Scenarios.WAVE_POINTS, "w" + t, random));
        }
        config = Scenarios.enduranceTrial(catalog, extra(catalog, first, Scenarios.WAVE_POINTS, "a", random),
            waves, fleet(catalog, second, Scenarios.ENDURANCE_DEFENDER_POINTS, "b", random), 5);
    }
    Set<AdvancedRule> rules = EnumSet.noneOf(AdvancedRule.class);
    for (AdvancedRule r : AdvancedRule.values()) {
      boolean gates = !config.wormholes().gates().isEmpty();
      if (random.nextBoolean() && (r != AdvancedRule.WORMHOLES || gates)) {
        rules.add(r);
      }
    }
    return config.with(rules.toArray(new AdvancedRule[0]));
  }

  private static WormholeConfig supplyRun(Catalog catalog, Faction first, Faction second, SplittableRandom random) {
    FleetSpec escort = fleet(catalog, second, Scenarios.SUPPLY_POINTS, "b", random);
    List<VesselSpec> vessels = new ArrayList<>(escort.vessels());
    vessels.add(VesselSpec.of("b-supply", "convoy-carrier"));
    FleetSpec defender = new FleetSpec(escort.commander(), second, vessels, escort.admiralAboard());
    Map<String, Integer> turns = new HashMap<>();
    for (VesselSpec v : escort.vessels()) {
      turns.put(v.id(), 1 + random.nextInt(3));
    }
    return Scenarios.supplyRun(catalog, fleet(catalog, first, Scenarios.SUPPLY_POINTS, "a", random), defender,
        "b-supply", turns);
  }

  private static FleetSpec fleet(Catalog catalog, Faction faction, int points, String prefix,
      SplittableRandom random) {
    return RandomFleets.of(catalog, faction, points, prefix, random.nextLong());
  }

  /**
   * A force that joins another (reinforcements, waves): no Legendary Commander or admiral of its own, and a
   * few points kept back for a free insert that stops being free once merged.
   */
  private static FleetSpec extra(Catalog catalog, Faction faction, int points, String prefix,
      SplittableRandom random) {
    FleetSpec f = RandomFleets.of(catalog, faction, points - FREE_INSERT_MARGIN, prefix, random.nextLong());
    List<VesselSpec> vessels = new ArrayList<>();
    for (VesselSpec v : f.vessels()) {
      List<String> inserts = new ArrayList<>(v.inserts());
      inserts.remove(FleetCost.LEGENDARY);
      vessels.add(new VesselSpec(v.id(), v.classId(), inserts, v.dockedIn()));
    }
    return FleetSpec.of(f.commander(), faction, vessels);
  }
}
