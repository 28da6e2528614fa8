// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.iwgf.warp.ai.generic.GameTable;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.ClassicView;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.core.game.MoveScorer;
import org.iwgf.warp.core.game.Player;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The generic players finish classic games of every variant through the GameRules contract alone. */
class ClassicPlayersTest {
  /** Points scored now first, then pips shed: heavy tiles leave the hand early. */
  static final MoveScorer<ClassicMove, ClassicView> GREEDY = (view, move) -> {
    double pips = move instanceof ClassicMove.Play play ? play.tile().pips()
        : move instanceof ClassicMove.Lead lead ? lead.tile().pips() : 0;
    return view.pointsNow(move) * 100.0 + pips;
  };

  static Stream<Arguments> tables() {
    return Stream.of(Variant.values()).flatMap(v -> Stream.of(
        Arguments.of(ClassicConfig.builder(v).players(2).build()),
        Arguments.of(ClassicConfig.builder(v).players(3).build()),
        Arguments.of(ClassicConfig.builder(v).partnerships(true).build())));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("tables")
  void randomAndGreedyPlayersFinishGames(ClassicConfig config) {
    ClassicRules rules = ClassicRules.of(config);
    List<Player<ClassicMove, ClassicView>> players = List.of(Player.random(), Player.greedy(GREEDY),
        Player.random(), Player.greedy(GREEDY));
    GameTable<?, ClassicMove, ?, ClassicView> table = GameTable.of(rules, players);
    for (long seed = 0; seed < 20; seed++) {
      var game = table.play(seed, 50_000);
      assertTrue(game.finished(), () -> config + " did not finish");
      var outcome = game.outcome().orElseThrow();
      assertTrue(outcome.scores().stream().anyMatch(s -> s >= config.target()));
      assertEquals(game.moves(), table.play(seed, 50_000).moves(), "a game replays from its seed");
    }
  }

  @Test
  void greedyScoringBeatsRandomPlayInAllFives() {
    ClassicConfig config = ClassicConfig.builder(Variant.ALL_FIVES).players(2).build();
    ClassicRules rules = ClassicRules.of(config);
    GameTable<?, ClassicMove, ?, ClassicView> table =
        GameTable.of(rules, List.of(Player.<ClassicMove, ClassicView>greedy(GREEDY), Player.random()));
    int greedyWins = 0;
    for (long seed = 0; seed < 60; seed++) {
      if (table.play(seed, 50_000).outcome().orElseThrow().winners().contains(0)) {
        greedyWins++;
      }
    }
    assertTrue(greedyWins > 36, "greedy won " + greedyWins + " of 60 All Fives games");
  }
}
