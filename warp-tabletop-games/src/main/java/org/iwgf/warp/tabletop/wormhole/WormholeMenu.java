// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Every move open to the commander at the helm, described part by part instead of listed move by move
 * ({@link WormholeRules#menu}). {@link WormholeRules#legalMoves} samples the continuous moves (a few turns and
 * distances, a few deployment spots) and lists every vessel's every set of orders, which in a large battle
 * runs to thousands of moves; this menu stays small and stands for all of them, so that a client can build
 * any legal move from it — and only a legal one — and send it like any other.
 *
 * <p>A move is open exactly when it is one of {@link #choices}, or is built from one of the other parts as
 * that part says. Every distance is in inches, every heading and turn in degrees (compass headings, turns
 * positive to starboard); "overlap" and "contact" are measured between base circles with the rules'
 * tolerance of 10⁻⁹ inch.
 *
 * @param seat the commander at the helm
 * @param phase the phase the battle is in
 * @param choices the moves open that have no continuous or combined part, each as it is sent: finishing
 *     orders, a Special Order's uses (abilities and their targets, hacking and tuning a Wormhole, launching a
 *     shuttle) and its cancelling, cancelling a Self-destruct token, holding fire, ramming each enemy within
 *     reach, leaving the mat by an exit Wormhole
 * @param deployment in the Deployment phase, where the vessel to place may go
 * @param orders in the Orders phase, each vessel of the seat that may take orders, with its sets of orders
 * @param reinforcements in the Orders phase of a turn the seat's called reinforcements are due, what it may
 *     call (then the only move open)
 * @param helm in the Movement phase, how the vessel to act may turn and move, dock, and travel through
 *     Wormholes
 * @param attacks in the Attack phase, the weapons the vessel to act may fire and at what
 * @since 1.0.0
 */
public record WormholeMenu(int seat, Phase phase, List<WormholeMove> choices, Optional<Placement> deployment,
    List<VesselOrders> orders, Optional<Reinforcements> reinforcements, Optional<Helm> helm,
    Optional<Armament> attacks) {

  public WormholeMenu {
    Objects.requireNonNull(phase, "phase");
    choices = List.copyOf(choices);
    Objects.requireNonNull(deployment, "deployment");
    orders = List.copyOf(orders);
    Objects.requireNonNull(reinforcements, "reinforcements");
    Objects.requireNonNull(helm, "helm");
    Objects.requireNonNull(attacks, "attacks");
  }

  /**
   * A base on the mat that a base may not overlap: a vessel's, or a Wormhole token's.
   *
   * @param id the vessel's or the Wormhole's id
   * @param center its centre
   * @param radius its radius
   */
  public record Base(String id, Point center, double radius) {
    public Base {
      Objects.requireNonNull(id, "id");
      Objects.requireNonNull(center, "center");
    }
  }

  /**
   * A rectangle of the mat holding a centre, its edges included.
   *
   * @param fromX least x
   * @param fromY least y
   * @param toX greatest x
   * @param toY greatest y
   */
  public record Area(double fromX, double fromY, double toX, double toY) {
    /** Whether {@code p} lies in the rectangle or on its edge. */
    public boolean holds(Point p) {
      return p.x() >= fromX && p.x() <= toX && p.y() >= fromY && p.y() <= toY;
    }
  }

  /**
   * Where the vessel to deploy may be placed: a {@link WormholeMove.Deploy} of {@code vessel} is open at any
   * finite heading for every centre inside {@code area}, within {@code within} of {@code near}'s centre when
   * the zone is around a Wormhole, whose base (of {@code radius}) overlaps none of {@code obstacles}.
   *
   * @param vessel the vessel to place
   * @param radius its base's radius
   * @param heading the heading it faces by default (toward the enemy's side)
   * @param area where its centre may go: its deployment zone shrunk by its radius
   * @param near for a zone around a Wormhole, that Wormhole's centre
   * @param within for a zone around a Wormhole, the greatest distance of the centre from {@code near}
   * @param obstacles the Wormholes' and the placed vessels' bases near the zone
   */
  public record Placement(String vessel, double radius, double heading, Area area, Optional<Point> near,
      double within, List<Base> obstacles) {
    public Placement {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(area, "area");
      Objects.requireNonNull(near, "near");
      obstacles = List.copyOf(obstacles);
    }
  }

  /**
   * The sets of orders one vessel may be issued now ({@link WormholeMove.IssueOrders}, one of {@code sets}),
   * within its capacity, status and bonus orders and, with Orders Loss, within what the fleet has left.
   *
   * @param vessel the vessel
   * @param issued whether it was issued orders this phase already; then {@code sets} is empty, as a vessel is
   *     ordered once each Orders phase
   * @param sets every set of orders open to it, fewest orders first (no orders at all first of all)
   */
  public record VesselOrders(String vessel, boolean issued, List<Orders> sets) {
    public VesselOrders {
      Objects.requireNonNull(vessel, "vessel");
      sets = List.copyOf(sets);
    }
  }

  /**
   * The reserve the seat may call: a {@link WormholeMove.CallReinforcements} naming any of {@code reserve},
   * each at most once, whose costs add up to at most {@code points} (no limit when empty); naming none is open
   * too.
   *
   * @param reserve the vessels that may be called, each with its cost (squadrons on its deck included)
   * @param points the most points the call may cost
   */
  public record Reinforcements(List<Reserve> reserve, OptionalInt points) {
    public Reinforcements {
      reserve = List.copyOf(reserve);
      Objects.requireNonNull(points, "points");
    }
  }

  /**
   * A vessel in reserve and what calling it costs.
   *
   * @param vessel the vessel
   * @param cost its points, with the squadrons on its deck
   */
  public record Reserve(String vessel, int cost) {
    public Reserve {
      Objects.requireNonNull(vessel, "vessel");
    }
  }

  /**
   * How the vessel to act in the Movement phase may move.
   *
   * <p>With {@code freeTurn}, it takes its free turn: a {@link WormholeMove.FreeTurn} of any turn from
   * −{@code turnArc} to {@code turnArc}, and nothing else. Otherwise a {@link WormholeMove.Maneuver} (without
   * docking) of turn {@code t} and distance {@code d} is open when |t| ≤ {@code turnArc} (t = 0 when
   * {@code straight}), 0 ≤ d ≤ {@code reach}, and the end — {@code from} moved d along {@code heading} + t —
   * is {@code from} itself, or lies in {@code area} with a base of {@code radius} there overlapping none of
   * {@code obstacles}. The same move docking in one of {@code docks} is open when it also ends in contact with
   * that base (a gap of at most {@link Dock#reach}), that base then being no obstacle.
   *
   * @param vessel the vessel to act
   * @param freeTurn whether it only turns in place (it has no Move order)
   * @param from where its move starts (for a squadron on deck, its carrier's docking bay)
   * @param heading its heading there
   * @param radius its base's radius
   * @param turnArc how far it may turn either way
   * @param straight whether it goes straight ahead (the first move under Afterburner)
   * @param reach the longest move
   * @param area where the end of a move may lie: the mat, or the sector the move starts in
   * @param obstacles the bases within its reach that its base may not end on
   * @param docks the friendly carriers (or, for a shuttle, ships) it may dock with
   * @param journeys the Wormholes it may travel through
   */
  public record Helm(String vessel, boolean freeTurn, Point from, double heading, double radius, double turnArc,
      boolean straight, double reach, Area area, List<Base> obstacles, List<Dock> docks, List<Journey> journeys) {
    public Helm {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(area, "area");
      obstacles = List.copyOf(obstacles);
      docks = List.copyOf(docks);
      journeys = List.copyOf(journeys);
    }
  }

  /**
   * A friendly vessel the vessel at the helm may dock with by ending its move in contact.
   *
   * @param base the carrier's base
   * @param reach the greatest gap between the bases that counts as contact
   */
  public record Dock(Base base, double reach) {
    public Dock {
      Objects.requireNonNull(base, "base");
    }
  }

  /**
   * A journey through a Wormhole: a {@link WormholeMove.Travel} into {@code wormhole} and out by {@code exit}
   * at heading h is open for any finite h whose exit spot — {@code exitCenter} moved {@code distance} along h
   * — lies in {@code area} with a base of the vessel there overlapping none of {@code obstacles}.
   *
   * @param wormhole the Wormhole entered
   * @param exit the linked Wormhole left by
   * @param exitCenter the exit's centre
   * @param distance how far from that centre the vessel is placed
   * @param area where the vessel's centre may be placed: the mat
   * @param obstacles the bases near the exit
   */
  public record Journey(String wormhole, String exit, Point exitCenter, double distance, Area area,
      List<Base> obstacles) {
    public Journey {
      Objects.requireNonNull(wormhole, "wormhole");
      Objects.requireNonNull(exit, "exit");
      Objects.requireNonNull(exitCenter, "exitCenter");
      Objects.requireNonNull(area, "area");
      obstacles = List.copyOf(obstacles);
    }
  }

  /**
   * What the vessel to act in the Attack phase may fire: a {@link WormholeMove.Fire} of one of
   * {@code weapons}.
   *
   * @param vessel the vessel to act
   * @param weapons the weapons it may fire now, each with a target at least
   */
  public record Armament(String vessel, List<WeaponTargets> weapons) {
    public Armament {
      Objects.requireNonNull(vessel, "vessel");
      weapons = List.copyOf(weapons);
    }
  }

  /**
   * One weapon and its targets: a {@link WormholeMove.Fire} of it names 1 to {@code attacks} targets, the
   * first one of {@code targets}, each further one (repeats allowed) one of {@code extraTargets}.
   *
   * @param weapon the weapon's id
   * @param attacks the most targets it names (its ×N multiplier, 1 for most weapons)
   * @param targets the vessels and Wormholes its first attack may go at
   * @param extraTargets the vessels its further attacks may go at
   */
  public record WeaponTargets(String weapon, int attacks, List<String> targets, List<String> extraTargets) {
    public WeaponTargets {
      Objects.requireNonNull(weapon, "weapon");
      targets = List.copyOf(targets);
      extraTargets = List.copyOf(extraTargets);
    }
  }
}
