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
import org.junit.jupiter.api.Test;

/** "Orders Phase": capacity, limits, bonuses, repairs, the Particlebow's charge and secrecy. */
class OrdersPhaseTest {
  private static final PhaseRules ORDERS = OrdersPhase.RULES;

  private static WormholeState issue(WormholeState s, String vessel, Orders o) {
    return ORDERS.apply(s, new WormholeMove.IssueOrders(vessel, o), new ArrayList<>());
  }

  private static String refused(WormholeState s, String vessel, Orders o) {
    WormholeState before = s;
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> issue(s, vessel, o));
    assertEquals(before, s);
    return e.code();
  }

  private static WormholeState finish(WormholeState s) {
    return ORDERS.apply(s, new WormholeMove.FinishOrders(), new ArrayList<>());
  }

  @Test
  void ordersPhaseExample() {
    WormholeState s = SampleBattle.both().state();
    assertEquals(OptionalInt.of(0), ORDERS.toAct(s));
    // V.A. Retis: both Particlebows charge and do nothing else; the Hammerhead takes 1 Move and 2 Attacks;
    // each Missile Fighter squadron takes full orders.
    s = issue(s, "pf1", Orders.of(1, 0, 0, 0));
    s = issue(s, "pf2", Orders.of(1, 0, 0, 0));
    s = issue(s, "hh", Orders.of(0, 1, 2, 0));
    for (int i = 1; i <= 4; i++) {
      s = issue(s, "mf" + i, Orders.of(1, 2, 1, 0));
    }
    s = finish(s);
    assertEquals(OptionalInt.of(1), ORDERS.toAct(s));
    // Commander Thomas: the carrier briefs its squadrons (a Special), moves, attacks and repairs; the
    // corvettes each take a Special, two Moves and an Attack; the Particlebow charges; both Skirmish
    // squadrons (one on deck) take full orders; the three Missile squadrons on deck take none.
    s = issue(s, "cc", Orders.of(1, 1, 1, 1));
    s = issue(s, "cv1", Orders.of(1, 2, 1, 0));
    s = issue(s, "cv2", Orders.of(1, 2, 1, 0));
    s = issue(s, "opf", Orders.of(1, 0, 0, 0));
    s = issue(s, "osf1", Orders.of(1, 2, 1, 0));
    s = issue(s, "osf2", Orders.of(1, 2, 1, 0));
    s = finish(s);
    assertEquals(OptionalInt.empty(), ORDERS.toAct(s));
    assertEquals(Orders.of(1, 1, 1, 1), s.vessel("cc").orElseThrow().issued());
    assertEquals(Orders.NONE, s.vessel("omf1").orElseThrow().issued());
  }

  @Test
  void aChargingParticlebowTakesNoOtherOrder() {
    WormholeState s = SampleBattle.both().state();
    assertEquals("CHARGING_ALONE", refused(s, "pf1", Orders.of(1, 1, 0, 0)));
    assertEquals("NOT_CHARGED", refused(s, "pf1", Orders.of(0, 1, 1, 0)));
    WormholeState charged = SampleBattle.both().change("pf1", v -> v.withCharged(true)).state();
    assertEquals(Orders.of(0, 1, 1, 0), issue(charged, "pf1", Orders.of(0, 1, 1, 0)).vessel("pf1")
        .orElseThrow().issued());
  }

  @Test
  void repairsAreAloneExceptOnACarrierAndOnlyForCrewsOrSquadronsOnDeck() {
    WormholeState s = SampleBattle.both().state();
    assertEquals("REPAIR_ALONE", refused(s, "hh", Orders.of(0, 1, 0, 1)));
    issue(s, "hh", Orders.of(0, 0, 0, 1));
    assertEquals("NO_REPAIR", refused(s, "mf1", Orders.of(0, 0, 0, 1)));
    WormholeState thomas = finish(s);
    issue(thomas, "omf1", Orders.of(0, 0, 0, 1));
    issue(thomas, "cc", Orders.of(1, 1, 1, 1));
  }

  @Test
  void capacityAndLimitsFollowStatus() {
    WormholeState s = SampleBattle.both().state();
    assertEquals("ORDER_LIMIT", refused(s, "hh", Orders.of(0, 2, 0, 0)), "the Hammerhead has MOV 1");
    assertEquals("ORDER_LIMIT", refused(s, "mf1", Orders.of(2, 0, 0, 0)), "one Special Order");
    WormholeState damaged = SampleBattle.both().change("hh", v -> v.withMarks(5)).state();
    assertEquals("DAMAGED", damaged.statusOf(damaged.vessel("hh").orElseThrow()).name());
    assertEquals("OVER_CAPACITY", refused(damaged, "hh", Orders.of(0, 1, 1, 1)));
    assertEquals("NO_SPECIAL_ORDERS", refused(damaged, "hh", Orders.of(1, 0, 0, 0)));
    assertEquals("ORDER_LIMIT", refused(damaged, "hh", Orders.of(0, 0, 2, 0)), "ATK drops to 1");
    WormholeState crippled = SampleBattle.both().change("hh", v -> v.withMarks(6)).state();
    assertEquals("OVER_CAPACITY", refused(crippled, "hh", Orders.of(0, 1, 0, 1)));
    assertEquals("ORDER_LIMIT", refused(crippled, "hh", Orders.of(0, 1, 0, 0)), "MOV 0");
    issue(crippled, "hh", Orders.of(0, 0, 0, 1));
  }

  @Test
  void theAdmiralsOrderExceedsTheLimitsButNotLegality() {
    WormholeState s = SampleBattle.both().admiral(0, "hh").state();
    Orders twoSpecials = new Orders(2, 1, 2, 0, Optional.of(OrderKind.SPECIAL), Optional.empty());
    assertEquals(twoSpecials, issue(s, "hh", twoSpecials).vessel("hh").orElseThrow().issued());
    Orders repairAndMore = new Orders(0, 1, 2, 1, Optional.of(OrderKind.REPAIR), Optional.empty());
    issue(s, "hh", repairAndMore);
    assertEquals("NO_ADMIRAL", refused(s, "pf1", new Orders(1, 0, 0, 0, Optional.of(OrderKind.SPECIAL),
        Optional.empty())));
    assertEquals("BONUS_ORDER", refused(s, "hh", new Orders(0, 1, 2, 0, Optional.of(OrderKind.SPECIAL),
        Optional.empty())));
    WormholeState charging = SampleBattle.both().admiral(0, "pf1").state();
    assertEquals("NOT_CHARGED", refused(charging, "pf1", new Orders(1, 0, 1, 0, Optional.of(OrderKind.ATTACK),
        Optional.empty())), "no Hypercharge and FIRE! in one turn");
  }

  @Test
  void aceFightersRepeatAMoveOrAnAttack() {
    WormholeState s = SampleBattle.both().change("mf1", v -> v.withInserts(List.of("ace"))).state();
    Orders ace = new Orders(1, 3, 1, 0, Optional.empty(), Optional.of(OrderKind.MOVE));
    assertEquals(ace, issue(s, "mf1", ace).vessel("mf1").orElseThrow().issued());
    assertEquals("NO_ACE", refused(s, "mf2", ace));
    assertEquals("BONUS_ORDER", refused(s, "mf1", new Orders(1, 2, 1, 0, Optional.empty(),
        Optional.of(OrderKind.SPECIAL))));
  }

  @Test
  void ordersStaySecretUntilTheyAreRevealed() {
    WormholeState s = issue(SampleBattle.both().state(), "hh", Orders.of(0, 1, 2, 0));
    WormholeView theirs = WormholeView.of(s, 1);
    assertEquals(Orders.NONE, theirs.vessels().stream().filter(v -> v.id().equals("hh")).findFirst()
        .orElseThrow().issued());
    List<WormholeEvent> events = new ArrayList<>();
    ORDERS.apply(SampleBattle.both().state(), new WormholeMove.IssueOrders("hh", Orders.of(0, 1, 2, 0)), events);
    WormholeRules rules = WormholeRules.of(s.config());
    WormholeEvent.OrdersIssued seen = (WormholeEvent.OrdersIssued) rules.eventsFor(events, 1).get(0);
    assertFalse(seen.orders().isPresent());
    assertTrue(((WormholeEvent.OrdersIssued) rules.eventsFor(events, 0).get(0)).orders().isPresent());
  }

  @Test
  void everyOrderOnTheMenuIsAccepted() {
    WormholeState s = SampleBattle.both().admiral(0, "hh").state();
    List<WormholeMove> menu = ORDERS.legalMoves(s);
    assertTrue(menu.size() > 20);
    for (WormholeMove m : menu) {
      ORDERS.apply(s, m, new ArrayList<>());
    }
    assertEquals("NOT_YOUR_VESSEL", assertThrows(IllegalMoveException.class,
        () -> issue(s, "cc", Orders.of(0, 1, 0, 0))).code());
  }

  @Test
  void aVesselIsOrderedOnceEachOrdersPhase() {
    WormholeState s = SampleBattle.both().state();
    WormholeState ordered = issue(s, "hh", Orders.of(0, 1, 2, 0));
    assertEquals(Orders.of(0, 1, 2, 0), ordered.vessel("hh").orElseThrow().issued(), "the first orders are taken");
    assertEquals("ALREADY_ORDERED", refused(ordered, "hh", Orders.of(0, 1, 1, 0)));
    assertEquals("ALREADY_ORDERED", refused(ordered, "hh", Orders.NONE), "nor may they be taken back");
    assertFalse(ORDERS.legalMoves(ordered).stream().anyMatch(m -> m instanceof WormholeMove.IssueOrders o
        && o.vessel().equals("hh")), "the listing offers no second orders");
    WormholeMenu.VesselOrders hh = OrdersPhase.menu(ordered, 0).stream().filter(v -> v.vessel().equals("hh"))
        .findFirst().orElseThrow();
    assertTrue(hh.issued());
    assertEquals(List.of(), hh.sets(), "the menu offers no second orders either");
    issue(ordered, "pf1", Orders.of(1, 0, 0, 0));
  }
}
