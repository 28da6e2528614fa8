// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetCost;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Abandon Ship (advanced rules): shuttles and escape pods. A ship's Special Order launches a shuttle from its
 * dock carrying the Fleet Admiral (with his Legendary Commander insert) or one insert; a Fleet Admiral whose
 * vessel is destroyed leaves an Escape Pod when the explosion counter is removed. Shuttles and pods move once
 * a turn without orders (INI 4) and, ending a move in contact with a friendly ship or capital ship, dock in it
 * and hand over what they carry, leaving the mat. Neither adds capacity nor counts for Orders Loss; one mark
 * destroys either.
 *
 * <p>Codes: {@code NO_ABANDON_SHIP}, {@code NO_CARGO}.
 */
final class Shuttles {
  /** Cargo naming the Fleet Admiral. */
  static final String ADMIRAL = "fleet-admiral";
  /** The shuttle's vessel class. */
  static final String SHUTTLE = "shuttle";
  /** The escape pod's vessel class. */
  static final String POD = "escape-pod";

  private Shuttles() {}

  /** Whether {@code v} is a shuttle or an escape pod. */
  static boolean isCraft(Vessel v) {
    return v.classId().equals(SHUTTLE) || v.classId().equals(POD);
  }

  /** What {@code v} could send off in a shuttle. */
  static List<String> cargoes(WormholeState s, Vessel v) {
    List<String> out = new ArrayList<>();
    if (!s.config().uses(AdvancedRule.ABANDON_SHIP) || !v.onMat() || s.classOf(v).isSquadron()) {
      return out;
    }
    if (v.admiral()) {
      out.add(ADMIRAL);
    }
    for (String insert : List.of("skilled-commander", "experienced-engineers")) {
      if (v.insertCount(insert) > 0) {
        out.add(insert);
      }
    }
    return out;
  }

  /** Launches a shuttle from {@code v} (whose Special Order the caller spends). */
  static WormholeState launch(WormholeState s, Vessel v, WormholeMove.LaunchShuttle move,
      List<WormholeEvent> events) {
    if (!s.config().uses(AdvancedRule.ABANDON_SHIP)) {
      throw Moves.refusal("NO_ABANDON_SHIP: Abandon Ship is an advanced rule this battle does not use.");
    }
    if (!cargoes(s, v).contains(move.cargo())) {
      throw Moves.refusal("NO_CARGO: " + v.id() + " has no " + move.cargo() + " to send off.");
    }
    List<String> hostInserts = new ArrayList<>(v.inserts());
    List<String> carried = new ArrayList<>();
    boolean admiral = move.cargo().equals(ADMIRAL);
    if (admiral) {
      if (hostInserts.remove(FleetCost.LEGENDARY)) {
        carried.add(FleetCost.LEGENDARY);
      }
    } else {
      hostInserts.remove(move.cargo());
      carried.add(move.cargo());
    }
    Point dock = v.position().get().travel(v.heading() + 180, s.classOf(v).baseRadius() + 0.5);
    Vessel shuttle = new Vessel(uniqueId(s, v.id() + "-shuttle"), v.owner(), SHUTTLE, carried, Optional.of(dock),
        v.heading() + 180 >= 360 ? v.heading() - 180 : v.heading() + 180, 0, Optional.empty(), Orders.NONE,
        Orders.NONE, false, List.of(), admiral, false);
    Vessel host = new Vessel(v.id(), v.owner(), v.classId(), hostInserts, v.position(), v.heading(), v.marks(),
        v.dockedIn(), v.issued(), v.remaining(), v.charged(), v.effects(), !admiral && v.admiral(), v.rerollUsed());
    events.add(new WormholeEvent.Launched(shuttle.id(), v.id()));
    List<Vessel> vessels = new ArrayList<>(s.with(host).vessels());
    vessels.add(shuttle);
    return s.withVessels(vessels);
  }

  /** Escape pods for Fleet Admirals whose vessels were destroyed this turn (at Cleanup). */
  static WormholeState evacuate(WormholeState s, List<WormholeEvent> events) {
    if (!s.config().uses(AdvancedRule.ABANDON_SHIP)) {
      return s;
    }
    WormholeState out = s;
    for (Vessel v : s.vessels()) {
      if (v.admiral() && !s.inPlay(v) && v.position().isPresent()) {
        List<String> carried = v.insertCount(FleetCost.LEGENDARY) > 0 ? List.of(FleetCost.LEGENDARY) : List.of();
        Vessel pod = new Vessel(uniqueId(out, v.id() + "-pod"), v.owner(), POD, carried, v.position(), v.heading(),
            0, Optional.empty(), Orders.NONE, Orders.NONE, false, List.of(), true, false);
        Vessel wreck = new Vessel(v.id(), v.owner(), v.classId(), v.inserts(), v.position(), v.heading(), v.marks(),
            v.dockedIn(), v.issued(), v.remaining(), v.charged(), v.effects(), false, v.rerollUsed());
        events.add(new WormholeEvent.Launched(pod.id(), v.id()));
        List<Vessel> vessels = new ArrayList<>(out.with(wreck).vessels());
        vessels.add(pod);
        out = out.withVessels(vessels);
      }
    }
    return out;
  }

  /** Hands a craft's admiral or insert to {@code host} and takes the craft off the mat. */
  static WormholeState dock(WormholeState s, Vessel craft, Vessel host, List<WormholeEvent> events) {
    List<String> inserts = new ArrayList<>(host.inserts());
    inserts.addAll(craft.inserts());
    Vessel joined = new Vessel(host.id(), host.owner(), host.classId(), inserts, host.position(), host.heading(),
        host.marks(), host.dockedIn(), host.issued(), host.remaining(), host.charged(), host.effects(),
        host.admiral() || craft.admiral(), host.rerollUsed());
    Vessel gone = new Vessel(craft.id(), craft.owner(), craft.classId(), List.of(), craft.position(),
        craft.heading(), s.classOf(craft).track().length(), Optional.empty(), craft.issued(), craft.remaining(),
        false, List.of(), false, false);
    events.add(new WormholeEvent.Docked(craft.id(), host.id()));
    return s.with(joined).with(gone);
  }

  private static String uniqueId(WormholeState s, String base) {
    String id = base;
    for (int n = 2; s.vessel(id).isPresent(); n++) {
      id = base + "-" + n;
    }
    return id;
  }
}
