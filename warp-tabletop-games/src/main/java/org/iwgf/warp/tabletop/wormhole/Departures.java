// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.space.Headings;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Leaving the mat for good through a Wormhole the scenario opens to a side ({@link Scenario.Exit}): the
 * Training Mission's way home once the targets are destroyed, the supply ship's goal in a Supply Run, the
 * Attacker's way on to the next battle of a Gauntlet. The vessel spends a Move order, turning toward the
 * Wormhole within its arc and closing within its reach (a Separatist ship or capital ship from 1" further),
 * as for travel; squadrons on its deck leave with it.
 *
 * <p>Codes: {@code NO_EXIT}, {@code NO_SUCH_WORMHOLE}, {@code OUT_OF_REACH}, {@code NOT_A_SUPPLY_SHIP} (in a
 * Supply Run only supply ships leave), {@code TARGETS_REMAIN} (a Training Mission fleet leaves once every
 * target is destroyed).
 */
final class Departures {
  private Departures() {}

  /** The reason {@code d} is illegal, as "CODE: sentence", or empty. */
  static Optional<String> problem(WormholeState s, Vessel v, WormholeMove.Depart d) {
    Scenario scenario = s.config().scenario();
    if (!scenario.exits().contains(new Scenario.Exit(v.owner(), d.wormhole()))) {
      return Optional.of("NO_EXIT: Your vessels cannot leave the mat by " + d.wormhole() + ".");
    }
    Optional<Gate> g = s.wormholes().gate(d.wormhole());
    if (g.isEmpty() || g.get().stability() == Gate.Stability.COLLAPSED) {
      return Optional.of("NO_SUCH_WORMHOLE: There is no open Wormhole " + d.wormhole() + ".");
    }
    if (scenario.kind() == ScenarioKind.SUPPLY_RUN && !scenario.isSupplyShip(v.id())) {
      return Optional.of("NOT_A_SUPPLY_SHIP: Only supply ships run for the far Wormhole; the escort stays.");
    }
    if (scenario.kind() == ScenarioKind.TRAINING_MISSION && s.vessels().stream()
        .anyMatch(t -> t.owner() != v.owner() && s.inPlay(t))) {
      return Optional.of("TARGETS_REMAIN: Destroy every target before leaving through the Wormhole.");
    }
    if (!v.onMat()) {
      return Optional.of("OUT_OF_REACH: " + v.id() + " must be on the mat to reach a Wormhole.");
    }
    if (!Wormholes.reachable(s, v, g.get())) {
      return Optional.of("OUT_OF_REACH: " + d.wormhole() + " is beyond " + v.id() + "'s turn and reach.");
    }
    return Optional.empty();
  }

  /** The vessel leaves (the move checked legal). */
  static WormholeState depart(WormholeState s, Vessel v, WormholeMove.Depart d, List<WormholeEvent> events) {
    Gate gate = s.wormholes().gate(d.wormhole()).orElseThrow();
    Point from = v.position().get();
    double toward = from.bearingTo(gate.position());
    events.add(new WormholeEvent.Moved(v.id(), from, v.heading(), gate.position(), Headings.normalize(toward)));
    // The run to the exit crosses debris like any other move; a vessel lost on the way does not leave.
    WormholeState moved = Debris.crossing(s.with(v.at(gate.position(), Headings.normalize(toward))), v, from,
        gate.position(), from.distanceTo(gate.position()), events);
    if (!moved.inPlay(moved.vessel(v.id()).orElseThrow())) {
      return moved;
    }
    v = moved.vessel(v.id()).orElseThrow();
    s = moved;
    List<String> aboard = new ArrayList<>();
    WormholeState next = s;
    for (Vessel o : s.vessels()) {
      if (o.dockedIn().equals(Optional.of(v.id())) && s.inPlay(o)) {
        aboard.add(o.id());
        // Squadrons on deck leave with their carrier: whatever they were to do this turn is off.
        next = next.with(o.withRemaining(Orders.NONE));
      }
    }
    events.add(new WormholeEvent.Departed(v.id(), gate.id(), aboard));
    Vessel gone = v.withRemaining(Orders.NONE).offMat();
    List<String> ids = new ArrayList<>(aboard);
    ids.add(0, v.id());
    return next.with(gone).withDeparted(ids);
  }

  /** The departures open to {@code v} now. */
  static List<WormholeMove> options(WormholeState s, Vessel v) {
    List<WormholeMove> out = new ArrayList<>();
    for (Scenario.Exit e : s.config().scenario().exits()) {
      WormholeMove.Depart d = new WormholeMove.Depart(v.id(), e.wormhole());
      if (e.seat() == v.owner() && problem(s, v, d).isEmpty()) {
        out.add(d);
      }
    }
    return out;
  }
}
