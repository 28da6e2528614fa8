// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Vessels that come onto the mat through a Wormhole at the start of a turn ({@link Scenario.Arrival}):
 * reinforcements, waves, a convoy emerging turn by turn. Each is placed in base contact with its Wormhole,
 * facing away from it, at the first free spot from the side facing the centre of its sector; squadrons on
 * its deck come with it. Nothing comes through a collapsed Wormhole: those vessels never arrive. Called
 * reinforcements wait for their commander's {@link WormholeMove.CallReinforcements} in the Orders phase
 * of their turn.
 *
 * <p>Codes: {@code NOT_IN_RESERVE}, {@code OVER_POINTS}.
 */
final class Arrivals {
  /** The marker in the Orders phase's {@code done} list once a seat has called its reinforcements. */
  private static final String CALLED = "reinforcements-called:";
  private static final double STEP = 15;

  private Arrivals() {}

  /** Whether {@code v} is still to come through a Wormhole (its turn not reached, or its call not made). */
  static boolean awaiting(WormholeState s, Vessel v) {
    String id = v.dockedIn().flatMap(s::vessel).map(Vessel::id).orElse(v.id());
    Optional<Scenario.Arrival> a = s.config().scenario().arrivalOf(id);
    if (a.isEmpty() || s.hasDeparted(v) || s.vessel(id).flatMap(Vessel::position).isPresent()) {
      return false;
    }
    return a.get().turn() > s.turn() || (a.get().turn() == s.turn() && callPending(s, v.owner()));
  }

  /** Places every vessel due this turn that needs no call. */
  static WormholeState arrive(WormholeState s, List<WormholeEvent> events) {
    WormholeState next = s;
    for (Scenario.Arrival a : s.config().scenario().arrivals()) {
      if (a.turn() == s.turn() && !a.called()) {
        next = place(next, a, events);
      }
    }
    return next;
  }

  private static WormholeState place(WormholeState s, Scenario.Arrival a, List<WormholeEvent> events) {
    Vessel v = s.vessel(a.vessel()).orElseThrow();
    Optional<Gate> gate = s.wormholes().gate(a.wormhole());
    if (gate.isEmpty() || gate.get().stability() == Gate.Stability.COLLAPSED || !s.inPlay(v)) {
      return s;
    }
    Optional<Point> spot = spot(s, v, gate.get());
    if (spot.isEmpty()) {
      return s;
    }
    double heading = gate.get().position().bearingTo(spot.get());
    events.add(new WormholeEvent.Arrived(v.id(), gate.get().id(), spot.get(), heading));
    return s.with(v.at(spot.get(), heading));
  }

  /** The first free spot in contact with {@code gate} (then in rings further out), on the gate's sector. */
  static Optional<Point> spot(WormholeState s, Vessel v, Gate gate) {
    double r = s.classOf(v).baseRadius();
    WormholeConfig c = s.config();
    int sector = Sectors.of(c, gate.position());
    Point centre = Point.of(c.matWidth() / 2, (sector + 0.5) * c.sectorLength());
    double toward = gate.position().distanceTo(centre) < 1e-9 ? 0 : gate.position().bearingTo(centre);
    for (int ring = 0; ring < 6; ring++) {
      double distance = gate.radius() + r + ring * (2 * r + 0.2);
      for (int k = 0; k < 360 / STEP; k++) {
        double bearing = toward + (k % 2 == 0 ? 1 : -1) * ((k + 1) / 2) * STEP;
        Point p = gate.position().travel(bearing, distance);
        if (free(s, v, p, r, sector)) {
          return Optional.of(p);
        }
      }
    }
    return Optional.empty();
  }

  private static boolean free(WormholeState s, Vessel v, Point p, double r, int sector) {
    WormholeConfig c = s.config();
    if (p.x() - r < 0 || p.x() + r > c.matWidth() || p.y() - r < 0 || p.y() + r > c.matLength()
        || !Sectors.within(c, sector, p, r)) {
      return false;
    }
    Circle base = new Circle(p, r);
    for (Vessel o : s.vessels()) {
      if (!o.id().equals(v.id()) && o.onMat() && s.inPlay(o)
          && base.overlaps(new Circle(o.position().get(), s.classOf(o).baseRadius()))) {
        return false;
      }
    }
    for (Gate g : s.wormholes().gates()) {
      if (base.overlaps(g.base())) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code seat} has called reinforcements due this turn and not called them yet. */
  static boolean callPending(WormholeState s, int seat) {
    if (s.phase() != Phase.ORDERS || s.done().contains(CALLED + seat)) {
      return false;
    }
    return s.config().scenario().arrivals().stream().anyMatch(a -> a.called() && a.turn() == s.turn()
        && s.vessel(a.vessel()).map(v -> v.owner() == seat && v.position().isEmpty()).orElse(false));
  }

  /** The reserve vessels {@code seat} may call this turn. */
  private static List<Scenario.Arrival> reserve(WormholeState s, int seat) {
    List<Scenario.Arrival> out = new ArrayList<>();
    for (Scenario.Arrival a : s.config().scenario().arrivals()) {
      if (a.called() && a.turn() == s.turn() && s.vessel(a.vessel()).orElseThrow().owner() == seat) {
        out.add(a);
      }
    }
    return out;
  }

  /**
   * A menu of calls: none, and the reserve taken in listed order (and in reverse order) as far as the
   * points allow. Any selection within the points is accepted.
   */
  static List<WormholeMove> callOptions(WormholeState s, int seat) {
    List<Scenario.Arrival> reserve = reserve(s, seat);
    List<WormholeMove> out = new ArrayList<>();
    out.add(new WormholeMove.CallReinforcements(List.of()));
    for (boolean reversed : new boolean[] {false, true}) {
      List<String> chosen = new ArrayList<>();
      for (int i = 0; i < reserve.size(); i++) {
        String id = reserve.get(reversed ? reserve.size() - 1 - i : i).vessel();
        chosen.add(id);
        if (cost(s, seat, chosen) > limit(s, seat)) {
          chosen.remove(chosen.size() - 1);
        }
      }
      WormholeMove.CallReinforcements call = new WormholeMove.CallReinforcements(chosen);
      if (!chosen.isEmpty() && !out.contains(call)) {
        out.add(call);
      }
    }
    return out;
  }

  /** What {@code seat} may call now: each reserve vessel with its cost, and the points the call may cost. */
  static WormholeMenu.Reinforcements menu(WormholeState s, int seat) {
    List<WormholeMenu.Reserve> out = new ArrayList<>();
    for (Scenario.Arrival a : reserve(s, seat)) {
      // A call costs the sum of its vessels' costs (ScenarioCheck#cost counts vessel by vessel).
      out.add(new WormholeMenu.Reserve(a.vessel(), cost(s, seat, List.of(a.vessel()))));
    }
    int limit = limit(s, seat);
    return new WormholeMenu.Reinforcements(out, limit == Integer.MAX_VALUE ? OptionalInt.empty()
        : OptionalInt.of(limit));
  }

  /** Brings in the vessels {@code call} names. */
  static WormholeState call(WormholeState s, int seat, WormholeMove.CallReinforcements call,
      List<WormholeEvent> events) {
    Set<String> reserve = new HashSet<>();
    reserve(s, seat).forEach(a -> reserve.add(a.vessel()));
    Set<String> seen = new HashSet<>();
    for (String id : call.vessels()) {
      if (!reserve.contains(id) || !seen.add(id)) {
        throw new IllegalMoveException("NOT_IN_RESERVE", id + " is not in the reserve you may call now"
            + " (or is named twice).");
      }
    }
    int cost = cost(s, seat, call.vessels());
    if (cost > limit(s, seat)) {
      throw new IllegalMoveException("OVER_POINTS", "Those reinforcements cost " + cost + " points; you may"
          + " call " + limit(s, seat) + ".");
    }
    events.add(new WormholeEvent.ReinforcementsCalled(seat, call.vessels()));
    List<String> done = new ArrayList<>(s.done());
    done.add(CALLED + seat);
    WormholeState next = s.withDone(done);
    for (Scenario.Arrival a : reserve(s, seat)) {
      if (call.vessels().contains(a.vessel())) {
        next = place(next, a, events);
      }
    }
    return next;
  }

  private static int cost(WormholeState s, int seat, List<String> ids) {
    return ScenarioCheck.cost(s.config(), seat, (spec, host) -> ids.contains(host));
  }

  private static int limit(WormholeState s, int seat) {
    return s.config().scenario().budgets().stream()
        .filter(b -> b.seat() == seat && b.firstTurn() <= s.turn() && s.turn() <= b.lastTurn() && b.firstTurn() > 1)
        .mapToInt(Scenario.Budget::points).min().orElse(Integer.MAX_VALUE);
  }
}
