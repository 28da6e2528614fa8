// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The limit reference plays the rounds the pure engine plays, counting and picking or listing the moves:
 * from the same deals with the same choices, the same number of moves and the same pips left in every hand.
 * A difference names the deal's seed and the chooser's position, which replay it.
 */
class LimitReferenceTest {
  private static final int DEALS = 300;

  @ParameterizedTest(name = "Warp {0} x {1}")
  @CsvSource({"9, 2", "9, 3", "12, 2", "12, 4", "12, 8", "15, 5", "18, 18"})
  void playsTheEnginesRounds(int maxPip, int captains) {
    WarpRules rules = WarpRules.of(Playout.oneRound(WarpFactor.ofMaxPip(maxPip), captains));
    LimitReference limit = new LimitReference(maxPip, captains);
    long[] engineChooser = {0x5EEDL};
    for (int seed = 0; seed < DEALS; seed++) {
      WarpState deal = rules.start(seed);
      long position = engineChooser[0];
      int[] engineMoves = new int[1];
      WarpState end = playToEnd(rules, deal, engineChooser, engineMoves);
      LimitReference.Deal limitDeal = LimitReference.Deal.of(deal, limit.words());
      String where = "Warp " + maxPip + " x " + captains + ", deal seed " + seed + ", chooser at " + position;
      assertEquals(engineMoves[0], limit.playOut(limitDeal, new long[] {position}), where + ": moves");
      assertPipsLeft(end, limit, where);
      assertEquals(engineMoves[0], limit.playOutListed(limitDeal, new long[] {position}), where + ": moves listed");
      assertPipsLeft(end, limit, where + ", listed");
    }
  }

  private static void assertPipsLeft(WarpState end, LimitReference limit, String where) {
    for (int seat = 0; seat < end.seats(); seat++) {
      assertEquals(end.handPips(seat), limit.pipsLeft(seat), where + ": pips left to seat " + seat);
    }
  }

  /**
   * The state the pure engine's random playout of {@code deal} ends in, choosing as {@link Playout#play}
   * does; the moves made go to {@code moves[0]}.
   */
  private static WarpState playToEnd(WarpRules rules, WarpState deal, long[] chooser, int[] moves) {
    long rng = chooser[0];
    WarpState s = deal;
    while (!s.isOver()) {
      List<WarpMove> legal = rules.legalMoves(s);
      s = rules.next(s, legal.get(SplitMix64.nextInt(rng, legal.size())));
      rng = SplitMix64.next(rng);
      moves[0]++;
    }
    chooser[0] = rng;
    return s;
  }
}
