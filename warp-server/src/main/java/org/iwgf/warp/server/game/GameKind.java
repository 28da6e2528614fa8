// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.game;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.Player;
import org.iwgf.warp.rating.rated.VerifiedResult;

/**
 * One game of the library as the server sees it: how its configuration, moves, views and events read and
 * write as JSON, and which players sit in its officer seats. {@link Games} holds the four games.
 *
 * @param <S> state
 * @param <M> move
 * @param <E> event
 * @param <V> seat view
 * @param name the name a table's configuration gives ({@code warp}, {@code classic}, …)
 * @param rules the rules for a configuration's JSON; throws the library's errors for a bad one
 * @param readMove a move from its JSON; throws the library's errors for a bad one
 * @param writeMove a move as JSON
 * @param writeView a view as JSON
 * @param writeEvents events as a JSON array
 * @param officers the officer for a seat kind after {@code officer:} (for example {@code commander})
 * @param advisor advice for the seat at the helm, for games that have an advisor
 * @param verifier the finished game's result re-derived from its record, for games that are rated
 * @param menu a compact description of the moves open in a state, for games whose move set can be
 *     combinatorial (see {@link MoveMenu})
 *
 * @since 0.1.0
 */
public record GameKind<S, M, E, V>(
    String name,
    Function<String, GameRules<S, M, E, V>> rules,
    Function<String, M> readMove,
    Function<M, String> writeMove,
    Function<V, String> writeView,
    Function<List<E>, String> writeEvents,
    Officers<S, M, E, V> officers,
    Optional<Advisor<S, M, E, V>> advisor,
    Optional<Verifier<M>> verifier,
    Optional<MoveMenu<S, M, E, V>> menu) {

  /** The player for an officer seat ({@code officer:<rank>}) at a table with these rules. */
  @FunctionalInterface
  public interface Officers<S, M, E, V> {
    /**
     * @throws InvalidConfigException if this game has no officer of that rank
     */
    Player<M, V> officer(String rank, GameRules<S, M, E, V> rules);
  }

  /** Advice for the seat at the helm, as JSON ({@code move}, {@code reasons}). */
  @FunctionalInterface
  public interface Advisor<S, M, E, V> {
    String advise(GameRules<S, M, E, V> rules, String configJson, long seed, List<M> moves);
  }

  /** The finished game's result, re-derived from its record and checked against the claimed scores. */
  @FunctionalInterface
  public interface Verifier<M> {
    /**
     * @throws org.iwgf.warp.core.game.WarpException if the record does not produce {@code scores}
     */
    VerifiedResult verify(String configJson, long seed, List<M> moves, List<Integer> scores);
  }

  /**
   * The moves open in a state described compactly — a choice per part of the move rather than every
   * combination — as JSON, for a state whose list of moves would be too long to send
   * ({@link LiveGame#MAX_LISTED_MOVES}), or with every update at the helm for a game whose board builds its
   * controls from it ({@link #everyUpdate}). A client builds a move from the description and sends it like
   * any other; the rules check it as they check every move.
   */
  @FunctionalInterface
  public interface MoveMenu<S, M, E, V> {
    /** The description of the moves open in {@code state}, empty where this game has none for it. */
    Optional<String> describe(GameRules<S, M, E, V> rules, S state);

    /**
     * Whether the description goes with every update at the helm, beside the list while the list is short
     * enough; otherwise it goes only in place of a list past {@link LiveGame#MAX_LISTED_MOVES}.
     *
     * @since 1.0.0
     */
    default boolean withEveryUpdate() {
      return false;
    }

    /**
     * The menu {@code describe} makes, sent with every update at the helm.
     *
     * @since 1.0.0
     */
    static <S, M, E, V> MoveMenu<S, M, E, V> everyUpdate(MoveMenu<S, M, E, V> describe) {
      return new MoveMenu<>() {
        @Override
        public Optional<String> describe(GameRules<S, M, E, V> rules, S state) {
          return describe.describe(rules, state);
        }

        @Override
        public boolean withEveryUpdate() {
          return true;
        }
      };
    }
  }

  /** Starts a live game of this kind from a configuration's JSON and a seed. */
  public LiveGame start(String configJson, long seed) {
    return new TypedGame<>(this, configJson, seed);
  }
}
