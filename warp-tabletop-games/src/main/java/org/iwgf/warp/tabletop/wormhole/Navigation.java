// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Geometry;
import org.iwgf.warp.tabletop.wormhole.space.Headings;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * The geometry of one Move order ("Movement Procedure"): turn on the centre within the turn arc, then
 * straight ahead up to VEL; a squadron leaving its carrier starts in contact with the docking bay (at the
 * carrier's bow) facing the carrier's heading; Afterburner makes the first move of the turn go up to its
 * distance without turning. Vessels pass over and under each other, but bases may not overlap at the end
 * of a move, and a vessel's centre stays on the mat.
 *
 * <p>Codes: {@code TURN_TOO_FAR}, {@code TOO_FAR}, {@code AFTERBURNER_STRAIGHT}, {@code OFF_MAT},
 * {@code SECTOR_BORDER},
 * {@code BASES_OVERLAP}, {@code NOT_A_SQUADRON}, {@code NOT_A_CARRIER}, {@code CARRIER_FULL},
 * {@code NOT_IN_CONTACT}.
 */
final class Navigation {
  /** How close a squadron's base must come to its carrier's base to dock, in inches. */
  static final double DOCKING_REACH = 0.5;

  private Navigation() {}

  /** Where a move starts: the vessel's place, or its carrier's docking bay. */
  record Start(Point position, double heading) {}

  static Start start(WormholeState state, Vessel v) {
    if (v.dockedIn().isPresent()) {
      Vessel carrier = state.vessel(v.dockedIn().get()).orElseThrow();
      double reach = state.classOf(carrier).baseRadius() + state.classOf(v).baseRadius();
      return new Start(carrier.position().orElseThrow().travel(carrier.heading(), reach), carrier.heading());
    }
    return new Start(v.position().orElseThrow(), v.heading());
  }

  /** Whether this is the vessel's first move of the turn under Afterburner. */
  static boolean afterburning(Vessel v) {
    return v.hasEffect(SpecialAbility.AFTERBURNER) && v.issued().moves() == v.remaining().moves();
  }

  /** The longest move the vessel may make now. */
  static double reach(WormholeState state, Vessel v) {
    if (afterburning(v)) {
      return state.classOf(v).ability(SpecialAbility.AFTERBURNER).flatMap(a -> a.value("velocity"))
          .orElse(Capabilities.velocity(state, v));
    }
    return Capabilities.velocity(state, v);
  }

  /** Whether {@code v}, a squadron on deck, stays aboard: a zero move naming its own carrier. */
  static boolean staysAboard(Vessel v, WormholeMove.Maneuver m) {
    return v.dockedIn().isPresent() && m.turn() == 0 && m.distance() == 0 && m.dock().equals(v.dockedIn());
  }

  /** The reason {@code m} is illegal for {@code v}, as "CODE: sentence", or empty when it is legal. */
  static Optional<String> problem(WormholeState state, Vessel v, WormholeMove.Maneuver m) {
    if (staysAboard(v, m)) {
      return Optional.empty();
    }
    VesselClass c = state.classOf(v);
    if (!Double.isFinite(m.turn()) || Math.abs(m.turn()) > c.turnArc() + 1e-9) {
      return Optional.of("TURN_TOO_FAR: " + v.id() + " turns at most " + c.turnArc() + "° either way.");
    }
    if (afterburning(v) && m.turn() != 0) {
      return Optional.of("AFTERBURNER_STRAIGHT: Under Afterburner the first move goes straight ahead.");
    }
    double reach = reach(state, v);
    if (!Double.isFinite(m.distance()) || m.distance() < 0 || m.distance() > reach + 1e-9) {
      return Optional.of("TOO_FAR: " + v.id() + " moves 0 to " + reach + "\" now, not " + m.distance() + ".");
    }
    Start start = start(state, v);
    double heading = Headings.normalize(start.heading() + m.turn());
    Point end = start.position().travel(heading, m.distance());
    WormholeConfig cfg = state.config();
    boolean onMat = end.x() >= 0 && end.y() >= 0 && end.x() <= cfg.matWidth() && end.y() <= cfg.matLength();
    if (!onMat && !end.equals(start.position())) {
      return Optional.of("OFF_MAT: The move would take " + v.id() + " off the mat.");
    }
    if (!Sectors.same(cfg, start.position(), end)) {
      return Optional.of("SECTOR_BORDER: " + v.id() + " crosses into another sector only through a Wormhole.");
    }
    Circle to = new Circle(end, c.baseRadius());
    for (Vessel o : obstacles(state, v)) {
      if (!m.dock().equals(Optional.of(o.id())) && to.overlaps(Targeting.base(state, o))) {
        return Optional.of("BASES_OVERLAP: " + v.id() + " would end its move on " + o.id() + "'s base.");
      }
    }
    if (m.dock().isPresent()) {
      Optional<String> host = hostProblem(state, v, m.dock().get());
      if (host.isPresent()) {
        return host;
      }
      Circle base = Targeting.base(state, state.vessel(m.dock().get()).orElseThrow());
      if (to.gapTo(base) > DOCKING_REACH + Geometry.EPSILON) {
        return Optional.of(Shuttles.isCraft(v)
            ? "NOT_IN_CONTACT: A shuttle docks by ending its move in contact with the ship."
            : "NOT_IN_CONTACT: A squadron docks by ending its move in contact with the carrier.");
      }
    }
    return Optional.empty();
  }

  /**
   * The vessels whose bases {@code v}'s move may not end on: every other vessel in play on the mat, except
   * those whose bases its own base overlaps where the move starts (it may move off them, or stay).
   */
  static List<Vessel> obstacles(WormholeState state, Vessel v) {
    Circle from = new Circle(start(state, v).position(), state.classOf(v).baseRadius());
    List<Vessel> out = new ArrayList<>();
    for (Vessel o : state.vessels()) {
      if (!o.id().equals(v.id()) && o.onMat() && state.inPlay(o) && !from.overlaps(Targeting.base(state, o))) {
        out.add(o);
      }
    }
    return out;
  }

  /**
   * The reason {@code v} may not dock with {@code carrierId} wherever its move ends, or empty: a shuttle
   * docks with a friendly ship, a squadron with a friendly Convoy Carrier on the mat that has a free bay.
   */
  static Optional<String> hostProblem(WormholeState state, Vessel v, String carrierId) {
    if (Shuttles.isCraft(v)) {
      Optional<Vessel> host = state.vessel(carrierId);
      if (host.isEmpty() || host.get().owner() != v.owner() || !host.get().onMat() || !state.inPlay(host.get())
          || state.classOf(host.get()).isSquadron()) {
        return Optional.of("NOT_A_CARRIER: A shuttle or escape pod docks with a friendly ship or capital ship.");
      }
      return Optional.empty();
    }
    if (!state.classOf(v).isSquadron() || state.classOf(v).has(Trait.MISSILE)) {
      return Optional.of("NOT_A_SQUADRON: Only squadrons dock in a carrier.");
    }
    Optional<Vessel> carrier = state.vessel(carrierId);
    if (carrier.isEmpty() || carrier.get().owner() != v.owner() || !carrier.get().onMat()
        || !state.inPlay(carrier.get()) || !state.classOf(carrier.get()).has(Trait.CARRIER)
        || state.config().scenario().isSupplyShip(carrierId)) {
      return Optional.of("NOT_A_CARRIER: " + carrierId + " is not a friendly Convoy Carrier on the mat.");
    }
    long aboard = state.vessels().stream().filter(s -> s.dockedIn().equals(Optional.of(carrierId))
        && !s.id().equals(v.id()) && state.inPlay(s)).count();
    if (aboard >= state.classOf(carrier.get()).bays()) {
      return Optional.of("CARRIER_FULL: " + carrierId + " has no free bay.");
    }
    return Optional.empty();
  }

  /** How far short of base contact an approach stops, in inches. */
  static final double APPROACH_GAP = 0.1;

  /**
   * The move that takes {@code v} as close to the nearest enemy vessel on the mat as its move allows: turned
   * toward it as far as the turn arc lets, then straight on up to its reach, stopping just short of its
   * base. Empty when there is no enemy on the mat or that move is not legal.
   */
  static Optional<WormholeMove.Maneuver> approach(WormholeState state, Vessel v) {
    Start start = start(state, v);
    Vessel nearest = null;
    for (Vessel o : state.vessels()) {
      if (o.owner() != v.owner() && o.onMat() && state.inPlay(o) && (nearest == null
          || start.position().distanceTo(o.position().get()) < start.position().distanceTo(nearest.position().get()))) {
        nearest = o;
      }
    }
    if (nearest == null) {
      return Optional.empty();
    }
    Point target = nearest.position().get();
    double arc = state.classOf(v).turnArc();
    double turn = afterburning(v) ? 0
        : Math.max(-arc, Math.min(arc, Headings.turn(start.heading(), start.position().bearingTo(target))));
    double gap = start.position().distanceTo(target) - state.classOf(nearest).baseRadius()
        - state.classOf(v).baseRadius() - APPROACH_GAP;
    WormholeMove.Maneuver m = WormholeMove.Maneuver.of(v.id(), turn, Math.max(0, Math.min(reach(state, v), gap)));
    return problem(state, v, m).isEmpty() ? Optional.of(m) : Optional.empty();
  }

  /** The move that brings squadron {@code v} into contact with {@code carrier}, if one is within reach. */
  static Optional<WormholeMove.Maneuver> dockingMove(WormholeState state, Vessel v, Vessel carrier) {
    Start start = start(state, v);
    Point target = carrier.position().orElseThrow();
    double bearing = start.position().bearingTo(target);
    double turn = afterburning(v) ? 0 : Headings.turn(start.heading(), bearing);
    double distance = start.position().distanceTo(target) - state.classOf(carrier).baseRadius()
        - state.classOf(v).baseRadius();
    WormholeMove.Maneuver m = new WormholeMove.Maneuver(v.id(), turn, Math.max(0, distance),
        Optional.of(carrier.id()));
    return problem(state, v, m).isEmpty() ? Optional.of(m) : Optional.empty();
  }
}
