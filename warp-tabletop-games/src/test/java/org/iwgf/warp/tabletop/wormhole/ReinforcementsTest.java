// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.iwgf.warp.tabletop.wormhole.scenario.ExampleFleets;
import org.iwgf.warp.tabletop.wormhole.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/** Reinforcements: budgets, the turn-4 arrival, damageable Wormholes, called and dual reinforcements. */
class ReinforcementsTest {
  private static WormholeConfig config(boolean called) {
    return Scenarios.reinforcements(Battlefield.CATALOG, ExampleFleets.reinforcementsAttacker(),
        ExampleFleets.reinforcementsDefender(), ExampleFleets.reinforcementsReserve(), 100, called);
  }

  private static boolean onMat(WormholeState s, String id) {
    return s.vessel(id).orElseThrow().onMat();
  }

  @Test
  void theReinforcementsComeThroughTheDefendersWormholeAtTheStartOfTurnFour() {
    Passive p = Passive.start(config(false), 2).until(s -> s.turn() == 3 && s.phase() == Phase.ORDERS);
    assertFalse(onMat(p.state, "blue-carrier"));
    assertEquals(0, p.state.advantage() == 0 ? 0 : 1, "the Attacker began with Advantage");
    p.until(s -> s.turn() == 4);
    Vessel carrier = p.state.vessel("blue-carrier").orElseThrow();
    Gate gate = p.state.wormholes().gate("defender-gate").orElseThrow();
    assertEquals(gate.radius() + p.state.classOf(carrier).baseRadius(),
        carrier.position().orElseThrow().distanceTo(gate.position()), 1e-9);
    assertEquals(Optional.of("blue-carrier"), p.state.vessel("blue-missile-r1").orElseThrow().dockedIn(),
        "squadrons on deck come with their carrier");
    assertTrue(config(false).uses(AdvancedRule.WORMHOLES) && config(false).wormholes().damageable());
  }

  @Test
  void aCollapsedWormholeLetsNoReinforcementsThrough() {
    Passive p = Passive.start(config(false), 2).until(s -> s.turn() == 3 && s.phase() == Phase.ORDERS);
    Gate gate = p.state.wormholes().gate("defender-gate").orElseThrow();
    p.set(p.state.withWormholes(p.state.wormholes().with(gate.marked(3 * Gate.MARKS_PER_LEVEL))));
    p.until(s -> s.turn() == 4);
    assertFalse(onMat(p.state, "blue-carrier"));
    assertFalse(Objectives.engaged(p.state, p.state.vessel("blue-carrier").orElseThrow()));
  }

  @Test
  void theAttackerHasTwentyPercentMoreAndTheReinforcementsHalf() {
    WormholeRules.of(config(false));
    FleetSpec bigReserve = FleetSpec.of("Garrison", ExampleFleets.reinforcementsReserve().faction(), List.of(
        VesselSpec.of("blue-carrier", "convoy-carrier"), VesselSpec.of("blue-frigate-r", "particlebow-frigate")));
    WormholeConfig over = Scenarios.reinforcements(Battlefield.CATALOG, ExampleFleets.reinforcementsAttacker(),
        ExampleFleets.reinforcementsDefender(), bigReserve, 100, false);
    assertEquals("OVER_POINTS", assertThrows(InvalidConfigException.class, () -> WormholeRules.of(over)).code());
    WormholeConfig tooFew = Scenarios.reinforcements(Battlefield.CATALOG, ExampleFleets.reinforcementsAttacker(),
        ExampleFleets.reinforcementsDefender(), ExampleFleets.reinforcementsReserve(), 90, false);
    assertEquals("OVER_POINTS", assertThrows(InvalidConfigException.class, () -> WormholeRules.of(tooFew)).code(),
        "at 90 points the Attacker may spend 108, not 115");
  }

  /** The reserve with the squadron flying free: the carrier alone (40) is within 40 %, both (50) are not. */
  private static Passive callDue() {
    FleetSpec reserve = FleetSpec.of("Garrison", ExampleFleets.reinforcementsReserve().faction(), List.of(
        VesselSpec.of("blue-carrier", "convoy-carrier"), VesselSpec.of("blue-missile-r1", "missile-fighters")));
    WormholeConfig called = Scenarios.reinforcements(Battlefield.CATALOG, ExampleFleets.reinforcementsAttacker(),
        ExampleFleets.reinforcementsDefender(), reserve, 100, true);
    Passive p = Passive.start(called, 2);
    return p.until(s -> s.turn() == 4 && s.phase() == Phase.ORDERS && p.rules.toAct(s).equals(OptionalInt.of(1)));
  }

  @Test
  void calledReinforcementsWaitForTheCallAndKeepToFortyPercent() {
    Passive p = callDue();
    assertFalse(onMat(p.state, "blue-carrier"));
    WormholeState before = p.state;
    assertEquals("CALL_FIRST", assertThrows(IllegalMoveException.class,
        () -> p.apply(new WormholeMove.FinishOrders())).code());
    assertEquals("OVER_POINTS", assertThrows(IllegalMoveException.class,
        () -> p.apply(new WormholeMove.CallReinforcements(List.of("blue-carrier", "blue-missile-r1")))).code());
    assertEquals("NOT_IN_RESERVE", assertThrows(IllegalMoveException.class,
        () -> p.apply(new WormholeMove.CallReinforcements(List.of("blue-particlebow-1")))).code());
    assertSame(before, p.state);
    p.apply(new WormholeMove.CallReinforcements(List.of("blue-carrier")));
    assertTrue(onMat(p.state, "blue-carrier"));
    assertEquals(List.of(new WormholeEvent.ReinforcementsCalled(1, List.of("blue-carrier"))),
        p.events(WormholeEvent.ReinforcementsCalled.class));
    assertTrue(p.rules.legalMoves(p.state).contains(new WormholeMove.FinishOrders()));
  }

  @Test
  void reinforcementsNotCalledNeverArrive() {
    Passive p = callDue().apply(new WormholeMove.CallReinforcements(List.of()));
    p.until(s -> s.turn() == 5);
    assertFalse(onMat(p.state, "blue-carrier"));
  }

  @Test
  void dualReinforcementsArriveOnBothSides() {
    FleetSpec orangeReserve = FleetSpec.of("Strike leader", ExampleFleets.reinforcementsAttacker().faction(),
        List.of(VesselSpec.of("orange-frigate-r", "particlebow-frigate")));
    FleetSpec orange = FleetSpec.of("Strike leader", ExampleFleets.reinforcementsAttacker().faction(),
        ExampleFleets.reinforcementsAttacker().vessels().subList(0, 6));
    WormholeConfig dual = Scenarios.dualReinforcements(Battlefield.CATALOG, orange,
        ExampleFleets.reinforcementsDefender(), orangeReserve, ExampleFleets.reinforcementsReserve(), 100, false);
    Passive p = Passive.start(dual, 1).until(s -> s.turn() == 4);
    assertTrue(onMat(p.state, "orange-frigate-r") && onMat(p.state, "blue-carrier"));
    assertTrue(p.state.vessel("orange-frigate-r").orElseThrow().position().get().y() < 20);
  }
}
