// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * What happened, in order, for a front-end to animate and a log to print. In JSON each event carries its
 * kind in {@code "type"}. Only {@link OrdersIssued} hides anything: another seat sees that orders were
 * issued to a vessel, not which, until {@link OrdersRevealed}.
 *
 * @since 0.1.0
 */
public sealed interface WormholeEvent {

  /**
   * Advantage at the start of the game.
   *
   * @param seat the seat that holds it
   * @param reason {@code "legendary-commander"}, {@code "fewer-points"}, {@code "die-roll"} or
   *     {@code "scenario"}
   * @param rolls the die rolls made, per roll-off in order, each seat 0's then seat 1's (empty without rolls)
   */
  record AdvantageDecided(int seat, String reason, List<Integer> rolls) implements WormholeEvent {
    public AdvantageDecided {
      Objects.requireNonNull(reason, "reason");
      rolls = List.copyOf(rolls);
    }
  }

  /** A vessel was placed on the mat (with any squadrons docked in it). */
  record Deployed(String vessel, Point position, double heading) implements WormholeEvent {
    public Deployed {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(position, "position");
    }
  }

  /** Game turn {@code turn} began. */
  record TurnBegan(int turn) implements WormholeEvent {}

  /** A phase began. */
  record PhaseBegan(Phase phase) implements WormholeEvent {
    public PhaseBegan {
      Objects.requireNonNull(phase, "phase");
    }
  }

  /**
   * Orders were issued to a vessel. Other seats see this event with {@code orders} empty.
   *
   * @param seat the issuing seat
   * @param vessel the vessel
   * @param orders the orders, present only for the issuing seat (and for the full record)
   */
  record OrdersIssued(int seat, String vessel, Optional<Orders> orders) implements WormholeEvent {
    public OrdersIssued {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(orders, "orders");
    }
  }

  /**
   * The orders phase ended and every vessel's orders are revealed.
   *
   * @param orders one entry per vessel with orders, in vessel order
   */
  record OrdersRevealed(List<VesselOrders> orders) implements WormholeEvent {
    public OrdersRevealed {
      orders = List.copyOf(orders);
    }
  }

  /** One vessel's revealed orders. */
  record VesselOrders(String vessel, Orders orders) {
    public VesselOrders {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(orders, "orders");
    }
  }

  /**
   * A Special Order was executed.
   *
   * @param vessel the vessel
   * @param ability the ability
   * @param target the vessel it names, if any
   * @param succeeded false when a roll the ability needs failed
   */
  record AbilityUsed(String vessel, SpecialAbility ability, Optional<String> target, boolean succeeded)
      implements WormholeEvent {
    public AbilityUsed {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(ability, "ability");
      Objects.requireNonNull(target, "target");
    }
  }

  /** An order was cancelled or lapsed unexecuted (a switch closed without effect). */
  record OrderCancelled(String vessel, OrderKind order) implements WormholeEvent {
    public OrderCancelled {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(order, "order");
    }
  }

  /** A vessel turned and moved (or turned in place). */
  record Moved(String vessel, Point from, double fromHeading, Point to, double toHeading)
      implements WormholeEvent {
    public Moved {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }
  }

  /** A squadron left its carrier's docking bay. */
  record Launched(String vessel, String carrier) implements WormholeEvent {
    public Launched {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(carrier, "carrier");
    }
  }

  /** A squadron docked in a carrier. */
  record Docked(String vessel, String carrier) implements WormholeEvent {
    public Docked {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(carrier, "carrier");
    }
  }

  /** An attack was declared in the current band; dice are rolled when the whole band has declared. */
  record AttackDeclared(String vessel, String weapon, List<String> targets) implements WormholeEvent {
    public AttackDeclared {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(weapon, "weapon");
      targets = List.copyOf(targets);
    }
  }

  /**
   * Dice were rolled.
   *
   * @param vessel the vessel rolling (or being rolled for)
   * @param purpose what for: {@code "to-mark"}, {@code "defense"}, {@code "explosion"}, {@code "repair"},
   *     {@code "advantage"}, {@code "reroll"} …
   * @param faces the faces
   * @param needed the lowest face that succeeds
   */
  record DiceRolled(String vessel, String purpose, List<Integer> faces, int needed) implements WormholeEvent {
    public DiceRolled {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(purpose, "purpose");
      faces = List.copyOf(faces);
    }
  }

  /**
   * The outcome of potential marks against one vessel.
   *
   * @param target the vessel rolling its defense
   * @param source the vessel the marks came from (the attacker or the exploding vessel)
   * @param potential potential marks it had to resist
   * @param prevented how many its DEF prevented
   * @param marks marks it took
   */
  record Marked(String target, String source, int potential, int prevented, int marks) implements WormholeEvent {
    public Marked {
      Objects.requireNonNull(target, "target");
      Objects.requireNonNull(source, "source");
    }
  }

  /** A vessel's status changed (by damage or repair). */
  record StatusChanged(String vessel, Status from, Status to) implements WormholeEvent {
    public StatusChanged {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }
  }

  /** A destroyed vessel was replaced by an explosion counter. */
  record Exploded(String vessel, Circle template, int potentialMarks) implements WormholeEvent {
    public Exploded {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(template, "template");
    }
  }

  /** A repair removed one mark (or failed). */
  record Repaired(String vessel, boolean succeeded, Status from, Status to) implements WormholeEvent {
    public Repaired {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }
  }

  /**
   * Advantage at the end of a turn.
   *
   * @param from the seat that held it
   * @param to the seat that holds it now (the same on a tie)
   * @param marksDealt per seat, the marks dealt this turn
   */
  record AdvantageShifted(int from, int to, List<Integer> marksDealt) implements WormholeEvent {
    public AdvantageShifted {
      marksDealt = List.copyOf(marksDealt);
    }
  }

  /**
   * The last turn ended and the battle is scored.
   *
   * @param scores per seat
   * @param winner the winning seat, empty on a tied score
   */
  record GameEnded(List<Integer> scores, OptionalInt winner) implements WormholeEvent {
    public GameEnded {
      scores = List.copyOf(scores);
      Objects.requireNonNull(winner, "winner");
    }
  }

  /**
   * Orders Loss rolled for a commander at the start of the Orders phase.
   *
   * @param seat the commander
   * @param capacity his Command Capacity
   * @param faces the dice rolled (none for three vessels or fewer)
   * @param allowed the orders he may issue this turn, bonus orders aside
   */
  record OrdersLost(int seat, int capacity, List<Integer> faces, int allowed) implements WormholeEvent {
    public OrdersLost {
      faces = List.copyOf(faces);
    }
  }

  /**
   * A vessel came onto the mat through a Wormhole at the start of a turn (its docked squadrons with it).
   *
   * @param vessel the vessel
   * @param wormhole the Wormhole it came through
   * @param position where it was placed
   * @param heading its heading, away from the Wormhole
   */
  record Arrived(String vessel, String wormhole, Point position, double heading) implements WormholeEvent {
    public Arrived {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(wormhole, "wormhole");
      Objects.requireNonNull(position, "position");
    }
  }

  /**
   * A vessel left the mat for good through a Wormhole (a scenario exit), with the squadrons on its deck.
   *
   * @param vessel the vessel
   * @param wormhole the Wormhole it left by
   * @param aboard the squadrons that left with it
   */
  record Departed(String vessel, String wormhole, List<String> aboard) implements WormholeEvent {
    public Departed {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(wormhole, "wormhole");
      aboard = List.copyOf(aboard);
    }
  }

  /**
   * A commander called his reinforcements.
   *
   * @param seat the commander
   * @param vessels the reserve vessels called; the others never arrive
   */
  record ReinforcementsCalled(int seat, List<String> vessels) implements WormholeEvent {
    public ReinforcementsCalled {
      vessels = List.copyOf(vessels);
    }
  }

  /**
   * How the scenario ended, just before {@link GameEnded}.
   *
   * @param scenario the scenario
   * @param verdict a sentence for the players ("The supply ship escaped through W2: the Defender wins.")
   * @param turns the turns played (for a Training Mission, the turns it took; for an Endurance Trial, the
   *     turns the Defender survived)
   */
  record ScenarioDecided(ScenarioKind scenario, String verdict, int turns) implements WormholeEvent {
    public ScenarioDecided {
      Objects.requireNonNull(scenario, "scenario");
      Objects.requireNonNull(verdict, "verdict");
    }
  }
}
