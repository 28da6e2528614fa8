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

/** "Moving Through Wormholes" and "Wormhole Dynamics" in a battle. */
class WormholeTravelTest {

  private static final GateNetwork NETWORK = new GateNetwork(List.of(
      new Gate("b1", "blue", 1, Point.of(15, 15), 1.0, 0), new Gate("b1x", "blue", 1, Point.of(15, 30), 1.0, 0),
      new Gate("r2", "red", 2, Point.of(5, 20), 1.0, 0)), GateNetwork.Linking.BASIC, false);

  private static WormholeState moving(GateNetwork network, String classId, int owner, double y, Integer... dice) {
    Battlefield b = new Battlefield().phase(Phase.MOVEMENT).vessel("v", owner, classId, 15, y, 0)
        .vessel("other", 1 - owner, "missile-fighters", 28, 38, 180)
        .change("v", v -> v.withOrders(Orders.of(0, 1, 0, 0)))
        .change("other", v -> v.withOrders(Orders.of(0, 1, 0, 0)).withRemaining(Orders.NONE)).dice(dice);
    WormholeState s = b.state();
    return s.withWormholes(network).withVessels(s.vessels());
  }

  private static WormholeState configured(WormholeState s) {
    WormholeConfig c = s.config().withWormholes(s.wormholes());
    return new WormholeState(c, s.turn(), s.phase(), s.advantage(), s.vessels(), s.band(), s.declared(),
        s.explosions(), s.marksDealt(), s.ordersDone(), s.done(), s.dice(), s.ordersAllowed(), s.debris(),
        s.fullStrength(), s.wormholes());
  }

  private static String code(WormholeState s, WormholeMove m) {
    return assertThrows(IllegalMoveException.class, () -> MovementPhase.RULES.apply(s, m, new ArrayList<>()))
        .code();
  }

  @Test
  void aVesselEnteringAWormholeLeavesByTheLinkedOneAndItsMoveEnds() {
    WormholeState s = configured(moving(NETWORK, "hammerhead", 0, 10));
    assertTrue(MovementPhase.RULES.legalMoves(s).contains(new WormholeMove.Travel("v", "b1", "b1x", 180)));
    WormholeState after = MovementPhase.RULES.apply(s, new WormholeMove.Travel("v", "b1", "b1x", 180),
        new ArrayList<>());
    Vessel v = after.vessel("v").orElseThrow();
    assertEquals(new Point(15, 27.5), v.position().orElseThrow(), "in contact with the exit, facing away");
    assertEquals(180.0, v.heading());
    assertEquals(0, v.remaining().moves());
  }

  @Test
  void onlyLinkedReachableWormholesWithTheRuleOn() {
    WormholeState s = configured(moving(NETWORK, "hammerhead", 0, 10));
    assertEquals("NO_EXIT", code(s, new WormholeMove.Travel("v", "b1", "r2", 0)));
    assertEquals("NO_SUCH_WORMHOLE", code(s, new WormholeMove.Travel("v", "zz", "b1x", 0)));
    WormholeState far = configured(moving(NETWORK, "hammerhead", 0, 2));
    assertEquals("OUT_OF_REACH", code(far, new WormholeMove.Travel("v", "b1", "b1x", 180)));
    WormholeState off = moving(NETWORK, "hammerhead", 0, 10);
    assertEquals("NO_WORMHOLES", code(off, new WormholeMove.Travel("v", "b1", "b1x", 180)));
  }

  @Test
  void anUnstableWormholePassesOnThreeOrMore() {
    GateNetwork unstable = NETWORK.with(NETWORK.gate("b1").orElseThrow().marked(6));
    WormholeState fail = configured(moving(unstable, "hammerhead", 0, 10, 2));
    WormholeState stuck = MovementPhase.RULES.apply(fail, new WormholeMove.Travel("v", "b1", "b1x", 180),
        new ArrayList<>());
    assertTrue(stuck.vessel("v").orElseThrow().position().orElseThrow().y() < 15, "stays touching the entry");
    WormholeState pass = configured(moving(unstable, "hammerhead", 0, 10, 3));
    WormholeState through = MovementPhase.RULES.apply(pass, new WormholeMove.Travel("v", "b1", "b1x", 180),
        new ArrayList<>());
    assertEquals(27.5, through.vessel("v").orElseThrow().position().orElseThrow().y(), 1e-9);
  }

  @Test
  void separatistShipsEnterFromWithinOneInch() {
    // A corvette 7.6" from b1's base: beyond its 6" VEL, within 6" + 1" + ... only for a Separatist.
    WormholeState royal = configured(moving(NETWORK, "control-corvette", 0, 6.6));
    assertEquals("OUT_OF_REACH", code(royal, new WormholeMove.Travel("v", "b1", "b1x", 180)));
    WormholeState separatist = configured(moving(NETWORK, "control-corvette", 1, 6.6));
    MovementPhase.RULES.apply(separatist, new WormholeMove.Travel("v", "b1", "b1x", 180), new ArrayList<>());
  }

  @Test
  void hackingAndTuningInContact() {
    Battlefield b = new Battlefield().phase(Phase.SPECIAL_ORDERS).vessel("v", 0, "control-corvette", 15, 13, 0)
        .change("v", v -> v.withOrders(Orders.of(1, 0, 0, 0)));
    WormholeState hack = configured(b.dice(3).state().withWormholes(NETWORK));
    WormholeState hacked = SpecialOrdersPhase.RULES.apply(hack, new WormholeMove.HackWormhole("v", "b1", 1),
        new ArrayList<>());
    assertEquals(2, hacked.wormholes().gate("b1").orElseThrow().number());
    WormholeState missed = SpecialOrdersPhase.RULES.apply(configured(b.dice(2).state().withWormholes(NETWORK)),
        new WormholeMove.HackWormhole("v", "b1", 1), new ArrayList<>());
    assertEquals(1, missed.wormholes().gate("b1").orElseThrow().number());
    WormholeState tuned = SpecialOrdersPhase.RULES.apply(configured(b.dice(6).state().withWormholes(NETWORK)),
        new WormholeMove.TuneWormhole("v", "b1", "red"), new ArrayList<>());
    assertEquals("red", tuned.wormholes().gate("b1").orElseThrow().colour());
    assertEquals(3, tuned.wormholes().gate("b1").orElseThrow().number(), "after red #2");
    WormholeState far = configured(new Battlefield().phase(Phase.SPECIAL_ORDERS)
        .vessel("v", 0, "control-corvette", 15, 5, 0).change("v", v -> v.withOrders(Orders.of(1, 0, 0, 0)))
        .state().withWormholes(NETWORK));
    assertEquals("NOT_IN_CONTACT", assertThrows(IllegalMoveException.class, () -> SpecialOrdersPhase.RULES
        .apply(far, new WormholeMove.HackWormhole("v", "b1", 1), new ArrayList<>())).code());
  }

  @Test
  void damageableWormholesTakeMarksAndCollapse() {
    GateNetwork damageable = new GateNetwork(NETWORK.gates(), GateNetwork.Linking.BASIC, true);
    Battlefield b = new Battlefield().phase(Phase.ATTACK).vessel("hh", 0, "hammerhead", 15, 8, 0)
        .change("hh", v -> v.withOrders(Orders.of(0, 0, 1, 0)));
    WormholeState s = configured(b.dice(6, 6, 6, 1, 1, 5).state().withWormholes(damageable));
    s = AttackPhase.RULES.begin(s, new ArrayList<>());
    assertTrue(AttackPhase.RULES.legalMoves(s).contains(new WormholeMove.Fire("hh", "laser-battery-1",
        List.of("b1"))));
    WormholeState hit = AttackPhase.RULES.apply(s, new WormholeMove.Fire("hh", "laser-battery-1", List.of("b1")),
        new ArrayList<>());
    assertEquals(2, hit.wormholes().gate("b1").orElseThrow().marks(), "Medium armor saves one on 5+");
    GateNetwork worn = damageable.with(damageable.gate("b1").orElseThrow().marked(17));
    WormholeState last = AttackPhase.RULES.begin(configured(b.dice(6, 1, 1, 1, 1).state().withWormholes(worn)),
        new ArrayList<>());
    last = AttackPhase.RULES.apply(last, new WormholeMove.Fire("hh", "laser-battery-1", List.of("b1")),
        new ArrayList<>());
    assertEquals(Gate.Stability.COLLAPSED, last.wormholes().gate("b1").orElseThrow().stability());
    assertEquals("b1", last.explosions().get(0).source(), "a large explosion template");
    WormholeState solid = AttackPhase.RULES.begin(configured(b.state().withWormholes(NETWORK)), new ArrayList<>());
    assertEquals("BAD_TARGET", assertThrows(IllegalMoveException.class, () -> AttackPhase.RULES.apply(solid,
        new WormholeMove.Fire("hh", "laser-battery-1", List.of("b1")), new ArrayList<>())).code(),
        "indestructible wormholes");
  }

  @Test
  void theMoveToAWormholeCrossesDebrisLikeAnyOtherMove() {
    // The hammerhead (VEL 6) runs 4" from y 8.5 to contact with b1, through a debris field.
    Circle field =
        new Circle(Point.of(15, 11), 1);
    WormholeState marked = configured(moving(NETWORK, "hammerhead", 0, 8.5, 4, 6)).withDebris(List.of(field));
    WormholeState after = MovementPhase.RULES.apply(marked, new WormholeMove.Travel("v", "b1", "b1x", 180),
        new ArrayList<>());
    assertEquals(1, after.vessel("v").orElseThrow().marks(), "a 4 on the debris roll is a mark");
    WormholeState spared = configured(moving(NETWORK, "hammerhead", 0, 8.5, 3, 6)).withDebris(List.of(field));
    assertEquals(0, MovementPhase.RULES.apply(spared, new WormholeMove.Travel("v", "b1", "b1x", 180),
        new ArrayList<>()).vessel("v").orElseThrow().marks(), "a 3 is not");
  }
}
