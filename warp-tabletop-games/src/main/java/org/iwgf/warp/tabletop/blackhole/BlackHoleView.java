// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.game.GameRules;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What one seat may know of a game. Everything on the board is public; the only secret is the faces
 * other seats chose in the advanced variant's setup, of which a view shows only whether they have chosen.
 *
 * @param seat the seat this view is for, or {@link org.iwgf.warp.core.game.GameRules#SPECTATOR}
 * @param config the game's setup, board included
 * @param phase where the game stands
 * @param order seats in turn order (empty while faces are being chosen)
 * @param toAct the seat whose move is awaited, empty once the game is over
 * @param ships every ship in id order (faces 0 while they are still secret)
 * @param chosen per seat, whether it has committed its secret faces
 * @param ownChoice the faces this seat chose in secret, empty when it has not (or after the reveal)
 * @param removed per seat, ships that reached the black hole
 * @since 0.1.0
 */
public record BlackHoleView(int seat, BlackHoleConfig config, Phase phase, List<Integer> order,
    OptionalInt toAct, List<Ship> ships, List<Boolean> chosen, List<Integer> ownChoice,
    List<Integer> removed) {

  public BlackHoleView {
    Objects.requireNonNull(config, "config");
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(toAct, "toAct");
    order = List.copyOf(order);
    ships = List.copyOf(ships);
    chosen = List.copyOf(chosen);
    ownChoice = List.copyOf(ownChoice);
    removed = List.copyOf(removed);
  }

  /**
   * What {@code seat} may know of {@code state}.
   *
   * @throws IllegalArgumentException if the game has no such seat
   */
  public static BlackHoleView of(BlackHoleState state, int seat) {
    int players = state.config().players();
    if (seat < 0 || seat >= players) {
      throw new IllegalArgumentException("There is no seat " + seat + " at a table of " + players + ".");
    }
    return from(state, seat);
  }

  /**
   * What anyone watching may know of {@code state}: everything but the faces chosen in secret and not yet
   * revealed. Its seat is {@link org.iwgf.warp.core.game.GameRules#SPECTATOR}.
   */
  public static BlackHoleView spectating(BlackHoleState state) {
    return from(state, GameRules.SPECTATOR);
  }

  private static BlackHoleView from(BlackHoleState state, int seat) {
    int players = state.config().players();
    List<Boolean> chosen = new ArrayList<>();
    List<Integer> removed = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      chosen.add(!state.choices().get(s).isEmpty());
      removed.add(state.removedBy(s));
    }
    return new BlackHoleView(seat, state.config(), state.phase(), state.order(), state.toAct(),
        state.ships(), chosen, seat == GameRules.SPECTATOR ? List.of() : state.choices().get(seat), removed);
  }

  /** True if this is a spectator's view: it belongs to no seat. */
  public boolean spectator() {
    return seat == GameRules.SPECTATOR;
  }

  /** The board. */
  public Spiral spiral() {
    return config.spiral();
  }

  /** Whether a ship other than {@code except} stands on {@code space}. */
  public boolean occupied(int space, int except) {
    for (Ship s : ships) {
      if (s.space() == space && s.id() != except) {
        return true;
      }
    }
    return false;
  }

  /**
   * Where {@code ship} would come to rest if advanced now: a space or {@link Spiral#centre()}
   * (see {@link Spiral#destination}).
   *
   * @throws IllegalArgumentException if the ship is not on the board
   */
  public int destinationOf(int ship) {
    Ship s = ships.get(ship);
    if (!s.onBoard()) {
      throw new IllegalArgumentException("Ship " + ship + " is not on the board.");
    }
    return spiral().destination(s.space(), s.face(), space -> occupied(space, ship));
  }
}
