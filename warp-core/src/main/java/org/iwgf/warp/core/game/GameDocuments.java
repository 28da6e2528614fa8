// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * The documents every game's codec reads, written along seeded games of a provider's examples: the seed
 * documents of its {@linkplain GameProvider#fuzzDoors() fuzz doors}. A provider's {@code fuzzDoors()} is
 * usually {@code GameDocuments.doors(this, name, moves)} plus the doors of its own extra readers.
 *
 * @since 1.0.0
 */
public final class GameDocuments {
  private GameDocuments() {}

  /**
   * The six doors of {@code game}'s codec — {@code <name>/config}, {@code /state}, {@code /move},
   * {@code /events}, {@code /view} and {@code /record} — each seeded with the documents written while each
   * example is played from seed 1 for at most {@code moves} random legal moves (the random choices follow
   * from the seed, so the seeds are the same on every run).
   */
  public static <C, S, M, E, V> List<FuzzDoor> doors(GameProvider<C, S, M, E, V> game, String name, int moves) {
    GameCodec<C, S, M, E, V> codec = game.codec();
    List<String> configs = new ArrayList<>();
    List<String> states = new ArrayList<>();
    List<String> moveTexts = new ArrayList<>();
    List<String> events = new ArrayList<>();
    List<String> views = new ArrayList<>();
    List<String> records = new ArrayList<>();
    for (GameProvider.Example<C> example : game.examples()) {
      C config = example.config();
      configs.add(codec.writeConfig(config));
      GameRules<S, M, E, V> rules = game.rules(config);
      SplittableRandom random = new SplittableRandom(1);
      S state = rules.start(1);
      List<M> played = new ArrayList<>();
      states.add(codec.writeState(state));
      views.add(codec.writeView(rules.view(state, 0)));
      for (int i = 0; i < moves; i++) {
        List<M> legal = rules.legalMoves(state);
        if (legal.isEmpty()) {
          break;
        }
        M move = legal.get(random.nextInt(legal.size()));
        Transition<S, E> t = rules.apply(state, move);
        played.add(move);
        state = t.state();
        moveTexts.add(codec.writeMove(move));
        events.add(codec.writeEvents(t.events()));
      }
      states.add(codec.writeState(state));
      views.add(codec.writeView(rules.spectatorView(state)));
      records.add(codec.writeRecord(game.record(config, 1, played)));
    }
    return List.of(
        door(name + "/config", configs, codec::readConfig),
        door(name + "/state", states, codec::readState),
        door(name + "/move", moveTexts, codec::readMove),
        door(name + "/events", events, codec::readEvents),
        door(name + "/view", views, codec::readView),
        door(name + "/record", records, codec::readRecord));
  }

  private static FuzzDoor door(String name, List<String> seeds, Function<String, ?> read) {
    return new FuzzDoor(name, seeds, read);
  }
}
