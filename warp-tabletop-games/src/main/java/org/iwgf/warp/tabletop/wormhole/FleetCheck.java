// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.catalog.InsertType;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetCost;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;

/**
 * The fleet-building rules and the shape of a battle, checked before any battle starts
 * ({@link WormholeRules#of}).
 *
 * <p>Codes of {@link InvalidConfigException}: {@code FLEETS} (not two fleets), {@code FIELD} (a mat, zone
 * or turn count that cannot be played), {@code DUPLICATE_ID}, {@code UNKNOWN_CLASS}, {@code NOT_FOR_SALE}
 * (missiles, shuttles and pods come with other vessels), {@code UNKNOWN_INSERT}, {@code INSERT_NOT_ALLOWED},
 * {@code INSERT_LIMIT}, {@code ADMIRAL} (the admiral aboard a vessel not in the fleet, or a squadron, or a
 * Legendary Commander not aboard as the admiral), {@code DOCKING} (docked in something not a friendly
 * carrier, a non-squadron docked, or more squadrons than bays), {@code OVER_POINTS}; and those of
 * {@link ScenarioCheck}. A scenario with budgets replaces the single {@code points} limit with them.
 */
final class FleetCheck {
  private FleetCheck() {}

  static void check(WormholeConfig config) {
    if (config.fleets().size() != 2) {
      throw new InvalidConfigException("FLEETS", "A battle is fought between two fleets, not "
          + config.fleets().size() + ".");
    }
    if (!(config.matWidth() > 0) || !(config.matLength() > 0) || !(config.deploymentDepth() > 0)
        || config.matWidth() > WormholeConfig.MAX_MAT_SIDE || config.matLength() > WormholeConfig.MAX_MAT_SIDE
        || config.deploymentDepth() * 2 > config.matLength() || config.turns() < 1
        || config.turns() > WormholeConfig.MAX_TURNS || config.points() < 0
        || config.points() > WormholeConfig.MAX_POINTS) {
      throw new InvalidConfigException("FIELD", "The mat needs sides of more than 0 and at most "
          + WormholeConfig.MAX_MAT_SIDE + " inches, deployment zones that do not meet, 1 to "
          + WormholeConfig.MAX_TURNS + " turns and 0 to " + WormholeConfig.MAX_POINTS + " points.");
    }
    // The embedded catalog is held to the catalog reader's own check, then to the mat it is played on, and
    // must have every class the battle may bring onto the mat.
    CatalogJson.check(config.catalog());
    if (config.uses(AdvancedRule.ABANDON_SHIP)) {
      requireClass(config, Shuttles.SHUTTLE, "Abandon Ship launches shuttles");
      requireClass(config, Shuttles.POD, "Abandon Ship launches escape pods");
    }
    boolean salvos = config.fleets().stream().flatMap(f -> f.vessels().stream())
        .anyMatch(v -> v.inserts().contains(Abilities.MISSILE_SALVO) || config.catalog().vessel(v.classId())
            .flatMap(c -> c.ability(SpecialAbility.LAUNCH_MISSILE_SALVO)).isPresent());
    if (salvos) {
      requireClass(config, Abilities.MISSILE_SALVO, "a Missile Salvo insert launches Missile Salvos");
    }
    for (int seat = 0; seat < config.fleets().size(); seat++) {
      // The seat's own zone, the scenario's where it sets one: every base must fit inside it.
      Scenario.Zone zone = Deployment.zone(config, seat);
      double depth = zone.toY() - zone.fromY();
      if (!(depth > 0)) {
        continue; // a zone that is no zone at all is the scenario check's to refuse
      }
      for (VesselSpec v : config.fleets().get(seat).vessels()) {
        config.catalog().vessel(v.classId()).ifPresent(c -> {
          if (2 * c.baseRadius() > Math.min(config.matWidth(), depth)) {
            throw new InvalidConfigException("FIELD", "A " + c.name() + "'s base (" + 2 * c.baseRadius()
                + "\") does not fit in a deployment zone " + depth + "\" deep on a mat "
                + config.matWidth() + "\" wide.");
          }
        });
      }
    }
    Set<String> ids = new HashSet<>();
    for (FleetSpec fleet : config.fleets()) {
      for (VesselSpec v : fleet.vessels()) {
        if (!ids.add(v.id())) {
          throw new InvalidConfigException("DUPLICATE_ID", "Two vessels share the id " + v.id() + ".");
        }
      }
    }
    boolean budgeted = !config.scenario().budgets().isEmpty();
    for (FleetSpec fleet : config.fleets()) {
      checkFleet(fleet, config.catalog(), budgeted ? Integer.MAX_VALUE : config.points());
    }
    ScenarioCheck.check(config);
  }

  private static void checkFleet(FleetSpec fleet, Catalog catalog, int points) {
    Map<String, Integer> perFleet = new HashMap<>();
    for (VesselSpec v : fleet.vessels()) {
      VesselClass c = catalog.vessel(v.classId()).orElseThrow(() -> new InvalidConfigException("UNKNOWN_CLASS",
          v.id() + " is a " + v.classId() + ", which the catalog does not have."));
      if (c.has(Trait.MISSILE) || c.cost() == 0) {
        throw new InvalidConfigException("NOT_FOR_SALE", "A " + c.name() + " cannot be bought as a vessel.");
      }
      Map<String, Integer> perVessel = new HashMap<>();
      for (String insertId : v.inserts()) {
        InsertType type = catalog.insert(insertId).orElseThrow(() -> new InvalidConfigException(
            "UNKNOWN_INSERT", "The catalog has no insert " + insertId + "."));
        boolean allowed = type.allowedOn().isEmpty() ? !c.isSquadron() : type.allowedOn().contains(c.id());
        if (!allowed) {
          throw new InvalidConfigException("INSERT_NOT_ALLOWED", "A " + type.name() + " cannot go on a "
              + c.name() + ".");
        }
        int onVessel = perVessel.merge(insertId, 1, Integer::sum);
        int inFleet = perFleet.merge(insertId, 1, Integer::sum);
        if ((type.perVessel() > 0 && onVessel > type.perVessel())
            || (type.perFleet() > 0 && inFleet > type.perFleet())) {
          throw new InvalidConfigException("INSERT_LIMIT", "Too many " + type.name() + " inserts: at most "
              + (type.perVessel() > 0 ? type.perVessel() + " per vessel" : "")
              + (type.perFleet() > 0 ? " " + type.perFleet() + " per fleet" : "") + ".");
        }
        if (insertId.equals(FleetCost.LEGENDARY) && !fleet.admiralAboard().equals(Optional.of(v.id()))) {
          throw new InvalidConfigException("ADMIRAL", "A Legendary Commander leads in person: he is the Fleet"
              + " Admiral aboard " + v.id() + ".");
        }
      }
      if (v.dockedIn().isPresent()) {
        checkDocking(fleet, catalog, v, c);
      }
    }
    if (fleet.admiralAboard().isPresent()) {
      String aboard = fleet.admiralAboard().get();
      VesselSpec host = fleet.vessel(aboard).orElseThrow(() -> new InvalidConfigException("ADMIRAL",
          "The Fleet Admiral is aboard " + aboard + ", which is not in " + fleet.commander() + "'s fleet."));
      if (catalog.vesselClass(host.classId()).isSquadron()) {
        throw new InvalidConfigException("ADMIRAL", "Fleet Admirals cannot join squadrons.");
      }
    }
    int cost = FleetCost.of(fleet, catalog);
    if (cost > points) {
      throw new InvalidConfigException("OVER_POINTS", fleet.commander() + "'s fleet costs " + cost
          + " points; the battle allows " + points + ".");
    }
  }

  private static void checkDocking(FleetSpec fleet, Catalog catalog, VesselSpec v, VesselClass c) {
    String carrierId = v.dockedIn().get();
    List<VesselSpec> aboard = fleet.vessels().stream()
        .filter(o -> o.dockedIn().equals(v.dockedIn())).toList();
    VesselSpec carrier = fleet.vessel(carrierId).orElseThrow(() -> new InvalidConfigException("DOCKING",
        v.id() + " is docked in " + carrierId + ", which is not in the same fleet."));
    VesselClass cc = catalog.vesselClass(carrier.classId());
    if (!c.isSquadron() || !cc.has(Trait.CARRIER) || carrier.dockedIn().isPresent()) {
      throw new InvalidConfigException("DOCKING", "Only squadrons start docked, and only in a Convoy Carrier.");
    }
    if (aboard.size() > cc.bays()) {
      throw new InvalidConfigException("DOCKING", carrierId + " carries at most " + cc.bays() + " squadrons.");
    }
  }

  private static void requireClass(WormholeConfig config, String classId, String why) {
    if (config.catalog().vessel(classId).isEmpty()) {
      throw new InvalidConfigException("UNKNOWN_CLASS", "The catalog needs the class " + classId + ": " + why
          + ".");
    }
  }
}
