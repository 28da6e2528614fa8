// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** The advanced rules "Bigger Explosions" and "Debris Fields". */
class BiggerExplosionsAndDebrisTest {

  private static Battlefield selfDestructing(String classId, boolean bigger, String... inserts) {
    Battlefield b = new Battlefield().phase(Phase.ATTACK).vessel("x", 0, classId, 15, 10, 0, inserts)
        .change("x", v -> v.withEffects(List.of(Effect.of(SpecialAbility.SELF_DESTRUCT))).withCharged(true));
    return bigger ? b.advanced(AdvancedRule.BIGGER_EXPLOSIONS) : b;
  }

  private static int blast(Battlefield b) {
    WormholeState s = AttackPhase.RULES.begin(b.state(), new ArrayList<>());
    return s.explosions().get(0).potentialMarks();
  }

  @Test
  void aChargedParticlebowAndAHammerheadWithMissilesBlowUpBigger() {
    assertEquals(1, blast(selfDestructing("particlebow-frigate", false)));
    assertEquals(2, blast(selfDestructing("particlebow-frigate", true)), "charged: 2 potential marks");
    assertEquals(1, blast(selfDestructing("hammerhead", false, "missile-salvo", "missile-salvo")));
    assertEquals(3, blast(selfDestructing("hammerhead", true, "missile-salvo", "missile-salvo")),
        "one more per Missile Salvo aboard");
  }

  @Test
  void aCarriersSquadronsAreLostOnOneToThreeAndFeedTheBlast() {
    // Squadron a rolls 2 (lost: one more die), b rolls 5 (set down; its possible mark misses on a 1);
    // the corvette touching the counter takes two dice: 3 and 4, then fails both 5+ saves (1, 2).
    WormholeState s = AttackPhase.RULES.begin(new Battlefield().phase(Phase.ATTACK)
        .advanced(AdvancedRule.BIGGER_EXPLOSIONS)
        .vessel("cc", 1, "convoy-carrier", 15, 20, 0).docked("a", 1, "missile-fighters", "cc")
        .docked("b", 1, "missile-fighters", "cc").vessel("cv", 0, "control-corvette", 15, 23.8, 0)
        .change("cc", v -> v.withEffects(List.of(Effect.of(SpecialAbility.SELF_DESTRUCT))))
        .dice(2, 5, 1, 3, 4, 1, 2).state(), new ArrayList<>());
    s = AttackPhase.RULES.apply(s, new WormholeMove.HoldFire("cc"), new ArrayList<>());
    assertEquals(Status.DESTROYED, s.statusOf(s.vessel("a").orElseThrow()));
    assertTrue(s.vessel("b").orElseThrow().onMat());
    assertEquals(0, s.vessel("b").orElseThrow().marks());
    assertEquals(2, s.vessel("cv").orElseThrow().marks());
    assertEquals(List.of(0, 0), s.marksDealt(), "the lost squadron counts for nobody");
  }

  @Test
  void aSquadronWipedOutFromFullStatusInOnePhaseExplodes() {
    // Four marks from one laser battery wipe out a full squadron: it leaves a squadron-sized template.
    Battlefield b = new Battlefield().phase(Phase.ATTACK).advanced(AdvancedRule.BIGGER_EXPLOSIONS)
        .vessel("hh", 0, "hammerhead", 15, 10, 0).vessel("sq", 1, "missile-fighters", 15, 16, 180)
        .change("hh", v -> v.withOrders(Orders.of(0, 0, 2, 0)));
    WormholeState s = AttackPhase.RULES.begin(b.dice(6, 6, 6, 1, 1, 1, 6, 1, 1, 1).state(), new ArrayList<>());
    s = AttackPhase.RULES.apply(s, new WormholeMove.Fire("hh", "laser-battery-1", List.of("sq")), new ArrayList<>());
    s = AttackPhase.RULES.apply(s, new WormholeMove.Fire("hh", "laser-battery-2", List.of("sq")), new ArrayList<>());
    assertEquals(Status.DESTROYED, s.statusOf(s.vessel("sq").orElseThrow()));
    assertEquals(List.of(new Explosion("sq", new Circle(Point.of(15, 16), Damage.SQUADRON_TEMPLATE), 1)),
        s.explosions());
    WormholeState reduced = AttackPhase.RULES.begin(b.change("sq", v -> v.withMarks(2)).dice(6, 6, 1, 1, 1)
        .state(), new ArrayList<>());
    reduced = AttackPhase.RULES.apply(reduced, new WormholeMove.Fire("hh", "laser-battery-1", List.of("sq")),
        new ArrayList<>());
    reduced = AttackPhase.RULES.apply(reduced, new WormholeMove.HoldFire("hh"), new ArrayList<>());
    assertEquals(Status.DESTROYED, reduced.statusOf(reduced.vessel("sq").orElseThrow()));
    assertTrue(reduced.explosions().isEmpty(), "it was already Reduced when the phase began");
  }

  @Test
  void explosionsLeaveDebrisThatHurtsFastShipsAndSpoilsAim() {
    Circle field = new Circle(Point.of(15, 15), 2);
    WormholeState s = new Battlefield().phase(Phase.ATTACK).advanced(AdvancedRule.DEBRIS_FIELDS)
        .vessel("hh", 0, "hammerhead", 15, 10, 0).vessel("cv", 1, "control-corvette", 15, 20, 180).state();
    s = s.withExplosions(List.of(new Explosion("gone", field, 1)));
    WormholeState after = TurnEnd.run(s, new ArrayList<>());
    assertEquals(List.of(field), after.debris());
    assertTrue(after.explosions().isEmpty());
    // Firing through the field: 5+ instead of 4+.
    assertEquals(5, Rolls.toMark(after, after.vessel("hh").orElseThrow(),
        after.classOf(after.vessel("hh").orElseThrow()).weapon("laser-battery-1").orElseThrow(),
        after.vessel("cv").orElseThrow()));
    // Moving through it at more than half VEL: a mark on 4+; at half VEL or less, nothing.
    WormholeState moving = after.inPhase(Phase.MOVEMENT).with(after.vessel("hh").orElseThrow()
        .withOrders(Orders.of(0, 1, 0, 0))).withDice(Dice.scripted(1, List.of(4)));
    moving = moving.with(moving.vessel("cv").orElseThrow().withOrders(Orders.of(0, 1, 0, 0))
        .withRemaining(Orders.NONE));
    WormholeState fast = MovementPhase.RULES.apply(moving, WormholeMove.Maneuver.of("hh", 0, 4),
        new ArrayList<>());
    assertEquals(1, fast.vessel("hh").orElseThrow().marks());
    WormholeState slow = MovementPhase.RULES.apply(moving, WormholeMove.Maneuver.of("hh", 0, 3),
        new ArrayList<>());
    assertEquals(0, slow.vessel("hh").orElseThrow().marks());
  }
}
