// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.generic;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.core.game.Transition;
import org.jspecify.annotations.Nullable;

/**
 * Plays whole games of any {@link GameRules} between {@link Player}s, one per seat: the one table runner of
 * the library (Warp's {@link org.iwgf.warp.ai.table.Sector} and the arena play on it). Each seat gets its
 * own random source derived from the game seed ({@link #seatRandom}), so a game replays exactly from (rules,
 * seed, players); {@link LearningPlayer}s keep a memory of their own seat's views and events, and every move
 * is applied for the seat that made it ({@link GameRules#applyAs}).
 *
 * @param <S> the game's state type
 * @param <M> the game's move type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 * @since 0.1.0
 */
public final class GameTable<S, M, E, V> {
  /** Each seat draws from its own stream, so one player's choices never shift another's randomness. */
  private static final long SEAT_STREAM = 0x5EA7_C0DE_0000_0001L;
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

  /** The random source of {@code seat} in the game dealt from {@code seed}. */
  public static RandomGenerator seatRandom(long seed, int seat) {
    return new SplittableRandom(SplitMix64.mix(seed ^ (SEAT_STREAM * (seat + 1))));
  }

  /**
   * Plays the game dealt from {@code seed} to its end, or until {@code moveCap} moves were made.
   *
   * @throws IllegalArgumentException if the table has fewer players than the game has seats
   * @throws org.iwgf.warp.core.game.IllegalMoveException if a player returns a move that is not legal
   */
  public PlayedGame<S, M> play(long seed, long moveCap) {
    return play(seed, moveCap, TableListener.none());
  }

  /** As {@link #play(long, long)}, telling {@code listener} every move. */
  public PlayedGame<S, M> play(long seed, long moveCap, TableListener<S, M, E> listener) {
    Objects.requireNonNull(listener, "listener");
    S state = rules.start(seed);
    int seats = rules.seats(state);
    if (players.size() < seats) {
      throw new IllegalArgumentException(
          "The game has " + seats + " seats but only " + players.size() + " players were given.");
    }
    List<RandomGenerator> randoms = new ArrayList<>(seats);
    List<Seat<M, V, E>> learners = new ArrayList<>();
    for (int seat = 0; seat < seats; seat++) {
      randoms.add(seatRandom(seed, seat));
      if (players.get(seat) instanceof LearningPlayer<M, V, ?, ?> learner) {
        learners.add(Seat.of(seat, learner, rules.view(state, seat)));
      }
    }
    List<M> moves = new ArrayList<>();
    while (moves.size() < moveCap) {
      var toAct = rules.toAct(state);
      if (toAct.isEmpty()) {
        break;
      }
      int seat = toAct.getAsInt();
      V view = rules.view(state, seat);
      List<M> legal = new LazyMoves<>(rules, state);
      Seat<M, V, E> memory = seatOf(learners, seat);
      M move = memory != null ? memory.choose(view, legal, randoms.get(seat))
          : players.get(seat).choose(view, legal, randoms.get(seat));
      Transition<S, E> t = rules.applyAs(state, seat, move);
      moves.add(move);
      listener.moved(seat, move, t);
      state = t.state();
      for (Seat<M, V, E> learner : learners) {
        learner.learn(rules, move, t);
      }
    }
    return new PlayedGame<>(state, moves, rules.outcome(state));
  }

  private static <M, V, E> @Nullable Seat<M, V, E> seatOf(List<Seat<M, V, E>> learners, int seat) {
    for (Seat<M, V, E> s : learners) {
      if (s.seat == seat) {
        return s;
      }
    }
    return null;
  }

  /** One learning seat's memory through a game: what it saw last and what it remembers. */
  private static final class Seat<M, V, E> {
    final int seat;
    private final LearningPlayer<M, V, E, Object> player;
    private V seen;
    private Object memory;

    @SuppressWarnings("unchecked") // the memory type is the player's own, kept opaque here
    private Seat(int seat, LearningPlayer<M, V, ?, ?> player, V seen) {
      this.seat = seat;
      this.player = (LearningPlayer<M, V, E, Object>) player;
      this.seen = seen;
      this.memory = this.player.remember(seen);
    }

    static <M, V, E> Seat<M, V, E> of(int seat, LearningPlayer<M, V, ?, ?> player, V seen) {
      return new Seat<>(seat, player, seen);
    }

    M choose(V view, List<M> legal, RandomGenerator random) {
      return player.choose(view, memory, legal, random);
    }

    <S> void learn(GameRules<S, M, E, V> rules, M move, Transition<S, E> t) {
      // Each seat learns only from its own views and its own copy of the events.
      V after = rules.view(t.state(), seat);
      memory = player.learn(memory, seen, move, rules.eventsFor(t.events(), seat), after);
      seen = after;
    }
  }

  /** The legal moves, listed only if a player reads them (a Warp captain reads its view's own list). */
  private static final class LazyMoves<S, M> extends AbstractList<M> {
    private final GameRules<S, M, ?, ?> rules;
    private final S state;
    private @Nullable List<M> moves;

    LazyMoves(GameRules<S, M, ?, ?> rules, S state) {
      this.rules = rules;
      this.state = state;
    }

    private List<M> moves() {
      List<M> m = moves;
      if (m == null) {
        m = rules.legalMoves(state);
        moves = m;
      }
      return m;
    }

    @Override
    public M get(int index) {
      return moves().get(index);
    }

    @Override
    public int size() {
      return moves().size();
    }
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
