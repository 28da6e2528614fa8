// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.Objects;
import java.util.Optional;

/**
 * The orders one vessel holds for this turn: how many of each switch is down, and which order the Fleet
 * Admiral's and the Ace's bonus orders repeat. The counts include the bonus orders.
 *
 * @param specials Special orders (more than 1 only with the Fleet Admiral's bonus)
 * @param moves Move orders
 * @param attacks Attack orders
 * @param repairs Repair orders (0 or 1, 2 only with the Fleet Admiral's bonus)
 * @param admiralBonus which order the Fleet Admiral's bonus order repeats, if used
 * @param aceBonus which order (Move or Attack) the Ace Maneuver repeats, if used
 * @since 0.1.0
 */
public record Orders(int specials, int moves, int attacks, int repairs, Optional<OrderKind> admiralBonus,
    Optional<OrderKind> aceBonus) {

  /** No orders. */
  public static final Orders NONE = new Orders(0, 0, 0, 0, Optional.empty(), Optional.empty());

  public Orders {
    Objects.requireNonNull(admiralBonus, "admiralBonus");
    Objects.requireNonNull(aceBonus, "aceBonus");
    if (specials < 0 || moves < 0 || attacks < 0 || repairs < 0) {
      throw new IllegalArgumentException("Order counts are never negative.");
    }
  }

  /** Plain orders without bonus orders. */
  public static Orders of(int specials, int moves, int attacks, int repairs) {
    return new Orders(specials, moves, attacks, repairs, Optional.empty(), Optional.empty());
  }

  /** How many orders of {@code kind}. */
  public int count(OrderKind kind) {
    switch (kind) {
      case SPECIAL:
        return specials;
      case MOVE:
        return moves;
      case ATTACK:
        return attacks;
      default:
        return repairs;
    }
  }

  /** Every order, bonus orders included. */
  public int total() {
    return specials + moves + attacks + repairs;
  }

  /** Orders counted against command capacity: {@link #total()} less the bonus orders. */
  public int counted() {
    return total() - (admiralBonus.isPresent() ? 1 : 0) - (aceBonus.isPresent() ? 1 : 0);
  }

  /** These orders with one {@code kind} order executed (or cancelled). */
  public Orders spend(OrderKind kind) {
    if (count(kind) == 0) {
      throw new IllegalStateException("No " + kind + " order left to spend.");
    }
    return new Orders(specials - (kind == OrderKind.SPECIAL ? 1 : 0), moves - (kind == OrderKind.MOVE ? 1 : 0),
        attacks - (kind == OrderKind.ATTACK ? 1 : 0), repairs - (kind == OrderKind.REPAIR ? 1 : 0),
        admiralBonus, aceBonus);
  }
}
