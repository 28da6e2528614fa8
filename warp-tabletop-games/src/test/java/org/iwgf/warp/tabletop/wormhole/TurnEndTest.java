// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** "Cleanup Phase / Vessel Repair" and "End of Turn". */
class TurnEndTest {

  private static WormholeState withMarksDealt(WormholeState s, int seat0, int seat1) {
    return new WormholeState(s.config(), s.turn(), Phase.ATTACK, s.advantage(), s.vessels(), 0, List.of(),
        s.explosions(), List.of(seat0, seat1), s.ordersDone(), s.done(), s.dice(), List.of(), List.of(), List.of(), GateNetwork.NONE);
  }

  private static Status status(WormholeState s, String id) {
    return s.statusOf(s.vessel(id).orElseThrow());
  }

  @Test
  void repairExample() {
    // The Cruiser is Crippled with a Repair order: a 6 (5+ needed) brings it to Damaged, then a 2 (4+
    // needed) fails. Thomas's carrier has two Reduced squadrons and one Dispersed on deck, all with Repair
    // orders: the Reduced ones are restored automatically, the Dispersed one rolls a 5 (4+ needed).
    WormholeState s = SampleBattle.both().phase(Phase.ATTACK)
        .change("hh", v -> v.withMarks(6).withOrders(Orders.of(0, 0, 0, 1)))
        .change("omf1", v -> v.withMarks(2).withOrders(Orders.of(0, 0, 0, 1)))
        .change("omf2", v -> v.withMarks(2).withOrders(Orders.of(0, 0, 0, 1)))
        .change("omf3", v -> v.withMarks(3).withOrders(Orders.of(0, 0, 0, 1)))
        .dice(6, 2, 5).state();
    assertEquals(Status.CRIPPLED, status(s, "hh"));
    List<WormholeEvent> events = new ArrayList<>();
    WormholeState after = TurnEnd.run(s, events);
    assertEquals(Status.DAMAGED, status(after, "hh"), "one success, then a failure");
    assertEquals(5, after.vessel("hh").orElseThrow().marks());
    assertEquals(Status.AOK, status(after, "omf1"));
    assertEquals(Status.AOK, status(after, "omf2"));
    assertEquals(Status.REDUCED, status(after, "omf3"));
    assertTrue(events.contains(new WormholeEvent.Repaired("hh", true, Status.CRIPPLED, Status.DAMAGED)));
    assertTrue(events.contains(new WormholeEvent.Repaired("hh", false, Status.DAMAGED, Status.DAMAGED)));
    assertTrue(events.contains(new WormholeEvent.DiceRolled("omf3", "repair", List.of(5), 4)));
  }

  @Test
  void repairsRemoveOneMarkAtTheThresholdOfTheStatus() {
    WormholeState s = new Battlefield().phase(Phase.ATTACK)
        .vessel("op", 0, "control-corvette", 5, 5, 0).vessel("pl", 0, "control-corvette", 10, 5, 0)
        .vessel("dm", 0, "control-corvette", 15, 5, 0, "experienced-engineers")
        .change("op", v -> v.withMarks(2).withOrders(Orders.of(0, 0, 0, 1)))
        .change("pl", v -> v.withMarks(3).withOrders(Orders.of(0, 0, 0, 1)))
        .change("dm", v -> v.withMarks(4).withOrders(Orders.of(0, 0, 0, 1)))
        .dice(1, 3).state();
    List<WormholeEvent> events = new ArrayList<>();
    WormholeState after = TurnEnd.run(s, events);
    assertEquals(1, after.vessel("op").orElseThrow().marks(), "Operational: automatic");
    assertEquals(3, after.vessel("pl").orElseThrow().marks(), "Power Loss: a 1 fails the 2+");
    assertEquals(3, after.vessel("dm").orElseThrow().marks(), "Damaged: a 3 succeeds with Engineers' +1");
    assertTrue(events.contains(new WormholeEvent.DiceRolled("dm", "repair", List.of(3), 3)));
  }

  @Test
  void squadronsAreRepairedOnlyOnDeckOfALiveCarrier() {
    WormholeState s = new Battlefield().phase(Phase.ATTACK).vessel("cc", 0, "convoy-carrier", 15, 5, 0)
        .docked("sq", 0, "missile-fighters", "cc")
        .change("cc", v -> v.withMarks(6))
        .change("sq", v -> v.withMarks(2).withOrders(Orders.of(0, 0, 0, 1))).state();
    assertEquals(2, TurnEnd.run(s, new ArrayList<>()).vessel("sq").orElseThrow().marks());
  }

  @Test
  void endOfTurnExampleAdvantageStaysWithTheHigherTotal() {
    // V.A. Sac Retis dealt 6 marks, Thomas 2: Advantage remains with Sac Retis.
    WormholeState s = withMarksDealt(SampleBattle.both().advantage(0).state(), 6, 2);
    List<WormholeEvent> events = new ArrayList<>();
    assertEquals(0, TurnEnd.run(s, events).advantage());
    assertTrue(events.contains(new WormholeEvent.AdvantageShifted(0, 0, List.of(6, 2))));
    assertEquals(1, TurnEnd.run(withMarksDealt(s, 1, 2), new ArrayList<>()).advantage(), "the higher total");
    WormholeState tied = withMarksDealt(SampleBattle.both().advantage(1).state(), 3, 3);
    assertEquals(1, TurnEnd.run(tied, new ArrayList<>()).advantage(), "a tie keeps Advantage");
  }

  @Test
  void losingTheAdmiralAboardLosesAdvantageForGood() {
    WormholeState s = withMarksDealt(SampleBattle.both().admiral(0, "hh").advantage(0)
        .change("hh", v -> v.withMarks(7)).state(), 5, 0);
    assertEquals(1, TurnEnd.run(s, new ArrayList<>()).advantage());
    WormholeState both = withMarksDealt(SampleBattle.both().admiral(0, "hh").admiral(1, "cc").advantage(0)
        .change("hh", v -> v.withMarks(7)).change("cc", v -> v.withMarks(6)).state(), 5, 0);
    assertEquals(0, TurnEnd.run(both, new ArrayList<>()).advantage(), "both lost theirs: marks decide");
  }

  @Test
  void aLivingLegendaryCommanderHoldsAdvantage() {
    WormholeState s = withMarksDealt(SampleBattle.both().advantage(1)
        .change("cc", v -> v.withInserts(List.of("legendary-commander"))).admiral(1, "cc").state(), 9, 0);
    assertEquals(1, TurnEnd.run(s, new ArrayList<>()).advantage());
  }

  @Test
  void switchesResetButTheChargeAndWaitingBriefingsStay() {
    WormholeState s = new Battlefield().phase(Phase.ATTACK).vessel("pf", 0, "particlebow-frigate", 5, 5, 0)
        .vessel("cc", 0, "convoy-carrier", 15, 5, 0).docked("sq", 0, "missile-fighters", "cc")
        .vessel("cv", 0, "control-corvette", 25, 5, 0)
        .change("pf", v -> v.withCharged(true).withOrders(Orders.of(1, 0, 0, 0)))
        .change("sq", v -> v.withEffects(List.of(new Effect(SpecialAbility.MISSION_BRIEFING, Optional.of("x")))))
        .change("cv", v -> v.withOrders(Orders.of(1, 1, 0, 0))
            .withEffects(List.of(Effect.of(SpecialAbility.SCRAMBLE))))
        .state();
    s = new WormholeState(s.config(), s.turn(), s.phase(), s.advantage(), s.vessels(), 0, List.of(),
        List.of(new Explosion("gone", new Circle(Point.of(1, 1), 2), 1)), s.marksDealt(), s.ordersDone(),
        s.done(), s.dice(), List.of(), List.of(), List.of(), GateNetwork.NONE);
    WormholeState after = TurnEnd.run(s, new ArrayList<>());
    assertTrue(after.vessel("pf").orElseThrow().charged());
    assertEquals(Orders.NONE, after.vessel("pf").orElseThrow().issued());
    assertFalse(after.vessel("cv").orElseThrow().hasEffect(SpecialAbility.SCRAMBLE));
    assertTrue(after.vessel("sq").orElseThrow().hasEffect(SpecialAbility.MISSION_BRIEFING));
    assertTrue(after.explosions().isEmpty(), "explosion counters are removed");
  }
}
