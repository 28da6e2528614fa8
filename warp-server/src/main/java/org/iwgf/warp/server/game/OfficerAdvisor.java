// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.game;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Replay;

/**
 * Advice for a game without an advisor of its own: the move its strongest officer would make for the seat at
 * the helm. The officer is a {@link org.iwgf.warp.core.game.Player}, so it is handed what a player is handed —
 * the seat's view and the moves open to it — and nothing of what the seat may not know. Such an officer gives
 * no reasons, so the advice carries one plain sentence saying whose suggestion it is.
 *
 * @param <S> state
 * @param <M> move
 * @param <E> event
 * @param <V> seat view
 */
final class OfficerAdvisor<S, M, E, V> implements GameKind.Advisor<S, M, E, V> {
  private final String rank;
  private final GameKind.Officers<S, M, E, V> officers;
  private final Function<M, String> writeMove;
  private final Function<V, String> writeView;

  private OfficerAdvisor(String rank, GameKind.Officers<S, M, E, V> officers, Function<M, String> writeMove,
      Function<V, String> writeView) {
    this.rank = rank;
    this.officers = officers;
    this.writeMove = writeMove;
    this.writeView = writeView;
  }

  /**
   * The advisor that asks the officer of {@code rank} (the game's strongest), writing the move and reading the
   * view with the game's own codec.
   */
  static <S, M, E, V> OfficerAdvisor<S, M, E, V> of(String rank, GameKind.Officers<S, M, E, V> officers,
      Function<M, String> writeMove, Function<V, String> writeView) {
    return new OfficerAdvisor<>(rank, officers, writeMove, writeView);
  }

  /**
   * The officer's move for the seat at the helm after {@code moves}, as {@code {"move": …, "reasons": […]}}.
   *
   * @throws IllegalStateException if nobody is at the helm (the table asks only while someone is)
   */
  @Override
  public String advise(GameRules<S, M, E, V> rules, String configJson, long seed, List<M> moves) {
    S state = Replay.of(rules, seed, moves);
    int seat = rules.toAct(state).orElseThrow(() -> new IllegalStateException("Nobody is at the helm."));
    V view = rules.view(state, seat);
    String viewJson = writeView.apply(view);
    // The officer's dice are seeded from the seat's view alone: the table's seed also deals what the seat may
    // not see, and the same question at the same moment gets the same answer.
    SplittableRandom random = new SplittableRandom(viewJson.hashCode());
    M move = officers.officer(rank, rules).choose(view, rules.legalMoves(state), random);
    String reason = "Officer " + rank + ", the strongest officer this game has, would make this move; it gives"
        + " no reasons of its own.";
    return "{\"move\":" + writeMove.apply(move) + ",\"reasons\":" + PlainJson.write(List.of(reason)) + "}";
  }
}
