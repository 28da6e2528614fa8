// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;

/**
 * Under Sections I–V alone the legal moves are counted from the hand and picked on request. Whatever is asked
 * of the listing — one move at random, then all of them — it equals the moves {@code isLegal} accepts, in the
 * documented order (by route slot, then coordinate; the turn's one other move alone when nothing charts).
 */
class CountedListingTest {
  @Test
  void aCountedListingHoldsExactlyTheLegalMovesInOrder() {
    int[] states = new int[2];
    for (WarpFactor factor : WarpFactor.values()) {
      for (int captains : new int[] {2, 4, factor.maxCaptains()}) {
        WarpRules rules = WarpRules.of(WarpConfig.builder().factor(factor).captains(captains).campaignRounds(2)
            .build());
        for (long seed = 1; seed <= 3; seed++) {
          playOut(rules, seed * 7919 + captains, states);
        }
      }
    }
    assertTrue(states[0] > 1_000, "only " + states[0] + " states were checked");
    // A pick counts the slots before its own again: tables of many beacons, with charts open on more than seven
    // routes at once, are among the states checked.
    assertTrue(states[1] > 0, "no state with charts open on more than seven routes was checked");
  }

  /** Plays one sector, counting in {@code states} the states checked and those with charts on 8+ routes. */
  private static void playOut(WarpRules rules, long seed, int[] states) {
    String where = rules.config().factor() + " x " + rules.config().captains() + ", seed " + seed;
    WarpState s = rules.start(seed);
    long rng = seed;
    for (int ply = 0; !s.isOver() && ply < 400; ply++) {
      List<WarpMove> legal = rules.legalMoves(s);
      if (s.phase() == Phase.PLAYING) {
        assertInstanceOf(Listing.Counted.class, legal, where);
        // One move picked alone first, as a random playout does, then the whole list.
        int k = SplitMix64.nextInt(rng, legal.size());
        WarpMove picked = legal.get(k);
        List<WarpMove> expected = oracle(rules, s);
        assertEquals(expected, List.copyOf(legal), where + ", ply " + ply);
        assertEquals(legal.get(k), picked, where + ", ply " + ply + ", move " + k);
        // Every candidate move of the set is asked about: thousands a state, so one state in twelve.
        if (ply % 12 == 0) {
          assertTrustsExactlyTheLegalMoves(rules, s, (Listing) legal, where + ", ply " + ply);
        }
        states[0]++;
        if (expected.stream().filter(WarpMove.Chart.class::isInstance)
            .map(m -> ((WarpMove.Chart) m).route()).distinct().count() > 7) {
          states[1]++;
        }
      }
      WarpMove m = legal.get(SplitMix64.nextInt(rng, legal.size()));
      rng = SplitMix64.next(rng);
      s = rules.next(s, m);
    }
  }

  /**
   * The listing trusts (lets {@code apply} skip its check for) a chart exactly when it is legal, whoever made
   * the move, and the turn's other move when it is legal and the very constant the listing hands out; every
   * move it hands out is trusted; and the direct check {@code apply} makes without a listing answers the same.
   */
  private static void assertTrustsExactlyTheLegalMoves(WarpRules rules, WarpState s, Listing legal, String where) {
    for (int k = 0; k < legal.size(); k++) {
      WarpMove handed = legal.get(k);
      assertTrue(legal.trusts(handed), () -> where + ", handed " + handed);
    }
    EngineState engine = EngineState.of(s);
    int seats = s.seats();
    // One pip past the set and one trail past the table, where there are such, besides the table's own.
    int highest = Math.min(rules.config().factor().maxPip() + 1, Coordinate.MAX_PIP);
    int routes = seats + 1 < Route.count() ? seats + 2 : seats + 1;
    for (int high = 0; high <= highest; high++) {
      for (int low = 0; low <= high; low++) {
        for (int slot = 0; slot < routes; slot++) {
          Route route = slot == seats + 1 ? Route.trailOf(seats) : Route.ofSlot(slot, seats);
          WarpMove chart = new WarpMove.Chart(Coordinate.of(high, low), route);
          // Thousands of moves a state: the messages are written only for a failure.
          boolean legalChart = rules.isLegal(s, chart);
          assertEquals(legalChart, legal.trusts(chart), () -> where + ", " + chart);
          assertEquals(legalChart, Listing.Counted.open(engine, chart), () -> where + ", " + chart);
        }
      }
    }
    for (WarpMove other : List.of(WarpMove.DRAW, WarpMove.DEPLOY_BEACON, WarpMove.PASS)) {
      assertEquals(rules.isLegal(s, other), legal.trusts(other), () -> where + ", " + other);
      // What apply asks with no listing at hand: the same answer.
      assertEquals(rules.isLegal(s, other), Listing.Counted.open(engine, other), () -> where + ", " + other);
    }
  }

  /** Every candidate move {@code isLegal} accepts, in the listing's documented order. */
  private static List<WarpMove> oracle(WarpRules rules, WarpState s) {
    List<WarpMove> out = new ArrayList<>();
    int seats = s.seats();
    // A coordinate the captain does not hold never charts (NOT_IN_HAND): the candidates are the hand's.
    List<Coordinate> hand = s.hand(s.toAct()).stream().sorted(Comparator.comparingInt(Coordinate::index))
        .toList();
    for (int slot = 0; slot <= seats; slot++) {
      for (Coordinate c : hand) {
        WarpMove chart = new WarpMove.Chart(c, Route.ofSlot(slot, seats));
        if (rules.isLegal(s, chart)) {
          out.add(chart);
        }
      }
    }
    for (WarpMove other : List.of(WarpMove.DRAW, WarpMove.DEPLOY_BEACON, WarpMove.PASS)) {
      if (rules.isLegal(s, other)) {
        out.add(other);
      }
    }
    return out;
  }
}
