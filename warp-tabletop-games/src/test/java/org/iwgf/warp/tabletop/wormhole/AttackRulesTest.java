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
import java.util.function.UnaryOperator;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** "Attack Phase": targeting, shooting through, multipliers, autofire, Self-destruct, re-rolls. */
class AttackRulesTest {
  private static final PhaseRules ATTACK = AttackPhase.RULES;

  /** A Hammerhead (seat 0) facing +y with two Attack orders, and whatever else {@code more} adds. */
  private static WormholeState cruiserAnd(UnaryOperator<Battlefield> more, Integer... dice) {
    Battlefield b = new Battlefield().phase(Phase.ATTACK).vessel("hh", 0, "hammerhead", 15, 10, 0)
        .change("hh", v -> v.withOrders(Orders.of(0, 0, 2, 0)));
    return ATTACK.begin(more.apply(b).dice(dice).state(), new ArrayList<>());
  }

  private static String refused(WormholeState s, String vessel, String weapon, String... targets) {
    return assertThrows(IllegalMoveException.class, () -> ATTACK.apply(s,
        new WormholeMove.Fire(vessel, weapon, List.of(targets)), new ArrayList<>())).code();
  }

  private static WormholeState fire(WormholeState s, String vessel, String weapon, String... targets) {
    return ATTACK.apply(s, new WormholeMove.Fire(vessel, weapon, List.of(targets)), new ArrayList<>());
  }

  @Test
  void rangeIsMeasuredVesselToVesselAndShrinksWithStatus() {
    // Gap between the model circles: 13.25 - 1.25 - 0.75 = 11.25" (within 12").
    WormholeState s = cruiserAnd(b -> b.vessel("cv", 1, "control-corvette", 15, 23.25, 180));
    assertTrue(ATTACK.legalMoves(s).contains(new WormholeMove.Fire("hh", "laser-battery-1", List.of("cv"))));
    WormholeState powerLoss = cruiserAnd(b -> b.vessel("cv", 1, "control-corvette", 15, 23.25, 180)
        .change("hh", v -> v.withMarks(4)));
    assertEquals(Status.POWER_LOSS, powerLoss.statusOf(powerLoss.vessel("hh").orElseThrow()));
    assertEquals("OUT_OF_RANGE", refused(powerLoss, "hh", "laser-battery-1", "cv"), "3/4 of 12\" is 9\"");
  }

  @Test
  void targetsOutsideTheFireArcCannotBeShot() {
    WormholeState s = cruiserAnd(b -> b.vessel("cv", 1, "control-corvette", 15, 4, 0));
    assertEquals("OUT_OF_ARC", refused(s, "hh", "laser-battery-1", "cv"));
    assertEquals("BAD_TARGET", refused(s, "hh", "laser-battery-1", "hh"));
  }

  @Test
  void enemyShipsBlockOwnVesselsNever() {
    WormholeState blocked = cruiserAnd(b -> b.vessel("cv", 1, "control-corvette", 15, 20, 180)
        .vessel("pf", 1, "particlebow-frigate", 15, 15, 180));
    assertEquals("BLOCKED", refused(blocked, "hh", "laser-battery-1", "cv"));
    WormholeState own = cruiserAnd(b -> b.vessel("cv", 1, "control-corvette", 15, 20, 180)
        .vessel("pf", 0, "particlebow-frigate", 15, 15, 0));
    fire(own, "hh", "laser-battery-1", "cv");
  }

  @Test
  void enemySquadronsOnTheLineAbsorbTheFirstTwoPotentialMarks() {
    // Three potential marks (all 4+); the squadron in the way takes two of them (saving neither on 6+:
    // rolls 1, 2) and the corvette the third (fails its 5+ with a 3).
    WormholeState s = cruiserAnd(b -> b.vessel("cv", 1, "control-corvette", 15, 20, 180)
        .vessel("sq", 1, "missile-fighters", 15, 15, 180), 4, 5, 6, 1, 2, 3);
    List<WormholeEvent> events = new ArrayList<>();
    s = ATTACK.apply(s, new WormholeMove.Fire("hh", "laser-battery-1", List.of("cv")), events);
    s = ATTACK.apply(s, new WormholeMove.HoldFire("hh"), events);
    assertEquals(2, s.vessel("sq").orElseThrow().marks());
    assertEquals(1, s.vessel("cv").orElseThrow().marks());
    assertTrue(events.contains(new WormholeEvent.Marked("sq", "hh", 2, 0, 2)));
  }

  @Test
  void multipliersSplitAgainstSquadronsOnly() {
    Battlefield b = new Battlefield().phase(Phase.ATTACK)
        .vessel("sf", 1, "skirmish-fighters", 15, 20, 180).vessel("hh", 0, "hammerhead", 15, 14, 0)
        .vessel("a", 0, "missile-fighters", 13, 16, 0).vessel("c", 0, "missile-fighters", 17, 16, 0)
        .change("sf", v -> v.withOrders(Orders.of(0, 0, 1, 0)));
    WormholeState s = ATTACK.begin(b.state(), new ArrayList<>());
    assertEquals("TARGETS", refused(s, "sf", "gravblasters", "hh", "hh"), "x2 only against squadrons");
    assertEquals("TARGETS", refused(s, "sf", "gravblasters", "a", "c", "a"), "two attacks at most");
    WormholeState split = fire(s, "sf", "gravblasters", "a", "c");
    assertEquals(0, split.vessel("sf").orElseThrow().remaining().attacks());
  }

  @Test
  void theParticleBowNeedsItsCharge() {
    WormholeState s = ATTACK.begin(new Battlefield().phase(Phase.ATTACK)
        .vessel("pf", 0, "particlebow-frigate", 15, 10, 0).vessel("cv", 1, "control-corvette", 15, 20, 180)
        .change("pf", v -> v.withOrders(Orders.of(0, 0, 1, 0))).state(), new ArrayList<>());
    assertEquals("NOT_CHARGED", refused(s, "pf", "particle-bow", "cv"));
    assertEquals(List.of(new WormholeMove.HoldFire("pf")), ATTACK.legalMoves(s));
  }

  @Test
  void autofireInBandZeroNeedsNoOrder() {
    // No Attack orders at all: the Hammerhead's point defence still fires at the squadron 2" away.
    WormholeState s = ATTACK.begin(new Battlefield().phase(Phase.ATTACK)
        .vessel("hh", 0, "hammerhead", 15, 10, 0).vessel("sq", 1, "missile-fighters", 15, 14, 180)
        .dice(5, 1).state(), new ArrayList<>());
    assertEquals(0, s.band());
    assertEquals(OptionalInt.of(0), ATTACK.toAct(s));
    assertEquals("NO_WEAPON", refused(s, "hh", "laser-battery-1", "sq"));
    s = fire(s, "hh", "point-defense", "sq");
    assertEquals(1, s.vessel("sq").orElseThrow().marks());
    assertEquals(OptionalInt.empty(), ATTACK.toAct(s));
  }

  @Test
  void selfDestructGoesOffInBandZeroAndExplodes() {
    WormholeState s = ATTACK.begin(new Battlefield().phase(Phase.ATTACK)
        .vessel("pf", 0, "particlebow-frigate", 15, 10, 0).vessel("cv", 1, "control-corvette", 15, 12.5, 180)
        .change("pf", v -> v.withEffects(List.of(Effect.of(SpecialAbility.SELF_DESTRUCT))))
        .dice(4, 2).state(), new ArrayList<>());
    assertEquals(Status.DESTROYED, s.statusOf(s.vessel("pf").orElseThrow()));
    assertEquals(1, s.explosions().size());
    assertEquals(1, s.vessel("cv").orElseThrow().marks(), "2+ to mark, then a failed 5+ save");
    assertEquals(List.of(0, 0), s.marksDealt(), "explosions and self-inflicted marks credit nobody");
  }

  @Test
  void chainReactionsAndTheCarriersSquadrons() {
    // The carrier blows up: its squadron on deck is set down in the counter and suffers one possible mark;
    // the Crippled corvette touching the counter is destroyed and explodes in turn, hitting the frigate.
    Battlefield b = new Battlefield().phase(Phase.ATTACK)
        .vessel("cc", 1, "convoy-carrier", 15, 20, 0).docked("sq", 1, "missile-fighters", "cc")
        .vessel("cv", 1, "control-corvette", 15, 23.8, 0).vessel("pf", 0, "particlebow-frigate", 15, 26.5, 0)
        .change("cc", v -> v.withEffects(List.of(Effect.of(SpecialAbility.SELF_DESTRUCT))))
        .change("cv", v -> v.withMarks(5))
        .dice(/* squadron */ 3, 1, /* corvette */ 2, 4, /* the corvette's counter: squadron */ 1,
            /* frigate */ 6, 1);
    List<WormholeEvent> events = new ArrayList<>();
    WormholeState s = ATTACK.begin(b.state(), events);
    assertTrue(s.vessel("sq").orElseThrow().onMat(), "set down inside the counter");
    assertEquals(1, s.vessel("sq").orElseThrow().marks());
    assertEquals(Status.DESTROYED, s.statusOf(s.vessel("cv").orElseThrow()));
    assertEquals(2, s.explosions().size(), "the corvette's own counter");
    assertEquals(1, s.vessel("pf").orElseThrow().marks());
  }

  @Test
  void theSkilledCommanderRerollsOneFailedDieATurn() {
    WormholeState s = cruiserAnd(b -> b.vessel("cv", 1, "control-corvette", 15, 20, 180)
        .change("hh", v -> v.withInserts(List.of("skilled-commander"))), 1, 4, 4, 6, 1, 1, 1, 2, 2, 2);
    List<WormholeEvent> events = new ArrayList<>();
    s = ATTACK.apply(s, new WormholeMove.Fire("hh", "laser-battery-1", List.of("cv")), events);
    s = ATTACK.apply(s, new WormholeMove.Fire("hh", "laser-battery-2", List.of("cv")), events);
    assertTrue(events.contains(new WormholeEvent.DiceRolled("hh", "reroll", List.of(6), 4)));
    assertTrue(s.vessel("hh").orElseThrow().rerollUsed());
    assertEquals(3, s.vessel("cv").orElseThrow().marks(), "3 potential then 0 saved; the second battery misses");
  }

  @Test
  void theHeavyRailgunIsAllOrNothing() {
    WormholeState s = new Battlefield().phase(Phase.SPECIAL_ORDERS)
        .vessel("hh", 0, "hammerhead", 15, 10, 0, "heavy-railgun").vessel("cc", 1, "convoy-carrier", 15, 25, 180)
        .dice(4, 1, 1, 6, 1).state();
    assertTrue(Combat.canTarget(s, "hh", "heavy-railgun", "cc"));
    assertFalse(Combat.canTarget(s, "hh", "heavy-railgun", "hh"));
    WormholeState hit = Combat.fireSpecialWeapon(s, "hh", "heavy-railgun", "cc", new ArrayList<>());
    assertEquals(3, hit.vessel("cc").orElseThrow().marks(), "one die, a success counts as four");
  }

  @Test
  void aMissileSalvoStrikesWithSixExplosivePotentialMarks() {
    WormholeState s = new Battlefield().phase(Phase.MOVEMENT)
        .vessel("hh", 0, "hammerhead", 15, 10, 0).vessel("cc", 1, "convoy-carrier", 15, 13, 180)
        .dice(1, 2, 2, 2, 2, 2, /* saves */ 4, 4, 1, 1, 1).state();
    List<Vessel> vessels = new ArrayList<>(s.vessels());
    vessels.add(new Vessel("m", 0, "missile-salvo", List.of(), Optional.of(Point.of(15, 11)), 0, 0, Optional.empty(), Orders.NONE, Orders.NONE, false, List.of(), false, false));
    WormholeState hit = Combat.missileImpact(s.withVessels(vessels), "m", "cc", new ArrayList<>());
    assertEquals(3, hit.vessel("cc").orElseThrow().marks(), "5 potential, 2 saved");
    assertEquals(Status.DESTROYED, hit.statusOf(hit.vessel("m").orElseThrow()));
    assertTrue(hit.explosions().isEmpty(), "a salvo that strikes is spent, not exploded");
    assertEquals(List.of(3, 0), hit.marksDealt());
  }
}
