// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.fleet;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.InsertType;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;

/**
 * Legal random fleets for property tests and tournaments: a pure function of the seed, so a failing battle
 * is reproduced from the seed it prints. Vessels are bought at random within the points until nothing more
 * fits, some with inserts; some squadrons start docked in a carrier; the Fleet Admiral is aboard a random
 * ship or off the board.
 *
 * @since 0.1.0
 */
public final class RandomFleets {
  private RandomFleets() {}

  /**
   * A random legal fleet of {@code faction} costing at most {@code points}, its vessel ids prefixed with
   * {@code prefix}.
   */
  public static FleetSpec of(Catalog catalog, Faction faction, int points, String prefix, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<VesselClass> buyable = new ArrayList<>();
    for (VesselClass c : catalog.vessels()) {
      if (!c.has(Trait.MISSILE) && c.cost() > 0) {
        buyable.add(c);
      }
    }
    List<VesselSpec> vessels = new ArrayList<>();
    for (int tries = 0; tries < 200; tries++) {
      VesselClass c = buyable.get(random.nextInt(buyable.size()));
      VesselSpec spec = VesselSpec.of(prefix + "-" + (vessels.size() + 1), c.id());
      if (random.nextInt(3) == 0) {
        spec = withRandomInsert(catalog, c, spec, random);
      }
      List<VesselSpec> tried = new ArrayList<>(vessels);
      tried.add(spec);
      if (FleetCost.of(FleetSpec.of(prefix, faction, tried), catalog) <= points) {
        vessels = tried;
      }
    }
    vessels = dock(catalog, vessels, random);
    Optional<String> admiral = Optional.empty();
    List<VesselSpec> ships = vessels.stream().filter(v -> !catalog.vesselClass(v.classId()).isSquadron()).toList();
    if (!ships.isEmpty() && random.nextBoolean()) {
      admiral = Optional.of(ships.get(random.nextInt(ships.size())).id());
    }
    return new FleetSpec(prefix, faction, vessels, admiral);
  }

  private static VesselSpec withRandomInsert(Catalog catalog, VesselClass c, VesselSpec spec,
      SplittableRandom random) {
    List<InsertType> fits = new ArrayList<>();
    for (InsertType i : catalog.inserts()) {
      boolean allowed = i.allowedOn().isEmpty() ? !c.isSquadron() : i.allowedOn().contains(c.id());
      if (allowed && !i.id().equals(FleetCost.LEGENDARY)) {
        fits.add(i);
      }
    }
    return fits.isEmpty() ? spec : spec.withInserts(fits.get(random.nextInt(fits.size())).id());
  }

  private static List<VesselSpec> dock(Catalog catalog, List<VesselSpec> vessels, SplittableRandom random) {
    List<VesselSpec> out = new ArrayList<>(vessels);
    for (VesselSpec carrier : vessels) {
      VesselClass cc = catalog.vesselClass(carrier.classId());
      if (!cc.has(Trait.CARRIER)) {
        continue;
      }
      int aboard = 0;
      for (int i = 0; i < out.size() && aboard < cc.bays(); i++) {
        VesselSpec v = out.get(i);
        if (catalog.vesselClass(v.classId()).isSquadron() && v.dockedIn().isEmpty() && random.nextBoolean()) {
          out.set(i, v.dockedIn(carrier.id()));
          aboard++;
        }
      }
    }
    return out;
  }
}
