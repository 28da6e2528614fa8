// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.junit.jupiter.api.Test;

/**
 * "Attack Phase Example (Tracking Inflicted Damage)", band by band, with the printed dice, and the
 * "Outcome" worked example.
 */
class AttackPhaseExampleTest {
  private static final PhaseRules ATTACK = AttackPhase.RULES;

  /** The position of the example: who is in range of whom, with the orders and switches of that turn. */
  static Battlefield example() {
    Battlefield b = new Battlefield().phase(Phase.ATTACK).advantage(0)
        .vessel("hh", 0, "hammerhead", 15, 14, 0)
        .vessel("pf1", 0, "particlebow-frigate", 3, 4, 0).vessel("pf2", 0, "particlebow-frigate", 28, 4, 0)
        .vessel("mf1", 0, "missile-fighters", 20, 24, 0).vessel("mf2", 0, "missile-fighters", 24, 24, 0)
        .vessel("mf3", 0, "missile-fighters", 8, 18, 45).vessel("mf4", 0, "missile-fighters", 27, 14, 0)
        .vessel("cc", 1, "convoy-carrier", 22, 30, 180)
        .docked("omf1", 1, "missile-fighters", "cc").docked("omf2", 1, "missile-fighters", "cc")
        .docked("omf3", 1, "missile-fighters", "cc")
        .vessel("osf1", 1, "skirmish-fighters", 15, 21.5, 180).vessel("osf2", 1, "skirmish-fighters", 8, 23, 180)
        .vessel("opf", 1, "particlebow-frigate", 27, 20, 180)
        .vessel("cv1", 1, "control-corvette", 10, 24, 180).vessel("cv2", 1, "control-corvette", 19, 25, 180);
    for (String id : List.of("osf1", "osf2", "mf1", "mf2", "mf3", "mf4", "cv1", "cv2")) {
      b.change(id, v -> v.withOrders(Orders.of(0, 0, 1, 0)));
    }
    b.change("hh", v -> v.withOrders(Orders.of(0, 1, 2, 0)).withRemaining(Orders.of(0, 0, 2, 0)));
    b.change("cv1", v -> v.withEffects(List.of(Effect.of(SpecialAbility.SCRAMBLE))));
    b.change("cv2", v -> v.withEffects(List.of(new Effect(SpecialAbility.CONCENTRATE_FIRE, Optional.of("hh")))));
    b.change("osf1", v -> v.withEffects(List.of(Effect.of(SpecialAbility.BERSERKER))));
    b.change("osf2", v -> v.withEffects(List.of(Effect.of(SpecialAbility.BERSERKER))));
    for (String id : List.of("pf1", "pf2", "opf")) {
      b.change(id, v -> v.withCharged(true));
    }
    return b;
  }

  private static WormholeState fire(WormholeState s, String vessel, String weapon, String... targets) {
    return ATTACK.apply(s, new WormholeMove.Fire(vessel, weapon, List.of(targets)), new ArrayList<>());
  }

  private static int marks(WormholeState s, String id) {
    return s.vessel(id).orElseThrow().marks();
  }

  @Test
  void attackPhaseExampleBandByBand() {
    WormholeState s = ATTACK.begin(example()
        .dice(4, 6, 2, 5, 1, /* band 4 */ 1, 2, 3, 1, /* band 3 */ 4, 2, 6, 6,
            /* band 2 */ 3, 5, 6, 5, 5, 1, 6, 6, 1, 2).state(), new ArrayList<>());
    // Band 5: one Skirmish squadron fires on the Cruiser (a 4, saved by a 6); the other, x2 against
    // squadrons, rolls a 2 and a 5 at Missile Fighter Squadron #3, which fails its 6+ save with a 1.
    assertEquals(5, s.band());
    assertEquals(OptionalInt.of(1), ATTACK.toAct(s));
    s = fire(s, "osf1", "gravblasters", "hh");
    assertEquals(0, marks(s, "hh"), "nothing lands before the whole band has fired");
    s = fire(s, "osf2", "gravblasters", "mf3", "mf3");
    assertEquals(0, marks(s, "hh"), "the failed shot is ignored");
    assertEquals(1, marks(s, "mf3"), "one space right, to the (L) armor spot");
    assertEquals(Status.AOK, s.statusOf(s.vessel("mf3").orElseThrow()));
    assertEquals(List.of(0, 1), s.marksDealt());
    // Band 4: Thomas's Missile squadrons are still on deck. Retis's #1 and #2 need 3+ against the carrier
    // (+1 against capital ships) and roll a 1 and a 2; #3 needs 4+ against Skirmish #1 and rolls a 3;
    // #4 rolls a 1 against the Particlebow.
    assertEquals(4, s.band());
    s = fire(s, "mf1", "missiles", "cc");
    s = fire(s, "mf2", "missiles", "cc");
    s = fire(s, "mf3", "missiles", "osf1");
    s = fire(s, "mf4", "missiles", "opf");
    assertEquals(List.of(0, 1), s.marksDealt(), "a dismal round for V.A. Retis");
    // Band 3: the Particlebows are charging; both corvettes fire on the Cruiser at 3+ (Concentrate Fire):
    // a 4 and a 6; the Cruiser saves on 4+ with a 2 and a 6.
    assertEquals(3, s.band());
    s = fire(s, "cv1", "pulse-cannon", "hh");
    s = fire(s, "cv2", "pulse-cannon", "hh");
    assertEquals(1, marks(s, "hh"), "the first (H) mark");
    assertEquals(List.of(0, 2), s.marksDealt(), "Thomas's Damage Tracker reads 2");
    // Band 2: the Cruiser needs 5+ against the scrambled corvette: 3, 5, 6 for two potential marks, both
    // saved on 5, 5; the other battery rolls 1, 6, 6 and the corvette fails with 1 and 2.
    assertEquals(2, s.band());
    s = fire(s, "hh", "laser-battery-1", "cv1");
    s = fire(s, "hh", "laser-battery-2", "cv1");
    assertEquals(2, marks(s, "cv1"), "its last (M) armor spot");
    assertEquals(Status.OPERATIONAL, s.statusOf(s.vessel("cv1").orElseThrow()));
    assertEquals(List.of(2, 2), s.marksDealt());
    assertEquals(OptionalInt.empty(), ATTACK.toAct(s), "no autofire target in reach: the phase is over");
  }

  @Test
  void outcomeWorkedExampleParticlebow() {
    // The Particlebow's attack (DMG 4) rolls four dice and scores 2 potential marks; the target rolls 2
    // dice against its DEF and prevents 1: one hit.
    WormholeState s = new Battlefield().phase(Phase.ATTACK)
        .vessel("pf", 0, "particlebow-frigate", 15, 10, 0).vessel("cv", 1, "control-corvette", 15, 20, 180)
        .change("pf", v -> v.withCharged(true).withOrders(Orders.of(0, 0, 1, 0)))
        .dice(5, 4, 2, 1, 5, 3).state();
    s = ATTACK.begin(s, new ArrayList<>());
    List<WormholeEvent> events = new ArrayList<>();
    s = ATTACK.apply(s, new WormholeMove.Fire("pf", "particle-bow", List.of("cv")), events);
    assertEquals(1, marks(s, "cv"));
    assertTrue(events.contains(new WormholeEvent.Marked("cv", "pf", 2, 1, 1)));
    assertEquals(false, s.vessel("pf").orElseThrow().charged(), "firing spends the charge");
  }
}
