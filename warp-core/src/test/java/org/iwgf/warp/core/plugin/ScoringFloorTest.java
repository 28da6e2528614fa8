// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.model.RoundResult;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The scoring floor (Section VI, "Scoring floor and ties"): a round score is never shown below zero, and the
 * raw value it hides only ranks campaign totals that are otherwise level.
 */
@DisplayName("Scoring floor and raw tie-break")
class ScoringFloorTest {
  @Test
  @DisplayName("A raw score below zero is shown as 0; others are shown as they are")
  void shownScoresStopAtTheFloor() {
    assertEquals(0, RoundScoreSheet.shown(-3));
    assertEquals(0, RoundScoreSheet.shown(0));
    assertEquals(7, RoundScoreSheet.shown(7));
  }

  @Test
  @DisplayName("Level totals are ranked by their tie-breaks; level tie-breaks still share the place")
  void tieBreaksRankLevelTotals() {
    Outcome o = Outcome.ranked(List.of(20, 20, 12, 20), List.of(17, 20, 12, 20), true, "campaign points");
    assertEquals(List.of(2, 3, 1, 3), o.places());
    assertEquals(List.of(20, 20, 12, 20), o.scores(), "the shown totals are reported");
    assertEquals(List.of(1, 1, 3), Outcome.ranked(List.of(5, 5, 2), false, "rounds won").places());
    assertThrows(InvalidStateException.class, () -> Outcome.ranked(List.of(1), List.of(1, 2), true, "x"));
  }

  @Test
  @DisplayName("A round result without a score below the floor keeps its raw scores equal to the shown ones")
  void aRoundResultWithoutRawScores() {
    RoundResult r = new RoundResult(1, 12, OptionalInt.of(0), false, List.of(0, 9), List.of(0, 9));
    assertEquals(List.of(0, 9), r.rawRoundScores());
    assertThrows(InvalidStateException.class,
        () -> new RoundResult(1, 12, OptionalInt.of(0), false, List.of(0, 9), List.of(0, 9), List.of(-3)));
  }
}
