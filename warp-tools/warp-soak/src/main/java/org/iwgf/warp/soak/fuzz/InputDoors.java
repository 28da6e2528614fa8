// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak.fuzz;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.game.FuzzDoor;
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.game.Games;
import org.iwgf.warp.soak.SoakSpace;
import org.iwgf.warp.testkit.InputFuzz;

/**
 * The input doors of every installed game ({@link Games#installed()}) as {@linkplain InputFuzz fuzz targets},
 * by the game's fuzz name: what the long fuzz feeds mutated documents to. The library's four games have
 * deep corpora built here (Warp's over the soak's whole rule space, every accepted input played on); any
 * other installed game is fuzzed through its provider's {@linkplain GameProvider#fuzzDoors() doors} and
 * their seed documents, with no change here.
 *
 * @since 0.1.0
 */
public final class InputDoors {
  /**
   * The games, by the names {@link #targets} takes, in {@link Games#installed()} order: each game's first
   * {@linkplain GameProvider#aliases() alias}, else its id — Warp with every plugin, Classic, the dice race,
   * Wormhole, then any other game installed.
   */
  public static final List<String> GAMES = Games.installed().stream().map(InputDoors::fuzzName).toList();

  /** Moves an accepted Warp or Classic input is played on for. */
  private static final int PLAY_ON_MOVES = 400;
  /** Moves an accepted Wormhole input is played on for; its moves are dearer. */
  private static final int WORMHOLE_PLAY_ON_MOVES = 150;

  /** The deep corpora of the library's own games, by game id. */
  private static final Map<String, Deep> DEEP = Map.of(
      "warp", (seed, games) -> WarpPluginFuzzTargets.targets(SoakSpace.discover(), seed, games, PLAY_ON_MOVES),
      "classic", ClassicFuzzTargets::targets,
      "blackhole", BlackHoleFuzzTargets::targets,
      "wormhole", (seed, games) -> WormholeFuzzTargets.targets(seed, Math.max(1, games / 4),
          WORMHOLE_PLAY_ON_MOVES));

  private InputDoors() {}

  /**
   * The named game's targets, their corpora built from {@code games} seeded games; Wormhole's battles are
   * longer, so it plays a quarter as many. A game without a deep corpus here gets one read-only target per
   * door of its provider, seeded with the provider's documents.
   *
   * @param game one of {@link #GAMES}, or another id or alias of an installed game
   * @throws IllegalArgumentException if no installed game has that name or {@code games} is not positive
   */
  public static List<InputFuzz.Target<?>> targets(String game, long seed, int games) {
    if (games < 1) {
      throw new IllegalArgumentException("a fuzz corpus needs at least 1 game, not " + games);
    }
    GameProvider<?, ?, ?, ?, ?> provider = Games.byId(game).orElseThrow(() -> new IllegalArgumentException(
        "there is no game \"" + game + "\"; games: " + String.join(", ", GAMES)));
    Deep deep = DEEP.get(provider.id());
    return deep != null ? deep.targets(seed, games) : doors(provider);
  }

  /** The name a game's fuzz targets carry: its first alias, else its id. */
  static String fuzzName(GameProvider<?, ?, ?, ?, ?> provider) {
    return provider.aliases().isEmpty() ? provider.id() : provider.aliases().get(0);
  }

  private static List<InputFuzz.Target<?>> doors(GameProvider<?, ?, ?, ?, ?> provider) {
    return provider.fuzzDoors().stream().<InputFuzz.Target<?>>map(InputDoors::target).toList();
  }

  private static InputFuzz.Target<Object> target(FuzzDoor door) {
    return InputFuzz.Target.readOnly(door.name(), door.seeds(), door.read()::apply);
  }

  /** A deep corpus: targets from a seed and a number of games. */
  @FunctionalInterface
  private interface Deep {
    List<InputFuzz.Target<?>> targets(long seed, int games);
  }
}
