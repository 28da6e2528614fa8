// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.schemas;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Transition;

/**
 * Plays games of any ruleset with random legal moves, taking each kind of move at least once where it is
 * offered, and checks what its JSON writes along the way: every move, every event list (the whole list and
 * each seat's copy), and the state and every seat's view at the launch, every {@code sampleEvery} moves and at
 * the end, with a spectator's view.
 *
 * @param <S> state
 * @param <M> move
 * @param <E> event
 * @param <V> view
 */
record GameWalk<S, M, E, V>(SchemaCheck check, Function<S, String> state, Function<M, String> move,
    Function<List<E>, String> events, Function<V, String> view, int sampleEvery, int maxMoves,
    Set<Class<?>> kinds) {

  /** Longer lists of moves (the race's placements) are sampled uniformly. */
  private static final int MENU = 100;

  GameWalk(SchemaCheck check, Function<S, String> state, Function<M, String> move, Function<List<E>, String> events,
      Function<V, String> view, int sampleEvery, int maxMoves) {
    this(check, state, move, events, view, sampleEvery, maxMoves, new HashSet<>());
  }

  /** Plays {@code rules} from {@code seed}; returns the moves made, for the game's record. */
  List<M> play(GameRules<S, M, E, V> rules, long seed, String game) {
    String origin = game + " seed " + seed;
    SplittableRandom random = new SplittableRandom(seed);
    S s = rules.start(seed);
    snapshot(rules, s, origin + " at launch");
    List<M> played = new ArrayList<>();
    for (int ply = 0; ply < maxMoves; ply++) {
      List<M> legal = rules.legalMoves(s);
      if (legal.isEmpty()) {
        break;
      }
      M m = choose(legal, random);
      String at = origin + " move " + ply;
      check.check("move", move.apply(m), at);
      Transition<S, E> t = rules.apply(s, m);
      check.check("events", events.apply(t.events()), at);
      for (int seat = 0; seat < rules.seats(t.state()); seat++) {
        check.check("events", events.apply(rules.eventsFor(t.events(), seat)), at + " seat " + seat);
      }
      played.add(m);
      s = t.state();
      if (ply % sampleEvery == sampleEvery - 1) {
        snapshot(rules, s, at);
      }
    }
    snapshot(rules, s, origin + " at the end");
    return played;
  }

  /**
   * From a list of at most {@value #MENU} moves, a move of a kind this walker has not played yet half the time
   * one is legal, else any: uniform random play rarely takes the moves a menu offers once among dozens, and
   * their events are documents too.
   */
  private M choose(List<M> legal, SplittableRandom random) {
    if (legal.size() > MENU) {
      return legal.get(random.nextInt(legal.size()));
    }
    List<M> novel = legal.stream().filter(m -> !kinds.contains(m.getClass())).toList();
    List<M> from = novel.isEmpty() || random.nextBoolean() ? legal : novel;
    M m = from.get(random.nextInt(from.size()));
    kinds.add(m.getClass());
    return m;
  }

  private void snapshot(GameRules<S, M, E, V> rules, S s, String origin) {
    check.check("state", state.apply(s), origin);
    for (int seat = 0; seat < rules.seats(s); seat++) {
      check.check("view", view.apply(rules.view(s, seat)), origin + " seat " + seat);
    }
    check.check("view", view.apply(rules.spectatorView(s)), origin + " spectator");
  }
}
