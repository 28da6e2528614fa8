// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** The Orders Loss advanced rule and its printed examples ("Calculate Command Capacity", "Loss of Orders"). */
class OrdersLossTest {

  static Battlefield royalist(Battlefield b) {
    return SampleBattle.retis(b);
  }

  static Battlefield separatist(Battlefield b) {
    return SampleBattle.thomas(b);
  }

  @Test
  void calculateCommandCapacityExamples() {
    WormholeState s = separatist(royalist(new Battlefield())).state();
    assertEquals(26, OrdersLoss.commandCapacity(s, 0), "4 + (3x2) + (4x4)");
    assertEquals(39, OrdersLoss.commandCapacity(s, 1), "8 + (4x2) + 3 + (4x3) + (4x2)");
  }

  @Test
  void lossOfOrdersExampleRetis() {
    WormholeState s = royalist(new Battlefield()).dice(5).state();
    assertEquals(6, OrdersLoss.vesselsInPlay(s, 0), "the Hammerhead is a Command vessel");
    OrdersLoss.Roll roll = OrdersLoss.roll(s, 0, new ArrayList<>());
    assertEquals(List.of(5), roll.faces());
    assertEquals(21, roll.allowed());
  }

  @Test
  void lossOfOrdersExampleThomas() {
    WormholeState s = separatist(new Battlefield()).dice(6, 6).state();
    assertEquals(2, OrdersLoss.diceFor(OrdersLoss.vesselsInPlay(s, 1)), "2d6 for his fleet");
    OrdersLoss.Roll roll = OrdersLoss.roll(s, 1, new ArrayList<>());
    assertEquals(12, roll.lost());
    assertEquals(27, roll.allowed(), "39 - 12");
  }

  @Test
  void theTableRollsOneMoreDieEveryThreeVessels() {
    int[] expected = {0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 5};
    for (int n = 0; n < expected.length; n++) {
      assertEquals(expected[n], OrdersLoss.diceFor(n), n + " vessels");
    }
  }

  @Test
  void eachSkilledCommanderSavesTwoOrders() {
    WormholeState s = royalist(new Battlefield()).change("pf1", v -> v.withInserts(List.of("skilled-commander")))
        .dice(5).state();
    OrdersLoss.Roll roll = OrdersLoss.roll(s, 0, new ArrayList<>());
    assertEquals(5, OrdersLoss.vesselsInPlay(s, 0), "a Skilled Commander gives the Command trait");
    assertEquals(1, roll.faces().size());
    assertEquals(26 - (5 - 2), roll.allowed());
  }

  @Test
  void crippledAndDestroyedVesselsLeaveTheTable() {
    WormholeState s = royalist(new Battlefield())
        .change("pf1", v -> v.withMarks(4))
        .change("mf1", v -> v.withMarks(4))
        .state();
    assertEquals("CRIPPLED", s.statusOf(s.vessel("pf1").orElseThrow()).name());
    assertEquals(4, OrdersLoss.vesselsInPlay(s, 0));
    assertEquals(4 + 1 + 3 + 4 * 3, OrdersLoss.commandCapacity(s, 0), "Crippled capacity 1, the lost squadron 0");
  }

  @Test
  void threeVesselsOrFewerLoseNothing() {
    WormholeState s = new Battlefield().vessel("a", 0, "missile-fighters", 5, 5, 0)
        .vessel("b", 0, "missile-fighters", 8, 5, 0).vessel("c", 0, "particlebow-frigate", 12, 5, 0).state();
    OrdersLoss.Roll roll = OrdersLoss.roll(s, 0, new ArrayList<>());
    assertEquals(List.of(), roll.faces());
    assertEquals(11, roll.allowed());
  }

  @Test
  void withOrdersLossTheOrdersPhaseLimitsTheFleet() {
    // Retis rolls a 5 (21 orders of 26); Thomas rolls 6 and 6 (27 of 39).
    WormholeState s = SampleBattle.both().advanced(AdvancedRule.ORDERS_LOSS).dice(5, 6, 6).state();
    List<WormholeEvent> events = new ArrayList<>();
    s = OrdersPhase.RULES.begin(s, events);
    assertEquals(List.of(21, 27), s.ordersAllowed());
    assertEquals(new WormholeEvent.OrdersLost(0, 26, List.of(5), 21), events.get(0));
    // Full orders for the four Missile squadrons (16) and a charge for each Particlebow (2) leave 3.
    for (int i = 1; i <= 4; i++) {
      s = OrdersPhase.RULES.apply(s, new WormholeMove.IssueOrders("mf" + i, Orders.of(1, 2, 1, 0)), events);
    }
    s = OrdersPhase.RULES.apply(s, new WormholeMove.IssueOrders("pf1", Orders.of(1, 0, 0, 0)), events);
    s = OrdersPhase.RULES.apply(s, new WormholeMove.IssueOrders("pf2", Orders.of(1, 0, 0, 0)), events);
    WormholeState limited = s;
    assertEquals("ORDERS_LOST", Assertions.assertThrows(
        IllegalMoveException.class, () -> OrdersPhase.RULES.apply(limited,
            new WormholeMove.IssueOrders("hh", Orders.of(1, 1, 2, 0)), new ArrayList<>())).code());
    for (WormholeMove m : OrdersPhase.RULES.legalMoves(limited)) {
      if (m instanceof WormholeMove.IssueOrders issueOrders) {
        assertEquals("hh", issueOrders.vessel(), "every other vessel is ordered");
        Assertions.assertTrue(issueOrders.orders().counted() <= 3, "only orders within the 21 are offered: " + m);
      }
    }
    WormholeState full = OrdersPhase.RULES.apply(limited, new WormholeMove.IssueOrders("hh", Orders.of(0, 1, 2, 0)),
        events);
    assertEquals(List.of(new WormholeMove.FinishOrders()), OrdersPhase.RULES.legalMoves(full));
  }

  @Test
  void withOrdersLossSkilledCommandersNoLongerReroll() {
    WormholeState s = new Battlefield().advanced(AdvancedRule.ORDERS_LOSS)
        .vessel("hh", 0, "hammerhead", 15, 10, 0, "skilled-commander").dice(1).state();
    Rolls.Result r = Rolls.roll(s, "hh", "repair", 1, 4, new ArrayList<>());
    assertEquals(List.of(1), r.faces());
    assertEquals(false, r.state().vessel("hh").orElseThrow().rerollUsed());
  }
}
