// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.Transition;

/** The race moves: advancing a ship (with its hyperjumps) and turning a die. */
final class Race {
  private Race() {}

  static Transition<BlackHoleState, BlackHoleEvent> advance(BlackHoleState state, BlackHoleMove.Advance move) {
    Ship ship = racingShip(state, move.ship());
    Spiral spiral = state.config().spiral();
    boolean[] occupied = new boolean[spiral.size()];
    for (Ship other : state.ships()) {
      if (other.onBoard() && other.id() != ship.id()) {
        occupied[other.space()] = true;
      }
    }
    List<BlackHoleEvent> events = new ArrayList<>();
    int to = Math.min(ship.space() + ship.face(), spiral.centre());
    events.add(new BlackHoleEvent.Advanced(ship.id(), ship.space(), to));
    boolean jumped = false;
    while (to != spiral.centre() && occupied[to]) {
      int from = to;
      to = spiral.hyperjump(from);
      events.add(new BlackHoleEvent.Hyperjumped(ship.id(), from, to));
      jumped = true;
    }
    List<Ship> ships = new ArrayList<>(state.ships());
    long random = state.random();
    int players = state.config().players();
    if (to == spiral.centre()) {
      ships.set(ship.id(), ship.at(Ship.REMOVED));
      int removed = 0;
      for (Ship s : ships) {
        removed += s.seat() == ship.seat() && s.removed() ? 1 : 0;
      }
      events.add(new BlackHoleEvent.ReachedCentre(ship.seat(), ship.id(), removed));
      if (removed >= state.config().shipsToWin()) {
        events.add(new BlackHoleEvent.Won(ship.seat()));
        return new Transition<>(state.with(Phase.OVER, state.order(), state.next(), ships, state.choices(),
            random), events);
      }
    } else if (jumped) {
      int face = 1 + SplitMix64.nextInt(random, ship.die().sides());
      random = SplitMix64.next(random);
      ships.set(ship.id(), new Ship(ship.id(), ship.seat(), ship.die(), face, to));
      events.add(new BlackHoleEvent.Rerolled(ship.id(), face));
    } else {
      ships.set(ship.id(), ship.at(to));
    }
    return new Transition<>(state.with(Phase.RACING, state.order(), (state.next() + 1) % players, ships,
        state.choices(), random), events);
  }

  static Transition<BlackHoleState, BlackHoleEvent> turn(BlackHoleState state, BlackHoleMove.Turn move) {
    Ship ship = racingShip(state, move.ship());
    ship.die().requireFace(move.face());
    if (Math.abs(move.face() - ship.face()) != 1) {
      throw new IllegalMoveException("ONE_STEP", "A die is turned up or down by one: your " + ship.die()
          + " shows " + ship.face() + " and cannot be turned to " + move.face() + ".");
    }
    List<Ship> ships = new ArrayList<>(state.ships());
    ships.set(ship.id(), ship.showing(move.face()));
    return new Transition<>(state.with(Phase.RACING, state.order(),
        (state.next() + 1) % state.config().players(), ships, state.choices(), state.random()),
        List.of(new BlackHoleEvent.Turned(ship.id(), ship.face(), move.face())));
  }

  private static Ship racingShip(BlackHoleState state, int id) {
    if (state.phase() != Phase.RACING) {
      throw Setup.wrongPhase(state);
    }
    Ship ship = Setup.ownShip(state, id);
    if (!ship.onBoard()) {
      throw new IllegalMoveException("NOT_ON_BOARD", "Your " + ship.die() + " (ship " + ship.id()
          + ") has already reached the black hole.");
    }
    return ship;
  }
}
