// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** The advanced rule "Ramming". */
class RammingTest {
  private static final PhaseRules MOVEMENT = MovementPhase.RULES;

  private static Battlefield carrierAndParticlebow(double pfY) {
    return new Battlefield().phase(Phase.MOVEMENT).advanced(AdvancedRule.RAMMING)
        .vessel("cc", 0, "convoy-carrier", 15, 10, 0).vessel("pf", 1, "particlebow-frigate", 15, pfY, 180)
        .change("cc", v -> v.withOrders(Orders.of(0, 1, 0, 0)))
        .change("pf", v -> v.withOrders(Orders.of(0, 1, 0, 0)).withRemaining(Orders.NONE));
  }

  @Test
  void rammingWorkedExample() {
    // The carrier's 6 potential marks against the Particlebow, the Particlebow's 4 less 1 against the
    // carrier; the Particlebow saves 3 of 6 on 5+, the carrier 1 of 3 on 4+: 2 damage to the carrier and
    // 3 to the Particlebow. The carrier ends 1" beyond.
    WormholeState s = carrierAndParticlebow(15).dice(5, 6, 5, 1, 2, 3, 4, 1, 2).state();
    List<WormholeEvent> events = new ArrayList<>();
    s = MOVEMENT.apply(s, new WormholeMove.Ram("cc", "pf"), events);
    assertEquals(3, s.vessel("pf").orElseThrow().marks());
    assertEquals(2, s.vessel("cc").orElseThrow().marks());
    assertTrue(events.contains(new WormholeEvent.Marked("pf", "cc", 6, 3, 3)));
    assertTrue(events.contains(new WormholeEvent.Marked("cc", "pf", 3, 1, 2)));
    assertEquals(new Point(15, 18.5), s.vessel("cc").orElseThrow().position().orElseThrow());
    assertEquals(0, s.vessel("cc").orElseThrow().remaining().moves());
    assertEquals(List.of(2, 3), List.of(s.marksDealt().get(1), s.marksDealt().get(0)));
  }

  @Test
  void rammingNeedsTheRuleAndTheReach() {
    WormholeState off = new Battlefield().phase(Phase.MOVEMENT)
        .vessel("cc", 0, "convoy-carrier", 15, 10, 0).vessel("pf", 1, "particlebow-frigate", 15, 15, 180)
        .change("cc", v -> v.withOrders(Orders.of(0, 1, 0, 0)))
        .change("pf", v -> v.withOrders(Orders.of(0, 1, 0, 0)).withRemaining(Orders.NONE)).state();
    assertEquals("NO_RAMMING", code(off, new WormholeMove.Ram("cc", "pf")));
    WormholeState far = carrierAndParticlebow(25).state();
    assertEquals("OUT_OF_REACH", code(far, new WormholeMove.Ram("cc", "pf")), "9.5\" gap, 5\" VEL");
    assertTrue(MOVEMENT.legalMoves(carrierAndParticlebow(15).state()).contains(new WormholeMove.Ram("cc", "pf")));
  }

  @Test
  void theTargetsAutofireGoesFirst() {
    // A Missile squadron rams a Hammerhead: the point defence fires first (a 5, then the squadron fails
    // its 6+ with a 1), then the squadron deals nothing (two sizes smaller: 2 - 2) and takes 6.
    WormholeState s = new Battlefield().phase(Phase.MOVEMENT).advanced(AdvancedRule.RAMMING)
        .vessel("mf", 0, "missile-fighters", 15, 10, 0).vessel("hh", 1, "hammerhead", 15, 15, 180)
        .change("mf", v -> v.withOrders(Orders.of(0, 1, 0, 0)))
        .change("hh", v -> v.withOrders(Orders.of(0, 1, 0, 0)).withRemaining(Orders.NONE))
        .dice(5, 1, 6, 6, 6, 6, 6, 6).state();
    List<WormholeEvent> events = new ArrayList<>();
    s = MOVEMENT.apply(s, new WormholeMove.Ram("mf", "hh"), events);
    assertTrue(events.contains(new WormholeEvent.AttackDeclared("hh", "point-defense", List.of("mf"))));
    assertEquals(1, s.vessel("mf").orElseThrow().marks(), "the bonus autofire's mark; all six impact marks saved");
    assertEquals(0, s.vessel("hh").orElseThrow().marks());
  }

  @Test
  void aCrippledTargetFiresNoBonusAutofireAtItsRammer() {
    // As above, but the Hammerhead is Crippled: incapable of any activity except Repair, so its point defence
    // stays silent and the squadron's impact comes at once.
    WormholeState s = new Battlefield().phase(Phase.MOVEMENT).advanced(AdvancedRule.RAMMING)
        .vessel("mf", 0, "missile-fighters", 15, 10, 0).vessel("hh", 1, "hammerhead", 15, 15, 180)
        .change("mf", v -> v.withOrders(Orders.of(0, 1, 0, 0)))
        .change("hh", v -> v.withOrders(Orders.of(0, 1, 0, 0)).withRemaining(Orders.NONE).withMarks(6))
        .dice(6, 6, 6, 6, 6, 6, 6, 6).state();
    assertEquals("CRIPPLED", s.statusOf(s.vessel("hh").orElseThrow()).name());
    List<WormholeEvent> events = new ArrayList<>();
    s = MOVEMENT.apply(s, new WormholeMove.Ram("mf", "hh"), events);
    assertTrue(events.stream().noneMatch(e -> e instanceof WormholeEvent.AttackDeclared a && a.vessel().equals("hh")),
        events.toString());
    assertEquals(0, s.vessel("mf").orElseThrow().marks(), "no bonus autofire; all six impact marks saved");
  }

  private static String code(WormholeState s, WormholeMove m) {
    return assertThrows(IllegalMoveException.class, () -> MOVEMENT.apply(s, m, new ArrayList<>())).code();
  }

  @Test
  void rammingAcrossDebrisRollsForAMarkAsAnyFastMoveDoes() {
    Circle field =
        new Circle(new Point(15, 12), 1);
    WormholeState marked = carrierAndParticlebow(15).advanced(AdvancedRule.DEBRIS_FIELDS)
        .dice(5, 6, 5, 1, 2, 3, 4, 1, 2, 4).state().withDebris(List.of(field));
    WormholeState after = MOVEMENT.apply(marked, new WormholeMove.Ram("cc", "pf"), new ArrayList<>());
    assertEquals(3, after.vessel("cc").orElseThrow().marks(), "the ram's 2 and the debris roll's 1");
    WormholeState spared = carrierAndParticlebow(15).advanced(AdvancedRule.DEBRIS_FIELDS)
        .dice(5, 6, 5, 1, 2, 3, 4, 1, 2, 3).state().withDebris(List.of(field));
    assertEquals(2, MOVEMENT.apply(spared, new WormholeMove.Ram("cc", "pf"), new ArrayList<>())
        .vessel("cc").orElseThrow().marks(), "a 3 on the debris roll is no mark");
  }
}
