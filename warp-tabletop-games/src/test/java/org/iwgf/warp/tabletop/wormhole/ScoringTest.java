// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** "How Do I End a Game?": scoring a Standard Wormhole Engagement. */
class ScoringTest {

  @Test
  void destroyedFullDamagedHalfAdvantageAndHalves() {
    // Seat 0 (Advantage) holds its own half; seat 1's carrier sits on the far half with seat 0's
    // Missile squadron, so nobody holds that half.
    WormholeState s = new Battlefield().advantage(0)
        .vessel("hh", 0, "hammerhead", 15, 5, 0, "heavy-railgun").vessel("mf", 0, "missile-fighters", 15, 30, 0)
        .vessel("cc", 1, "convoy-carrier", 20, 35, 180).vessel("pf", 1, "particlebow-frigate", 5, 35, 180)
        .vessel("cv", 1, "control-corvette", 25, 35, 180)
        .change("pf", v -> v.withMarks(5))
        .change("cv", v -> v.withMarks(4))
        .change("hh", v -> v.withMarks(3))
        .state();
    List<Integer> scores = Scoring.scores(s);
    // Seat 0 scores the destroyed Particlebow (25) and the Damaged corvette (half of 25, rounded up: 13),
    // +5 Advantage, +5 for its own half.
    assertEquals(25 + 13 + 5 + 5, scores.get(0));
    assertEquals(0, scores.get(1), "the Hammerhead's armor marks leave it Operational");
    WormholeState damagedHh = new Battlefield().advantage(1)
        .vessel("hh", 0, "hammerhead", 15, 5, 0, "heavy-railgun").vessel("cc", 1, "convoy-carrier", 20, 35, 180)
        .change("hh", v -> v.withMarks(5)).state();
    assertEquals(List.of(5, (60 + 20) / 2 + 5 + 5), Scoring.scores(damagedHh), "inserts count in the value");
  }

  @Test
  void dispersedSquadronsCountHalf() {
    WormholeState s = new Battlefield().advantage(1).vessel("sq", 0, "missile-fighters", 15, 15, 0)
        .vessel("cc", 1, "convoy-carrier", 15, 25, 180).change("sq", v -> v.withMarks(3)).state();
    assertEquals(5 + 5 + 5, Scoring.scores(s).get(1), "half of 10, Advantage, the far half");
  }

  @Test
  void theBattleEndsWithAGameEndedEvent() {
    WormholeState s = new Battlefield().advantage(0).vessel("hh", 0, "hammerhead", 15, 5, 0)
        .vessel("cc", 1, "convoy-carrier", 15, 35, 180).state();
    List<WormholeEvent> events = new ArrayList<>();
    WormholeState over = Objectives.finish(s, events);
    assertEquals(Phase.OVER, over.phase());
    assertEquals(new WormholeEvent.ScenarioDecided(ScenarioKind.STANDARD_ENGAGEMENT, "Seat 0 wins 10 to 5.", 1),
        events.get(0));
    assertEquals(new WormholeEvent.GameEnded(List.of(10, 5), OptionalInt.of(0)), events.get(1));
    assertTrue(WormholeRules.of(s.config()).outcome(over).isPresent());
  }
}
