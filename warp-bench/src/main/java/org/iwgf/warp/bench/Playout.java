// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import java.util.List;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.SearchKernel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;

/**
 * One random playout of a single round: from a fresh deal, every move is chosen by SplitMix64 among
 * {@link WarpRules#legalMoves}, then applied with {@link WarpRules#apply}, until the round (and so the
 * one-round sector) is over.
 */
final class Playout {
  private Playout() {}

  /** Standard rules on {@code factor} with {@code captains} captains, the sector lasting one round. */
  static WarpConfig oneRound(WarpFactor factor, int captains) {
    return WarpConfig.builder().factor(factor).captains(captains).campaignRounds(1).build();
  }

  /**
   * Plays {@code state} out to the end of the sector, choosing with the generator at position
   * {@code chooser[0]} and leaving its next position there; returns the number of moves applied.
   */
  static int play(WarpRules rules, WarpState state, long[] chooser) {
    return play(rules, state, chooser, true);
  }

  /**
   * As {@link #play(WarpRules, WarpState, long[])}, each move made with {@link WarpRules#apply} when
   * {@code events}, else with {@link WarpRules#next}: the same round either way.
   */
  static int play(WarpRules rules, WarpState state, long[] chooser, boolean events) {
    long rng = chooser[0];
    int moves = 0;
    WarpState s = state;
    while (!s.isOver()) {
      List<WarpMove> legal = rules.legalMoves(s);
      WarpMove m = legal.get(SplitMix64.nextInt(rng, legal.size()));
      rng = SplitMix64.next(rng);
      s = events ? rules.apply(s, m).state() : rules.next(s, m);
      moves++;
    }
    chooser[0] = rng;
    return moves;
  }

  /**
   * As {@link #play}, by the search kernel already loaded with the deal: the same choices among the same
   * legal moves (counted and picked, not listed), so the same round.
   */
  static int playKernel(SearchKernel kernel, long[] chooser) {
    long rng = chooser[0];
    int moves = 0;
    while (kernel.isPlaying()) {
      kernel.play(kernel.legalMove(SplitMix64.nextInt(rng, kernel.legalCount())));
      rng = SplitMix64.next(rng);
      moves++;
    }
    chooser[0] = rng;
    return moves;
  }

  /** The state after {@code moves} random moves from {@code state} (fewer if the sector ends first). */
  static WarpState advance(WarpRules rules, WarpState state, int moves, long seed) {
    long rng = seed;
    WarpState s = state;
    for (int i = 0; i < moves && !s.isOver(); i++) {
      List<WarpMove> legal = rules.legalMoves(s);
      WarpState next = rules.apply(s, legal.get(SplitMix64.nextInt(rng, legal.size()))).state();
      rng = SplitMix64.next(rng);
      if (next.isOver()) {
        return s;
      }
      s = next;
    }
    return s;
  }
}
