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
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.junit.jupiter.api.Test;

/** "Special Orders Phase": order of execution, each ability, cancelling, Self-destruct. */
class SpecialOrdersPhaseTest {
  private static final PhaseRules SPECIALS = SpecialOrdersPhase.RULES;

  /** The orders of the Orders Phase Example, already issued. */
  static Battlefield exampleOrders() {
    Battlefield b = SampleBattle.both().phase(Phase.SPECIAL_ORDERS);
    for (String id : List.of("pf1", "pf2", "opf")) {
      b.change(id, v -> v.withOrders(Orders.of(1, 0, 0, 0)));
    }
    b.change("hh", v -> v.withOrders(Orders.of(0, 1, 2, 0)));
    for (String id : List.of("mf1", "mf2", "mf3", "mf4", "cv1", "cv2", "osf1", "osf2")) {
      b.change(id, v -> v.withOrders(Orders.of(1, 2, 1, 0)));
    }
    b.change("cc", v -> v.withOrders(Orders.of(1, 1, 1, 1)));
    return b;
  }

  private static String next(WormholeState s) {
    WormholeMove first = SPECIALS.legalMoves(s).stream().filter(m -> m instanceof WormholeMove.CancelSpecial)
        .findFirst().orElseThrow();
    return ((WormholeMove.CancelSpecial) first).vessel();
  }

  private static WormholeState use(WormholeState s, String vessel, SpecialAbility a, String target) {
    return SPECIALS.apply(s, new WormholeMove.UseAbility(vessel, a, Optional.ofNullable(target)),
        new ArrayList<>());
  }

  @Test
  void specialOrdersExample() {
    WormholeState s = exampleOrders().state();
    List<WormholeEvent> events = new ArrayList<>();
    s = SPECIALS.begin(s, events);
    assertTrue(events.get(0) instanceof WormholeEvent.OrdersRevealed);
    // Band 5: Thomas's Skirmish squadrons go Berserker (the one on deck too).
    assertEquals("osf1", next(s));
    s = use(s, "osf1", SpecialAbility.BERSERKER, null);
    s = use(s, "osf2", SpecialAbility.BERSERKER, null);
    // Band 4: Sac Retis's Missile Fighters light their Afterburners.
    for (int i = 1; i <= 4; i++) {
      assertEquals("mf" + i, next(s));
      s = use(s, "mf" + i, SpecialAbility.AFTERBURNER, null);
    }
    // Band 3: Sac Retis (Advantage) first charges both Particlebows; then Thomas scrambles his corvettes
    // and charges his own Particlebow.
    assertEquals("pf1", next(s));
    s = use(s, "pf1", SpecialAbility.HYPERCHARGE, null);
    s = use(s, "pf2", SpecialAbility.HYPERCHARGE, null);
    assertEquals(OptionalInt.of(1), SPECIALS.toAct(s));
    s = use(s, "opf", SpecialAbility.HYPERCHARGE, null);
    s = use(s, "cv1", SpecialAbility.SCRAMBLE, null);
    s = use(s, "cv2", SpecialAbility.SCRAMBLE, null);
    // Band 1: the carrier briefs the three Missile squadrons on deck against the Cruiser.
    assertEquals("cc", next(s));
    s = use(s, "cc", SpecialAbility.MISSION_BRIEFING, "hh");
    assertEquals(OptionalInt.empty(), SPECIALS.toAct(s));
    assertTrue(s.vessel("pf1").orElseThrow().charged());
    assertTrue(s.vessel("mf3").orElseThrow().hasEffect(SpecialAbility.AFTERBURNER));
    assertTrue(s.vessel("cv2").orElseThrow().hasEffect(SpecialAbility.SCRAMBLE));
    for (int i = 1; i <= 3; i++) {
      assertEquals(List.of(new Effect(SpecialAbility.MISSION_BRIEFING, Optional.of("hh"))),
          s.vessel("omf" + i).orElseThrow().effects());
    }
    assertFalse(s.vessel("osf1").orElseThrow().hasEffect(SpecialAbility.MISSION_BRIEFING),
        "the Skirmish squadron on deck has orders of its own");
  }

  @Test
  void onlyTheVesselToActMayActAndOnlyWithItsOwnAbilities() {
    WormholeState s = exampleOrders().state();
    assertEquals("NOT_THIS_VESSEL", assertThrows(IllegalMoveException.class,
        () -> use(s, "osf2", SpecialAbility.BERSERKER, null)).code());
    assertEquals("NO_SUCH_ABILITY", assertThrows(IllegalMoveException.class,
        () -> use(s, "osf1", SpecialAbility.AFTERBURNER, null)).code());
    assertEquals("NO_TARGET_WANTED", assertThrows(IllegalMoveException.class,
        () -> use(s, "osf1", SpecialAbility.BERSERKER, "hh")).code());
    assertEquals("NOT_YOUR_VESSEL", assertThrows(IllegalMoveException.class,
        () -> use(s, "mf1", SpecialAbility.AFTERBURNER, null)).code());
  }

  @Test
  void specialOrdersMayAlwaysBeCancelled() {
    WormholeState s = exampleOrders().state();
    List<WormholeEvent> events = new ArrayList<>();
    WormholeState after = SPECIALS.apply(s, new WormholeMove.CancelSpecial("osf1"), events);
    assertEquals(0, after.vessel("osf1").orElseThrow().remaining().specials());
    assertEquals(List.of(new WormholeEvent.OrderCancelled("osf1", OrderKind.SPECIAL)), events);
    assertTrue(after.vessel("osf1").orElseThrow().effects().isEmpty());
  }

  @Test
  void concentrateFireNeedsAnEnemyInRange() {
    Battlefield b = new Battlefield().phase(Phase.SPECIAL_ORDERS)
        .vessel("cv", 1, "control-corvette", 15, 20, 180).vessel("near", 0, "hammerhead", 15, 10, 0)
        .vessel("far", 0, "particlebow-frigate", 15, 2, 0)
        .change("cv", v -> v.withOrders(Orders.of(1, 0, 0, 0)));
    WormholeState s = b.state();
    assertEquals("BAD_TARGET", assertThrows(IllegalMoveException.class,
        () -> use(s, "cv", SpecialAbility.CONCENTRATE_FIRE, "far")).code());
    WormholeState after = use(s, "cv", SpecialAbility.CONCENTRATE_FIRE, "near");
    assertEquals(List.of(new Effect(SpecialAbility.CONCENTRATE_FIRE, Optional.of("near"))),
        after.vessel("cv").orElseThrow().effects());
  }

  @Test
  void aParticlebowAlreadyChargedCannotChargeAgain() {
    WormholeState s = new Battlefield().phase(Phase.SPECIAL_ORDERS)
        .vessel("pf", 0, "particlebow-frigate", 15, 10, 0)
        .change("pf", v -> v.withCharged(true).withOrders(Orders.of(1, 0, 0, 0))).state();
    assertEquals("ALREADY_CHARGED", assertThrows(IllegalMoveException.class,
        () -> use(s, "pf", SpecialAbility.HYPERCHARGE, null)).code());
  }

  @Test
  void reformMakesOneFullSquadronAndOneDispersed() {
    Battlefield b = new Battlefield().phase(Phase.SPECIAL_ORDERS)
        .vessel("a", 0, "missile-fighters", 10, 10, 0).vessel("b", 0, "missile-fighters", 14, 10, 0)
        .vessel("c", 0, "missile-fighters", 25, 25, 0)
        .change("a", v -> v.withMarks(2).withOrders(Orders.of(1, 0, 0, 0)))
        .change("b", v -> v.withMarks(2)).change("c", v -> v.withMarks(2));
    WormholeState s = b.state();
    assertEquals("BAD_TARGET", assertThrows(IllegalMoveException.class,
        () -> use(s, "a", SpecialAbility.REFORM, "c")).code(), "out of reach");
    WormholeState after = use(s, "a", SpecialAbility.REFORM, "b");
    assertEquals(Status.AOK, after.statusOf(after.vessel("b").orElseThrow()));
    assertEquals(Status.DISPERSED, after.statusOf(after.vessel("a").orElseThrow()));
    assertEquals(1.5, after.vessel("a").orElseThrow().position().orElseThrow()
        .distanceTo(after.vessel("b").orElseThrow().position().orElseThrow()), 1e-9, "moved into contact");
    WormholeState aok = b.change("b", v -> v.withMarks(1)).state();
    assertEquals("BAD_TARGET", assertThrows(IllegalMoveException.class,
        () -> use(aok, "a", SpecialAbility.REFORM, "b")).code(), "both must be Reduced");
  }

  @Test
  void selfDestructPlacesATokenThatCanBeCancelledLater() {
    WormholeState s = new Battlefield().phase(Phase.SPECIAL_ORDERS)
        .vessel("pf", 0, "particlebow-frigate", 15, 10, 0).vessel("hh", 0, "hammerhead", 5, 10, 0)
        .change("pf", v -> v.withOrders(Orders.of(1, 0, 0, 0)))
        .change("hh", v -> v.withOrders(Orders.of(1, 0, 0, 0))).state();
    s = SPECIALS.apply(s, new WormholeMove.CancelSpecial("pf"), new ArrayList<>());
    s = use(s, "hh", SpecialAbility.SELF_DESTRUCT, null);
    assertTrue(s.vessel("hh").orElseThrow().hasEffect(SpecialAbility.SELF_DESTRUCT));
    s = new Battlefield().phase(Phase.SPECIAL_ORDERS).vessel("pf", 0, "particlebow-frigate", 15, 10, 0)
        .vessel("hh", 0, "hammerhead", 5, 10, 0).change("pf", v -> v.withOrders(Orders.of(1, 0, 0, 0)))
        .change("hh", v -> v.withEffects(List.of(Effect.of(SpecialAbility.SELF_DESTRUCT)))).state();
    assertTrue(SPECIALS.legalMoves(s).contains(new WormholeMove.CancelSelfDestruct("hh")),
        "the token can be cancelled at a later decision of its commander");
    s = SPECIALS.apply(s, new WormholeMove.CancelSelfDestruct("hh"), new ArrayList<>());
    assertFalse(s.vessel("hh").orElseThrow().hasEffect(SpecialAbility.SELF_DESTRUCT));
    WormholeState none = s;
    assertEquals("NO_SELF_DESTRUCT", assertThrows(IllegalMoveException.class,
        () -> SPECIALS.apply(none, new WormholeMove.CancelSelfDestruct("hh"), new ArrayList<>())).code());
  }

  @Test
  void aDamagedVesselCanOnlyCancel() {
    WormholeState s = new Battlefield().phase(Phase.SPECIAL_ORDERS)
        .vessel("cv", 0, "control-corvette", 15, 10, 0)
        .change("cv", v -> v.withOrders(Orders.of(1, 0, 0, 0)).withMarks(4)).state();
    assertEquals(List.of(new WormholeMove.CancelSpecial("cv")), SPECIALS.legalMoves(s));
    assertEquals("NO_SPECIAL_ORDERS", assertThrows(IllegalMoveException.class,
        () -> use(s, "cv", SpecialAbility.SCRAMBLE, null)).code());
  }

  @Test
  void aMissileSalvoIsLaunchedAsAVesselAtItsTarget() {
    WormholeState s = new Battlefield().phase(Phase.SPECIAL_ORDERS)
        .vessel("hh", 0, "hammerhead", 15, 10, 0, "missile-salvo", "missile-salvo")
        .vessel("cc", 1, "convoy-carrier", 15, 30, 180)
        .change("hh", v -> v.withOrders(Orders.of(1, 0, 0, 0))).state();
    WormholeState after = use(s, "hh", SpecialAbility.LAUNCH_MISSILE_SALVO, "cc");
    assertEquals(1, after.vessel("hh").orElseThrow().insertCount("missile-salvo"));
    Vessel salvo = after.vessel("hh-salvo-1").orElseThrow();
    assertEquals("missile-salvo", salvo.classId());
    assertEquals(List.of(new Effect(SpecialAbility.LAUNCH_MISSILE_SALVO, Optional.of("cc"))), salvo.effects());
    assertTrue(salvo.position().orElseThrow().y() > 10, "launched from the bow");
  }

  @Test
  void everyAbilityOnTheMenuIsAccepted() {
    WormholeState s = exampleOrders().state();
    while (SPECIALS.toAct(s).isPresent()) {
      List<WormholeMove> menu = SPECIALS.legalMoves(s);
      for (WormholeMove m : menu) {
        SPECIALS.apply(s, m, new ArrayList<>());
      }
      s = SPECIALS.apply(s, menu.get(0), new ArrayList<>());
    }
  }
}
