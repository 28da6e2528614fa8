// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.ArrayList;
import java.util.List;

/** Hand-built race positions for the tests. */
final class Fixtures {
  private Fixtures() {}

  /**
   * A race with seats in order 0, 1, … and {@code next} to act, where every ship stands on space
   * 10 + id showing 1 unless {@code overrides} (triples ship, face, space) say otherwise.
   */
  static BlackHoleState race(BlackHoleConfig config, int next, int... overrides) {
    return state(config, Phase.RACING, next, overrides);
  }

  /** As {@link #race}, in {@code phase}. */
  static BlackHoleState state(BlackHoleConfig config, Phase phase, int next, int... overrides) {
    List<Ship> ships = new ArrayList<>();
    for (Ship s : config.unplacedShips()) {
      ships.add(new Ship(s.id(), s.seat(), s.die(), 1, 10 + s.id()));
    }
    for (int i = 0; i < overrides.length; i += 3) {
      Ship s = ships.get(overrides[i]);
      ships.set(s.id(), new Ship(s.id(), s.seat(), s.die(), overrides[i + 1], overrides[i + 2]));
    }
    List<Integer> order = new ArrayList<>();
    List<List<Integer>> choices = new ArrayList<>();
    for (int seat = 0; seat < config.players(); seat++) {
      order.add(seat);
      choices.add(List.of());
    }
    return new BlackHoleState(config, phase, order, next, ships, choices, 42L);
  }

  /** Seat {@code seat}'s {@code k}-th ship (0-based) in a game of {@code config}. */
  static int ship(BlackHoleConfig config, int seat, int k) {
    return seat * config.fleet().size() + k;
  }
}
