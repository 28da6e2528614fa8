// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;
import org.iwgf.warp.tabletop.wormhole.space.Geometry;
import org.iwgf.warp.tabletop.wormhole.space.Headings;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * The Movement phase. Missile Salvos in flight move first, by themselves, straight at their targets (INI 1).
 * Then, in initiative band 0, every vessel without a Move order may take a free turn in place (the
 * commander without Advantage first). Then the Move orders: by band from low to high, Advantage last in
 * each band, every vessel's first move before any vessel's second move. The geometry of a move is
 * {@link Navigation}'s.
 *
 * <p>With the Ramming advanced rule a Move order may be spent ramming an enemy instead ({@link Ramming}).
 *
 * <p>Codes: {@code WRONG_PHASE}, {@code NOT_THIS_VESSEL}, and those of {@link Navigation}, {@link Ramming},
 * {@link Departures} and {@link SelfDestruct}.
 */
final class MovementPhase implements PhaseRules {
  static final PhaseRules RULES = new MovementPhase();

  private MovementPhase() {}

  @Override
  public WormholeState begin(WormholeState state, List<WormholeEvent> events) {
    WormholeState s = state;
    for (Vessel v : state.vessels()) {
      if (Shuttles.isCraft(v) && state.inPlay(v) && v.onMat()) {
        s = s.with(v.withOrders(Orders.of(0, 1, 0, 0)));
      }
    }
    for (Vessel v : state.vessels()) {
      if (state.classOf(v).has(Trait.MISSILE) && state.inPlay(v) && v.onMat()) {
        s = Salvos.fly(s, v.id(), events);
      }
    }
    return s;
  }

  @Override
  public OptionalInt toAct(WormholeState state) {
    Optional<Vessel> turner = nextFreeTurn(state);
    return Flow.ownerOf(turner.isPresent() ? turner : nextMover(state));
  }

  private static Optional<Vessel> nextFreeTurn(WormholeState state) {
    Optional<Vessel> first = Optional.empty();
    for (Vessel v : state.vessels()) {
      boolean waiting = state.inPlay(v) && v.onMat() && v.issued().moves() == 0
          && !state.classOf(v).has(Trait.MISSILE) && !state.classOf(v).has(Trait.TARGET)
          && !state.done().contains(v.id());
      if (waiting && (first.isEmpty() || (first.get().owner() == state.advantage()
          && v.owner() != state.advantage()))) {
        first = Optional.of(v);
      }
    }
    return first;
  }

  private static Optional<Vessel> nextMover(WormholeState state) {
    return Sequence.nextMove(state, v -> state.inPlay(v) && v.remaining().moves() > 0
        && (v.onMat() || v.dockedIn().isPresent()));
  }

  @Override
  public List<WormholeMove> legalMoves(WormholeState state) {
    List<WormholeMove> moves = new ArrayList<>();
    Optional<Vessel> turner = nextFreeTurn(state);
    if (turner.isPresent()) {
      double arc = state.classOf(turner.get()).turnArc();
      for (double t : new double[] {0, -arc, -arc / 2, arc / 2, arc}) {
        moves.add(new WormholeMove.FreeTurn(turner.get().id(), t));
      }
    } else {
      Vessel v = nextMover(state).orElseThrow();
      moves.addAll(menu(state, v));
    }
    moves.addAll(SelfDestruct.cancellations(state, toAct(state).orElseThrow()));
    return moves;
  }

  private static List<WormholeMove> menu(WormholeState state, Vessel v) {
    List<WormholeMove> out = new ArrayList<>();
    VesselClass c = state.classOf(v);
    double arc = Math.min(c.turnArc(), 180);
    double reach = Navigation.reach(state, v);
    double[] turns = Navigation.afterburning(v) ? new double[] {0} : new double[] {0, -arc, -arc / 2, arc / 2, arc};
    for (double t : turns) {
      for (double d : new double[] {reach, reach / 2, 0}) {
        WormholeMove.Maneuver m = WormholeMove.Maneuver.of(v.id(), t, d);
        if (Navigation.problem(state, v, m).isEmpty()) {
          out.add(m);
        }
      }
    }
    Navigation.approach(state, v).filter(m -> !out.contains(m)).ifPresent(out::add);
    if (c.isSquadron()) {
      for (Vessel host : state.vessels()) {
        boolean carrier = state.classOf(host).has(Trait.CARRIER);
        boolean ship = Shuttles.isCraft(v) && !state.classOf(host).isSquadron();
        if (host.owner() == v.owner() && host.onMat() && state.inPlay(host) && (carrier || ship)) {
          Navigation.dockingMove(state, v, host).ifPresent(out::add);
        }
      }
    }
    if (v.dockedIn().isPresent()) {
      out.add(new WormholeMove.Maneuver(v.id(), 0, 0, v.dockedIn()));
    }
    out.addAll(Wormholes.journeys(state, v));
    out.addAll(Departures.options(state, v));
    if (state.config().uses(AdvancedRule.RAMMING) && v.onMat()) {
      for (Vessel t : state.vessels()) {
        if (t.owner() != v.owner() && Ramming.problem(state, v, t).isEmpty()) {
          out.add(new WormholeMove.Ram(v.id(), t.id()));
        }
      }
    }
    return out;
  }

  /**
   * How the vessel to act may move, as {@link #apply} checks it: its free turn, or its Move order's turn,
   * reach, obstacles, docks and journeys (the bases and docks out of its reach left out).
   */
  static WormholeMenu.Helm helm(WormholeState state) {
    WormholeConfig c = state.config();
    Optional<Vessel> turner = nextFreeTurn(state);
    if (turner.isPresent()) {
      Vessel v = turner.get();
      return new WormholeMenu.Helm(v.id(), true, v.position().get(), v.heading(), state.classOf(v).baseRadius(),
          state.classOf(v).turnArc(), false, 0, area(c, v.position().get()), List.of(), List.of(), List.of());
    }
    Vessel v = nextMover(state).orElseThrow();
    Navigation.Start start = Navigation.start(state, v);
    double r = state.classOf(v).baseRadius();
    double reach = Navigation.reach(state, v);
    List<WormholeMenu.Base> obstacles = new ArrayList<>();
    for (Vessel o : Navigation.obstacles(state, v)) {
      if (within(state, start.position(), o, reach + r)) {
        obstacles.add(base(state, o));
      }
    }
    List<WormholeMenu.Dock> docks = new ArrayList<>();
    for (Vessel host : state.vessels()) {
      if (!host.id().equals(v.id()) && Navigation.hostProblem(state, v, host.id()).isEmpty()
          && within(state, start.position(), host, reach + r + Navigation.DOCKING_REACH)) {
        docks.add(new WormholeMenu.Dock(base(state, host), Navigation.DOCKING_REACH));
      }
    }
    List<WormholeMenu.Journey> journeys = new ArrayList<>();
    for (Gate entry : state.wormholes().gates()) {
      for (Gate exit : state.wormholes().exits(entry.id())) {
        if (Wormholes.journeyProblem(state, v, entry.id(), exit.id()).isEmpty()) {
          double distance = Wormholes.exitDistance(state, v, exit);
          List<WormholeMenu.Base> near = new ArrayList<>();
          for (Vessel o : Wormholes.exitObstacles(state, v)) {
            if (within(state, exit.position(), o, distance + r)) {
              near.add(base(state, o));
            }
          }
          journeys.add(new WormholeMenu.Journey(entry.id(), exit.id(), exit.position(), distance,
              new WormholeMenu.Area(0, 0, c.matWidth(), c.matLength()), near));
        }
      }
    }
    return new WormholeMenu.Helm(v.id(), false, start.position(), start.heading(), r, state.classOf(v).turnArc(),
        Navigation.afterburning(v), reach, area(c, start.position()), obstacles, docks, journeys);
  }

  /** Where a move from {@code from} may end: on the mat, in the sector it starts in. */
  private static WormholeMenu.Area area(WormholeConfig c, Point from) {
    if (c.scenario().sectors() == 1) {
      return new WormholeMenu.Area(0, 0, c.matWidth(), c.matLength());
    }
    int k = Sectors.of(c, from);
    // Sectors#of puts a border on the next sector's side, except at the far end of the last sector.
    double top = k == c.scenario().sectors() - 1 ? c.matLength() : Math.nextDown((k + 1) * c.sectorLength());
    return new WormholeMenu.Area(0, Math.max(0, k * c.sectorLength()), c.matWidth(), Math.min(c.matLength(), top));
  }

  /** Whether {@code o}'s base comes within {@code reach} of {@code p}. */
  private static boolean within(WormholeState state, Point p, Vessel o, double reach) {
    return p.distanceTo(o.position().get()) <= reach + state.classOf(o).baseRadius() + Geometry.EPSILON;
  }

  private static WormholeMenu.Base base(WormholeState state, Vessel o) {
    return new WormholeMenu.Base(o.id(), o.position().get(), state.classOf(o).baseRadius());
  }

  @Override
  public WormholeState apply(WormholeState state, WormholeMove move, List<WormholeEvent> events) {
    int seat = toAct(state).orElseThrow();
    if (move instanceof WormholeMove.CancelSelfDestruct cancelSelfDestruct) {
      return SelfDestruct.cancel(state, cancelSelfDestruct, seat, events);
    }
    Optional<Vessel> turner = nextFreeTurn(state);
    if (turner.isPresent()) {
      if (!(move instanceof WormholeMove.FreeTurn freeTurn)) {
        throw new IllegalMoveException("WRONG_PHASE", "Vessels without a Move order take their free turns"
            + " first; " + turner.get().id() + " is to turn or decline.");
      }
      return freeTurn(state, turner.get(), freeTurn, events);
    }
    if (move instanceof WormholeMove.Travel travel) {
      
      return special(state, travel.vessel(), v -> Wormholes.travelProblem(state, v, travel),
          v -> Wormholes.travel(state, v, travel, events));
    }
    if (move instanceof WormholeMove.Depart depart) {
      
      return special(state, depart.vessel(), v -> Departures.problem(state, v, depart),
          v -> Departures.depart(state, v, depart, events));
    }
    if (move instanceof WormholeMove.Ram ram) {
      
      Vessel target = state.vessel(ram.target()).orElseThrow(() -> new IllegalMoveException("BAD_TARGET",
          "There is no vessel " + ram.target() + " to ram."));
      return special(state, ram.vessel(), v -> Ramming.problem(state, v, target),
          v -> Ramming.ram(state, v, target, events));
    }
    if (!(move instanceof WormholeMove.Maneuver m)) {
      throw new IllegalMoveException("WRONG_PHASE", "Vessels are moving; " + Moves.describe(move)
          + " belongs to another phase.");
    }
    Vessel v = nextMover(state).orElseThrow();
    
    check(state, v, m.vessel());
    Optional<String> problem = Navigation.problem(state, v, m);
    if (problem.isPresent()) {
      throw Moves.refusal(problem.get());
    }
    Vessel spent = v.withRemaining(v.remaining().spend(OrderKind.MOVE));
    if (Navigation.staysAboard(v, m)) {
      events.add(new WormholeEvent.OrderCancelled(v.id(), OrderKind.MOVE));
      return state.with(spent);
    }
    Navigation.Start start = Navigation.start(state, v);
    if (v.dockedIn().isPresent()) {
      events.add(new WormholeEvent.Launched(v.id(), v.dockedIn().get()));
    }
    double heading = Headings.normalize(start.heading() + m.turn());
    Point end = start.position().travel(heading, m.distance());
    events.add(new WormholeEvent.Moved(v.id(), start.position(), start.heading(), end, heading));
    Vessel moved = spent.at(end, heading);
    if (m.dock().isPresent() && Shuttles.isCraft(v)) {
      WormholeState at = state.with(moved);
      return Shuttles.dock(at, at.vessel(v.id()).orElseThrow(), at.vessel(m.dock().get()).orElseThrow(), events);
    }
    if (m.dock().isPresent()) {
      events.add(new WormholeEvent.Docked(v.id(), m.dock().get()));
      moved = moved.docked(m.dock().get());
    }
    return Debris.crossing(state.with(moved), v, start.position(), end, m.distance(), events);
  }

  private static WormholeState freeTurn(WormholeState state, Vessel v, WormholeMove.FreeTurn turn,
      List<WormholeEvent> events) {
    check(state, v, turn.vessel());
    double arc = state.classOf(v).turnArc();
    if (!Double.isFinite(turn.turn()) || Math.abs(turn.turn()) > arc + 1e-9) {
      throw new IllegalMoveException("TURN_TOO_FAR", v.id() + " turns at most " + arc + "° either way.");
    }
    List<String> done = new ArrayList<>(state.done());
    done.add(v.id());
    WormholeState s = state;
    if (turn.turn() != 0) {
      double heading = Headings.normalize(v.heading() + turn.turn());
      events.add(new WormholeEvent.Moved(v.id(), v.position().get(), v.heading(), v.position().get(), heading));
      s = s.with(v.at(v.position().get(), heading));
    }
    return s.withDone(done);
  }

  /**
   * A move that spends the next mover's Move order on something other than a plain manoeuvre (a journey,
   * a departure, a ram): checked against {@code problem}, then carried out.
   */
  private static WormholeState special(WormholeState state, String named,
      Function<Vessel, Optional<String>> problem, Function<Vessel, WormholeState> action) {
    Vessel v = nextMover(state).orElseThrow();
    check(state, v, named);
    Optional<String> refusal = problem.apply(v);
    if (refusal.isPresent()) {
      throw Moves.refusal(refusal.get());
    }
    return action.apply(v);
  }

  private static void check(WormholeState state, Vessel next, String named) {
    Moves.checkNext(state, next, named, "moves");
  }
}
