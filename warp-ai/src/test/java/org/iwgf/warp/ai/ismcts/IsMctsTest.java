// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.ismcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.ai.captain.RandomCaptain;
import org.iwgf.warp.ai.generic.GameTable;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.intel.WarpDeterminization;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicDeterminization;
import org.iwgf.warp.classic.rules.ClassicEvent;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.ClassicView;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.Spiral;
import org.iwgf.warp.tabletop.blackhole.BlackHoleDeterminization;
import org.iwgf.warp.tabletop.blackhole.BlackHoleEvent;
import org.iwgf.warp.tabletop.blackhole.BlackHoleMove;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRules;
import org.iwgf.warp.tabletop.blackhole.BlackHoleState;
import org.iwgf.warp.tabletop.blackhole.BlackHoleView;
import org.junit.jupiter.api.Test;

/**
 * The information-set search plays all three games with hidden information or chance, clearly better than
 * random play, and replays from its seed. The win counts are over fixed seeds with small budgets; each margin is
 * one a fair coin reaches with a chance below 1 in 1,000 (binomial tail), so they cannot pass by luck.
 */
class IsMctsTest {
  /** Warp 9, two captains, a two-round Points campaign: whole matches in moments. */
  private static final WarpConfig SMALL_WARP = WarpConfig.standard(WarpFactor.WARP_9, 2).toBuilder()
      .campaignRounds(2).build();

  @Test
  void isMctsBeatsRandomCaptainsAtWarp() {
    Arena arena = Arena.of(SMALL_WARP, List.of(Entrant.parse("ismcts:48", Lookahead.standard()),
        new Entrant("Random", RandomCaptain.create())));
    Standing ismcts = arena.play(20, 2026, 1).stream().filter(s -> s.name().equals("IS-MCTS:48")).findFirst()
        .orElseThrow();
    // 40 games; a coin wins 30 or more with probability 0.0007.
    assertEquals(40, ismcts.games());
    assertTrue(ismcts.winRate() >= 0.75, "IS-MCTS won " + ismcts.describe() + " of " + ismcts.games());
  }

  @Test
  void isMctsBeatsRandomPlayInClassic() {
    // All Fives scores during the hand, where a search tells; the Draw game's deal decides more of its games.
    ClassicRules rules = ClassicRules.of(ClassicConfig.builder(Variant.ALL_FIVES).players(2).build());
    IsMcts<ClassicState, ClassicMove, ClassicEvent, ClassicView, ClassicDeterminization.Voids> search =
        IsMcts.of(rules, new ClassicDeterminization(rules.config())).withIterations(96);
    int wins = winsAgainstRandom(rules, search, 40);
    // 40 games; a coin wins 31 or more with probability 0.0003.
    assertTrue(wins >= 31, "IS-MCTS won " + wins + " of 40 All Fives games");
  }

  @Test
  void isMctsBeatsRandomPlayInTheDiceRace() {
    // Three rings (18, 12 and 6 spaces) instead of the rulebook's seven: the same race, a few times shorter.
    BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(2).on(Spiral.sectored(3)));
    IsMcts<BlackHoleState, BlackHoleMove, BlackHoleEvent, BlackHoleView, BlackHoleDeterminization.Knowledge> search =
        IsMcts.of(rules, new BlackHoleDeterminization(rules.config())).withIterations(16);
    int wins = winsAgainstRandom(rules, search, 16);
    // 16 games; a coin wins 15 or more with probability 0.0003.
    assertTrue(wins >= 15, "IS-MCTS won " + wins + " of 16 dice races");
  }

  /** Wins of {@code search} in {@code games} games against random play, seat 0 and seat 1 in turn. */
  private static <S, M, E, V> int winsAgainstRandom(GameRules<S, M, E, V> rules,
      Player<M, V> search, int games) {
    int wins = 0;
    for (int g = 0; g < games; g++) {
      int seat = g % 2;
      List<Player<M, V>> players = new ArrayList<>(List.of(Player.random(), Player.random()));
      players.set(seat, search);
      Outcome outcome = GameTable.of(rules, players).play(7_000 + g / 2, 1_000_000).outcome().orElseThrow();
      if (outcome.places().get(seat) == 1) {
        wins++;
      }
    }
    return wins;
  }

  @Test
  void aDecisionReplaysFromItsSeedAndAGameFromItsSeed() {
    WarpRules rules = WarpRules.of(SMALL_WARP);
    IsMcts<WarpState, WarpMove, WarpEvent, SeatView, Intel> search =
        IsMcts.of(rules, new WarpDeterminization(rules)).withIterations(64).withHorizon(new RoundHorizon());
    WarpState state = rules.start(5);
    SeatView view = rules.view(state, state.toAct());
    for (long r = 0; r < 4; r++) {
      assertEquals(search.choose(view, Intel.none(), view.legalMoves(), new SplittableRandom(r)),
          search.choose(view, Intel.none(), view.legalMoves(), new SplittableRandom(r)));
    }
    ClassicRules classic = ClassicRules.of(ClassicConfig.builder(Variant.ALL_FIVES).players(3).target(20).build());
    IsMcts<ClassicState, ClassicMove, ClassicEvent, ClassicView, ClassicDeterminization.Voids> player =
        IsMcts.of(classic, new ClassicDeterminization(classic.config())).withIterations(16);
    GameTable<?, ClassicMove, ?, ClassicView> table =
        GameTable.of(classic, List.of(player, Player.random(), player));
    assertEquals(table.play(11, 100_000).moves(), table.play(11, 100_000).moves());
  }

  @Test
  void aTimeLimitStillRunsOneIterationAndPlaysALegalMove() {
    BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(3));
    IsMcts<BlackHoleState, BlackHoleMove, BlackHoleEvent, BlackHoleView, BlackHoleDeterminization.Knowledge> search =
        IsMcts.of(rules, new BlackHoleDeterminization(rules.config())).withIterations(1_000_000)
            .withTimeLimit(Duration.ofNanos(1));
    var game = GameTable.of(rules, List.of(search, search, search)).play(3, 1_000_000);
    assertTrue(game.finished());
    assertEquals(Duration.ofNanos(1), search.timeLimit().orElseThrow());
    assertTrue(search.withoutTimeLimit().timeLimit().isEmpty());
  }

  @Test
  void badBudgetsAreRefusedAndGoodOnesKept() {
    BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(2));
    IsMcts<BlackHoleState, BlackHoleMove, BlackHoleEvent, BlackHoleView, BlackHoleDeterminization.Knowledge> search =
        IsMcts.of(rules, new BlackHoleDeterminization(rules.config()));
    assertEquals(IsMcts.DEFAULT_ITERATIONS, search.iterations());
    assertEquals(IsMcts.DEFAULT_EXPLORATION, search.exploration());
    assertEquals(5, search.withIterations(5).iterations());
    assertEquals(0.0, search.withExploration(0).exploration());
    assertEquals("IS-MCTS needs at least one iteration per decision, not 0",
        assertThrows(IllegalArgumentException.class, () -> search.withIterations(0)).getMessage());
    assertThrows(IllegalArgumentException.class, () -> search.withTimeLimit(Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> search.withTimeLimit(Duration.ofMillis(-1)));
    assertThrows(IllegalArgumentException.class, () -> search.withExploration(-0.1));
    assertThrows(IllegalArgumentException.class, () -> search.withExploration(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> search.withExploration(Double.POSITIVE_INFINITY));
    assertThrows(IllegalArgumentException.class, () -> IsMctsCaptain.of(0));
    BlackHoleView view = rules.view(rules.start(1), 0);
    assertThrows(IllegalArgumentException.class,
        () -> search.choose(view, search.remember(view), List.of(), new SplittableRandom(1)));
  }

  @Test
  void aFinishedGameRewardsFirstPlaceOneAndLastNothing() {
    Outcome three = Outcome.ranked(List.of(5, 9, 5), true, "points");
    double[] rewards = IsMcts.rewards(three);
    assertEquals(1.0, rewards[0]);
    assertEquals(0.0, rewards[1]);
    assertEquals(1.0, rewards[2]);
    double[] ordered = IsMcts.rewards(Outcome.ranked(List.of(1, 2, 3), true, "points"));
    assertEquals(0.5, ordered[1]);
  }
}
