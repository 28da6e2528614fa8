// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One game of the library, as the tools that serve, fuzz, list and describe every game see it: its name,
 * example configurations, rules for a configuration, its {@linkplain GameCodec text codec}, its schemas and
 * the doors a client's text enters through. Games are found through {@link java.util.ServiceLoader} (a
 * {@code provides} clause on the module path, a {@code META-INF/services} line on the class path) and
 * listed by {@link Games}; adding a game to the server, the command line, the fuzzer and the schema listing
 * is adding one provider.
 *
 * <p>A tool that knows no game in particular holds a {@code GameProvider<?, ?, ?, ?, ?>} and works on it in
 * a generic method, so that the configuration, state and move types it reads stay tied together: {@code
 * <C, S, M, E, V> void play(GameProvider<C, S, M, E, V> game) {…}}. Implementations are immutable,
 * thread-safe and cheap to construct (a service loader builds one whenever the games are listed).
 *
 * @param <C> configuration
 * @param <S> game state
 * @param <M> move
 * @param <E> event
 * @param <V> what one seat may see of a state
 * @since 1.0.0
 */
public interface GameProvider<C, S, M, E, V> {

  /**
   * The game's stable id, in lower case with hyphens ({@code warp}, {@code classic}, {@code blackhole},
   * {@code wormhole}): the name a table request, a schema directory and {@link Games#byId} use.
   */
  String id();

  /**
   * Other names the game answers to in {@link Games#byId}, none by default. The first, when there is one,
   * is the name its {@linkplain #fuzzDoors() fuzz doors} carry.
   */
  default List<String> aliases() {
    return List.of();
  }

  /** The name players know the game by, for example {@code Warp 6 Classic}. */
  String displayName();

  /** Where {@link Games#installed()} puts the game: lower first; the library's games use 0 to 3. */
  default int order() {
    return 100;
  }

  /**
   * Named example configurations, at least one, in a fixed order; the first is the one to offer when a
   * single example is wanted.
   */
  List<Example<C>> examples();

  /**
   * The rules for {@code config}.
   *
   * @throws InvalidConfigException if the configuration breaks a rule of the game
   */
  GameRules<S, M, E, V> rules(C config);

  /**
   * The rules for a configuration written as text, as {@link #codec()} reads it.
   *
   * @throws InvalidConfigException if the configuration breaks a rule of the game
   * @throws InvalidStateException if the text is not a configuration
   */
  default GameRules<S, M, E, V> rules(String config) {
    return rules(codec().readConfig(config));
  }

  /** The configuration {@code state} is played under. */
  C configOf(S state);

  /** The game's text codec. */
  GameCodec<C, S, M, E, V> codec();

  /** The game's record of a game on {@code config} started from {@code seed} in which {@code moves} were made. */
  RecordedGame<C, M> record(C config, long seed, List<M> moves);

  /**
   * The JSON Schema of each document the codec writes, by the document's name ({@code config},
   * {@code state}, {@code move}, {@code events}, {@code view}, {@code record} and any the game adds), as
   * shipped in the game's artifact.
   */
  Map<String, String> schemas();

  /**
   * Every door through which a client's text enters the game, with seed documents drawn from the
   * {@linkplain #examples() examples}: the codec's readers and any other reader the game offers clients.
   */
  List<FuzzDoor> fuzzDoors();

  /**
   * A named example configuration.
   *
   * @param <C> configuration
   * @param name what the example shows, unique within its game
   * @param config the configuration
   * @since 1.0.0
   */
  record Example<C>(String name, C config) {
    /** Checks that both are given. */
    public Example {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(config, "config");
    }
  }
}
