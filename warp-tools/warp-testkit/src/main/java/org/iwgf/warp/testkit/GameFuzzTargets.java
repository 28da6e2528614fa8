// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.game.WarpException;

/**
 * The six {@linkplain InputFuzz fuzz targets} of any game's input door — configuration, saved state, move,
 * event list, view, game record — built from games played with random legal moves. A game supplies its
 * readers and writers as a {@link Door}; an accepted configuration is launched and played out, an accepted
 * state played to the end, an accepted move must be one {@code legalMoves} lists, events and views must read
 * back what they write, and a record must replay (or be refused) and then play on.
 *
 * @param <C> configuration
 * @param <S> state
 * @param <M> move
 * @param <E> event
 * @param <V> view
 * @param <R> game record ({@code Void} for a game without records)
 * @since 0.1.0
 */
public final class GameFuzzTargets<C, S, M, E, V, R> {

  /** A game's JSON readers and writers and how its rules are made. */
  public interface Door<C, S, M, E, V> {
    /** The rules that play {@code config}. */
    GameRules<S, M, E, V> rules(C config);

    /** The configuration {@code state} is played under. */
    C configOf(S state);

    String writeConfig(C config);

    C readConfig(String json);

    String writeState(S state);

    S readState(String json);

    String writeMove(M move);

    M readMove(String json);

    String writeEvents(List<E> events);

    List<E> readEvents(String json);

    String writeView(V view);

    V readView(String json);

    /**
     * Whether {@code legalMoves} lists every legal move; false for a game of continuous moves whose list is
     * a menu (an unlisted move may then be legal).
     */
    default boolean listsEveryMove() {
      return true;
    }

  }

  /** How a game records a whole game and replays it, for games that have records. */
  public interface Records<C, S, M, R> {
    /** The record of a game of {@code config} launched from {@code seed} and played with {@code moves}. */
    R record(C config, long seed, List<M> moves);

    String write(R record);

    R read(String json);

    /** The state {@code record} reached, or the game's documented refusal of a move it cannot replay. */
    S replay(R record);
  }

  private final String game;
  private final Door<C, S, M, E, V> door;
  private final Optional<Records<C, S, M, R>> records;
  private final int maxMoves;

  private GameFuzzTargets(String game, Door<C, S, M, E, V> door, Optional<Records<C, S, M, R>> records,
      int maxMoves) {
    this.game = game;
    this.door = door;
    this.records = records;
    this.maxMoves = maxMoves;
  }

  /**
   * Targets named {@code game + "/config"} and so on, playing at most {@code maxMoves} moves after each
   * accepted input.
   */
  public static <C, S, M, E, V> GameFuzzTargets<C, S, M, E, V, Void> of(String game, Door<C, S, M, E, V> door,
      int maxMoves) {
    return new GameFuzzTargets<>(game, door, Optional.empty(), maxMoves);
  }

  /** These targets with a seventh, for the game records {@code records} makes and replays. */
  public <Q> GameFuzzTargets<C, S, M, E, V, Q> withRecords(Records<C, S, M, Q> records) {
    return new GameFuzzTargets<>(game, door, Optional.of(records), maxMoves);
  }

  /** The six targets, their corpora built from one game of each of {@code configs}, seeded from {@code seed}. */
  public List<InputFuzz.Target<?>> targets(List<C> configs, long seed) {
    List<String> configText = new ArrayList<>();
    List<String> states = new ArrayList<>();
    List<S> live = new ArrayList<>();
    List<String> events = new ArrayList<>();
    List<String> views = new ArrayList<>();
    List<String> records = new ArrayList<>();
    long r = seed;
    for (C config : configs) {
      GameRules<S, M, E, V> rules = door.rules(config);
      configText.add(door.writeConfig(config));
      long launch = SplitMix64.mix(r);
      r = SplitMix64.next(r);
      S s = rules.start(launch);
      List<M> played = new ArrayList<>();
      int stop = 10 + SplitMix64.nextInt(r, Math.max(1, maxMoves));
      for (int n = 0; n < stop && !rules.legalMoves(s).isEmpty(); n++) {
        int seat = n % rules.seats(s);
        if (n % 5 == 0) {
          states.add(door.writeState(s));
          live.add(s);
          views.add(door.writeView(rules.view(s, seat)));
        }
        List<M> moves = rules.legalMoves(s);
        M m = moves.get(SplitMix64.nextInt(r, moves.size()));
        r = SplitMix64.next(r);
        Transition<S, E> t = rules.apply(s, m);
        if (!t.events().isEmpty() && n % 3 == 0) {
          events.add(door.writeEvents(rules.eventsFor(t.events(), seat)));
        }
        played.add(m);
        s = t.state();
      }
      states.add(door.writeState(s));
      if (!rules.legalMoves(s).isEmpty()) {
        live.add(s);
      }
      if (this.records.isPresent()) {
        records.add(this.records.get().write(this.records.get().record(config, launch, played)));
      }
    }
    InputFuzz.Exercise<S> playsOn = (state, inputSeed) ->
        GameDoors.playOut(door.rules(door.configOf(state)), state, inputSeed, maxMoves);
    List<InputFuzz.Target<?>> targets = new ArrayList<>();
    if (live.isEmpty() || events.isEmpty()) {
      throw new IllegalArgumentException("the games played for " + game + " left no state to play on or no events;"
          + " give more configurations or a larger move bound");
    }
    targets.addAll(List.of(
        new InputFuzz.Target<C>(game + "/config", configText, door::readConfig, (config, inputSeed) -> {
          GameRules<S, M, E, V> rules = door.rules(config);
          GameDoors.playOut(rules, rules.start(inputSeed), inputSeed, maxMoves);
        }),
        new InputFuzz.Target<S>(game + "/state", states, door::readState, playsOn),
        GameDoors.moves(game + "/move", live, s -> door.rules(door.configOf(s)), door::writeMove, door::readMove,
            maxMoves, door.listsEveryMove()),
        new InputFuzz.Target<List<E>>(game + "/events", events, door::readEvents, (read, inputSeed) -> {
          if (!door.readEvents(door.writeEvents(read)).equals(read)) {
            throw new AssertionError("events read back differently");
          }
        }),
        new InputFuzz.Target<V>(game + "/view", views, door::readView, (read, inputSeed) -> {
          if (!door.readView(door.writeView(read)).equals(read)) {
            throw new AssertionError("a view read back differently");
          }
        })));
    if (this.records.isPresent()) {
      Records<C, S, M, R> kept = this.records.get();
      // Reading is timed; replaying is the game's own work, bounded by the record's length.
      targets.add(new InputFuzz.Target<R>(game + "/record", records, kept::read, (record, inputSeed) -> {
        S reached;
        try {
          reached = kept.replay(record);
        } catch (WarpException refused) {
          return;
        }
        playsOn.accept(reached, inputSeed);
      }));
    }
    return List.copyOf(targets);
  }
}
