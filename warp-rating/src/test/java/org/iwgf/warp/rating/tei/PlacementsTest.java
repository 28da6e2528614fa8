// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.model.Objective;
import org.junit.jupiter.api.Test;

class PlacementsTest {

  @Test
  void pointsCampaignLowestTotalWinsAndTiesSplitThePlace() {
    assertEquals(List.of(2, 1, 4, 2), Placements.pointsCampaign(List.of(80, 41, 130, 80)).places());
  }

  @Test
  void goOutTheSectorWinnerIsFirstAndTheRestShareSecond() {
    assertEquals(List.of(2, 1, 2), Placements.goOut(List.of(0, 1, 0)).places());
    assertEquals(List.of(1, 3, 1), Placements.goOut(List.of(2, 1, 2)).places(), "a shared victory");
  }

  @Test
  void standingsFollowTheObjective() {
    List<Integer> figures = List.of(3, 5);
    assertEquals(List.of(1, 2), Placements.fromStandings(Objective.POINTS_CAMPAIGN, figures).places());
    assertEquals(List.of(2, 1), Placements.fromStandings(Objective.GO_OUT, figures).places());
    assertEquals(List.of(1, 1), Placements.fromOutcome(new Outcome(List.of(1, 1), List.of(0, 0), "x")).places());
  }

  @Test
  void aTieScoresHalf() {
    Placements p = Placements.of(1, 1, 3);
    assertEquals(0.5, p.score(0, 1));
    assertEquals(1.0, p.score(1, 2));
    assertEquals(0.0, p.score(2, 0));
  }

  @Test
  void placementsThatRankNothingAreRefused() {
    assertEquals("PLACEMENTS", assertThrows(TeiException.class, () -> Placements.of(1)).code());
    assertEquals("PLACEMENTS", assertThrows(TeiException.class, () -> Placements.of(1, 0)).code());
    assertEquals("PLACEMENTS", assertThrows(TeiException.class,
        () -> Placements.pointsCampaign(Arrays.asList(1, null))).code());
  }
}
