// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;
import org.iwgf.warp.tabletop.wormhole.catalog.Weapon;

/**
 * What one vessel may be ordered in a turn ("Orders Phase"): its capacity and MOV/ATK at its status, one
 * Special Order (none when Damaged or Crippled), one Repair for ships and for squadrons on deck, Repair
 * alone except on a Convoy Carrier, the Fleet Admiral's bonus order (any kind, past the limits but never
 * an order the vessel could not take) and the Ace's bonus Move or Attack, and the Particlebow's charge:
 * charging is its only order, and its bow fires only once charged.
 *
 * <p>Codes: {@code OVER_CAPACITY}, {@code ORDER_LIMIT}, {@code NO_SPECIAL_ORDERS}, {@code NO_REPAIR},
 * {@code REPAIR_ALONE}, {@code NO_ADMIRAL}, {@code NO_ACE}, {@code BONUS_ORDER}, {@code CHARGING_ALONE},
 * {@code NOT_CHARGED}, {@code NO_WEAPON}, {@code SUPPLY_SHIP}, {@code AUTOPILOT} (the scenario autopilot's side
 * issues no Special Orders, and in a Training Mission Attack orders only).
 */
final class OrderLimits {
  private OrderLimits() {}

  /**
   * Checks {@code orders} for {@code v}.
   *
   * @throws IllegalMoveException with one of the codes above
   */
  static void check(WormholeState state, Vessel v, Orders orders) {
    Optional<Supplier<String>> problem = problem(Limits.of(state, v), orders);
    if (problem.isPresent()) {
      throw Moves.refusal(problem.get().get());
    }
  }

  /** Every legal combination of orders for {@code v}, fewest first, bonus orders included. */
  static List<Orders> choices(WormholeState state, Vessel v) {
    Limits limits = Limits.of(state, v);
    VesselClass c = limits.vesselClass();
    List<Optional<OrderKind>> admiral = new ArrayList<>(List.of(Optional.empty()));
    if (v.admiral()) {
      for (OrderKind k : OrderKind.values()) {
        admiral.add(Optional.of(k));
      }
    }
    List<Optional<OrderKind>> ace = new ArrayList<>(List.of(Optional.empty()));
    if (v.insertCount("ace") > 0) {
      ace.add(Optional.of(OrderKind.MOVE));
      ace.add(Optional.of(OrderKind.ATTACK));
    }
    List<Orders> out = new ArrayList<>();
    int maxMoves = c.moves() + 2;
    int maxAttacks = c.attacks() + 2;
    for (int repairs = 0; repairs <= 2; repairs++) {
      for (int specials = 0; specials <= 2; specials++) {
        for (int moves = 0; moves <= maxMoves; moves++) {
          for (int attacks = 0; attacks <= maxAttacks; attacks++) {
            for (Optional<OrderKind> a : admiral) {
              for (Optional<OrderKind> b : ace) {
                Orders o = new Orders(specials, moves, attacks, repairs, a, b);
                if (o.total() > 0 && problem(limits, o).isEmpty()) {
                  out.add(o);
                }
              }
            }
          }
        }
      }
    }
    out.sort(Comparator.comparingInt(Orders::total));
    return out;
  }

  /**
   * What {@code v} can take at its status, found once per vessel: the menu of {@link #choices} checks
   * hundreds of combinations against the same limits.
   */
  private record Limits(WormholeState state, Vessel vessel, VesselClass vesselClass, int capacity, int moves,
      int attacks, boolean specialsAllowed) {
    static Limits of(WormholeState state, Vessel v) {
      return new Limits(state, v, state.classOf(v), Capabilities.capacity(state, v), Capabilities.moves(state, v),
          Capabilities.attacks(state, v), Capabilities.specialsAllowed(state, v));
    }
  }

  /** The refusal of {@code o}, its sentence built only when someone reads it. */
  private static Optional<Supplier<String>> problem(Limits limits, Orders o) {
    WormholeState state = limits.state();
    Vessel v = limits.vessel();
    VesselClass c = limits.vesselClass();
    if (o.admiralBonus().isPresent() && !v.admiral()) {
      return refuse(() -> "NO_ADMIRAL: Only the vessel carrying the Fleet Admiral has an Admiral's order.");
    }
    if (o.aceBonus().isPresent() && v.insertCount("ace") == 0) {
      return refuse(() -> "NO_ACE: Only Ace Fighters have an Ace Maneuver.");
    }
    if (o.aceBonus().isPresent() && o.aceBonus().get() != OrderKind.MOVE
        && o.aceBonus().get() != OrderKind.ATTACK) {
      return refuse(() -> "BONUS_ORDER: An Ace Maneuver repeats a Move or an Attack.");
    }
    if ((o.admiralBonus().isPresent() && o.count(o.admiralBonus().get()) == 0)
        || (o.aceBonus().isPresent() && o.count(o.aceBonus().get()) == 0)) {
      return refuse(() -> "BONUS_ORDER: A bonus order repeats an order the vessel was given.");
    }
    Scenario scenario = state.config().scenario();
    if (scenario.autopilot().equals(OptionalInt.of(v.owner()))) {
      boolean attackOnly = scenario.kind() == ScenarioKind.TRAINING_MISSION;
      if (o.specials() > 0 || (attackOnly && o.moves() + o.repairs() > 0)) {
        return refuse(() -> "AUTOPILOT: The autopilot issues " + (attackOnly ? "Attack orders only"
            : "no Special Orders") + ".");
      }
    }
    if (scenario.isSupplyShip(v.id()) && (o.specials() > 0 || o.attacks() > 0)) {
      return refuse(() -> "SUPPLY_SHIP: A supply ship takes only Move and Repair orders; its autofire fires by"
          + " itself.");
    }
    if (o.counted() > limits.capacity()) {
      return refuse(() -> "OVER_CAPACITY: " + v.id() + " can take " + limits.capacity()
          + " orders at its status, not " + o.counted() + ".");
    }
    int specialLimit = 1 + bonus(o, OrderKind.SPECIAL);
    int moveLimit = limits.moves() + bonus(o, OrderKind.MOVE);
    int attackLimit = limits.attacks() + bonus(o, OrderKind.ATTACK);
    int repairLimit = 1 + bonus(o, OrderKind.REPAIR);
    if (o.specials() > 0 && !limits.specialsAllowed()) {
      return refuse(() -> "NO_SPECIAL_ORDERS: " + v.id() + " is " + state.statusOf(v)
          + " and cannot take Special Orders.");
    }
    if (o.specials() > specialLimit || o.moves() > moveLimit || o.attacks() > attackLimit
        || o.repairs() > repairLimit) {
      return refuse(() -> "ORDER_LIMIT: " + v.id() + " may take at most " + specialLimit + " Special, "
          + moveLimit + " Move, " + attackLimit + " Attack and " + repairLimit + " Repair orders now.");
    }
    if ((moveLimit == bonus(o, OrderKind.MOVE) && o.moves() > 0)
        || (attackLimit == bonus(o, OrderKind.ATTACK) && o.attacks() > 0)) {
      return refuse(() -> "ORDER_LIMIT: A bonus order cannot give " + v.id()
          + " an order it cannot take at all.");
    }
    if (o.repairs() > 0) {
      boolean crew = !c.isSquadron() && !c.has(Trait.MISSILE);
      boolean onDeck = c.isSquadron() && v.dockedIn().isPresent();
      if (!crew && !onDeck) {
        return refuse(() -> "NO_REPAIR: Only ships and capital ships repair; squadrons are repaired on deck"
            + " in a Convoy Carrier.");
      }
      boolean others = o.specials() + o.moves() + o.attacks() > 0;
      if (others && !c.has(Trait.CARRIER) && !o.admiralBonus().equals(Optional.of(OrderKind.REPAIR))) {
        return refuse(() -> "REPAIR_ALONE: A vessel given a Repair order takes no other order (a Convoy"
            + " Carrier excepted).");
      }
    }
    if (c.ability(SpecialAbility.HYPERCHARGE).isPresent()) {
      if (!v.charged() && o.attacks() > 0 && c.weapons().stream().allMatch(Weapon::requiresCharge)) {
        return refuse(() -> "NOT_CHARGED: The particle bow fires only when it was charged before the orders"
            + " were issued.");
      }
      if (!v.charged() && o.specials() > 0 && o.total() > o.specials()) {
        return refuse(() -> "CHARGING_ALONE: A Particlebow Frigate that is charging takes no other order.");
      }
    }
    if (o.attacks() > 0 && c.weapons().stream().noneMatch(w -> !w.autofire() && !w.specialOrder())) {
      return refuse(() -> "NO_WEAPON: " + v.id() + " has no weapon an Attack order fires.");
    }
    return Optional.empty();
  }

  private static Optional<Supplier<String>> refuse(Supplier<String> sentence) {
    return Optional.of(sentence);
  }

  private static int bonus(Orders o, OrderKind kind) {
    return (o.admiralBonus().equals(Optional.of(kind)) ? 1 : 0) + (o.aceBonus().equals(Optional.of(kind)) ? 1 : 0);
  }
}
