// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.SampleFleets;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** "Standard Wormhole Engagement": Advantage and deployment. */
class SetupAndDeploymentTest {

  private static WormholeConfig config(FleetSpec a, FleetSpec b) {
    return WormholeConfig.standard(Battlefield.CATALOG, a, b, 300);
  }

  private static WormholeEvent.AdvantageDecided advantage(WormholeConfig config, Integer... dice) {
    List<WormholeEvent> events = new ArrayList<>();
    Setup.start(config, Dice.scripted(1, List.of(dice)), events);
    return (WormholeEvent.AdvantageDecided) events.get(0);
  }

  private static FleetSpec equalTo(Faction f, String prefix) {
    return FleetSpec.of(prefix, f, List.of(VesselSpec.of(prefix + "-h", "hammerhead")));
  }

  @Test
  void fewerPointsStartsWithAdvantage() {
    WormholeEvent.AdvantageDecided a = advantage(config(SampleFleets.royalist(), SampleFleets.separatist()));
    assertEquals(new WormholeEvent.AdvantageDecided(0, "fewer-points", List.of()), a);
  }

  @Test
  void aLegendaryCommanderFacingNoneTakesAdvantage() {
    FleetSpec legend = FleetSpec.of("L", Faction.SEPARATIST, List.of(VesselSpec.of("l-h", "hammerhead")
        .withInserts("legendary-commander"))).withAdmiralAboard("l-h");
    assertEquals(1, advantage(config(SampleFleets.royalist(), legend)).seat());
    FleetSpec other = FleetSpec.of("M", Faction.ROYALIST, List.of(VesselSpec.of("m-h", "hammerhead")
        .withInserts("legendary-commander"))).withAdmiralAboard("m-h");
    assertEquals("die-roll", advantage(config(other, legend), 2, 5).reason(), "both have one: roll");
  }

  @Test
  void deploymentFlowExampleDieRoll() {
    // Equal forces: Sac Retis rolls a 5, Thomas a 2.
    WormholeEvent.AdvantageDecided a = advantage(config(equalTo(Faction.ROYALIST, "r"),
        equalTo(Faction.SEPARATIST, "s")), 5, 2);
    assertEquals(new WormholeEvent.AdvantageDecided(0, "die-roll", List.of(5, 2)), a);
  }

  @Test
  void royalistsWinATiedRollAgainstSeparatistsOthersReroll() {
    assertEquals(1, advantage(config(equalTo(Faction.SEPARATIST, "s"), equalTo(Faction.ROYALIST, "r")), 4, 4)
        .seat());
    WormholeEvent.AdvantageDecided civil = advantage(config(equalTo(Faction.ROYALIST, "a"),
        equalTo(Faction.ROYALIST, "b")), 3, 3, 1, 6);
    assertEquals(new WormholeEvent.AdvantageDecided(1, "die-roll", List.of(3, 3, 1, 6)), civil);
  }

  @Test
  void deploymentFlowExample() {
    // Thomas (no Advantage) keeps a Skirmish and three Missile squadrons on his carrier. Band 5: Thomas's
    // remaining Skirmish squadron; band 4: Retis's four Missile squadrons; band 3: Thomas's Particlebow
    // and corvettes, then Retis's Particlebows; band 2: the Hammerhead; band 1: the carrier.
    WormholeConfig config = config(SampleFleets.royalist(), SampleFleets.separatist());
    WormholeState s = Setup.start(config, Dice.seeded(1), new ArrayList<>());
    s = new WormholeState(config, 0, Phase.DEPLOYMENT, 0, s.vessels(), 5, List.of(), List.of(), List.of(0, 0),
        List.of(false, false), List.of(), s.dice(), List.of(), List.of(), List.of(), GateNetwork.NONE);
    List<String> order = new ArrayList<>();
    while (Deployment.RULES.toAct(s).isPresent()) {
      WormholeMove.Deploy d = (WormholeMove.Deploy) Deployment.RULES.legalMoves(s).get(0);
      order.add(d.vessel());
      s = Deployment.RULES.apply(s, d, new ArrayList<>());
    }
    assertEquals(List.of("orange-skirmish-2", "blue-missile-1", "blue-missile-2", "blue-missile-3",
        "blue-missile-4", "orange-particlebow", "orange-corvette-1", "orange-corvette-2", "blue-particlebow-1",
        "blue-particlebow-2", "blue-hammerhead", "orange-carrier"), order);
    assertEquals(Optional.of("orange-carrier"), s.vessel("orange-missile-1").orElseThrow().dockedIn());
    assertEquals(2, s.vessel("blue-hammerhead").orElseThrow().insertCount("missile-salvo"),
        "two free Missile Salvos");
  }

  @Test
  void basesGoWhollyInsideTheirOwnZoneWithoutOverlapping() {
    WormholeConfig config = config(equalTo(Faction.ROYALIST, "r"), equalTo(Faction.SEPARATIST, "s"));
    WormholeState s = Setup.start(config, Dice.scripted(1, List.of(2, 5)), new ArrayList<>());
    assertEquals(OptionalInt.of(0), Deployment.RULES.toAct(s), "seat 0 has no Advantage: it places first");
    assertEquals("OUTSIDE_ZONE", code(s, new WormholeMove.Deploy("r-h", Point.of(15, 7), 0)), "1.5\" base");
    assertEquals("OUTSIDE_ZONE", code(s, new WormholeMove.Deploy("r-h", Point.of(15, 35), 0)));
    assertEquals("NOT_YOUR_VESSEL", code(s, new WormholeMove.Deploy("s-h", Point.of(15, 35), 0)));
    s = Deployment.RULES.apply(s, new WormholeMove.Deploy("r-h", Point.of(15, 6.5), 0), new ArrayList<>());
    assertTrue(Deployment.RULES.legalMoves(s).stream().allMatch(m ->
        ((WormholeMove.Deploy) m).position().y() >= 32));
  }

  @Test
  void basesMayNotOverlap() {
    FleetSpec two = FleetSpec.of("r", Faction.ROYALIST, List.of(VesselSpec.of("a", "control-corvette"),
        VesselSpec.of("b", "control-corvette")));
    WormholeConfig config = config(two, equalTo(Faction.SEPARATIST, "s"));
    WormholeState s = Setup.start(config, Dice.seeded(3), new ArrayList<>());
    s = Deployment.RULES.apply(s, new WormholeMove.Deploy("a", Point.of(10, 4), 0), new ArrayList<>());
    assertEquals("BASES_OVERLAP", code(s, new WormholeMove.Deploy("b", Point.of(11.5, 4), 0)));
    Deployment.RULES.apply(s, new WormholeMove.Deploy("b", Point.of(12, 4), 0), new ArrayList<>());
  }

  /**
   * Every spot the deployment menu usually offers (three rows across the zone) is covered by the seat's own
   * bases, but there is room along the zone's edge: the menu searches the zone and offers that place.
   */
  @Test
  void aCrowdedZoneStillOffersTheRoomItHas() {
    List<VesselSpec> corvettes = new ArrayList<>();
    for (int i = 1; i <= 9; i++) {
      corvettes.add(VesselSpec.of("c" + i, "control-corvette"));   // bases of radius 1"
    }
    WormholeConfig config = config(FleetSpec.of("r", Faction.ROYALIST, corvettes),
        equalTo(Faction.SEPARATIST, "s")).withMat(10, 48);
    WormholeState s = Setup.start(config, Dice.scripted(1, List.of(2, 5)), new ArrayList<>());
    // Zone 0–8": the usual rows lie at y 2.2, 4.0 and 5.8, at x 1.1, 3.3, 5.5 and 7.7. A base at y 3.1
    // covers the first two rows, one at y 5.8 the third; the strip along y 1.0 stays free.
    List<Point> blockers = new ArrayList<>();
    for (double x : new double[] {1.1, 3.3, 5.5, 7.7}) {
      blockers.add(Point.of(x, 3.1));
      blockers.add(Point.of(x, 5.8));
    }
    int placed = 0;
    while (placed < blockers.size()) {
      if (Deployment.RULES.toAct(s).getAsInt() == 0) {
        s = Deployment.RULES.apply(s, new WormholeMove.Deploy("c" + (placed + 1), blockers.get(placed), 0),
            new ArrayList<>());
        placed++;
      } else {
        s = Deployment.RULES.apply(s, Deployment.RULES.legalMoves(s).get(0), new ArrayList<>());
      }
    }
    while (Deployment.RULES.toAct(s).getAsInt() != 0) {
      s = Deployment.RULES.apply(s, Deployment.RULES.legalMoves(s).get(0), new ArrayList<>());
    }
    List<WormholeMove> menu = Deployment.RULES.legalMoves(s);
    assertEquals(List.of(new WormholeMove.Deploy("c9", Point.of(1.0, 1.0), 0)), menu,
        "the first free place on the zone's grid, along its edge");
    WormholeState last = Deployment.RULES.apply(s, menu.get(0), new ArrayList<>());
    assertTrue(last.vessel("c9").orElseThrow().position().isPresent());
  }

  /**
   * A zone 4" deep on a mat 4" wide holds one Hammerhead (bases of radius 1.5"): the second is held in
   * reserve, the deployment goes on without it, and it comes on as a turn begins once its zone has room.
   */
  @Test
  void aVesselWithNoRoomInItsZoneIsHeldInReserveUntilATurnBeginsWithRoom() {
    FleetSpec two = FleetSpec.of("r", Faction.ROYALIST, List.of(VesselSpec.of("r-h1", "hammerhead"),
        VesselSpec.of("r-h2", "hammerhead")));
    WormholeConfig config = new WormholeConfig(Battlefield.CATALOG, List.of(two, equalTo(Faction.SEPARATIST, "s")),
        300, 4, 40, 4, WormholeConfig.STANDARD_TURNS, Set.of(), GateNetwork.NONE);
    WormholeRules rules = WormholeRules.of(config);
    WormholeState s = rules.start(1);
    List<String> placed = new ArrayList<>();
    while (s.phase() == Phase.DEPLOYMENT) {
      List<WormholeMove> moves = rules.legalMoves(s);
      assertFalse(moves.isEmpty(), "the deployment always has a move");
      placed.add(((WormholeMove.Deploy) moves.get(0)).vessel());
      s = rules.apply(s, moves.get(0)).state();
    }
    assertEquals(List.of("r-h1", "s-h"), placed.stream().sorted().toList(), "r-h2 finds no room");
    assertEquals(Phase.ORDERS, s.phase());
    assertTrue(s.vessel("r-h2").orElseThrow().position().isEmpty(), "held in reserve: turn 1 has no room");
    assertTrue(OrdersPhase.menu(s, 0).stream().noneMatch(v -> v.vessel().equals("r-h2")), "it takes no orders");

    List<WormholeEvent> events = new ArrayList<>();
    assertEquals(s, Deployment.fromReserve(s, events), "still no room: it stays in reserve");
    assertEquals(List.of(), events);
    Vessel h1 = s.vessel("r-h1").orElseThrow();
    WormholeState moved = s.with(h1.at(Point.of(2, 20), h1.heading()));
    WormholeState after = Deployment.fromReserve(moved, events);
    Point at = after.vessel("r-h2").orElseThrow().position().orElseThrow();
    assertTrue(at.y() >= 1.5 && at.y() <= 2.5, "in its own zone: " + at);
    assertEquals(List.of(new WormholeEvent.Deployed("r-h2", at, 0)), events);
  }

  private static String code(WormholeState s, WormholeMove m) {
    return assertThrows(IllegalMoveException.class, () -> Deployment.RULES.apply(s, m, new ArrayList<>())).code();
  }
}
