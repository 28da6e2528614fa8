// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.Transition;

/** The setup moves: the secret choice of faces and the placement of ships. */
final class Setup {
  private Setup() {}

  static Transition<BlackHoleState, BlackHoleEvent> choose(BlackHoleState state, BlackHoleMove.Choose move) {
    if (state.phase() != Phase.CHOOSING) {
      throw wrongPhase(state);
    }
    int seat = state.toAct().orElseThrow();
    List<Die> fleet = state.config().fleet();
    FaceMenu.check(fleet, move.faces());
    List<List<Integer>> choices = new ArrayList<>(state.choices());
    choices.set(seat, move.faces());
    List<BlackHoleEvent> events = new ArrayList<>();
    events.add(new BlackHoleEvent.Chosen(seat));
    if (choices.stream().anyMatch(List::isEmpty)) {
      return new Transition<>(state.with(Phase.CHOOSING, List.of(), 0, state.ships(), choices,
          state.random()), events);
    }
    List<Integer> faces = new ArrayList<>();
    choices.forEach(faces::addAll);
    Opening.Result opening = Opening.chosen(state.ships(), faces, state.config().players(), state.random());
    events.add(new BlackHoleEvent.Revealed(faces));
    events.add(new BlackHoleEvent.OrderDecided(opening.order(), opening.rollOffs()));
    List<List<Integer>> none = new ArrayList<>();
    for (int s = 0; s < choices.size(); s++) {
      none.add(List.of());
    }
    return new Transition<>(state.with(Phase.PLACING, opening.order(), 0, opening.ships(), none,
        opening.random()), events);
  }

  static Transition<BlackHoleState, BlackHoleEvent> place(BlackHoleState state, BlackHoleMove.Place move) {
    if (state.phase() != Phase.PLACING) {
      throw wrongPhase(state);
    }
    Ship ship = ownShip(state, move.ship());
    if (ship.space() != Ship.WAITING) {
      throw new IllegalMoveException("ALREADY_PLACED", "Your " + ship.die() + " (ship " + ship.id()
          + ") is already on the board.");
    }
    int space = state.placed();
    List<Ship> ships = new ArrayList<>(state.ships());
    ships.set(ship.id(), ship.at(space));
    int players = state.config().players();
    boolean done = space + 1 == ships.size();
    BlackHoleState after = state.with(done ? Phase.RACING : Phase.PLACING, state.order(),
        done ? 0 : (state.next() + 1) % players, ships, state.choices(), state.random());
    return new Transition<>(after,
        List.of(new BlackHoleEvent.Placed(ship.seat(), ship.id(), ship.face(), space)));
  }

  /** The acting seat's ship {@code id}, or the error a player would be told. */
  static Ship ownShip(BlackHoleState state, int id) {
    if (id < 0 || id >= state.ships().size()) {
      throw new IllegalMoveException("NO_SUCH_SHIP", "There is no ship " + id + "; ships are numbered 0 to "
          + (state.ships().size() - 1) + ".");
    }
    Ship ship = state.ships().get(id);
    int seat = state.toAct().orElseThrow();
    if (ship.seat() != seat) {
      throw new IllegalMoveException("NOT_YOUR_SHIP", "Ship " + id + " belongs to seat " + ship.seat()
          + "; seat " + seat + " is to play.");
    }
    return ship;
  }

  static IllegalMoveException wrongPhase(BlackHoleState state) {
    String now;
    switch (state.phase()) {
      case CHOOSING:
        now = "every player is choosing the faces of their dice";
        break;
      case PLACING:
        now = "ships are being placed";
        break;
      default:
        now = "the race is on: advance or turn one of your ships";
        break;
    }
    return new IllegalMoveException("WRONG_PHASE", "That move cannot be made now: " + now + ".");
  }
}
