// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.ismcts.IsMcts;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicDeterminization;
import org.iwgf.warp.classic.rules.ClassicRules;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.core.game.Determinization;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleDeterminization;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRules;

/**
 * The arena of {@code warp arena --game classic|dice-race}: the players of Warp 6 Classic (the Draw game unless
 * another variant is named) and of the dice race, entered by name — {@code random}, {@code ismcts} or
 * {@code ismcts:N} (the information-set search, read as the Warp entrant of that name is) — at the table's
 * seats, on the arena of any game.
 */
final class GameArena {
  /** The entrants another game's arena seats. */
  static final String NAMES = "random, ismcts (ismcts:N searches N iterations a decision)";
  /** A game that has not ended after this many moves fails the match: far beyond any real game. */
  private static final long MOVE_CAP = 1_000_000;

  private GameArena() {}

  /** The games {@code --game} names besides Warp. */
  enum Game {
    CLASSIC("classic"),
    DICE_RACE("dice-race");

    final String id;

    Game(String id) {
      this.id = id;
    }
  }

  /**
   * The arena of {@code game} at {@code seats} seats ({@code variant} the Classic variant) between the entrants
   * {@code names}.
   *
   * @throws IllegalArgumentException if a name names no entrant of these games
   * @throws org.iwgf.warp.core.game.InvalidConfigException if the game cannot be played at {@code seats}
   */
  static Arena of(Game game, Variant variant, int seats, List<String> names) {
    if (game == Game.CLASSIC) {
      ClassicRules rules = ClassicRules.of(ClassicConfig.builder(variant).players(seats).build());
      return arena(rules, new ClassicDeterminization(rules.config()), seats, names);
    }
    BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(seats));
    return arena(rules, new BlackHoleDeterminization(rules.config()), seats, names);
  }

  /** The names as the standings print them: {@code Random}, {@code IS-MCTS}, {@code IS-MCTS:N}. */
  static List<String> printed(List<String> names) {
    return names.stream().map(GameArena::printed).toList();
  }

  private static String printed(String name) {
    String t = name.trim().toLowerCase(Locale.ROOT);
    if (t.equals("random")) {
      return "Random";
    }
    return t.equals("ismcts") ? "IS-MCTS" : "IS-MCTS:" + Entrant.ismctsIterations(name);
  }

  private static <S, M, E, V, K> Arena arena(GameRules<S, M, E, V> rules,
      Determinization<S, M, E, V, K> determinization, int seats, List<String> names) {
    List<Player<M, V>> players = new ArrayList<>();
    for (String name : names) {
      String t = name.trim().toLowerCase(Locale.ROOT);
      if (t.equals("random")) {
        players.add(Player.random());
      } else if (t.equals("ismcts") || t.startsWith("ismcts:")) {
        players.add(IsMcts.of(rules, determinization).withIterations(Entrant.ismctsIterations(name)));
      } else {
        throw new IllegalArgumentException("No entrant of this game is called \"" + name + "\"; choose from "
            + NAMES + ".");
      }
    }
    return Arena.forGame(rules, seats, printed(names), players, MOVE_CAP);
  }
}
