// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.SplitMix64;
import org.junit.jupiter.api.Test;

/**
 * Under Sections I–V alone the legal moves are counted from the hand and picked on request. Whatever is asked
 * of the listing — one move at random, then all of them — it equals the moves {@code isLegal} accepts, in the
 * documented order (by route slot, then coordinate; the turn's one other move alone when nothing charts).
 */
class CountedListingTest {
  @Test
  void aCountedListingHoldsExactlyTheLegalMovesInOrder() {
    int states = 0;
    for (WarpFactor factor : WarpFactor.values()) {
      for (int captains : new int[] {2, 4, factor.maxCaptains()}) {
        WarpRules rules = WarpRules.of(WarpConfig.builder().factor(factor).captains(captains).campaignRounds(2)
            .build());
        for (long seed = 1; seed <= 3; seed++) {
          states += playOut(rules, seed * 7919 + captains);
        }
      }
    }
    assertTrue(states > 1_000, "only " + states + " states were checked");
  }

  private static int playOut(WarpRules rules, long seed) {
    String where = rules.config().factor() + " x " + rules.config().captains() + ", seed " + seed;
    WarpState s = rules.start(seed);
    long rng = seed;
    int checked = 0;
    for (int ply = 0; !s.isOver() && ply < 400; ply++) {
      List<WarpMove> legal = rules.legalMoves(s);
      if (s.phase() == Phase.PLAYING) {
        assertInstanceOf(Listing.Counted.class, legal, where);
        // One move picked alone first, as a random playout does, then the whole list.
        int k = SplitMix64.nextInt(rng, legal.size());
        WarpMove picked = legal.get(k);
        assertEquals(oracle(rules, s), List.copyOf(legal), where + ", ply " + ply);
        assertEquals(legal.get(k), picked, where + ", ply " + ply + ", move " + k);
        checked++;
      }
      WarpMove m = legal.get(SplitMix64.nextInt(rng, legal.size()));
      rng = SplitMix64.next(rng);
      s = rules.next(s, m);
    }
    return checked;
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
