// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;

/**
 * What every {@link WormholeState} must satisfy, checked as it is made (so a saved battle that does not
 * hold together is refused when it is read): two seats, known vessel classes, unique ids, squadrons docked
 * only in their own carriers, counters of the right length, departed vessels off the mat.
 *
 * <p>Code: {@code STATE}.
 */
final class StateChecks {
  private StateChecks() {}

  static void check(WormholeConfig config, int turn, int advantage, List<Vessel> vessels, GateNetwork wormholes,
      int band, List<Integer> marksDealt, List<Boolean> ordersDone) {
    if (advantage < 0 || advantage > 1 || marksDealt.size() != 2 || ordersDone.size() != 2) {
      throw bad("Advantage, marks dealt and orders finished are kept for exactly two seats.");
    }
    if (turn < 0 || turn > config.turns() || band < 0 || band > 9) {
      throw bad("Turn " + turn + " or band " + band + " is outside this battle.");
    }
    Set<String> ids = new HashSet<>();
    for (Vessel v : vessels) {
      if (!ids.add(v.id())) {
        throw bad("Two vessels share the id " + v.id() + ".");
      }
      if (v.owner() < 0 || v.owner() > 1) {
        throw bad(v.id() + " belongs to seat " + v.owner() + ", but a battle has seats 0 and 1.");
      }
      if (config.catalog().vessel(v.classId()).isEmpty()) {
        throw bad(v.id() + " is a " + v.classId() + ", which the catalog does not have.");
      }
      if (v.position().isPresent() && v.dockedIn().isPresent()) {
        throw bad(v.id() + " cannot be both on the mat and on deck.");
      }
      Orders issued = v.issued();
      Orders left = v.remaining();
      if (left.specials() > issued.specials() || left.moves() > issued.moves() || left.attacks() > issued.attacks()
          || left.repairs() > issued.repairs()) {
        throw bad(v.id() + " has more orders left than were issued to it.");
      }
    }
    // Every Wormhole and every vessel has an id of its own, so a target names exactly one of them.
    for (Gate g : wormholes.gates()) {
      if (ids.contains(g.id())) {
        throw bad("Wormhole " + g.id() + " shares its id with a vessel.");
      }
    }
    for (int seat = 0; seat < config.fleets().size(); seat++) {
      for (VesselSpec spec : config.fleets().get(seat).vessels()) {
        int owner = seat;
        Vessel v = vessels.stream().filter(o -> o.id().equals(spec.id())).findFirst()
            .orElseThrow(() -> bad("The fleet's " + spec.id() + " is missing from the battle."));
        if (v.owner() != owner || !v.classId().equals(spec.classId())) {
          throw bad(spec.id() + " is a " + v.classId() + " of seat " + v.owner() + ", but its fleet lists a "
              + spec.classId() + " of seat " + owner + ".");
        }
      }
    }
    for (Scenario.Arrival a : config.scenario().arrivals()) {
      if (vessels.stream().noneMatch(o -> o.id().equals(a.vessel()))) {
        throw bad("The arriving vessel " + a.vessel() + " is missing from the battle.");
      }
    }
    for (Vessel v : vessels) {
      if (v.dockedIn().isPresent()) {
        Vessel carrier = vessels.stream().filter(o -> o.id().equals(v.dockedIn().get())).findFirst()
            .orElseThrow(() -> bad(v.id() + " is docked in " + v.dockedIn().get() + ", which is not here."));
        if (carrier.owner() != v.owner() || !config.catalog().vesselClass(carrier.classId()).has(Trait.CARRIER)) {
          throw bad(v.id() + " is docked in " + carrier.id() + ", which is not a friendly carrier.");
        }
      }
    }
  }

  /**
   * A restored battle is one the engine could have left: over, or awaiting a decision that can be made. The
   * engine never stops in a phase in which nobody acts, so a state that does is not one of its own.
   */
  static void checkPlayable(WormholeState s) {
    if (s.phase() == Phase.OVER) {
      return;
    }
    boolean playable;
    try {
      playable = Flow.toAct(s).isPresent() && !Flow.rulesOf(s.phase()).legalMoves(s).isEmpty();
    } catch (RuntimeException e) {
      // The last line of defence: whatever the checks above missed, a battle that cannot list its moves
      // is refused here rather than failing in the caller's hands.
      playable = false;
    }
    if (!playable) {
      throw bad("Nobody can act in this " + s.phase() + " phase, so the battle cannot go on from it.");
    }
  }

  /** Orders Loss allowances are kept for both seats or for none, each a count of orders. */
  static void checkAllowed(List<Integer> ordersAllowed) {
    if (!ordersAllowed.isEmpty() && (ordersAllowed.size() != 2
        || ordersAllowed.stream().anyMatch(n -> n < 0 || n > 1_000))) {
      throw bad("Orders Loss allowances are kept for both seats, 0 to 1,000 orders each, not " + ordersAllowed
          + ".");
    }
  }

  /** A departed vessel is one of the battle's and is off the mat. */
  static void checkDeparted(List<Vessel> vessels, List<String> departed) {
    for (String id : departed) {
      Vessel v = vessels.stream().filter(o -> o.id().equals(id)).findFirst()
          .orElseThrow(() -> bad("Departed vessel " + id + " is not in this battle."));
      if (v.position().isPresent()) {
        throw bad(id + " has departed, so it cannot be on the mat.");
      }
    }
  }

  private static InvalidStateException bad(String message) {
    return new InvalidStateException("STATE", message);
  }
}
