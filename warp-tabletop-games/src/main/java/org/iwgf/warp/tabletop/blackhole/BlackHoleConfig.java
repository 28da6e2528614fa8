// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.game.InvalidConfigException;

/**
 * How a game is set up: the number of players (2 or 3), whether the advanced variant's secret setup is
 * used instead of rolling, and the board.
 *
 * <p>Two players share the black and white dice: 2 d8, 3 d6 and 4 d4 each, 9 ships, and win by removing
 * 6. Three players take 1 d8, 2 d6 and 3 d4 each, 6 ships, and win by removing 4.
 *
 * <p>Making one raises {@link InvalidConfigException} with code {@code PLAYERS} for any other number of
 * players, or {@code BOARD} when the board is too short to place every ship.
 *
 * @param players 2 or 3
 * @param secretSetup whether each player secretly chooses their faces instead of rolling them
 * @param spiral the board
 * @since 0.1.0
 */
public record BlackHoleConfig(int players, boolean secretSetup, Spiral spiral) {
  public BlackHoleConfig {
    Objects.requireNonNull(spiral, "spiral");
    if (players != 2 && players != 3) {
      throw new InvalidConfigException("PLAYERS",
          "The dice race is played by 2 or 3 players; " + players + " were asked for.");
    }
    int ships = players * fleetOf(players).size();
    if (spiral.ringCount() < 2 || spiral.rings().get(0) < ships) {
      throw new InvalidConfigException("BOARD", "The outer ring must hold all " + ships
          + " ships at the start and the spiral needs at least two rings.");
    }
  }

  /** The standard game for {@code players} players, dice rolled, on the standard board. */
  public static BlackHoleConfig standard(int players) {
    return new BlackHoleConfig(players, false, Spiral.standard());
  }

  /** The same game with the advanced variant's secret setup. */
  public BlackHoleConfig withSecretSetup() {
    return new BlackHoleConfig(players, true, spiral);
  }

  /** The same game on another board. */
  public BlackHoleConfig on(Spiral board) {
    return new BlackHoleConfig(players, secretSetup, board);
  }

  /** Each player's dice, largest first: the ships of one seat in id order. */
  public List<Die> fleet() {
    return fleetOf(players);
  }

  /** Ships a player must remove to win: 6 with two players, 4 with three. */
  public int shipsToWin() {
    return players == 2 ? 6 : 4;
  }

  /** Every ship of the game in id order, not yet placed, showing {@code face} (0 for unknown). */
  List<Ship> unplacedShips() {
    List<Die> fleet = fleet();
    List<Ship> ships = new ArrayList<>(players * fleet.size());
    for (int seat = 0; seat < players; seat++) {
      for (Die die : fleet) {
        ships.add(new Ship(ships.size(), seat, die, 0, Ship.WAITING));
      }
    }
    return ships;
  }

  private static List<Die> fleetOf(int players) {
    return players == 2 ? Fleets.TWO : Fleets.THREE;
  }

  /** The two fleets, made once: every state check and every list of moves asks for them. */
  private static final class Fleets {
    static final List<Die> TWO = fleet(2, 3, 4);
    static final List<Die> THREE = fleet(1, 2, 3);

    private static List<Die> fleet(int d8, int d6, int d4) {
      List<Die> dice = new ArrayList<>();
      dice.addAll(Collections.nCopies(d8, Die.D8));
      dice.addAll(Collections.nCopies(d6, Die.D6));
      dice.addAll(Collections.nCopies(d4, Die.D4));
      return List.copyOf(dice);
    }
  }
}
