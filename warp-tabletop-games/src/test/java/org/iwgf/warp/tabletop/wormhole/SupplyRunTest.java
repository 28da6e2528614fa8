// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleFleets;
import org.iwgf.warp.tabletop.wormhole.scenario.Scenarios;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** Supply Run: staggered arrivals, the supply ship's limits, escape, capture and the draw. */
class SupplyRunTest {
  private static final WormholeConfig CONFIG = Scenarios.supplyRun(Battlefield.CATALOG,
      ExampleFleets.supplyRunAttacker(), ExampleFleets.supplyRunDefender(), ExampleFleets.SUPPLY_SHIP,
      ExampleFleets.supplyRunArrivals());
  private static final String SHIP = ExampleFleets.SUPPLY_SHIP;

  private static Passive atOrders(WormholeConfig config, int turn, int seat) {
    Passive p = Passive.start(config, 5);
    return p.until(s -> s.turn() == turn && s.phase() == Phase.ORDERS && p.rules.toAct(s).equals(OptionalInt.of(seat)));
  }

  private static boolean onMat(WormholeState s, String id) {
    return s.vessel(id).orElseThrow().onMat();
  }

  @Test
  void theDefenderComesThroughTheWormholeInTheTurnsHeChose() {
    Passive p = atOrders(CONFIG, 1, 0);
    assertTrue(onMat(p.state, SHIP) && onMat(p.state, "orange-corvette"));
    assertFalse(onMat(p.state, "orange-missile-1"));
    p.until(s -> s.turn() == 2);
    assertTrue(onMat(p.state, "orange-missile-1"));
    assertFalse(onMat(p.state, "orange-skirmish-1"));
    p.until(s -> s.turn() == 3);
    assertTrue(onMat(p.state, "orange-skirmish-1"));
    assertEquals(0, p.state.advantage(), "the Attacker begins with Advantage");
  }

  @Test
  void theAttackerSetsUpAnywhere() {
    Passive p = Passive.start(CONFIG, 5);
    WormholeMove.Deploy first = (WormholeMove.Deploy) p.rules.legalMoves(p.state).get(0);
    p.apply(new WormholeMove.Deploy(first.vessel(), Point.of(15, 30), 0));
    assertEquals(Point.of(15, 30), p.state.vessel(first.vessel()).orElseThrow().position().orElseThrow());
  }

  @Test
  void aSupplyShipTakesOnlyMoveAndRepairOrders() {
    Passive p = atOrders(CONFIG, 1, 1);
    for (Orders refused : List.of(Orders.of(0, 0, 1, 0), Orders.of(1, 0, 0, 0))) {
      WormholeState before = p.state;
      IllegalMoveException e = assertThrows(IllegalMoveException.class,
          () -> p.apply(new WormholeMove.IssueOrders(SHIP, refused)));
      assertEquals("SUPPLY_SHIP", e.code());
      assertSame(before, p.state);
    }
    p.apply(new WormholeMove.IssueOrders(SHIP, Orders.of(0, 1, 0, 0)));
    assertEquals(Orders.of(0, 1, 0, 0), p.state.vessel(SHIP).orElseThrow().issued());
  }

  @Test
  void squadronsDoNotDockWithTheSupplyShipAndItNeverRams() {
    WormholeState s = atOrders(CONFIG.with(AdvancedRule.RAMMING), 2, 0).state;
    Vessel missile = s.vessel("orange-missile-1").orElseThrow();
    Optional<String> dock = Navigation.problem(s, missile, new WormholeMove.Maneuver(missile.id(), 0, 0,
        Optional.of(SHIP)));
    assertTrue(dock.orElseThrow().startsWith("NOT_A_CARRIER"), dock.toString());
    Vessel ship = s.vessel(SHIP).orElseThrow();
    Vessel raider = s.vessel("blue-particlebow-1").orElseThrow();
    s = s.with(raider.at(ship.position().get().travel(ship.heading(), 4), 0));
    assertTrue(Ramming.problem(s, ship, s.vessel(raider.id()).orElseThrow()).orElseThrow()
        .startsWith("SUPPLY_SHIP"));
  }

  /** Turn 1, the supply ship beside the goal Wormhole, facing it, with a Move order; its move next. */
  private static Passive shipBesideTheGoal() {
    Passive p = atOrders(CONFIG, 1, 1);
    Vessel ship = p.state.vessel(SHIP).orElseThrow();
    p.set(p.state.with(ship.at(Point.of(15, 3.5), 180)));
    p.apply(new WormholeMove.IssueOrders(SHIP, Orders.of(0, 1, 0, 0))).apply(new WormholeMove.FinishOrders());
    return p.until(s -> s.phase() == Phase.MOVEMENT && p.rules.legalMoves(s).stream()
        .anyMatch(m -> m instanceof WormholeMove.Depart));
  }

  @Test
  void theSupplyShipEnteringTheFarWormholeWinsForTheDefender() {
    Passive p = shipBesideTheGoal().apply(new WormholeMove.Depart(SHIP, "goal"));
    assertEquals(Phase.OVER, p.state.phase());
    assertEquals("1 supply ship(s) escaped: the Defender wins.",
        p.events(WormholeEvent.ScenarioDecided.class).get(0).verdict());
    assertEquals(List.of(2, 1), p.rules.outcome(p.state).orElseThrow().places());
  }

  @Test
  void onlySupplyShipsRunForTheFarWormhole() {
    WormholeState s = atOrders(CONFIG, 1, 1).state;
    Vessel corvette = s.vessel("orange-corvette").orElseThrow();
    s = s.with(corvette.at(Point.of(15, 3), 180));
    assertTrue(Departures.problem(s, s.vessel(corvette.id()).orElseThrow(),
        new WormholeMove.Depart(corvette.id(), "goal")).orElseThrow().startsWith("NOT_A_SUPPLY_SHIP"));
    assertTrue(Departures.problem(s, s.vessel(corvette.id()).orElseThrow(),
        new WormholeMove.Depart(corvette.id(), "start")).orElseThrow().startsWith("NO_EXIT"));
  }

  @Test
  void aDestroyedSupplyShipIsADraw() {
    WormholeState s = atOrders(CONFIG, 1, 0).state;
    s = Damage.mark(s, SHIP, "blue-particlebow-1", 99, new ArrayList<>());
    assertTrue(Objectives.endsEarly(s));
    Objectives.Result r = Objectives.result(s);
    assertEquals(List.of(1, 1), r.places());
    assertEquals("Neither side achieved its objective: a draw.", r.verdict());
  }

  @Test
  void theAttackerWinsByEliminatingTheEscortAndDisablingTheSupplyShip() {
    WormholeState s = atOrders(CONFIG, 1, 0).state;
    List<WormholeEvent> events = new ArrayList<>();
    for (Vessel v : s.vessels()) {
      if (v.owner() == 1 && !v.id().equals(SHIP)) {
        s = s.with(v.withMarks(s.classOf(v).track().length()));
      }
    }
    assertFalse(Objectives.endsEarly(s), "the escort is still on its way (turns 2 and 3)");
    WormholeState turn3 = new WormholeState(s.config(), 3, s.phase(), s.advantage(), s.vessels(), s.band(),
        s.declared(), s.explosions(), s.marksDealt(), s.ordersDone(), s.done(), s.dice(), s.ordersAllowed(),
        s.debris(), s.fullStrength(), s.wormholes());
    assertFalse(Objectives.endsEarly(turn3), "the supply ship is not yet disabled");
    WormholeState damaged = Damage.mark(turn3, SHIP, "blue-particlebow-1", 4, events);
    assertEquals(Status.DAMAGED, damaged.statusOf(damaged.vessel(SHIP).orElseThrow()));
    assertTrue(Objectives.endsEarly(damaged));
    assertEquals(List.of(1, 2), Objectives.result(damaged).places());
  }

  @Test
  void theDefenderAppearsOnlyInTurnsOneToThree() {
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> Scenarios.supplyRun(
        Battlefield.CATALOG, ExampleFleets.supplyRunAttacker(), ExampleFleets.supplyRunDefender(), SHIP,
        Map.of("orange-corvette", 4)));
    assertEquals("SCENARIO", e.code());
  }

  @Test
  void theLightVariantAllowsNoCapitalShipButTheSupplyShip() {
    FleetSpec withCarrier = ExampleFleets.supplyRunAttacker();
    List<VesselSpec> vs = new ArrayList<>(withCarrier.vessels().subList(0, 2));
    vs.add(VesselSpec.of("blue-carrier", "convoy-carrier"));
    FleetSpec heavy = FleetSpec.of("Raider", withCarrier.faction(), vs);
    assertEquals("SCENARIO", assertThrows(InvalidConfigException.class, () -> Scenarios.lightSupplyRun(
        Battlefield.CATALOG, heavy, ExampleFleets.supplyRunDefender(), SHIP, Map.of())).code());
    WormholeRules.of(Scenarios.lightSupplyRun(Battlefield.CATALOG, ExampleFleets.supplyRunAttacker(),
        ExampleFleets.supplyRunDefender(), SHIP, Map.of()));
  }

  @Test
  void eachSideKeepsToEightyPointsTheSupplyShipAside() {
    List<VesselSpec> vs = new ArrayList<>(ExampleFleets.supplyRunAttacker().vessels());
    vs.add(VesselSpec.of("blue-missile-9", "missile-fighters"));
    FleetSpec over = FleetSpec.of("Raider", ExampleFleets.supplyRunAttacker().faction(), vs);
    WormholeConfig config = Scenarios.supplyRun(Battlefield.CATALOG, over, ExampleFleets.supplyRunDefender(), SHIP,
        Map.of());
    assertEquals("OVER_POINTS", assertThrows(InvalidConfigException.class, () -> WormholeRules.of(config)).code());
  }

  @Test
  void aConvoyEmergesOneSupplyShipPerTurnAndIsScoredShipByShip() {
    List<VesselSpec> vs = new ArrayList<>(ExampleFleets.supplyRunDefender().vessels());
    vs.add(VesselSpec.of("orange-supply-2", "convoy-carrier"));
    FleetSpec convoy = FleetSpec.of("Convoy master", ExampleFleets.supplyRunDefender().faction(), vs);
    WormholeConfig config = Scenarios.convoyRun(Battlefield.CATALOG, ExampleFleets.supplyRunAttacker(), convoy,
        List.of(SHIP, "orange-supply-2"), Map.of());
    Passive p = atOrders(config, 1, 0);
    assertFalse(onMat(p.state, "orange-supply-2"));
    p.until(s -> s.turn() == 2);
    assertTrue(onMat(p.state, "orange-supply-2"));
  }

  @Test
  void theDistanceBetweenTheWormholesCanBeVaried() {
    WormholeConfig far = Scenarios.withWormholeDistance(CONFIG, 60);
    assertEquals(60, far.matLength());
    Passive p = atOrders(far, 1, 0);
    assertTrue(p.state.vessel(SHIP).orElseThrow().position().orElseThrow().y() > 55, "the run starts 60\" out");
    assertEquals("SCENARIO", assertThrows(InvalidConfigException.class, () -> Scenarios.withWormholeDistance(
        Scenarios.standardEngagement(Battlefield.CATALOG, ExampleFleets.supplyRunAttacker(),
            ExampleFleets.trainingOpponents()), 60)).code());
  }

  @Test
  void departingThroughAScenarioExitCrossesDebrisLikeAnyOtherMove() {
    WormholeState s = shipBesideTheGoal().state;
    Point gate = s.wormholes().gate("goal").orElseThrow().position();
    Vessel ship = s.vessel(SHIP).orElseThrow();
    double far = 0.6 * s.classOf(ship).velocity();
    Point from = gate.travel(0, far);
    Circle field =
        new Circle(gate.travel(0, far / 2), 0.5);
    WormholeState placed = s.with(ship.at(from, 180)).withDebris(List.of(field));
    WormholeMove.Depart d = new WormholeMove.Depart(SHIP, "goal");
    WormholeState marked = Departures.depart(placed.withDice(Dice.scripted(1, List.of(4))),
        placed.vessel(SHIP).orElseThrow(), d, new ArrayList<>());
    assertEquals(ship.marks() + 1, marked.vessel(SHIP).orElseThrow().marks(), "a 4 on the debris roll");
    WormholeState spared = Departures.depart(placed.withDice(Dice.scripted(1, List.of(3))),
        placed.vessel(SHIP).orElseThrow(), d, new ArrayList<>());
    assertEquals(ship.marks(), spared.vessel(SHIP).orElseThrow().marks(), "a 3 is no mark");
  }

  @Test
  void aFleetWhoseSquadronStartsOnTheSupplyShipsDeckIsRefused() {
    FleetSpec defender = ExampleFleets.supplyRunDefender();
    List<VesselSpec> docked = new ArrayList<>();
    for (VesselSpec v : defender.vessels()) {
      docked.add(v.id().equals("orange-skirmish-2") ? v.dockedIn(SHIP) : v);
    }
    Map<String, Integer> arrivals = new HashMap<>(ExampleFleets.supplyRunArrivals());
    arrivals.remove("orange-skirmish-2");
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WormholeRules.of(
        Scenarios.supplyRun(Battlefield.CATALOG, ExampleFleets.supplyRunAttacker(),
            FleetSpec.of(defender.commander(), defender.faction(), docked), SHIP, arrivals)));
    assertEquals("SCENARIO", e.code());
    assertTrue(e.getMessage().contains("supply ship"), e.getMessage());
    WormholeRules.of(CONFIG);
  }
}
