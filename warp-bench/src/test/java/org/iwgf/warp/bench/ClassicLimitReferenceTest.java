// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicEvent;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.Transition;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Warp 6 Classic's limit reference plays the first hands the library plays: from the same deals with the same
 * choices, the same number of moves and the same pips left in every hand. A difference names the deal's seed
 * and the chooser's position, which replay it.
 */
class ClassicLimitReferenceTest {
  private static final int DEALS = 500;

  @ParameterizedTest(name = "Block, 4 players, partnerships {0}")
  @ValueSource(booleans = {false, true})
  void playsTheLibrarysFirstHands(boolean partnerships) {
    ClassicRules rules =
        ClassicRules.of(ClassicConfig.builder(Variant.BLOCK).players(4).partnerships(partnerships).build());
    ClassicLimitReference limit = new ClassicLimitReference(4);
    long chooser = 0x5EEDL;
    for (int seed = 0; seed < DEALS; seed++) {
      ClassicState deal = rules.start(seed);
      long position = chooser;
      int moves = 0;
      ClassicState s = deal;
      List<Integer> pips = List.of();
      while (s.handNumber() == 1 && !s.isOver()) {
        List<ClassicMove> legal = rules.legalMoves(s);
        Transition<ClassicState, ClassicEvent> t = rules.apply(s, legal.get(SplitMix64.nextInt(chooser, legal.size())));
        for (ClassicEvent e : t.events()) {
          if (e instanceof ClassicEvent.HandEnded ended) {
            pips = ended.pips();
          }
        }
        s = t.state();
        chooser = SplitMix64.next(chooser);
        moves++;
      }
      String where = "deal seed " + seed + ", chooser at " + position;
      long[] limitChooser = {position};
      assertEquals(moves, limit.playHand(ClassicLimitReference.Deal.of(deal), limitChooser), where + ": moves");
      assertEquals(chooser, limitChooser[0], where + ": choices drawn");
      for (int seat = 0; seat < 4; seat++) {
        assertEquals(pips.get(seat), limit.pipsLeft(seat), where + ": pips left to seat " + seat);
      }
    }
  }
}
