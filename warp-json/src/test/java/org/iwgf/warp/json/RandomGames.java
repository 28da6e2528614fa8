// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;

/** Seeded random games: a game is reproduced exactly from its launch seed and its move-picking seed. */
final class RandomGames {
  private RandomGames() {}

  /** One played game: {@code states.get(i + 1)} follows {@code states.get(i)} by {@code moves.get(i)}. */
  record Game(long seed, List<WarpState> states, List<WarpMove> moves, List<List<WarpEvent>> events) {
    WarpState last() {
      return states.get(states.size() - 1);
    }
  }

  /** Plays up to {@code maxMoves} uniformly random legal moves, or to the end of the sector. */
  static Game play(WarpRules rules, long seed, int maxMoves) {
    Transition<WarpState, WarpEvent> launch = rules.launch(seed);
    SplittableRandom pick = new SplittableRandom(seed * 31 + 7);
    List<WarpState> states = new ArrayList<>(List.of(launch.state()));
    List<WarpMove> moves = new ArrayList<>();
    List<List<WarpEvent>> events = new ArrayList<>(List.of(launch.events()));
    WarpState s = launch.state();
    while (moves.size() < maxMoves) {
      List<WarpMove> legal = rules.legalMoves(s);
      if (legal.isEmpty()) {
        break;
      }
      WarpMove m = legal.get(pick.nextInt(legal.size()));
      Transition<WarpState, WarpEvent> t = rules.apply(s, m);
      s = t.state();
      moves.add(m);
      states.add(s);
      events.add(t.events());
    }
    return new Game(seed, List.copyOf(states), List.copyOf(moves), List.copyOf(events));
  }
}
