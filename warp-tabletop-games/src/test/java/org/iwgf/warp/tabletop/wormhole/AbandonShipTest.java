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
import org.iwgf.warp.core.game.IllegalMoveException;
import org.junit.jupiter.api.Test;

/** The advanced rule "Abandon Ship": shuttles and escape pods. */
class AbandonShipTest {

  private static Battlefield fleet(boolean rule) {
    Battlefield b = new Battlefield().phase(Phase.SPECIAL_ORDERS)
        .vessel("hh", 0, "hammerhead", 15, 10, 0, "skilled-commander")
        .vessel("pf", 0, "particlebow-frigate", 15, 4, 0).admiral(0, "hh")
        .change("hh", v -> v.withOrders(Orders.of(1, 0, 0, 0)));
    return rule ? b.advanced(AdvancedRule.ABANDON_SHIP) : b;
  }

  @Test
  void aShuttleCarriesTheAdmiralToAnotherShip() {
    WormholeState s = fleet(true).state();
    assertTrue(SpecialOrdersPhase.RULES.legalMoves(s).contains(new WormholeMove.LaunchShuttle("hh", "fleet-admiral")));
    s = SpecialOrdersPhase.RULES.apply(s, new WormholeMove.LaunchShuttle("hh", "fleet-admiral"), new ArrayList<>());
    Vessel shuttle = s.vessel("hh-shuttle").orElseThrow();
    assertTrue(shuttle.admiral());
    assertFalse(s.vessel("hh").orElseThrow().admiral());
    // In the Movement phase it moves without an order and docks with the frigate behind.
    s = MovementPhase.RULES.begin(s.inPhase(Phase.MOVEMENT), new ArrayList<>());
    WormholeState docked = s;
    while (MovementPhase.RULES.legalMoves(docked).get(0) instanceof WormholeMove.FreeTurn) {
      docked = MovementPhase.RULES.apply(docked, MovementPhase.RULES.legalMoves(docked).get(0), new ArrayList<>());
    }
    WormholeMove dock = MovementPhase.RULES.legalMoves(docked).stream()
        .filter(m -> m instanceof WormholeMove.Maneuver maneuver
            && maneuver.dock().equals(Optional.of("pf")))
        .findFirst().orElseThrow();
    assertEquals("hh-shuttle", ((WormholeMove.Maneuver) dock).vessel());
    docked = MovementPhase.RULES.apply(docked, dock, new ArrayList<>());
    assertTrue(docked.vessel("pf").orElseThrow().admiral(), "the admiral is aboard the frigate");
    assertFalse(docked.inPlay(docked.vessel("hh-shuttle").orElseThrow()), "the shuttle has left the mat");
  }

  @Test
  void aShuttleCarriesOneInsert() {
    WormholeState s = SpecialOrdersPhase.RULES.apply(fleet(true).state(),
        new WormholeMove.LaunchShuttle("hh", "skilled-commander"), new ArrayList<>());
    assertEquals(List.of("skilled-commander"), s.vessel("hh-shuttle").orElseThrow().inserts());
    assertEquals(0, s.vessel("hh").orElseThrow().insertCount("skilled-commander"));
    assertTrue(s.vessel("hh").orElseThrow().admiral());
    assertEquals("NO_CARGO", assertThrows(IllegalMoveException.class, () -> SpecialOrdersPhase.RULES.apply(
        fleet(true).state(), new WormholeMove.LaunchShuttle("hh", "experienced-engineers"), new ArrayList<>()))
        .code());
    assertEquals("NO_ABANDON_SHIP", assertThrows(IllegalMoveException.class, () -> SpecialOrdersPhase.RULES
        .apply(fleet(false).state(), new WormholeMove.LaunchShuttle("hh", "fleet-admiral"), new ArrayList<>()))
        .code());
  }

  @Test
  void theAdmiralOfADestroyedShipEscapesInAPod() {
    WormholeState destroyed = fleet(true).phase(Phase.ATTACK).advantage(0)
        .change("hh", v -> v.withMarks(7)).state();
    List<WormholeEvent> events = new ArrayList<>();
    WormholeState after = TurnEnd.run(destroyed, events);
    Vessel pod = after.vessel("hh-pod").orElseThrow();
    assertEquals("escape-pod", pod.classId());
    assertTrue(pod.admiral());
    assertEquals(0, after.advantage(), "the admiral lives: Advantage is not forfeited");
    WormholeState without = fleet(false).phase(Phase.ATTACK).advantage(0).change("hh", v -> v.withMarks(7)).state();
    assertEquals(1, TurnEnd.run(without, new ArrayList<>()).advantage(), "without Abandon Ship he is lost");
    assertEquals(4, after.classOf(pod).velocity());
  }
}
