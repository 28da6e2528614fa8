// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.Comparator;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Who acts next in the phases resolved by initiative band. Special Orders go from the highest band to the
 * lowest with the commander holding Advantage first in each band; moves go from the lowest band to the
 * highest with Advantage last, every vessel's first move before any second move. Within one commander's
 * band, vessels act in fleet order.
 */
final class Sequence {
  private Sequence() {}

  /** The next vessel satisfying {@code waiting} in Special Orders order. */
  static Optional<Vessel> nextSpecial(WormholeState state, Predicate<Vessel> waiting) {
    Comparator<Vessel> order = Comparator.<Vessel>comparingInt(v -> -state.classOf(v).initiative())
        .thenComparingInt(v -> v.owner() == state.advantage() ? 0 : 1)
        .thenComparingInt(v -> state.vessels().indexOf(v));
    return state.vessels().stream().filter(waiting).min(order);
  }

  /** The next vessel satisfying {@code waiting} in Movement order; {@code round} counts the moves made. */
  static Optional<Vessel> nextMove(WormholeState state, Predicate<Vessel> waiting) {
    Comparator<Vessel> order = Comparator.<Vessel>comparingInt(v -> v.issued().moves() - v.remaining().moves())
        .thenComparingInt(v -> state.classOf(v).initiative())
        .thenComparingInt(v -> v.owner() == state.advantage() ? 1 : 0)
        .thenComparingInt(v -> state.vessels().indexOf(v));
    return state.vessels().stream().filter(waiting).min(order);
  }
}
