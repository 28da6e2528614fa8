// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A whole game at one moment, hidden choices included; an immutable value. States come from
 * {@link BlackHoleRules#start} and {@link BlackHoleRules#apply}, or from saved JSON; every state is checked
 * when it is made, so a state that exists holds together.
 *
 * <p>Making a state that does not hold together raises
 * {@link org.iwgf.warp.core.game.InvalidStateException} with code {@code SHIPS} if the ships do not match
 * the configuration's fleets or share a space, {@code SEATS} if the turn order is not every seat once,
 * {@code PHASE} if the ships, choices or winner do not fit the phase, or {@code BAD_VALUE} for a face out of
 * range.
 *
 * @param config how the game is set up
 * @param phase where the game stands
 * @param order seats in turn order, the first player first (empty while faces are being chosen)
 * @param next index in {@code order} of the seat to act next (0 while faces are being chosen)
 * @param ships every ship in id order
 * @param choices per seat, the faces it chose in secret (in its ships' order), empty until it chose and
 *     again after the reveal
 * @param random position of the game's random number stream (SplitMix64)
 * @since 0.1.0
 */
public record BlackHoleState(BlackHoleConfig config, Phase phase, List<Integer> order, int next,
    List<Ship> ships, List<List<Integer>> choices, long random) {

  public BlackHoleState {
    Objects.requireNonNull(config, "config");
    Objects.requireNonNull(phase, "phase");
    order = List.copyOf(order);
    ships = List.copyOf(ships);
    choices = choices.stream().map(List::copyOf).toList();
    StateChecks.check(config, phase, order, next, ships, choices);
  }

  /** The seat whose move is awaited, or empty once the game is over. */
  public OptionalInt toAct() {
    switch (phase) {
      case CHOOSING:
        for (int seat = 0; seat < choices.size(); seat++) {
          if (choices.get(seat).isEmpty()) {
            return OptionalInt.of(seat);
          }
        }
        throw new IllegalStateException("every seat chose but the faces were not revealed");
      case OVER:
        return OptionalInt.empty();
      default:
        return OptionalInt.of(order.get(next));
    }
  }

  /** Ships of {@code seat} that reached the black hole. */
  public int removedBy(int seat) {
    int n = 0;
    for (Ship s : ships) {
      if (s.seat() == seat && s.removed()) {
        n++;
      }
    }
    return n;
  }

  /** The seat that removed enough ships to win, once the game is over. */
  public OptionalInt winner() {
    for (int seat = 0; seat < config.players(); seat++) {
      if (removedBy(seat) >= config.shipsToWin()) {
        return OptionalInt.of(seat);
      }
    }
    return OptionalInt.empty();
  }

  /** The ship on {@code space}, if any. */
  public Optional<Ship> shipOn(int space) {
    for (Ship s : ships) {
      if (s.space() == space) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }

  /** Number of ships already placed on (or gone from) the board. */
  int placed() {
    int n = 0;
    for (Ship s : ships) {
      if (s.space() != Ship.WAITING) {
        n++;
      }
    }
    return n;
  }

  BlackHoleState with(Phase newPhase, List<Integer> newOrder, int newNext, List<Ship> newShips,
      List<List<Integer>> newChoices, long newRandom) {
    return new BlackHoleState(config, newPhase, newOrder, newNext, newShips, newChoices, newRandom);
  }
}
