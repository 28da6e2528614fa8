// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleMove;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRules;
import org.iwgf.warp.tabletop.blackhole.BlackHoleView;
import org.junit.jupiter.api.Test;

class ArenaTest {
  private static final WarpConfig SHORT = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2)
      .campaignRounds(3).build();

  @Test
  void winRatesShareOutEveryGameAndBracketTheirIntervals() {
    List<Standing> s = Arena.of(SHORT, List.of(Entrant.parse("commander", Lookahead.standard()),
        Entrant.parse("random", Lookahead.standard()))).play(30, 5, 2);
    assertEquals(2, s.size());
    assertEquals(60, s.get(0).games());
    assertEquals(1.0, s.get(0).winRate() + s.get(1).winRate(), 1e-9);
    assertTrue(s.get(0).winRate() > 0.7, s.get(0).describe());
    for (Standing x : s) {
      assertTrue(x.low() <= x.winRate() && x.winRate() <= x.high(), x.describe());
    }
  }

  @Test
  void aMatchDependsOnlyOnItsSeedNotOnTheThreads() {
    Arena arena = Arena.of(SHORT, List.of(Entrant.parse("lieutenant", Lookahead.standard()),
        Entrant.parse("ensign", Lookahead.standard())));
    assertEquals(arena.play(12, 9, 1), arena.play(12, 9, 2));
  }

  @Test
  void identicalEntrantsSplitEvenlyUnderSeatRotation() {
    List<Standing> s = Arena.of(SHORT, List.of(Entrant.parse("greedy", Lookahead.standard()),
        Entrant.parse("greedy", Lookahead.standard()))).play(20, 3, 2);
    assertEquals(0.5, s.get(0).winRate(), 1e-9, "duplicate deals with both seatings cancel out");
  }

  @Test
  void unknownEntrantsAndBadFieldsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> Entrant.parse("admiral", Lookahead.standard()));
    assertThrows(IllegalArgumentException.class,
        () -> Arena.of(SHORT, List.of(Entrant.parse("ensign", Lookahead.standard()))));
  }

  @Test
  void anyGameCanBeAMatch() {
    BlackHoleRules race = BlackHoleRules.of(BlackHoleConfig.standard(3));
    Player<BlackHoleMove, BlackHoleView> random = Player.random();
    Arena arena = Arena.forGame(race, 3, List.of("Random A", "Random B"), List.of(random, random), 100_000);
    List<Standing> s = arena.play(10, 5, 2);
    assertEquals(s, arena.play(10, 5, 1), "a match depends only on its seed");
    assertEquals(1.0, s.get(0).winRate() + s.get(1).winRate(), 1e-9, "every game has one winner");
    assertEquals(30, s.get(0).games());
    assertThrows(IllegalArgumentException.class,
        () -> Arena.forGame(race, 3, List.of("Alone"), List.of(random), 100_000));
  }
}
