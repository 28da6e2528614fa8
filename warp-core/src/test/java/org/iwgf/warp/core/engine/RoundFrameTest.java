// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;

/**
 * The states of one round share one {@link RoundFrame}, and a move that changes what it holds (a round's end, a
 * deal, a vote, the end of a captain's first turn of the round) writes a copy: no earlier state ever changes
 * under its holder.
 */
class RoundFrameTest {
  private final WarpRules rules = WarpRules.of(WarpConfig.builder().captains(3).campaignRounds(3).build());

  @Test
  void theMovesOfARoundShareItsFrameAndARoundsEndMakesANewOne() {
    EngineState s = EngineState.of(rules.start(11L));
    long rng = 11L;
    int shared = 0;
    int renewed = 0;
    int firstTurnsEnded = 0;
    while (!s.isOver()) {
      List<WarpMove> legal = rules.legalMoves(s);
      EngineState after = EngineState.of(rules.next(s, legal.get(SplitMix64.nextInt(rng, legal.size()))));
      rng = SplitMix64.next(rng);
      if (after.round() == s.round() && after.history().size() == s.history().size()) {
        if (after.frame.firstTurns != s.frame.firstTurns) {
          // A captain's first turn of the round ended: once a seat a round, the frame is copied to record it.
          assertNotSame(s.frame, after.frame, "a first turn's end in round " + s.round());
          assertEquals(Integer.bitCount(s.frame.firstTurns) - 1, Integer.bitCount(after.frame.firstTurns));
          firstTurnsEnded++;
        } else {
          assertSame(s.frame, after.frame, "a move within round " + s.round());
          shared++;
        }
      } else {
        assertNotSame(s.frame, after.frame, "the end of round " + s.round());
        renewed++;
      }
      s = after;
    }
    assertTrue(shared > 100, shared + " moves within rounds");
    assertTrue(firstTurnsEnded <= 3 * 3, firstTurnsEnded + " first turns ended in three rounds of three");
    assertEquals(3, renewed, "three rounds end, the last one the sector");
  }

  @Test
  void noStateChangesWhenLaterMovesWriteTheFrame() {
    WarpState s = rules.start(12L);
    long rng = 12L;
    List<WarpState> states = new ArrayList<>();
    List<StateSnapshot> seen = new ArrayList<>();
    while (!s.isOver()) {
      states.add(s);
      seen.add(s.snapshot());
      List<WarpMove> legal = rules.legalMoves(s);
      s = rules.apply(s, legal.get(SplitMix64.nextInt(rng, legal.size()))).state();
      rng = SplitMix64.next(rng);
    }
    for (int i = 0; i < states.size(); i++) {
      assertEquals(seen.get(i), states.get(i).snapshot(), "state " + i + " after the sector was played on");
    }
    // The sector's scores moved three times while the first state's stayed at nothing.
    assertEquals(List.of(0, 0, 0), states.get(0).campaignScores());
    assertEquals(3, s.history().size());
  }
}
