// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.Test;

/** Section V: going out, blocked sectors, campaign totals and shared victory. */
class RoundEndTest {

  /**
   * Warp 9, two captains, every route ends on 3 and every coordinate showing 3 is on the table; Uncharted
   * is empty and both beacons are up: nobody can ever chart again.
   */
  static TableSetup blockedTable(WarpConfig config) {
    return TableSetup.of(config).hand(0, "0-1 2-2").restTo(1).beacon(0, 1)
        .trail(0, "9-3").trail(1, "9-0 0-3")
        .neutralZone("9-1 1-3 3-2 2-4 4-3 3-5 5-6 6-3 3-7 7-8 8-3 3-3");
  }

  private static <T> T event(Transition<WarpState, WarpEvent> t, Class<T> type) {
    return t.events().stream().filter(type::isInstance).map(type::cast).findFirst().orElseThrow();
  }

  @Test
  void aBlockedSectorEndsWhenNobodyCanChartAndEveryoneScores() {
    WarpConfig config = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).build();
    WarpRules rules = WarpRules.of(config);
    WarpState s = blockedTable(config).build();
    assertEquals(List.of(WarpMove.PASS), rules.legalMoves(s));
    s = rules.apply(s, WarpMove.PASS).state();
    assertEquals(1, s.round(), "one pass is not yet a blocked sector");
    Transition<WarpState, WarpEvent> t = rules.apply(s, WarpMove.PASS);
    WarpEvent.RoundEnded ended = event(t, WarpEvent.RoundEnded.class);
    assertTrue(ended.blocked());
    assertEquals(OptionalInt.empty(), ended.winner());
    int rest = 0;
    for (Coordinate c : s.hand(1)) {
      rest += c.pips();
    }
    assertTrue(s.holds(1, Coordinate.of(0, 0)));
    assertEquals(List.of(5, rest + 50), ended.roundScores(), "no exempt captain; the 0-0 scores 50");
    assertEquals(2, t.state().round());
  }

  @Test
  void aPassWhileTheRoundCanContinueIsNotABlock() {
    WarpConfig config = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).build();
    WarpRules rules = WarpRules.of(config);
    // Same table, but seat 1 holds a 3 it can still chart: passing by seat 0 does not end the round.
    WarpState s = TableSetup.of(config).hand(0, "0-1 2-2").hand(1, "1-4").restTo(1).beacon(0, 1)
        .trail(0, "9-3").trail(1, "9-0 0-6").neutralZone("9-1 1-3 3-2 2-4 4-3 3-5 5-6 6-3 3-7 7-8 8-3 3-3")
        .build();
    s = rules.apply(s, WarpMove.PASS).state();
    assertEquals(1, s.toAct());
    assertFalse(rules.legalMoves(s).contains(WarpMove.PASS));
  }

  @Test
  void aBlockedGoOutRoundIsReDealtAtTheSameSpacedockWithoutAWin() {
    WarpConfig config = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).objective(Objective.GO_OUT)
        .build();
    WarpRules rules = WarpRules.of(config);
    WarpState s = rules.apply(blockedTable(config).build(), WarpMove.PASS).state();
    Transition<WarpState, WarpEvent> t = rules.apply(s, WarpMove.PASS);
    WarpEvent.RoundStarted again = event(t, WarpEvent.RoundStarted.class);
    assertTrue(again.redeal());
    assertEquals(Coordinate.of(9, 9), again.spacedock());
    assertEquals(1, t.state().round());
    assertEquals(List.of(0, 0), t.state().roundWins());
    assertTrue(t.state().history().get(0).blocked());
    assertFalse(t.state().isOver());
  }

  @Test
  void goingOutScoresZeroAndOthersAddTheirPips() {
    WarpConfig config = WarpConfig.builder().captains(3).build();
    WarpRules rules = WarpRules.of(config);
    WarpState s = TableSetup.of(config).toAct(1).hand(1, "12-2").hand(0, "6-6 1-0").hand(2, "5-4").scores(3, 4, 5)
        .build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, WarpMove.chart(Coordinate.of(12, 2), Route.NEUTRAL_ZONE));
    WarpEvent.RoundEnded ended = event(t, WarpEvent.RoundEnded.class);
    assertEquals(OptionalInt.of(1), ended.winner());
    assertEquals(List.of(13, 0, 9), ended.roundScores());
    assertEquals(List.of(16, 4, 14), t.state().campaignScores());
    assertEquals(12 - 1, t.state().spacedockPip(), "next round: Spacedock steps down one double");
  }

  @Test
  void afterTheLastRoundLowestTotalWinsAndTiesShareVictory() {
    WarpConfig config = WarpConfig.builder().captains(3).campaignRounds(2).build();
    WarpRules rules = WarpRules.of(config);
    WarpState s = TableSetup.of(config).round(2).toAct(0).hand(0, "11-2").hand(1, "3-0").hand(2, "1-2")
        .scores(10, 7, 12).build();
    Transition<WarpState, WarpEvent> t = rules.apply(s, WarpMove.chart(Coordinate.of(11, 2), Route.trailOf(0)));
    assertTrue(t.state().isOver());
    Outcome o = rules.outcome(t.state()).orElseThrow();
    assertEquals(List.of(10, 10, 15), o.scores());
    assertEquals(List.of(1, 1, 3), o.places());
    assertEquals(List.of(0, 1), o.winners(), "two captains tie on the lowest total and share the victory");
    assertTrue(rules.legalMoves(t.state()).isEmpty());
    assertEquals(OptionalInt.empty(), rules.toAct(t.state()));
    assertEquals(List.of(0, 1), event(t, WarpEvent.SectorEnded.class).winners());
  }
}
