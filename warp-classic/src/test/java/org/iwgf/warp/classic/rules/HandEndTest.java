// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import static org.iwgf.warp.classic.rules.Moves.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.Transition;
import org.junit.jupiter.api.Test;

/** How hands end, who scores what, and who leads next. */
class HandEndTest {
  private static final ClassicConfig BLOCK2 = ClassicConfig.builder(Variant.BLOCK).players(2).build();

  private static ClassicEvent.HandEnded ended(Transition<ClassicState, ClassicEvent> t) {
    return t.events().stream().filter(e -> e instanceof ClassicEvent.HandEnded)
        .map(e -> (ClassicEvent.HandEnded) e).findFirst().orElseThrow();
  }

  @Test
  void dominoScoresTheOpponentsPipsAndTheWinnerLeadsNext() {
    ClassicState s = Table.of(BLOCK2).line("6-4").hand(0, "6-5").hand(1, "2-0 1-0").leader(1).build();
    Transition<ClassicState, ClassicEvent> t = ClassicRules.of(BLOCK2).apply(s, play("6-5", End.LEFT));
    assertEquals(new ClassicEvent.HandEnded(2, HandEnding.DOMINO, OptionalInt.of(0), List.of(0, 3), 3), ended(t));
    ClassicState next = t.state();
    assertEquals(List.of(3, 0), next.scores());
    assertEquals(3, next.handNumber());
    assertEquals(0, next.leader());
    assertEquals(OptionalInt.of(0), next.toAct());
    assertTrue(next.line().isEmpty());
    assertEquals(Optional.empty(), next.requiredLead());
    assertEquals(7, next.handSize(0));
    assertEquals(7, next.handSize(1));
  }

  @Test
  void aBlockedHandGoesToTheLowestCount() {
    // After 1-0 nobody holds a 0 or a 1 (they sleep in the boneyard): blocked, 12 pips against 15.
    ClassicState s = Table.of(BLOCK2).line("0-0").hand(0, "1-0 6-6").hand(1, "5-5 3-2").build();
    Transition<ClassicState, ClassicEvent> t = ClassicRules.of(BLOCK2).apply(s, play("1-0", End.RIGHT));
    assertEquals(new ClassicEvent.HandEnded(2, HandEnding.BLOCKED, OptionalInt.of(0), List.of(12, 15), 15), ended(t));
    assertEquals(0, t.state().leader());

    ClassicConfig minusOwn = ClassicConfig.builder(Variant.BLOCK).players(2)
        .winnerScore(WinnerScore.OPPONENTS_MINUS_OWN).build();
    ClassicState m = Table.of(minusOwn).line("0-0").hand(0, "1-0 6-6").hand(1, "5-5 3-2").build();
    assertEquals(3, ended(ClassicRules.of(minusOwn).apply(m, play("1-0", End.RIGHT))).points());
  }

  @Test
  void aTiedBlockScoresNothingAndTheLeadPassesOn() {
    ClassicState s = Table.of(BLOCK2).line("0-0").hand(0, "1-0 6-6").hand(1, "5-3 2-2").leader(0).build();
    Transition<ClassicState, ClassicEvent> t = ClassicRules.of(BLOCK2).apply(s, play("1-0", End.RIGHT));
    assertEquals(new ClassicEvent.HandEnded(2, HandEnding.BLOCKED, OptionalInt.empty(), List.of(12, 12), 0), ended(t));
    assertEquals(List.of(0, 0), t.state().scores());
    assertEquals(1, t.state().leader());
  }

  @Test
  void partnersScoreAsATeam() {
    ClassicConfig teams = ClassicConfig.builder(Variant.BLOCK).partnerships(true).build();
    ClassicState s = Table.of(teams).line("6-4").hand(2, "6-5").hand(3, "3-0").hand(0, "4-4")
        .hand(1, "2-1").toAct(2).leader(2).build();
    Transition<ClassicState, ClassicEvent> t = ClassicRules.of(teams).apply(s, play("6-5", End.LEFT));
    assertEquals(new ClassicEvent.HandEnded(2, HandEnding.DOMINO, OptionalInt.of(0), List.of(8, 3, 0, 3), 6),
        ended(t));
    assertEquals(List.of(6, 0), t.state().scores());
    assertEquals(2, t.state().leader());

    ClassicConfig minusOwn = ClassicConfig.builder(Variant.BLOCK).partnerships(true)
        .winnerScore(WinnerScore.OPPONENTS_MINUS_OWN).build();
    ClassicState m = Table.of(minusOwn).line("6-4").hand(2, "6-5").hand(3, "3-0").hand(0, "4-4")
        .hand(1, "2-1").toAct(2).leader(2).build();
    assertEquals(0, ended(ClassicRules.of(minusOwn).apply(m, play("6-5", End.LEFT))).points(),
        "6 against 8 on the winners' side scores nothing rather than less than nothing");
  }

  @Test
  void inPartnershipsABlockedHandGoesToTheTeamWithTheLowerCount() {
    ClassicConfig teams = ClassicConfig.builder(Variant.BLOCK).partnerships(true).build();
    ClassicState s = Table.of(teams).line("0-0").hand(0, "1-0 6-6").hand(1, "2-2").hand(2, "3-3")
        .hand(3, "5-5 4-4").build();
    Transition<ClassicState, ClassicEvent> t = ClassicRules.of(teams).apply(s, play("1-0", End.RIGHT));
    assertEquals(new ClassicEvent.HandEnded(2, HandEnding.BLOCKED, OptionalInt.of(0), List.of(12, 4, 6, 18), 22),
        ended(t));
    assertEquals(2, t.state().leader(), "the winning team's seat with the fewest pips leads");
  }

  @Test
  void theGameEndsWhenASideReachesTheTarget() {
    ClassicConfig to61 = ClassicConfig.builder(Variant.DRAW).players(3).target(61).build();
    ClassicState s = Table.of(to61).line("6-4").hand(0, "6-5").hand(1, "6-6 5-5").hand(2, "4-4 3-3 2-2")
        .scores(40, 50, 0).build();
    Transition<ClassicState, ClassicEvent> t = ClassicRules.of(to61).apply(s, play("6-5", End.LEFT));
    assertEquals(new ClassicEvent.GameOver(List.of(40 + 40, 50, 0), List.of(0)), t.events().get(t.events().size() - 1));
    assertTrue(t.state().isOver());
    assertEquals(List.of(1, 2, 3), ClassicRules.of(to61).outcome(t.state()).orElseThrow().places());
  }
}
