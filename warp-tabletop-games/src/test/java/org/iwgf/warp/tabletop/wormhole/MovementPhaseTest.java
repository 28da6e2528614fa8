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
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** "Movement Phase": order of moves, free turns, Afterburner, launching, docking, limits. */
class MovementPhaseTest {
  private static final PhaseRules MOVEMENT = MovementPhase.RULES;

  /** The position after the Special Orders Example, in the Movement phase. */
  static WormholeState afterSpecialOrders() {
    Battlefield b = SampleBattle.both().phase(Phase.MOVEMENT);
    for (String id : List.of("pf1", "pf2", "opf")) {
      b.change(id, v -> v.withOrders(Orders.of(1, 0, 0, 0)).withRemaining(Orders.NONE).withCharged(true));
    }
    b.change("hh", v -> v.withOrders(Orders.of(0, 1, 2, 0)));
    for (String id : List.of("mf1", "mf2", "mf3", "mf4")) {
      b.change(id, v -> v.withOrders(Orders.of(1, 2, 1, 0)).withRemaining(Orders.of(0, 2, 1, 0))
          .withEffects(List.of(Effect.of(SpecialAbility.AFTERBURNER))));
    }
    for (String id : List.of("cv1", "cv2", "osf1", "osf2")) {
      b.change(id, v -> v.withOrders(Orders.of(1, 2, 1, 0)).withRemaining(Orders.of(0, 2, 1, 0)));
    }
    b.change("cc", v -> v.withOrders(Orders.of(1, 1, 1, 1)).withRemaining(Orders.of(0, 1, 1, 1)));
    return b.state();
  }

  private static String next(WormholeState s) {
    WormholeMove m = MOVEMENT.legalMoves(s).get(0);
    return m instanceof WormholeMove.FreeTurn freeTurn ? freeTurn.vessel()
        : ((WormholeMove.Maneuver) m).vessel();
  }

  private static WormholeState move(WormholeState s, String id, double turn, double distance) {
    assertEquals(id, next(s));
    return MOVEMENT.apply(s, WormholeMove.Maneuver.of(id, turn, distance), new ArrayList<>());
  }

  private static WormholeState freeTurn(WormholeState s, String id, double turn) {
    assertEquals(id, next(s));
    return MOVEMENT.apply(s, new WormholeMove.FreeTurn(id, turn), new ArrayList<>());
  }

  private static Point at(WormholeState s, String id) {
    return s.vessel(id).orElseThrow().position().orElseThrow();
  }

  @Test
  void movementPhaseExample() {
    WormholeState s = afterSpecialOrders();
    // Band 0: the charging Particlebows take free turns, Thomas (without Advantage) first.
    s = freeTurn(s, "opf", 20);
    s = freeTurn(s, "pf1", 0);
    s = freeTurn(s, "pf2", -15);
    assertEquals(200.0, s.vessel("opf").orElseThrow().heading(), 1e-9);
    // First moves, band 1 to band 5.
    s = move(s, "cc", 0, 5);
    s = move(s, "hh", 10, 6);
    s = move(s, "cv1", 0, 6);
    s = move(s, "cv2", 0, 6);
    for (int i = 1; i <= 4; i++) {
      WormholeState before = s;
      String id = "mf" + i;
      assertEquals("AFTERBURNER_STRAIGHT", assertThrows(IllegalMoveException.class,
          () -> MOVEMENT.apply(before, WormholeMove.Maneuver.of(id, 10, 12), new ArrayList<>())).code());
      s = move(s, id, 0, 12);
      assertEquals(21, at(s, id).y(), 1e-9, "forward 12\"");
    }
    List<WormholeEvent> events = new ArrayList<>();
    assertEquals("osf1", next(s));
    s = MOVEMENT.apply(s, WormholeMove.Maneuver.of("osf1", 0, 6), events);
    assertEquals(new WormholeEvent.Launched("osf1", "cc"), events.get(0));
    assertEquals(new Point(15, 30 - 2.25 - 6), at(s, "osf1"), "out of the bay, 6\"");
    s = move(s, "osf2", 15, 6);
    // Second moves: bands 3, 4 and 5 only.
    s = move(s, "cv1", 30, 2);
    s = move(s, "cv2", -30, 2);
    for (int i = 1; i <= 4; i++) {
      String id = "mf" + i;
      WormholeState before = s;
      assertEquals("TOO_FAR", assertThrows(IllegalMoveException.class,
          () -> MOVEMENT.apply(before, WormholeMove.Maneuver.of(id, 0, 12), new ArrayList<>())).code(),
          "Afterburners only apply to the first move");
      s = move(s, id, 20, 6);
    }
    s = move(s, "osf1", 45, 6);
    s = move(s, "osf2", -45, 6);
    assertEquals(OptionalInt.empty(), MOVEMENT.toAct(s), "all Move orders exhausted");
  }

  @Test
  void turnsAndDistancesHaveLimits() {
    WormholeState s = new Battlefield().phase(Phase.MOVEMENT).vessel("hh", 0, "hammerhead", 15, 10, 0)
        .vessel("pf", 1, "particlebow-frigate", 15, 14, 180)
        .change("hh", v -> v.withOrders(Orders.of(0, 1, 0, 0))).state();
    s = freeTurn(s, "pf", 0);
    WormholeState t = s;
    assertEquals("TURN_TOO_FAR", code(t, WormholeMove.Maneuver.of("hh", 31, 1)));
    assertEquals("TOO_FAR", code(t, WormholeMove.Maneuver.of("hh", 0, 6.5)));
    assertEquals("TOO_FAR", code(t, WormholeMove.Maneuver.of("hh", 0, -1)));
    assertEquals("BASES_OVERLAP", code(t, WormholeMove.Maneuver.of("hh", 0, 2)));
    WormholeState passed = MOVEMENT.apply(t, WormholeMove.Maneuver.of("hh", 30, 6), new ArrayList<>());
    assertTrue(at(passed, "hh").x() > 15, "passes the enemy base on the way, a positive turn is starboard");
  }

  @Test
  void aVesselMayNotLeaveTheMat() {
    WormholeState s = new Battlefield().phase(Phase.MOVEMENT).vessel("mf", 0, "missile-fighters", 1, 10, 270)
        .change("mf", v -> v.withOrders(Orders.of(0, 1, 0, 0))).state();
    assertEquals("OFF_MAT", code(s, WormholeMove.Maneuver.of("mf", 0, 2)));
  }

  @Test
  void damagedShipsMoveAtHalfVelocity() {
    WormholeState s = new Battlefield().phase(Phase.MOVEMENT).vessel("cv", 0, "control-corvette", 15, 10, 0)
        .change("cv", v -> v.withOrders(Orders.of(0, 1, 0, 0)).withMarks(4)).state();
    assertEquals("TOO_FAR", code(s, WormholeMove.Maneuver.of("cv", 0, 3.5)));
    MOVEMENT.apply(s, WormholeMove.Maneuver.of("cv", 0, 3), new ArrayList<>());
  }

  @Test
  void squadronsDockInAFriendlyCarrierWithRoom() {
    Battlefield b = new Battlefield().phase(Phase.MOVEMENT).vessel("cc", 0, "convoy-carrier", 15, 20, 0)
        .vessel("sf", 0, "skirmish-fighters", 15, 14, 0)
        .change("sf", v -> v.withOrders(Orders.of(0, 1, 0, 0)));
    WormholeState s = freeTurn(b.state(), "cc", 0);
    WormholeMove dock = MOVEMENT.legalMoves(s).stream()
        .filter(m -> m instanceof WormholeMove.Maneuver maneuver && maneuver.dock().isPresent())
        .findFirst().orElseThrow();
    WormholeState docked = MOVEMENT.apply(s, dock, new ArrayList<>());
    assertEquals(Optional.of("cc"), docked.vessel("sf").orElseThrow().dockedIn());
    assertFalse(docked.vessel("sf").orElseThrow().onMat());
    assertEquals("NOT_IN_CONTACT", code(s, new WormholeMove.Maneuver("sf", 0, 1, Optional.of("cc"))));
    WormholeState full = b.docked("d1", 0, "missile-fighters", "cc").docked("d2", 0, "missile-fighters", "cc")
        .docked("d3", 0, "missile-fighters", "cc").docked("d4", 0, "missile-fighters", "cc").state();
    full = freeTurn(full, "cc", 0);
    assertEquals("CARRIER_FULL", code(full, dock));
  }

  @Test
  void aSquadronOnDeckMayStayAboard() {
    WormholeState s = new Battlefield().phase(Phase.MOVEMENT).vessel("cc", 0, "convoy-carrier", 15, 20, 0)
        .docked("sf", 0, "skirmish-fighters", "cc")
        .change("sf", v -> v.withOrders(Orders.of(0, 1, 0, 0))).state();
    s = freeTurn(s, "cc", 0);
    WormholeState after = MOVEMENT.apply(s, new WormholeMove.Maneuver("sf", 0, 0, Optional.of("cc")),
        new ArrayList<>());
    assertEquals(Optional.of("cc"), after.vessel("sf").orElseThrow().dockedIn());
    assertEquals(0, after.vessel("sf").orElseThrow().remaining().moves());
  }

  @Test
  void aMissileSalvoFliesAtItsTarget() {
    WormholeState s = new Battlefield().phase(Phase.MOVEMENT)
        .vessel("hh", 0, "hammerhead", 15, 10, 0).vessel("cc", 1, "convoy-carrier", 15, 30, 180).state();
    List<Vessel> vessels = new ArrayList<>(s.vessels());
    vessels.add(new Vessel("hh-salvo-1", 0, "missile-salvo", List.of(), Optional.of(Point.of(15, 12)), 0, 0,
        Optional.empty(), Orders.NONE, Orders.NONE, false,
        List.of(new Effect(SpecialAbility.LAUNCH_MISSILE_SALVO, Optional.of("cc"))), false, false));
    WormholeState flying = MOVEMENT.begin(s.withVessels(vessels), new ArrayList<>());
    assertEquals(new Point(15, 22), at(flying, "hh-salvo-1"), "10\" straight at the carrier");
  }

  @Test
  void everyMoveOnTheMenuIsAccepted() {
    WormholeState s = afterSpecialOrders();
    while (MOVEMENT.toAct(s).isPresent()) {
      List<WormholeMove> menu = MOVEMENT.legalMoves(s);
      assertFalse(menu.isEmpty());
      for (WormholeMove m : menu) {
        MOVEMENT.apply(s, m, new ArrayList<>());
      }
      s = MOVEMENT.apply(s, menu.get(menu.size() / 2), new ArrayList<>());
    }
  }

  private static String code(WormholeState s, WormholeMove m) {
    return assertThrows(IllegalMoveException.class, () -> MOVEMENT.apply(s, m, new ArrayList<>())).code();
  }
}
