// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;

/**
 * Sampled invariants run at seeded sampled positions (the launch counts as one) and at every round's end, the
 * same on every replay.
 */
class SampledInvariantsTest {
  private static final WarpConfig CONFIG = WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4)
      .campaignRounds(2).build();

  /** Records the moves it is asked about; never breaks. */
  private static Invariant<WarpState, WarpMove, WarpEvent> recording(List<String> seen) {
    return Invariant.named("recording", (rules, before, move, after) -> {
      boolean roundEnd = after.events().stream().anyMatch(e -> e instanceof WarpEvent.RoundEnded);
      seen.add((roundEnd ? "end " : "") + move);
      return Optional.empty();
    });
  }

  @Test
  void sampledChecksSeeEveryRoundEndAndAFewOtherMoves() {
    long seed = 11L;
    List<String> seen = new ArrayList<>();
    PropertyRunner runner = PropertyRunner.of(List.of()).withSampledInvariants(List.of(recording(seen)), 16);
    PlayedGame game = runner.checkAndKeep(CONFIG, seed).game();
    long ends = seen.stream().filter(s -> s.startsWith("end ")).count();
    assertEquals(game.finalState().history().size(), ends, "seed " + seed + ": every round end is checked");
    long others = seen.size() - ends;
    assertTrue(others > 0 && others < game.plies() / 4, "seed " + seed + ": " + others + " sampled moves of "
        + game.plies());

    List<String> again = new ArrayList<>();
    PropertyRunner.of(List.of()).withSampledInvariants(List.of(recording(again)), 16).check(CONFIG, seed);
    assertEquals(seen, again, "seed " + seed + ": a replay samples the same moves");
  }

  @Test
  void aBrokenSampledCheckIsReportedAtTheMoveItWasSampledAndShrunk() {
    Invariant<WarpState, WarpMove, WarpEvent> neverAfterADraw = Invariant.named("never after a draw",
        (rules, before, move, after) -> move instanceof WarpMove.Draw ? Optional.of("drew") : Optional.empty());
    PropertyRunner sampled = PropertyRunner.of(List.of()).withSampledInvariants(List.of(neverAfterADraw), 4);
    FailureReport report = sampled.check(CONFIG, 3L).orElseThrow();
    assertEquals("never after a draw", report.invariant());
    FailureReport everyMove = PropertyRunner.of(List.of(neverAfterADraw)).check(CONFIG, 3L).orElseThrow();
    assertTrue(report.moveIndex() >= everyMove.moveIndex(), report.moveIndex() + " vs " + everyMove.moveIndex());
    assertEquals(everyMove.minimisedMoveIndex(), report.minimisedMoveIndex(), "shrinking checks every move");
  }

  @Test
  void aSamplingRateBelowOneIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> PropertyRunner.of(List.of()).withSampledInvariants(List.of(), 0));
  }

  @Test
  void theLaunchIsSampledLikeAMoveFromTheSeed() {
    Invariant<WarpState, WarpMove, WarpEvent> alwaysBreaks = Invariant.ofState("always breaks",
        (rules, state) -> Optional.of("broken"));
    PropertyRunner oneInEight = PropertyRunner.of(List.of()).withSampledInvariants(List.of(alwaysBreaks), 8);
    int atLaunch = 0;
    for (long seed = 0; seed < 400; seed++) {
      int at = oneInEight.checkAndKeep(CONFIG, seed, false).failure().orElseThrow().moveIndex();
      atLaunch += at == -1 ? 1 : 0;
      assertEquals(at, oneInEight.checkAndKeep(CONFIG, seed, false).failure().orElseThrow().moveIndex(),
          "seed " + seed + ": a replay samples the same launch");
    }
    assertTrue(atLaunch > 25 && atLaunch < 80, "about one launch in eight is checked: " + atLaunch + " of 400");
    PropertyRunner every = PropertyRunner.of(List.of()).withSampledInvariants(List.of(alwaysBreaks), 1);
    assertEquals(-1, every.checkAndKeep(CONFIG, 5L, false).failure().orElseThrow().moveIndex(),
        "sampling every position checks the launch");
  }
}
