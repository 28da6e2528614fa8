// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak.fuzz;

import java.util.List;
import org.iwgf.warp.soak.SoakSpace;
import org.iwgf.warp.testkit.InputFuzz;

/**
 * The input doors of every game of the library as {@linkplain InputFuzz fuzz targets}, by the game's name:
 * what the long fuzz feeds mutated documents to.
 *
 * @since 0.1.0
 */
public final class InputDoors {
  /** The games, by the names {@link #targets} takes: Warp with every plugin, Classic, the dice race, Wormhole. */
  public static final List<String> GAMES = List.of("warp", "classic", "dice-race", "wormhole");

  /** Moves an accepted Warp or Classic input is played on for. */
  private static final int PLAY_ON_MOVES = 400;
  /** Moves an accepted Wormhole input is played on for; its moves are dearer. */
  private static final int WORMHOLE_PLAY_ON_MOVES = 150;

  private InputDoors() {}

  /**
   * The named game's targets (configuration, state, move, events, view and record documents), their corpora
   * built from {@code games} seeded games; Wormhole's battles are longer, so it plays a quarter as many.
   *
   * @throws IllegalArgumentException if {@code game} is not one of {@link #GAMES} or {@code games} is not
   *     positive
   */
  public static List<InputFuzz.Target<?>> targets(String game, long seed, int games) {
    if (games < 1) {
      throw new IllegalArgumentException("a fuzz corpus needs at least 1 game, not " + games);
    }
    return switch (game) {
      case "warp" -> WarpPluginFuzzTargets.targets(SoakSpace.discover(), seed, games, PLAY_ON_MOVES);
      case "classic" -> ClassicFuzzTargets.targets(seed, games);
      case "dice-race" -> BlackHoleFuzzTargets.targets(seed, games);
      case "wormhole" -> WormholeFuzzTargets.targets(seed, Math.max(1, games / 4), WORMHOLE_PLAY_ON_MOVES);
      default -> throw new IllegalArgumentException("there is no game \"" + game + "\"; games: "
          + String.join(", ", GAMES));
    };
  }
}
