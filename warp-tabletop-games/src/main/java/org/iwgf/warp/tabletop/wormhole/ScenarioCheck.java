// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiPredicate;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetCost;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Checks a configuration's {@link Scenario} before any battle starts ({@link WormholeRules#of}): everything
 * it names exists and fits on the mat, and each side's points keep to its budgets.
 *
 * <p>Codes of {@link InvalidConfigException}: {@code SCENARIO} (a seat, turn, sector count, Gauntlet part or
 * Wormhole that cannot be, a vessel named that is not in the fleets, arriving and placed at once, or docked,
 * a supply ship not the Defender's or a Supply Run without one, a veteran with more marks than its track),
 * {@code OVER_POINTS} (a budget exceeded).
 */
final class ScenarioCheck {
  private ScenarioCheck() {}

  static void check(WormholeConfig config) {
    Scenario sc = config.scenario();
    require(sc.sectors() >= 1 && sc.part() >= 1 && sc.part() <= 3, "A scenario needs at least one sector"
        + " and a Gauntlet part from 1 to 3.");
    require(sc.silentTurns().isEmpty() || sc.silentTurns().size() == 2, "Silent turns are given per seat.");
    require((sc.openingAdvantage().isEmpty() || isSeat(sc.openingAdvantage().getAsInt()))
        && (sc.autopilot().isEmpty() || isSeat(sc.autopilot().getAsInt())), "Seats are 0 and 1.");
    Set<String> seen = new HashSet<>();
    for (Scenario.Arrival a : sc.arrivals()) {
      VesselSpec v = vessel(config, a.vessel());
      require(v.dockedIn().isEmpty(), a.vessel() + " is docked: it arrives with its carrier.");
      require(a.turn() >= 1 && seen.add(a.vessel()), a.vessel() + " arrives once, in turn 1 or later.");
      gate(config, a.wormhole());
    }
    for (Gate g : config.wormholes().gates()) {
      onMat(config, g.position());
      require(config.fleets().stream().allMatch(f -> f.vessel(g.id()).isEmpty()), "Wormhole " + g.id()
          + " shares its id with a vessel.");
    }
    for (Scenario.Placement p : sc.placements()) {
      VesselSpec v = vessel(config, p.vessel());
      require(v.dockedIn().isEmpty() && sc.arrivalOf(p.vessel()).isEmpty(), p.vessel()
          + " is placed at the start, so it is neither docked nor arriving later.");
      onMat(config, p.position());
    }
    require(sc.zones().stream().map(Scenario.Zone::seat).distinct().count() == sc.zones().size(),
        "A seat has one deployment zone.");
    for (Scenario.Zone z : sc.zones()) {
      require(isSeat(z.seat()) && z.fromY() >= 0 && z.toY() <= config.matLength() && z.fromY() < z.toY(),
          "A deployment zone lies across the mat between two distances from seat 0's short side.");
      z.nearWormhole().ifPresent(id -> gate(config, id));
      require(!z.nearWormhole().isPresent() || (Double.isFinite(z.within()) && z.within() > 0
          && z.within() <= config.matLength()), "A deployment zone near a Wormhole reaches more than 0 inches and"
          + " at most the mat's length from it.");
    }
    for (Scenario.Exit e : sc.exits()) {
      require(isSeat(e.seat()), "Seats are 0 and 1.");
      gate(config, e.wormhole());
    }
    require(sc.kind() != ScenarioKind.SUPPLY_RUN || !sc.supplyShips().isEmpty(),
        "A Supply Run needs at least one supply ship.");
    for (String id : sc.supplyShips()) {
      require(config.fleets().get(1).vessel(id).isPresent(), "Supply ship " + id + " is not in the Defender's"
          + " (seat 1's) fleet.");
    }
    // "Squadrons cannot dock with it": not during the battle (Navigation) and not at its start either.
    for (FleetSpec fleet : config.fleets()) {
      for (VesselSpec v : fleet.vessels()) {
        require(v.dockedIn().map(carrier -> !sc.isSupplyShip(carrier)).orElse(true), v.id() + " cannot start on "
            + v.dockedIn().orElse("") + "'s deck: squadrons cannot dock with a supply ship.");
      }
    }
    for (Scenario.Veteran vet : sc.veterans()) {
      VesselSpec v = vessel(config, vet.vessel());
      require(vet.marks() >= 0 && vet.marks() < config.catalog().vesselClass(v.classId()).track().length(),
          vet.vessel() + " carries over only if it was not destroyed.");
    }
    if (!sc.asteroids().isEmpty()) {
      require(config.catalog().vessel(Setup.ASTEROID).isPresent(), "The catalog has no target asteroids.");
      sc.asteroids().forEach(p -> onMat(config, p));
    }
    for (Scenario.Budget b : sc.budgets()) {
      require(isSeat(b.seat()) && b.firstTurn() >= 1 && b.lastTurn() >= b.firstTurn(), "A budget covers"
          + " turns from 1 on for seat 0 or 1.");
      if (b.eachTurn()) {
        for (int t = b.firstTurn(); t <= b.lastTurn(); t++) {
          budget(config, b, t, t);
        }
      } else {
        budget(config, b, b.firstTurn(), b.lastTurn());
      }
    }
  }

  private static void budget(WormholeConfig config, Scenario.Budget b, int first, int last) {
    FleetSpec fleet = config.fleets().get(b.seat());
    int cost = cost(config, b.seat(), (spec, host) -> {
      Optional<Scenario.Arrival> a = config.scenario().arrivalOf(host);
      int entry = a.map(Scenario.Arrival::turn).orElse(1);
      return !config.scenario().isSupplyShip(spec.id()) && !a.map(Scenario.Arrival::called).orElse(false)
          && entry >= first && entry <= last;
    });
    if (cost > b.points()) {
      throw new InvalidConfigException("OVER_POINTS", fleet.commander() + "'s vessels entering in turn "
          + (first == last ? first : first + " to " + last) + " cost " + cost + " points; the scenario allows "
          + b.points() + ".");
    }
  }

  /**
   * What the vessels of {@code seat} that {@code counted} accepts cost, each with its inserts; {@code counted}
   * is given the vessel and its host (the carrier it starts on deck in, or itself), since squadrons come and
   * go with their carrier.
   */
  static int cost(WormholeConfig config, int seat, BiPredicate<VesselSpec, String> counted) {
    FleetSpec fleet = config.fleets().get(seat);
    List<Integer> values = FleetCost.vesselValues(fleet, config.catalog());
    int total = 0;
    for (int i = 0; i < fleet.vessels().size(); i++) {
      VesselSpec v = fleet.vessels().get(i);
      if (counted.test(v, v.dockedIn().orElse(v.id()))) {
        total += values.get(i);
      }
    }
    return total;
  }

  private static boolean isSeat(int seat) {
    return seat == 0 || seat == 1;
  }

  private static VesselSpec vessel(WormholeConfig config, String id) {
    for (FleetSpec f : config.fleets()) {
      Optional<VesselSpec> v = f.vessel(id);
      if (v.isPresent()) {
        return v.get();
      }
    }
    throw new InvalidConfigException("SCENARIO", "The scenario names " + id + ", which is in neither fleet.");
  }

  private static void gate(WormholeConfig config, String id) {
    require(config.wormholes().gate(id).isPresent(), "The scenario names Wormhole " + id
        + ", which is not on the mat.");
  }

  private static void onMat(WormholeConfig config, Point p) {
    require(p.x() >= 0 && p.y() >= 0 && p.x() <= config.matWidth() && p.y() <= config.matLength(),
        "A place the scenario names is off the mat.");
  }

  private static void require(boolean ok, String sentence) {
    if (!ok) {
      throw new InvalidConfigException("SCENARIO", sentence);
    }
  }
}
