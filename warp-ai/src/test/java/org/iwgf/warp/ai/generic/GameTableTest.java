// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.MoveScorer;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.junit.jupiter.api.Test;

class GameTableTest {
  private final WarpRules rules =
      WarpRules.of(WarpConfig.builder().captains(3).build());

  @Test
  void randomPlayersFinishAWarpGameAndReplayFromTheSeed() {
    Player<WarpMove, SeatView> random = Player.random();
    GameTable<?, WarpMove, ?, SeatView> table = GameTable.of(rules, List.of(random, random, random));
    var first = table.play(7L, 100_000);
    var again = table.play(7L, 100_000);
    assertTrue(first.finished());
    assertEquals(first.moves(), again.moves());
  }

  @Test
  void greedyPlayerTakesTheBestScoredMove() {
    MoveScorer<String, String> length = (view, move) -> move.length();
    Player<String, String> greedy = Player.greedy(length);
    var random = new SplittableRandom(1);
    assertEquals("longest", greedy.choose("v", List.of("a", "longest", "mid"), random));
  }

  @Test
  void greedyPlayerBreaksTiesAtRandom() {
    Player<String, String> greedy = Player.greedy((view, move) -> 0);
    var random = new SplittableRandom(3);
    var seen = new HashSet<String>();
    for (int i = 0; i < 50; i++) {
      seen.add(greedy.choose("v", List.of("a", "b", "c"), random));
    }
    assertEquals(3, seen.size());
  }

  @Test
  void aTableWithTooFewPlayersIsRefused() {
    Player<WarpMove, SeatView> random = Player.random();
    var table = GameTable.of(rules, List.of(random));
    assertThrows(IllegalArgumentException.class, () -> table.play(1L, 10));
  }
}
