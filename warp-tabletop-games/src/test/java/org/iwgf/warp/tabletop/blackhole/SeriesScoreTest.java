// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class SeriesScoreTest {
  private static final int R = Ship.REMOVED;
  private final BlackHoleConfig three = BlackHoleConfig.standard(3);

  /**
   * The rulebook's example: black (seat 0) won; yellow (seat 2) removed three ships and its remaining
   * ship closest to the centre is on the fourth ring from the centre; white (seat 1) removed two and its
   * second-closest ship is on the third ring from the centre.
   */
  @Test
  void rulebookExampleYellowFourWhiteThreeBlackZero() {
    BlackHoleState over = Fixtures.state(three, Phase.OVER, 0,
        // black: four ships removed
        0, 1, R, 1, 1, R, 2, 1, R, 3, 1, R,
        // white: two removed; ring 2 from the centre (110), ring 3 (95), the rest further out
        6, 1, R, 7, 1, R, 8, 1, 110, 9, 1, 95, 10, 1, 70, 11, 1, 40,
        // yellow: three removed; ring 4 from the centre (70..89 is ring 3 of 6), the others further out
        12, 1, R, 13, 1, R, 14, 1, R, 15, 1, 75, 16, 1, 45, 17, 1, 30);
    assertEquals(3, three.spiral().ringsFromCentre(95));
    assertEquals(4, three.spiral().ringsFromCentre(75));
    assertEquals(List.of(0, 3, 4), SeriesScore.points(over));
    assertEquals(List.of(1, 2, 3), BlackHoleRules.of(three).outcome(over).orElseThrow().places());

    SeriesScore series = SeriesScore.start(3).after(over).after(over);
    assertEquals(List.of(0, 6, 8), series.totals());
    assertEquals(List.of(0), series.leaders());
  }

  @Test
  void pointsAreCountedOnlyForAFinishedGame() {
    BlackHoleState racing = Fixtures.race(three, 0);
    assertThrows(IllegalArgumentException.class, () -> SeriesScore.points(racing));
  }
}
