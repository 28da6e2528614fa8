// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.generic;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Outcome;

/**
 * Plays whole games of any {@link GameRules} between {@link Player}s, one per seat. Each seat gets its
 * own random source derived from the game seed, so a game replays exactly from (rules, seed, players).
 *
 * @param <S> the game's state type
 * @param <M> the game's move type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 * @since 0.1.0
 */
public final class GameTable<S, M, E, V> {
  private static final long SEAT_STREAM = 0x9E3779B97F4A7C15L;
  private final GameRules<S, M, E, V> rules;
  private final List<Player<M, V>> players;

  private GameTable(GameRules<S, M, E, V> rules, List<Player<M, V>> players) {
    this.rules = Objects.requireNonNull(rules, "rules");
    this.players = List.copyOf(players);
  }

  /** A table where {@code players.get(seat)} plays that seat. */
  public static <S, M, E, V> GameTable<S, M, E, V> of(
      GameRules<S, M, E, V> rules, List<? extends Player<M, V>> players) {
    return new GameTable<>(rules, new ArrayList<>(players));
  }

  /**
   * Plays the game dealt from {@code seed} to its end, or until {@code moveCap} moves were made.
   *
   * @throws IllegalArgumentException if the table has fewer players than the game has seats
   */
  public PlayedGame<S, M> play(long seed, int moveCap) {
    S state = rules.start(seed);
    int seats = rules.seats(state);
    if (players.size() < seats) {
      throw new IllegalArgumentException(
          "The game has " + seats + " seats but only " + players.size() + " players were given.");
    }
    List<RandomGenerator> randoms = new ArrayList<>(seats);
    for (int seat = 0; seat < seats; seat++) {
      randoms.add(new SplittableRandom(SplitMix64.mix(seed ^ (SEAT_STREAM * (seat + 1)))));
    }
    List<M> moves = new ArrayList<>();
    while (moves.size() < moveCap) {
      var toAct = rules.toAct(state);
      if (toAct.isEmpty()) {
        break;
      }
      int seat = toAct.getAsInt();
      List<M> legal = rules.legalMoves(state);
      M move = players.get(seat).choose(rules.view(state, seat), legal, randoms.get(seat));
      state = rules.apply(state, move).state();
      moves.add(move);
    }
    return new PlayedGame<>(state, moves, rules.outcome(state));
  }

  /**
   * One game as played: the final state, every move in order, and the outcome when it finished.
   *
   * @param <S> the game's state type
   * @param <M> the game's move type
   */
  public record PlayedGame<S, M>(S finalState, List<M> moves, Optional<Outcome> outcome) {
    public PlayedGame {
      Objects.requireNonNull(finalState, "finalState");
      moves = List.copyOf(moves);
      Objects.requireNonNull(outcome, "outcome");
    }

    /** Whether the game reached its end within the move cap. */
    public boolean finished() {
      return outcome.isPresent();
    }
  }
}
