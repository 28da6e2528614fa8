package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Orders Loss advanced rule and its printed examples ("Calculate Command Capacity", "Loss of Orders"). */
class OrdersLossTest {

  /** V.A. Sac Retis: a Hammerhead, 2 Particlebow Frigates, 4 Missile Fighter squadrons. */
  static Battlefield royalist(Battlefield b) {
    b.vessel("hh", 0, "hammerhead", 15, 4, 0);
    b.vessel("pf1", 0, "particlebow-frigate", 10, 4, 0).vessel("pf2", 0, "particlebow-frigate", 20, 4, 0);
    for (int i = 1; i <= 4; i++) {
      b.vessel("mf" + i, 0, "missile-fighters", 4 + 5 * i, 7, 0);
    }
    return b;
  }

  /**
   * Commander Thomas: a Convoy Carrier carrying three Missile Fighter and one Skirmish Fighter squadrons, a
   * loose Skirmish Fighter squadron, a Particlebow Frigate and two Control Corvettes.
   */
  static Battlefield separatist(Battlefield b) {
    b.vessel("cc", 1, "convoy-carrier", 15, 36, 180);
    for (int i = 1; i <= 3; i++) {
      b.docked("omf" + i, 1, "missile-fighters", "cc");
    }
    b.docked("osf1", 1, "skirmish-fighters", "cc");
    b.vessel("osf2", 1, "skirmish-fighters", 5, 33, 180);
    b.vessel("opf", 1, "particlebow-frigate", 25, 36, 180);
    b.vessel("cv1", 1, "control-corvette", 9, 36, 180).vessel("cv2", 1, "control-corvette", 21, 36, 180);
    return b;
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
}
