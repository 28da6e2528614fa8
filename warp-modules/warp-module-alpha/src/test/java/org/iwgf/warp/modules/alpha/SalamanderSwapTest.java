// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import static org.iwgf.warp.modules.alpha.AlphaTables.chart;
import static org.iwgf.warp.modules.alpha.AlphaTables.only;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.modules.beta.Salamander;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Module Alpha — Salamander swap (Points campaign, with Module Beta)")
class SalamanderSwapTest {
  private static final Continuum SWAP = Continuum.CLEAR.withActive(Directive.SALAMANDER_SWAP);

  /**
   * Round 2 on Warp 12 (12-12 in circulation): A goes out; B holds 1-0, C holds the Salamander and 3-0, D
   * holds 4-0; campaign totals as given before the round.
   */
  private static List<Integer> roundScores(Continuum continuum, Integer... campaign) {
    WarpRules rules = AlphaTables.rules(Objective.POINTS_CAMPAIGN, ModuleAlpha.BETA);
    WarpState s = TableSetup.of(rules).round(2).hand(0, "11-2").hand(1, "1-0").hand(2, "12-12 3-0")
        .hand(3, "4-0").scores(campaign).pluginState(ModuleAlpha.ID, continuum).build();
    List<WarpEvent> events = rules.apply(s, chart("11-2", 0)).events();
    return only(events, WarpEvent.RoundEnded.class).get(0).roundScores();
  }

  @Test
  @DisplayName("The doubled penalty lands on the highest-points non-winner; the holder pays nothing for it")
  void thePenaltyMovesToTheLeader() {
    assertEquals(48, Salamander.penalty(WarpFactor.WARP_12));
    assertEquals(List.of(0, 1 + 48, 3, 4), roundScores(SWAP, 10, 30, 20, 5));
    assertEquals(List.of(0, 1, 48 + 3, 4), roundScores(Continuum.CLEAR, 10, 30, 20, 5), "no swap chosen");
  }

  @Test
  @DisplayName("Worked example: swap when the holder is already the leader — no transfer")
  void swapWhenTheHolderIsAlreadyTheLeader() {
    assertEquals(List.of(0, 1, 48 + 3, 4), roundScores(SWAP, 10, 5, 30, 5));
  }

  @Test
  @DisplayName("The round winner is not eligible, even with the most points")
  void theWinnerIsNotATarget() {
    assertEquals(List.of(0, 1, 3, 4 + 48), roundScores(SWAP, 40, 5, 20, 30));
  }

  @Test
  @DisplayName("Tied leaders: the first clockwise from the holder; a tie with the holder keeps it")
  void ties() {
    assertEquals(List.of(0, 1, 3, 4 + 48), roundScores(SWAP, 0, 30, 20, 30));
    assertEquals(List.of(0, 1, 48 + 3, 4), roundScores(SWAP, 0, 30, 30, 5));
  }

  @Test
  @DisplayName("Round 1 has no Salamander in hand: nothing moves")
  void roundOne() {
    WarpRules rules = AlphaTables.rules(Objective.POINTS_CAMPAIGN, ModuleAlpha.BETA);
    WarpState s = TableSetup.of(rules).hand(0, "12-2").hand(1, "1-0").hand(2, "11-11").hand(3, "4-0")
        .scores(0, 30, 0, 0).pluginState(ModuleAlpha.ID, SWAP).build();
    assertEquals(List.of(0, 1, 22, 4),
        only(rules.apply(s, chart("12-2", 0)).events(), WarpEvent.RoundEnded.class).get(0).roundScores());
  }
}
