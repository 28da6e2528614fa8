// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetCost;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.RandomFleets;
import org.iwgf.warp.tabletop.wormhole.fleet.SampleFleets;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.junit.jupiter.api.Test;

/** "How Do I Design a Fleet?", "Data Inserts" and "Faction Rules". */
class FleetBuildingTest {
  private static final Catalog CATALOG = Battlefield.CATALOG;

  private static FleetSpec fleet(Faction f, VesselSpec... vessels) {
    return FleetSpec.of("Test", f, List.of(vessels));
  }

  private static String refused(FleetSpec a, int points) {
    return assertThrows(InvalidConfigException.class, () -> WormholeRules.of(
        WormholeConfig.standard(CATALOG, a, SampleFleets.royalist(), points))).code();
  }

  @Test
  void costChart() {
    assertEquals(40, CATALOG.vesselClass("convoy-carrier").cost());
    assertEquals(60, CATALOG.vesselClass("hammerhead").cost());
    assertEquals(25, CATALOG.vesselClass("control-corvette").cost());
    assertEquals(25, CATALOG.vesselClass("particlebow-frigate").cost());
    assertEquals(10, CATALOG.vesselClass("skirmish-fighters").cost());
    assertEquals(10, CATALOG.vesselClass("missile-fighters").cost());
  }

  @Test
  void sampleFleetsAtChartPrices() {
    assertEquals(150, FleetCost.of(SampleFleets.royalist(), CATALOG));
    assertEquals(165, FleetCost.of(SampleFleets.separatist(), CATALOG), "the carrier at 40, not 35");
    WormholeRules.of(WormholeConfig.standard(CATALOG, SampleFleets.royalist(), SampleFleets.separatist(),
        SampleFleets.POINTS));
  }

  @Test
  void insertsCostPointsAndFactionsGetOneFree() {
    FleetSpec royal = fleet(Faction.ROYALIST, VesselSpec.of("h", "hammerhead")
        .withInserts("skilled-commander", "heavy-railgun", "missile-salvo", "experienced-engineers"),
        VesselSpec.of("p", "particlebow-frigate").withInserts("skilled-commander"));
    assertEquals(60 + 0 + 20 + 5 + 5 + 25 + 5, FleetCost.of(royal, CATALOG),
        "the first Skilled Commander is free, listed Missile Salvos beyond the free two cost 5");
    FleetSpec sep = fleet(Faction.SEPARATIST, VesselSpec.of("a", "skirmish-fighters").withInserts("ace"),
        VesselSpec.of("b", "missile-fighters").withInserts("ace"));
    assertEquals(10 + 0 + 10 + 5, FleetCost.of(sep, CATALOG));
  }

  @Test
  void legendaryCommanderCostsFivePerFiftyPointsMinimumTen() {
    FleetSpec small = fleet(Faction.ROYALIST, VesselSpec.of("p", "particlebow-frigate")
        .withInserts("legendary-commander")).withAdmiralAboard("p");
    assertEquals(25 + 10, FleetCost.of(small, CATALOG), "minimum 10");
    List<VesselSpec> big = new ArrayList<>(SampleFleets.royalist().vessels());
    big.set(0, big.get(0).withInserts("legendary-commander"));
    FleetSpec withLegend = new FleetSpec("Retis", Faction.ROYALIST, big, Optional.of("blue-hammerhead"));
    assertEquals(150 + 15, FleetCost.of(withLegend, CATALOG), "three 50s of fleet");
  }

  @Test
  void illegalFleetsAreRefusedWithAClearCode() {
    assertEquals("OVER_POINTS", refused(SampleFleets.separatist(), 150));
    assertEquals("UNKNOWN_CLASS", refused(fleet(Faction.ROYALIST, VesselSpec.of("x", "dreadnought")), 200));
    assertEquals("NOT_FOR_SALE", refused(fleet(Faction.ROYALIST, VesselSpec.of("x", "missile-salvo")), 200));
    assertEquals("UNKNOWN_INSERT", refused(fleet(Faction.ROYALIST,
        VesselSpec.of("x", "hammerhead").withInserts("cloak")), 200));
    assertEquals("INSERT_NOT_ALLOWED", refused(fleet(Faction.ROYALIST,
        VesselSpec.of("x", "particlebow-frigate").withInserts("heavy-railgun")), 200));
    assertEquals("INSERT_NOT_ALLOWED", refused(fleet(Faction.ROYALIST,
        VesselSpec.of("x", "missile-fighters").withInserts("skilled-commander")), 200));
    assertEquals("INSERT_LIMIT", refused(fleet(Faction.ROYALIST,
        VesselSpec.of("x", "hammerhead").withInserts("heavy-railgun", "heavy-railgun")), 200));
    assertEquals("INSERT_LIMIT", refused(fleet(Faction.SEPARATIST,
        VesselSpec.of("x", "skirmish-fighters").withInserts("ace", "ace")), 200));
    assertEquals("ADMIRAL", refused(fleet(Faction.ROYALIST,
        VesselSpec.of("x", "hammerhead").withInserts("legendary-commander")), 200));
    assertEquals("ADMIRAL", refused(fleet(Faction.ROYALIST, VesselSpec.of("x", "missile-fighters"))
        .withAdmiralAboard("x"), 200), "Fleet Admirals cannot join squadrons");
    assertEquals("DOCKING", refused(fleet(Faction.ROYALIST, VesselSpec.of("x", "hammerhead"),
        VesselSpec.of("y", "missile-fighters").dockedIn("x")), 200));
    assertEquals("DOCKING", refused(fleet(Faction.ROYALIST, VesselSpec.of("c", "convoy-carrier"),
        VesselSpec.of("a", "missile-fighters").dockedIn("c"), VesselSpec.of("b", "missile-fighters").dockedIn("c"),
        VesselSpec.of("d", "missile-fighters").dockedIn("c"), VesselSpec.of("e", "missile-fighters").dockedIn("c"),
        VesselSpec.of("f", "missile-fighters").dockedIn("c")), 200), "four bays");
    assertEquals("DUPLICATE_ID", refused(fleet(Faction.ROYALIST, VesselSpec.of("blue-hammerhead", "hammerhead")),
        200));
  }

  @Test
  void theBattlefieldMustBePlayable() {
    WormholeConfig bad = new WormholeConfig(CATALOG, List.of(SampleFleets.royalist(), SampleFleets.separatist()),
        200, 30, 40, 21, 6, Set.of(), GateNetwork.NONE);
    assertEquals("FIELD", assertThrows(InvalidConfigException.class, () -> WormholeRules.of(bad)).code());
  }

  @Test
  void randomFleetsAreLegalFullAndReproducible() {
    for (long seed = 0; seed < 200; seed++) {
      int points = 75 + (int) (seed % 176);
      FleetSpec a = RandomFleets.of(CATALOG, Faction.ROYALIST, points, "a", seed);
      FleetSpec b = RandomFleets.of(CATALOG, Faction.SEPARATIST, points, "b",
          seed);
      WormholeRules.of(WormholeConfig.standard(CATALOG, a, b, points));
      int cost = FleetCost.of(a, CATALOG);
      assertEquals(true, cost <= points && cost > points - 10, "seed " + seed + ": " + cost + " of " + points);
      assertEquals(a, RandomFleets.of(CATALOG, Faction.ROYALIST, points, "a",
          seed));
    }
  }
}
