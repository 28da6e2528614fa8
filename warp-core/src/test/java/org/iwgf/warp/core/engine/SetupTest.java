// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Mission setup (Section II): Spacedock set aside, the deal, the opener. */
class SetupTest {

  @ParameterizedTest
  @EnumSource(WarpFactor.class)
  void spacedockIsSetAsideBeforeTheDeal(WarpFactor factor) {
    WarpConfig c = WarpConfig.standard(factor, factor.maxCaptains());
    WarpState s = WarpRules.of(c).start(5);
    Coordinate dock = Coordinate.of(factor.maxPip(), factor.maxPip());
    assertEquals(dock, s.spacedock());
    assertTrue(s.onTable(dock));
    Set<Coordinate> seen = new HashSet<>(s.uncharted());
    for (int seat = 0; seat < c.captains(); seat++) {
      assertEquals(c.handSize(), s.handSize(seat));
      assertFalse(s.holds(seat, dock), "the Spacedock is not dealt");
      seen.addAll(s.hand(seat));
    }
    assertEquals(factor.set().size() - 1, seen.size());
    assertEquals(factor.set().size() - 1 - c.captains() * c.handSize(), s.unchartedCount());
  }

  @Test
  void designatedOpenerStartsRoundOne() {
    WarpState s = WarpRules.of(WarpConfig.builder().firstCaptain(2).build()).start(1);
    assertEquals(2, s.toAct());
    assertEquals(2, s.roundStarter());
  }

  @Test
  void theSeedDecidesTheDeal() {
    WarpRules rules = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 4));
    assertEquals(rules.start(9), rules.start(9));
    assertNotEquals(rules.start(9).hand(0), rules.start(10).hand(0));
  }

  @Test
  void openingRoundChartsMustMatchTheSpacedockOnOwnTrailOrNeutralZone() {
    WarpRules rules = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 4));
    for (long seed = 0; seed < 20; seed++) {
      WarpState s = rules.start(seed);
      List<WarpMove> moves = rules.legalMoves(s);
      for (WarpMove m : moves) {
        if (m instanceof WarpMove.Chart c) {
          
          assertTrue(c.coordinate().has(12));
          assertTrue(c.route().equals(Route.trailOf(s.toAct())) || c.route().isNeutralZone(),
              "no opponent trail is open on the first turn");
        } else {
          assertEquals(WarpMove.DRAW, m, "a captain who cannot open draws once");
        }
      }
    }
  }

  @Test
  void roundStarterRotatesClockwiseAndSpacedockDescends() {
    WarpConfig c = WarpConfig.builder().captains(3).campaignRounds(4).firstCaptain(1).build();
    WarpRules rules = WarpRules.of(c);
    WarpState s = rules.start(3);
    SplittableRandom rnd = new SplittableRandom(3);
    int lastRound = 1;
    assertEquals(12, s.spacedockPip());
    while (!s.isOver()) {
      List<WarpMove> moves = rules.legalMoves(s);
      s = rules.apply(s, moves.get(rnd.nextInt(moves.size()))).state();
      if (!s.isOver() && s.round() != lastRound) {
        lastRound = s.round();
        assertEquals(13 - lastRound, s.spacedockPip());
        assertEquals((1 + lastRound - 1) % 3, s.roundStarter());
        assertEquals(s.roundStarter(), s.toAct());
      }
    }
    assertEquals(4, s.history().size());
  }
}
