// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.Function;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.game.WarpException;

/**
 * Ready {@linkplain InputFuzz.Exercise exercises} and {@linkplain InputFuzz.Target targets} for any
 * {@link GameRules}: play an accepted state to the end, and fuzz the move door of a set of states, where a
 * move must be accepted exactly when {@code legalMoves} lists it.
 *
 * @since 0.1.0
 */
public final class GameDoors {
  /**
   * The most moves of one state the move door's corpus takes, spread evenly over its list: a dice roll can
   * list thousands of ways to spend its faces, and writing every one made the corpus cost more than the
   * fuzz run drawing a few thousand inputs from it.
   */
  public static final int CORPUS_MOVES_PER_STATE = 48;

  private GameDoors() {}

  /**
   * Plays {@code state} to the end (or for {@code maxMoves} moves) with moves drawn from {@code seed}, and
   * checks what the game promises along the way: a move {@code legalMoves} lists is accepted, the list is
   * empty exactly when the outcome is known, every seat's view and events can be taken.
   *
   * @throws AssertionError if a promise is broken; any other exception the rules raise passes through
   */
  public static <S, M, E, V> void playOut(GameRules<S, M, E, V> rules, S state, long seed, int maxMoves) {
    S s = state;
    long r = seed;
    int seats = rules.seats(s);
    for (int n = 0; n < maxMoves; n++) {
      List<M> moves = rules.legalMoves(s);
      boolean over = rules.outcome(s).isPresent();
      if (moves.isEmpty()) {
        if (!over) {
          throw new AssertionError("no legal move in a game that is not over, after " + n + " moves");
        }
        return;
      }
      if (over) {
        throw new AssertionError("legal moves listed in a game that is over, after " + n + " moves");
      }
      M move = moves.get(SplitMix64.nextInt(r, moves.size()));
      r = SplitMix64.next(r);
      OptionalInt atHelm = rules.toAct(s);
      Transition<S, E> t;
      try {
        t = atHelm.isPresent() ? rules.applyAs(s, atHelm.getAsInt(), move) : rules.apply(s, move);
      } catch (WarpException e) {
        throw new AssertionError("a listed move was refused (" + e.code() + ": " + e.getMessage() + "): "
            + move, e);
      }
      if ((n & 15) == 0) {
        int seat = (int) Math.floorMod(r, (long) seats);
        rules.view(t.state(), seat);
        rules.eventsFor(t.events(), seat);
      }
      s = t.state();
    }
  }

  /**
   * A target for the move door: inputs are mutations of the moves listed in {@code states} (so moves of
   * one state meet another state, unlisted; of a long list, {@value #CORPUS_MOVES_PER_STATE} spread evenly
   * over it, its first and last among them), each applied to one of {@code states} chosen by the input's
   * seed. The contract checked: an accepted move is among {@code legalMoves} (and the game then plays on to
   * the end), a refused move is not, and only a {@link WarpException} refuses; {@code applyAs} for another
   * seat is refused with {@code NOT_YOUR_TURN}.
   *
   * @param name the target's name
   * @param states states to apply moves to (at least one not over)
   * @param rulesOf the rules that play a state
   * @param writer a move as JSON
   * @param reader the move reader under test
   * @param maxMoves bound on the moves played after an accepted move
   * @param everyMoveListed true if {@code legalMoves} lists every legal move; false for a game of continuous
   *     moves whose list is a menu, where an unlisted move may be legal and is then played on
   */
  public static <S, M, E, V> InputFuzz.Target<M> moves(String name, List<S> states,
      Function<S, GameRules<S, M, E, V>> rulesOf, Function<M, String> writer, InputFuzz.Reader<M> reader,
      int maxMoves, boolean everyMoveListed) {
    List<S> pool = List.copyOf(states);
    List<String> corpus = new ArrayList<>();
    for (S s : pool) {
      List<M> legal = rulesOf.apply(s).legalMoves(s);
      int n = legal.size();
      int taken = Math.min(n, CORPUS_MOVES_PER_STATE);
      for (int i = 0; i < taken; i++) {
        corpus.add(writer.apply(legal.get(taken == 1 ? 0 : (int) ((long) i * (n - 1) / (taken - 1)))));
      }
    }
    return new InputFuzz.Target<>(name, corpus, reader, (move, seed) -> {
      S s = pool.get(Math.floorMod(SplitMix64.mix(seed), pool.size()));
      GameRules<S, M, E, V> rules = rulesOf.apply(s);
      boolean listed = rules.legalMoves(s).contains(move);
      OptionalInt atHelm = rules.toAct(s);
      Transition<S, E> t = null;
      WarpException refusal = null;
      try {
        t = atHelm.isPresent() ? rules.applyAs(s, atHelm.getAsInt(), move) : rules.apply(s, move);
      } catch (WarpException e) {
        refusal = e;
      }
      if (listed && refusal != null) {
        throw new AssertionError("a listed move was refused (" + refusal.code() + "): " + move, refusal);
      }
      if (everyMoveListed && !listed && refusal == null) {
        throw new AssertionError("a move legalMoves does not list was accepted: " + move);
      }
      if (atHelm.isPresent() && rules.seats(s) > 1) {
        int other = (atHelm.getAsInt() + 1) % rules.seats(s);
        try {
          rules.applyAs(s, other, move);
          throw new AssertionError("seat " + other + " moved out of turn: " + move);
        } catch (WarpException e) {
          if (!"NOT_YOUR_TURN".equals(e.code()) && refusal == null) {
            throw new AssertionError("out of turn gave " + e.code() + ", not NOT_YOUR_TURN", e);
          }
        }
      }
      if (t != null) {
        playOut(rules, t.state(), seed, maxMoves);
      }
    });
  }

  /** An exercise that plays an accepted state to the end with the rules {@code rulesOf} gives. */
  public static <S, M, E, V> InputFuzz.Exercise<S> playsOn(Function<S, GameRules<S, M, E, V>> rulesOf,
      int maxMoves) {
    Objects.requireNonNull(rulesOf, "rulesOf");
    return (state, seed) -> playOut(rulesOf.apply(state), state, seed, maxMoves);
  }
}
