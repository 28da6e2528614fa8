package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
    Optional<String> problem = problem(state, v, orders);
    if (problem.isPresent()) {
      throw Moves.refusal(problem.get());
    }
  }

  /** Every legal combination of orders for {@code v}, fewest first, bonus orders included. */
  static List<Orders> choices(WormholeState state, Vessel v) {
    VesselClass c = state.classOf(v);
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
                if (o.total() > 0 && problem(state, v, o).isEmpty()) {
                  out.add(o);
                }
              }
            }
          }
        }
      }
    }
    out.sort(java.util.Comparator.comparingInt(Orders::total));
    return out;
  }

  private static Optional<String> problem(WormholeState state, Vessel v, Orders o) {
    VesselClass c = state.classOf(v);
    if (o.admiralBonus().isPresent() && !v.admiral()) {
      return Optional.of("NO_ADMIRAL: Only the vessel carrying the Fleet Admiral has an Admiral's order.");
    }
    if (o.aceBonus().isPresent() && v.insertCount("ace") == 0) {
      return Optional.of("NO_ACE: Only Ace Fighters have an Ace Maneuver.");
    }
    if (o.aceBonus().isPresent() && o.aceBonus().get() != OrderKind.MOVE
        && o.aceBonus().get() != OrderKind.ATTACK) {
      return Optional.of("BONUS_ORDER: An Ace Maneuver repeats a Move or an Attack.");
    }
    for (Optional<OrderKind> bonus : List.of(o.admiralBonus(), o.aceBonus())) {
      if (bonus.isPresent() && o.count(bonus.get()) == 0) {
        return Optional.of("BONUS_ORDER: A bonus order repeats an order the vessel was given.");
      }
    }
    Scenario scenario = state.config().scenario();
    if (scenario.autopilot().equals(Optional.of(v.owner()))) {
      boolean attackOnly = scenario.kind() == ScenarioKind.TRAINING_MISSION;
      if (o.specials() > 0 || (attackOnly && o.moves() + o.repairs() > 0)) {
        return Optional.of("AUTOPILOT: The autopilot issues " + (attackOnly ? "Attack orders only"
            : "no Special Orders") + ".");
      }
    }
    if (scenario.isSupplyShip(v.id()) && (o.specials() > 0 || o.attacks() > 0)) {
      return Optional.of("SUPPLY_SHIP: A supply ship takes only Move and Repair orders; its autofire fires by"
          + " itself.");
    }
    if (o.counted() > Capabilities.capacity(state, v)) {
      return Optional.of("OVER_CAPACITY: " + v.id() + " can take " + Capabilities.capacity(state, v)
          + " orders at its status, not " + o.counted() + ".");
    }
    int specialLimit = 1 + bonus(o, OrderKind.SPECIAL);
    int moveLimit = Capabilities.moves(state, v) + bonus(o, OrderKind.MOVE);
    int attackLimit = Capabilities.attacks(state, v) + bonus(o, OrderKind.ATTACK);
    int repairLimit = 1 + bonus(o, OrderKind.REPAIR);
    if (o.specials() > 0 && !Capabilities.specialsAllowed(state, v)) {
      return Optional.of("NO_SPECIAL_ORDERS: " + v.id() + " is " + state.statusOf(v)
          + " and cannot take Special Orders.");
    }
    if (o.specials() > specialLimit || o.moves() > moveLimit || o.attacks() > attackLimit
        || o.repairs() > repairLimit) {
      return Optional.of("ORDER_LIMIT: " + v.id() + " may take at most " + specialLimit + " Special, "
          + moveLimit + " Move, " + attackLimit + " Attack and " + repairLimit + " Repair orders now.");
    }
    if ((moveLimit == bonus(o, OrderKind.MOVE) && o.moves() > 0)
        || (attackLimit == bonus(o, OrderKind.ATTACK) && o.attacks() > 0)) {
      return Optional.of("ORDER_LIMIT: A bonus order cannot give " + v.id()
          + " an order it cannot take at all.");
    }
    if (o.repairs() > 0) {
      boolean crew = !c.isSquadron() && !c.has(Trait.MISSILE);
      boolean onDeck = c.isSquadron() && v.dockedIn().isPresent();
      if (!crew && !onDeck) {
        return Optional.of("NO_REPAIR: Only ships and capital ships repair; squadrons are repaired on deck"
            + " in a Convoy Carrier.");
      }
      boolean others = o.specials() + o.moves() + o.attacks() > 0;
      if (others && !c.has(Trait.CARRIER) && !o.admiralBonus().equals(Optional.of(OrderKind.REPAIR))) {
        return Optional.of("REPAIR_ALONE: A vessel given a Repair order takes no other order (a Convoy"
            + " Carrier excepted).");
      }
    }
    if (c.ability(SpecialAbility.HYPERCHARGE).isPresent()) {
      if (!v.charged() && o.attacks() > 0 && c.weapons().stream().allMatch(Weapon::requiresCharge)) {
        return Optional.of("NOT_CHARGED: The particle bow fires only when it was charged before the orders"
            + " were issued.");
      }
      if (!v.charged() && o.specials() > 0 && o.total() > o.specials()) {
        return Optional.of("CHARGING_ALONE: A Particlebow Frigate that is charging takes no other order.");
      }
    }
    if (o.attacks() > 0 && c.weapons().stream().noneMatch(w -> !w.autofire() && !w.specialOrder())) {
      return Optional.of("NO_WEAPON: " + v.id() + " has no weapon an Attack order fires.");
    }
    return Optional.empty();
  }

  private static int bonus(Orders o, OrderKind kind) {
    return (o.admiralBonus().equals(Optional.of(kind)) ? 1 : 0) + (o.aceBonus().equals(Optional.of(kind)) ? 1 : 0);
  }
}
