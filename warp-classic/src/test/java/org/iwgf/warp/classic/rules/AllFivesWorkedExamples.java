// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import static org.iwgf.warp.classic.rules.Moves.lead;
import static org.iwgf.warp.classic.rules.Moves.play;
import static org.iwgf.warp.classic.rules.Moves.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Scripted All Fives hands with known scores. */
class AllFivesWorkedExamples {
  private static final ClassicConfig FIVES2 = ClassicConfig.builder(Variant.ALL_FIVES).players(2).build();
  private static final ClassicRules RULES = ClassicRules.of(FIVES2);

  /** Plays {@code moves} from {@code s} and returns the points scored by each move, in order. */
  private static List<Integer> pointsOf(ClassicRules rules, ClassicState s, ClassicMove... moves) {
    List<Integer> out = new ArrayList<>();
    ClassicState at = s;
    for (ClassicMove m : moves) {
      var t = rules.apply(at, m);
      out.add(t.events().stream().filter(e -> e instanceof ClassicEvent.FivesScored)
          .mapToInt(e -> ((ClassicEvent.FivesScored) e).points()).sum());
      at = t.state();
    }
    return out;
  }

  @Test
  void theLeadSpinnerCountsBothHalvesUntilBothLongSidesArePlayed() {
    // 5-5 leads: 10. 5-0 right: 10 + 0. 5-6 left: 6 + 0 (the spinner is covered on both long sides).
    // 5-1 up: 6 + 0 + 1. 5-3 down: 6 + 0 + 1 + 3 = 10.
    ClassicState s = Table.of(FIVES2).hand(0, "5-5 5-6 5-3 2-2").hand(1, "5-0 5-1 1-1 4-4").build();
    assertEquals(List.of(10, 10, 0, 0, 10), pointsOf(RULES, s, lead("5-5"), play("5-0", End.RIGHT),
        play("5-6", End.LEFT), play("5-1", End.UP), play("5-3", End.DOWN)));
  }

  @Test
  void theSpinnerSidesOpenOnlyOnceBothLongSidesArePlayedOn() {
    ClassicState s = Table.of(FIVES2).line("5-5 5-0:right").hand(0, "5-1 6-6").hand(1, "4-4").build();
    assertEquals(List.of(play("5-1", End.LEFT)), RULES.legalMoves(s));
    refused(RULES, s, play("5-1", End.UP), "END_CLOSED");
    refused(RULES, s, play("5-1", End.DOWN), "END_CLOSED");
  }

  @Test
  void aLaterDoubleBecomesTheSpinnerWhenNoneLed() {
    // 6-5 leads; 5-5 on the right counts double: 6 + 10 = 16. 5-0 beyond it: 6 + 0 = 6, and the spinner
    // opens up and down. 5-4 up: 6 + 0 + 4 = 10.
    ClassicState s = Table.of(FIVES2).line("6-5").hand(0, "5-5 5-4 3-3").hand(1, "5-0 6-6 1-1").build();
    assertEquals(List.of(0, 0, 10), pointsOf(RULES, s, play("5-5", End.RIGHT), play("5-0", End.RIGHT),
        play("5-4", End.UP)));
  }

  @Test
  void aPlayCanScoreAtMost35() {
    // Spinner 3-3 with 6-6, 5-5 and 4-4 at three ends (12 + 10 + 8) and 2-5 joined down: 35.
    ClassicState s = Table.of(FIVES2).line("3-3 3-6:left 6-6:left 3-5:right 5-5:right 3-4:up 4-4:up 3-2:down")
        .hand(0, "2-5 0-0").hand(1, "1-1 1-0").build();
    assertEquals(32, s.line().count(), "12 + 10 + 8 + 2 before the play");
    assertEquals(List.of(35), pointsOf(RULES, s, play("5-2", End.DOWN)));
  }

  @Test
  void aDoubleAtAnEndCountsBothHalves() {
    ClassicState s = Table.of(FIVES2).line("4-1").hand(0, "1-1 6-6").hand(1, "4-4 0-0").build();
    // 1-1 on the right: 4 + 2 = 6; 4-4 on the left: 8 + 2 = 10.
    assertEquals(List.of(0, 10), pointsOf(RULES, s, play("1-1", End.RIGHT), play("4-4", End.LEFT)));
  }

  @ParameterizedTest(name = "{0} pips score {1}")
  @CsvSource({"0, 0", "2, 0", "3, 5", "7, 5", "8, 10", "12, 10", "13, 15", "35, 35"})
  void handPointsAreRoundedToTheNearestFive(int pips, int points) {
    assertEquals(points, HandScoring.handPoints(FIVES2, pips, 0));
  }

  @Test
  void aDominoScoresTheOpponentsPipsRoundedAndTheLastPlayFirst() {
    // 4-2 on the right leaves 6 + 2 = 8 (no score); seat 1 holds 6-6 and 1-0: 13 pips, rounded to 15.
    ClassicState s = Table.of(FIVES2).line("6-4").hand(0, "4-2").hand(1, "6-6 1-0").build();
    var t = RULES.apply(s, play("4-2", End.RIGHT));
    assertTrue(t.events().contains(new ClassicEvent.HandEnded(2, HandEnding.DOMINO, OptionalInt.of(0),
        List.of(0, 13), 15)));
    assertEquals(List.of(15, 0), t.state().scores());
  }

  @Test
  void scoringInFivesDividesEveryScoreByFive() {
    ClassicConfig inFives = ClassicConfig.builder(Variant.ALL_FIVES).players(2).scoreInFives(true).build();
    assertEquals(61, inFives.target());
    ClassicState s = Table.of(inFives).line("6-4").hand(0, "4-3").hand(1, "6-6 1-0").build();
    // 4-3 right: 6 + 3 = 9, no score; domino: 13 pips → 15 → 3.
    var t = ClassicRules.of(inFives).apply(s, play("4-3", End.RIGHT));
    assertEquals(List.of(3, 0), t.state().scores());
    ClassicState lead = Table.of(inFives).hand(0, "5-5 0-0").hand(1, "1-1").build();
    assertEquals(List.of(2), pointsOf(ClassicRules.of(inFives), lead, lead("5-5")));
  }

  @Test
  void theGameEndsTheMomentAPlayReachesTheTarget() {
    ClassicConfig to100 = ClassicConfig.builder(Variant.ALL_FIVES).players(2).target(100).build();
    ClassicState s = Table.of(to100).hand(0, "5-5 0-0").hand(1, "1-1").scores(95, 0).build();
    var t = ClassicRules.of(to100).apply(s, lead("5-5"));
    assertTrue(t.state().isOver());
    assertEquals(List.of(105, 0), t.state().scores());
    assertEquals(new ClassicEvent.GameOver(List.of(105, 0), List.of(0)), t.events().get(t.events().size() - 1));
  }
}
