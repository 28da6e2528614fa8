// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.SearchKernel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The facts a Lookahead's rollouts read straight from a state (or a search kernel's position) are the facts
 * of the seat's view: at every position of seeded random sectors, a {@link Position} of the state, one of the
 * kernel and one of the view agree on every fact, every commission scores every chart alike, and the instinct
 * picks the same move.
 */
class PositionFromStateTest {
  static Stream<Arguments> tables() {
    return Stream.of(
        Arguments.of(WarpConfig.standard(WarpFactor.WARP_12, 4), 1L),
        Arguments.of(WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3).objective(Objective.GO_OUT).build(), 2L),
        Arguments.of(WarpConfig.standard(WarpFactor.WARP_15, 6), 3L),
        Arguments.of(OfficialWarp.config(WarpFactor.WARP_12, 4), 4L));
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("tables")
  void aStatesFactsAreItsViewsFacts(WarpConfig config, long seed) {
    WarpRules rules = WarpRules.of(config);
    WarpState s = rules.start(seed);
    long rng = seed;
    for (int ply = 0; ply < 600 && !s.isOver(); ply++) {
      int seat = s.toAct();
      SeatView view = rules.view(s, seat);
      Position fromState = Position.of(rules, s, seat);
      Position fromView = Position.of(view);
      String where = config + " seed " + seed + " move " + ply;
      assertSameFacts(fromView, fromState, where);
      if (SearchKernel.supports(rules)) {
        Position fromKernel = Position.of(rules, SearchKernel.of(rules, s));
        assertSameFacts(fromView, fromKernel, where + " (kernel)");
        assertEquals(view, fromKernel.view(), where + " (kernel)");
      }
      List<WarpMove> moves = rules.legalMoves(s);
      for (Commission c : Commission.values()) {
        for (WarpMove m : moves) {
          if (m instanceof WarpMove.Chart chart) {
            assertEquals(c.score(fromView, chart), c.score(fromState, chart), where + " " + c + " " + chart);
          }
        }
        assertEquals(Officer.instinct(c, view), Officer.instinct(c, fromState, moves), where + " " + c);
      }
      assertEquals(view, fromState.view(), where);
      s = rules.next(s, moves.get(SplitMix64.nextInt(rng, moves.size())));
      rng = SplitMix64.next(rng);
    }
  }

  private static void assertSameFacts(Position v, Position s, String where) {
    assertEquals(v.seat(), s.seat(), where);
    assertEquals(v.seats(), s.seats(), where);
    assertEquals(v.nextSeat(), s.nextSeat(), where);
    assertEquals(v.objective(), s.objective(), where);
    assertEquals(v.hand(), s.hand(), where);
    assertEquals(v.handPips(), s.handPips(), where);
    assertEquals(v.handSize(), s.handSize(), where);
    assertEquals(v.fewestOpposingCoordinates(), s.fewestOpposingCoordinates(), where);
    assertEquals(v.redAlert(), s.redAlert(), where);
    assertEquals(v.ownTrail(), s.ownTrail(), where);
    assertEquals(v.ownOpenEnd(), s.ownOpenEnd(), where);
    for (int o = 0; o <= v.seats(); o++) {
      Route r = o == v.seats() ? Route.NEUTRAL_ZONE : Route.trailOf(o);
      assertEquals(v.trail(r), s.trail(r), where + " " + r);
      assertEquals(v.openEnd(r), s.openEnd(r), where + " " + r);
      if (o < v.seats()) {
        assertEquals(v.beaconUp(o), s.beaconUp(o), where + " " + r);
      }
    }
    for (Coordinate c : v.hand()) {
      assertEquals(v.matchesAnOpenEnd(c), s.matchesAnOpenEnd(c), where + " " + c);
      for (int pip = 0; pip <= Coordinate.MAX_PIP; pip++) {
        assertEquals(v.heldShowing(pip, c), s.heldShowing(pip, c), where + " " + c + " pip " + pip);
      }
    }
  }
}
