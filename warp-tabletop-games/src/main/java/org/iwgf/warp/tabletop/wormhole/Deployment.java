// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Headings;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Deployment ("Standard Wormhole Engagement"): vessels are placed by initiative band from the highest to
 * the lowest, the commander without Advantage placing all of his vessels of a band first; a Convoy Carrier
 * is placed with the squadrons docked in it at its own band. A base must lie wholly inside its commander's
 * zone (the first {@code deploymentDepth} inches of his short side, unless the scenario gives him another)
 * and not overlap another base or a Wormhole. A vessel whose zone has no room left for it when its band deploys
 * is held in reserve, off the mat, and comes on at the start of the first turn whose zone has room for it
 * ({@link #fromReserve}); until then it takes no part in the battle (docs/rules-decisions.md).
 *
 * <p>Codes: {@code WRONG_PHASE}, {@code NO_SUCH_VESSEL}, {@code NOT_YOUR_VESSEL}, {@code ALREADY_DEPLOYED},
 * {@code NOT_YET} (a vessel of a later band or turn), {@code OUTSIDE_ZONE}, {@code BASES_OVERLAP}.
 */
final class Deployment implements PhaseRules {
  /** Rows and columns of the fallback search of a crowded zone. */
  private static final int GRID = 160;

  static final PhaseRules RULES = new Deployment();

  private Deployment() {}

  @Override
  public WormholeState begin(WormholeState state, List<WormholeEvent> events) {
    return state;
  }

  @Override
  public OptionalInt toAct(WormholeState state) {
    return Flow.ownerOf(next(state));
  }

  /**
   * The first vessel still to place that has room in its zone: highest band first, the commander without
   * Advantage first in it, then fleet order. A vessel with no room is held in reserve (see {@link #fromReserve}):
   * the zone only fills while the fleets deploy, so it would have none later in the deployment either.
   */
  private static Optional<Vessel> next(WormholeState state) {
    return inOrder(state).filter(v -> !places(state, v, true).isEmpty()).findFirst();
  }

  /** The vessels still to place, in the order they deploy. */
  private static Stream<Vessel> inOrder(WormholeState state) {
    Comparator<Vessel> order = Comparator.<Vessel>comparingInt(v -> -state.classOf(v).initiative())
        .thenComparingInt(v -> v.owner() == state.advantage() ? 1 : 0)
        .thenComparingInt(v -> state.vessels().indexOf(v));
    return state.vessels().stream().filter(v -> waiting(state, v)).sorted(order);
  }

  /**
   * Brings on, as a turn begins, each vessel held in reserve for want of room in its deployment zone: it is
   * placed as a {@code Deploy} would place it, at the first place its zone has for it now (the first that
   * {@link #legalMoves} would list), and one that still finds no room waits for the next turn.
   */
  static WormholeState fromReserve(WormholeState state, List<WormholeEvent> events) {
    WormholeState s = state;
    for (Vessel v : inOrder(state).filter(v -> state.inPlay(v) && !state.hasDeparted(v)).toList()) {
      Optional<WormholeMove.Deploy> place = places(s, v, true).stream().findFirst();
      if (place.isPresent()) {
        WormholeMove.Deploy d = place.get();
        events.add(new WormholeEvent.Deployed(v.id(), d.position(), d.heading()));
        s = s.with(v.at(d.position(), Headings.normalize(d.heading())));
      }
    }
    return s;
  }

  /** Whether {@code v} is still to deploy: off the mat, not on a deck, not arriving later by Wormhole. */
  private static boolean waiting(WormholeState state, Vessel v) {
    return v.position().isEmpty() && v.dockedIn().isEmpty()
        && state.config().scenario().arrivalOf(v.id()).isEmpty();
  }

  @Override
  public List<WormholeMove> legalMoves(WormholeState state) {
    return List.copyOf(places(state, next(state).orElseThrow(), false));
  }

  /**
   * Where {@code v} may be placed now: the usual spots of its zone that are free or, when none is, the first
   * free point of a grid over the zone; with {@code first}, only the first place found.
   */
  private static List<WormholeMove.Deploy> places(WormholeState state, Vessel v, boolean first) {
    double r = state.classOf(v).baseRadius();
    WormholeConfig c = state.config();
    Scenario.Zone zone = zone(state, v.owner());
    double heading = v.owner() == 0 ? 0 : 180;
    List<Point> spots = new ArrayList<>();
    if (zone.nearWormhole().isPresent()) {
      Gate gate = state.wormholes().gate(zone.nearWormhole().get()).orElseThrow();
      for (double reach : new double[] {r + 0.1, zone.within() / 2, zone.within() - 0.1}) {
        for (int k = 0; k < 12; k++) {
          spots.add(gate.position().travel(k * 30.0, gate.radius() + Math.max(reach, r + 0.1)));
        }
      }
    } else {
      for (double row : new double[] {0.5, 0.2, 0.8}) {
        double y = zone.fromY() + r + row * (zone.toY() - zone.fromY() - 2 * r);
        if (v.owner() == 1) {
          y = zone.fromY() + zone.toY() - y;
        }
        for (double x = r + 0.1; x <= c.matWidth() - r; x += 2 * r + 0.2) {
          spots.add(Point.of(x, y));
        }
      }
    }
    List<WormholeMove.Deploy> moves = new ArrayList<>();
    for (Point p : spots) {
      WormholeMove.Deploy d = new WormholeMove.Deploy(v.id(), p, heading);
      if (problem(state, v, d).isEmpty()) {
        moves.add(d);
        if (first) {
          return moves;
        }
      }
    }
    if (moves.isEmpty()) {
      // The usual spots are taken: search the whole zone on a grid, so that a vessel with any room at all
      // is offered a place (at most GRID × GRID candidates, and only in a crowded zone).
      double fromY = Math.max(0, zone.fromY());
      double toY = Math.min(c.matLength(), zone.toY());
      double stepX = Math.max(0.25, c.matWidth() / GRID);
      double stepY = Math.max(0.25, (toY - fromY) / GRID);
      for (double y = fromY + r; y <= toY - r + 1e-9 && moves.isEmpty(); y += stepY) {
        for (double x = r; x <= c.matWidth() - r + 1e-9; x += stepX) {
          WormholeMove.Deploy d = new WormholeMove.Deploy(v.id(), Point.of(x, y), heading);
          if (problem(state, v, d).isEmpty()) {
            moves.add(d);
            break;
          }
        }
      }
    }
    return moves;
  }

  /**
   * Where {@code seat} deploys: the scenario's zone, or the first {@code deploymentDepth} inches of his short
   * side of his home sector.
   */
  static Scenario.Zone zone(WormholeState state, int seat) {
    return zone(state.config(), seat);
  }

  /** Where {@code seat} deploys in a battle of {@code c}. */
  static Scenario.Zone zone(WormholeConfig c, int seat) {
    Optional<Scenario.Zone> special = c.scenario().zoneOf(seat);
    if (special.isPresent()) {
      return special.get();
    }
    return seat == 0 ? new Scenario.Zone(0, 0, c.deploymentDepth(), Optional.empty(), 0)
        : new Scenario.Zone(1, c.matLength() - c.deploymentDepth(), c.matLength(), Optional.empty(), 0);
  }

  @Override
  public WormholeState apply(WormholeState state, WormholeMove move, List<WormholeEvent> events) {
    if (!(move instanceof WormholeMove.Deploy d)) {
      throw new IllegalMoveException("WRONG_PHASE", "The fleets are deploying; " + Moves.describe(move)
          + " belongs to the battle.");
    }
    
    Vessel next = next(state).orElseThrow();
    Vessel v = Moves.ownVessel(state, d.vessel(), next.owner());
    if (!waiting(state, v)) {
      throw new IllegalMoveException("ALREADY_DEPLOYED", v.id() + " is already placed.");
    }
    if (state.classOf(v).initiative() != state.classOf(next).initiative()) {
      throw new IllegalMoveException("NOT_YET", "Initiative band " + state.classOf(next).initiative()
          + " deploys now; " + v.id() + " is in band " + state.classOf(v).initiative() + ".");
    }
    Optional<String> problem = problem(state, v, d);
    if (problem.isPresent()) {
      throw Moves.refusal(problem.get());
    }
    events.add(new WormholeEvent.Deployed(v.id(), d.position(), d.heading()));
    return state.with(v.at(d.position(), Headings.normalize(d.heading())));
  }

  private static Optional<String> problem(WormholeState state, Vessel v, WormholeMove.Deploy d) {
    WormholeConfig c = state.config();
    double r = state.classOf(v).baseRadius();
    Point p = d.position();
    Scenario.Zone zone = zone(state, v.owner());
    double low = zone.fromY();
    double high = zone.toY();
    double eps = 1e-9;
    if (!Double.isFinite(d.heading()) || p.x() - r < -eps || p.x() + r > c.matWidth() + eps
        || p.y() - r < low - eps || p.y() + r > high + eps) {
      return Optional.of("OUTSIDE_ZONE: " + v.id() + "'s base must lie wholly inside its deployment zone"
          + " (y from " + low + " to " + high + ").");
    }
    if (zone.nearWormhole().isPresent()) {
      Gate gate = state.wormholes().gate(zone.nearWormhole().get()).orElseThrow();
      if (p.distanceTo(gate.position()) - gate.radius() > zone.within() + eps) {
        return Optional.of("OUTSIDE_ZONE: " + v.id() + " deploys within " + zone.within() + "\" of "
            + gate.id() + ".");
      }
    }
    Circle base = new Circle(p, r);
    for (WormholeMenu.Base o : obstacles(state)) {
      if (base.overlaps(new Circle(o.center(), o.radius()))) {
        return Optional.of("BASES_OVERLAP: " + v.id() + " would be placed on "
            + (state.wormholes().gate(o.id()).isPresent() ? "Wormhole " + o.id() : o.id() + "'s base") + ".");
      }
    }
    return Optional.empty();
  }

  /** The bases a vessel may not be placed on: every Wormhole token's, then every placed vessel's. */
  private static List<WormholeMenu.Base> obstacles(WormholeState state) {
    List<WormholeMenu.Base> out = new ArrayList<>();
    for (Gate g : state.wormholes().gates()) {
      out.add(new WormholeMenu.Base(g.id(), g.position(), g.radius()));
    }
    for (Vessel o : state.vessels()) {
      // A destroyed vessel leaves its place free, as it does for arrivals through a Wormhole.
      if (o.onMat() && state.inPlay(o)) {
        out.add(new WormholeMenu.Base(o.id(), o.position().get(), state.classOf(o).baseRadius()));
      }
    }
    return out;
  }

  /**
   * Where the vessel to deploy may go, as {@link #problem} decides it: its zone shrunk by its radius (and
   * around its Wormhole, if the zone is one), clear of the bases that reach into the zone.
   */
  static WormholeMenu.Placement placement(WormholeState state) {
    Vessel v = next(state).orElseThrow();
    double r = state.classOf(v).baseRadius();
    Scenario.Zone zone = zone(state, v.owner());
    WormholeMenu.Area area = new WormholeMenu.Area(r, zone.fromY() + r, state.config().matWidth() - r,
        zone.toY() - r);
    Optional<Gate> gate = zone.nearWormhole().flatMap(id -> state.wormholes().gate(id));
    List<WormholeMenu.Base> near = new ArrayList<>();
    for (WormholeMenu.Base o : obstacles(state)) {
      // Only a base within reach of some centre in the area can be overlapped.
      double dx = Math.max(0, Math.max(area.fromX() - o.center().x(), o.center().x() - area.toX()));
      double dy = Math.max(0, Math.max(area.fromY() - o.center().y(), o.center().y() - area.toY()));
      if (Math.hypot(dx, dy) < o.radius() + r) {
        near.add(o);
      }
    }
    return new WormholeMenu.Placement(v.id(), r, v.owner() == 0 ? 0 : 180, area, gate.map(Gate::position),
        gate.map(g -> g.radius() + zone.within()).orElse(0.0), near);
  }
}
