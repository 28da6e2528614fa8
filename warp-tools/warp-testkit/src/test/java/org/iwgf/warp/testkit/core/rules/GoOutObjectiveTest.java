// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** Victory conditions for Go out: sudden death, fixed rounds with overtime, first to X. */
class GoOutObjectiveTest {
  private static final WarpMove OUT = WarpMove.chart(Coordinate.of(12, 2), Route.NEUTRAL_ZONE);

  private static WarpConfig goOut(GoOutStructure structure) {
    return WarpConfig.builder().captains(2).objective(Objective.GO_OUT).goOut(structure).build();
  }

  /** Seat {@code winner} is at the helm holding only 12-2 (or the round's double-matching tile). */
  private static WarpState aboutToGoOut(WarpConfig c, int round, int winner, Integer... wins) {
    int pip = 12 - (round - 1) % 13;
    String last = pip == 12 ? "12-2" : pip + "-2";
    return TableSetup.of(c).round(round).toAct(winner).hand(winner, last).hand(1 - winner, "1-0").wins(wins)
        .build();
  }

  private static WarpMove goOutMove(int round) {
    int pip = 12 - (round - 1) % 13;
    return WarpMove.chart(Coordinate.of(pip, 2), Route.NEUTRAL_ZONE);
  }

  @Test
  void suddenDeathEndsTheSectorWithTheFirstGoOut() {
    WarpConfig c = goOut(GoOutStructure.suddenDeath());
    WarpRules rules = WarpRules.of(c);
    WarpState s = rules.apply(aboutToGoOut(c, 1, 1, 0, 0), OUT).state();
    assertTrue(s.isOver());
    assertEquals(List.of(1), rules.outcome(s).orElseThrow().winners());
    assertEquals(List.of(0, 0), s.campaignScores(), "no pip tally in Go out");
  }

  @Test
  void firstToXEndsOnlyWhenTheTargetIsReached() {
    WarpConfig c = goOut(GoOutStructure.firstTo(2));
    WarpRules rules = WarpRules.of(c);
    WarpState notYet = rules.apply(aboutToGoOut(c, 1, 1, 1, 0), OUT).state();
    assertFalse(notYet.isOver());
    assertEquals(List.of(1, 1), notYet.roundWins());
    WarpState done = rules.apply(aboutToGoOut(c, 1, 0, 1, 0), OUT).state();
    assertTrue(done.isOver());
    assertEquals(List.of(0), rules.outcome(done).orElseThrow().winners());
  }

  @Test
  void fixedRoundsEndWithTheMostRoundWins() {
    WarpConfig c = goOut(GoOutStructure.fixedRounds(2, GoOutStructure.Overtime.FORCED));
    WarpRules rules = WarpRules.of(c);
    WarpState mid = rules.apply(aboutToGoOut(c, 1, 0, 0, 0), goOutMove(1)).state();
    assertFalse(mid.isOver(), "one round of two played");
    WarpState done = rules.apply(aboutToGoOut(c, 2, 0, 1, 0), goOutMove(2)).state();
    assertTrue(done.isOver());
    assertEquals(List.of(0), rules.outcome(done).orElseThrow().winners());
  }

  @Test
  void aTieAfterFixedRoundsForcesOvertimeWhichWrapsPastDoubleBlank() {
    WarpConfig c = goOut(GoOutStructure.fixedRounds(13, GoOutStructure.Overtime.FORCED));
    WarpRules rules = WarpRules.of(c);
    WarpState s = rules.apply(aboutToGoOut(c, 13, 1, 1, 0), goOutMove(13)).state();
    assertFalse(s.isOver());
    assertEquals(14, s.round());
    assertEquals(12, s.spacedockPip(), "overtime past 0-0 wraps the Spacedock to the highest double");
  }

  @Test
  void offeredOvertimeNeedsEveryTiedCaptainToAccept() {
    WarpConfig c = goOut(GoOutStructure.fixedRounds(2, GoOutStructure.Overtime.OFFERED));
    WarpRules rules = WarpRules.of(c);
    WarpState tied = rules.apply(aboutToGoOut(c, 2, 1, 1, 0), goOutMove(2)).state();
    assertEquals(Phase.OVERTIME_VOTE, tied.phase());
    assertEquals(0, tied.toAct());
    assertEquals(List.of(new WarpMove.OvertimeVote(true), new WarpMove.OvertimeVote(false)),
        rules.legalMoves(tied));
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> rules.apply(tied, WarpMove.DRAW));
    assertEquals("NO_VOTE", e.code());

    WarpState oneYes = rules.apply(tied, new WarpMove.OvertimeVote(true)).state();
    assertEquals(1, oneYes.toAct());
    WarpState declined = rules.apply(oneYes, new WarpMove.OvertimeVote(false)).state();
    assertTrue(declined.isOver());
    assertEquals(List.of(0, 1), rules.outcome(declined).orElseThrow().winners(), "the tied captains share");

    WarpState accepted = rules.apply(oneYes, new WarpMove.OvertimeVote(true)).state();
    assertEquals(Phase.PLAYING, accepted.phase());
    assertEquals(3, accepted.round());
  }

  @Test
  void overtimeVotesAreRefusedOutsideAVote() {
    WarpConfig c = goOut(GoOutStructure.suddenDeath());
    WarpRules rules = WarpRules.of(c);
    WarpState s = rules.start(1);
    assertEquals("NO_VOTE", assertThrows(IllegalMoveException.class,
        () -> rules.apply(s, new WarpMove.OvertimeVote(true))).code());
  }
}
