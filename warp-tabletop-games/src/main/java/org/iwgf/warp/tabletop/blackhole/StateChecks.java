// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.List;
import org.iwgf.warp.core.game.InvalidStateException;

/** The invariants every {@link BlackHoleState} keeps; kept apart so the state itself stays readable. */
final class StateChecks {
  private StateChecks() {}

  static void check(BlackHoleConfig config, Phase phase, List<Integer> order, int next, List<Ship> ships,
      List<List<Integer>> choices) {
    int players = config.players();
    List<Die> fleet = config.fleet();
    checkOrder(phase, order, next, players);
    if (choices.size() != players) {
      throw bad("SEATS", "There are " + players + " seats but " + choices.size() + " lists of choices.");
    }
    for (int seat = 0; seat < players; seat++) {
      List<Integer> chosen = choices.get(seat);
      if (chosen.isEmpty()) {
        continue;
      }
      if (phase != Phase.CHOOSING) {
        throw bad("PHASE", "Seat " + seat + " holds secret choices outside the choosing phase.");
      }
      if (chosen.size() != fleet.size()) {
        throw bad("COUNTS", "Seat " + seat + " chose " + chosen.size() + " faces for " + fleet.size()
            + " dice.");
      }
      for (int i = 0; i < fleet.size(); i++) {
        if (!fleet.get(i).shows(chosen.get(i))) {
          throw bad("BAD_VALUE", "Seat " + seat + " chose " + chosen.get(i) + " for a " + fleet.get(i) + ".");
        }
      }
    }
    if (phase == Phase.CHOOSING && choices.stream().noneMatch(List::isEmpty)) {
      throw bad("PHASE", "Every seat chose its faces, so they must have been revealed.");
    }
    checkShips(config, phase, ships, fleet);
    if (phase == Phase.PLACING) {
      checkPlacing(order, next, ships, players);
    }
  }

  private static void checkOrder(Phase phase, List<Integer> order, int next, int players) {
    if (phase == Phase.CHOOSING) {
      if (!order.isEmpty() || next != 0) {
        throw bad("SEATS", "The turn order is decided only when the chosen faces are revealed.");
      }
      return;
    }
    boolean[] seen = new boolean[players];
    for (int seat : order) {
      if (seat < 0 || seat >= players || seen[seat]) {
        throw bad("SEATS", "The turn order " + order + " must name each of the " + players
            + " seats once.");
      }
      seen[seat] = true;
    }
    if (order.size() != players) {
      throw bad("SEATS", "The turn order " + order + " must name each of the " + players + " seats once.");
    }
    if (next < 0 || next >= players) {
      throw bad("SEATS", "The next player is number " + next + " in a turn order of " + players + ".");
    }
  }

  /**
   * Ships are placed in turn order, one each in rotation from the first player: after {@code placed}
   * placements the next player is number {@code placed mod players}, and each player has placed their share.
   */
  private static void checkPlacing(List<Integer> order, int next, List<Ship> ships, int players) {
    int placed = 0;
    int[] bySeat = new int[players];
    for (Ship ship : ships) {
      if (ship.space() != Ship.WAITING) {
        placed++;
        bySeat[ship.seat()]++;
      }
    }
    if (next != placed % players) {
      throw bad("PHASE", "After " + placed + " ships are placed, player number " + placed % players
          + " places next, not number " + next + ".");
    }
    for (int i = 0; i < players; i++) {
      int share = placed > i ? (placed - i + players - 1) / players : 0;
      if (bySeat[order.get(i)] != share) {
        throw bad("PHASE", "Seat " + order.get(i) + " has placed " + bySeat[order.get(i)] + " ships; placing in "
            + "turn order, it has placed " + share + ".");
      }
    }
  }

  private static void checkShips(BlackHoleConfig config, Phase phase, List<Ship> ships, List<Die> fleet) {
    int players = config.players();
    if (ships.size() != players * fleet.size()) {
      throw bad("SHIPS", "There must be " + players * fleet.size() + " ships, not " + ships.size() + ".");
    }
    Spiral spiral = config.spiral();
    boolean[] taken = new boolean[spiral.size()];
    int waiting = 0;
    int placed = 0;
    int[] removed = new int[players];
    for (int i = 0; i < ships.size(); i++) {
      Ship ship = ships.get(i);
      int seat = i / fleet.size();
      Die die = fleet.get(i % fleet.size());
      if (ship.id() != i || ship.seat() != seat || ship.die() != die) {
        throw bad("SHIPS", "Ship " + i + " must be seat " + seat + "'s " + die + ", not " + ship + ".");
      }
      boolean secret = phase == Phase.CHOOSING;
      if (secret ? ship.face() != 0 : !die.shows(ship.face())) {
        throw bad("BAD_VALUE", "Ship " + i + " shows " + ship.face() + ", which "
            + (secret ? "must stay 0 until the faces are revealed." : "a " + die + " cannot show."));
      }
      int space = ship.space();
      if (space == Ship.WAITING) {
        waiting++;
      } else if (space == Ship.REMOVED) {
        removed[seat]++;
      } else if (space < 0 || space >= spiral.size()) {
        throw bad("SHIPS", "Ship " + i + " stands on space " + space + ", which is not on the board.");
      } else if (taken[space]) {
        throw bad("SHIPS", "Two ships stand on space " + space + ".");
      } else {
        taken[space] = true;
        placed++;
      }
    }
    checkPhase(config, phase, ships.size(), waiting, placed, removed, taken);
  }

  private static void checkPhase(BlackHoleConfig config, Phase phase, int total, int waiting, int placed,
      int[] removed, boolean[] taken) {
    int winners = 0;
    int removedAll = 0;
    for (int r : removed) {
      removedAll += r;
      winners += r >= config.shipsToWin() ? 1 : 0;
    }
    boolean setup = phase == Phase.CHOOSING || phase == Phase.PLACING;
    if (setup) {
      if (removedAll != 0) {
        throw bad("PHASE", "No ship can have reached the black hole before the race.");
      }
      for (int space = 0; space < placed; space++) {
        if (!taken[space]) {
          throw bad("PHASE", "Ships are placed one after another from the start; space " + space
              + " is empty.");
        }
      }
      if (phase == Phase.CHOOSING && placed != 0) {
        throw bad("PHASE", "No ship is placed before the faces are revealed.");
      }
      if (phase == Phase.PLACING && waiting == 0) {
        throw bad("PHASE", "Every ship is placed, so the race has begun.");
      }
    } else if (waiting != 0) {
      throw bad("PHASE", waiting + " ships are still waiting to be placed during the race.");
    }
    if (phase == Phase.OVER ? winners != 1 : winners != 0) {
      throw bad("PHASE", phase == Phase.OVER ? "A finished game has exactly one winner."
          : "A player removed enough ships to win, so the game is over.");
    }
  }

  private static InvalidStateException bad(String code, String message) {
    return new InvalidStateException(code, message);
  }
}
