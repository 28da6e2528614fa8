// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * What a scenario changes in a battle: how the points are budgeted, which vessels arrive later through a
 * Wormhole, where each side deploys, who holds Advantage at first, how the battle ends and how it is
 * scored. An immutable value; the ready scenarios of the rule book are made by
 * {@code org.iwgf.warp.tabletop.wormhole.scenario.Scenarios}.
 *
 * @param kind which scenario, deciding when the battle ends and how it is scored
 * @param part the battle of a Gauntlet (1 to 3); 1 for every other scenario
 * @param budgets points limits; empty: each fleet may cost the configuration's {@code points}
 * @param arrivals vessels that are not deployed but come onto the mat through a Wormhole at the start of
 *     a turn (squadrons docked in an arriving carrier come with it)
 * @param zones deployment zones that replace a seat's standard zone, at most one per seat
 * @param openingAdvantage the seat that holds Advantage at the start, instead of the standard decision
 * @param advantageHeldThrough turns at whose end Advantage does not change hands (0: it shifts normally)
 * @param silentTurns per seat, the opening turns in which it may issue no orders (empty: none)
 * @param sectors how many mats are laid end to end along the length (Sector Command); vessels cross from
 *     one to another only through a Wormhole, and fire does not cross a border
 * @param veterans vessels carried over from an earlier battle with their damage and remaining inserts
 * @param exits Wormholes through which a seat's vessels may leave the mat for good
 * @param supplyShips the Defender's supply ships (Supply Run): they move, repair and autofire only, take no
 *     squadrons and never ram
 * @param placements vessels set on the mat at the start instead of being deployed
 * @param asteroids where the target asteroids of a Training Mission float (seat 1 owns them)
 * @param autopilot the seat flown by the scenario autopilot, which suffers no Orders Loss
 * @since 0.1.0
 */
public record Scenario(ScenarioKind kind, int part, List<Budget> budgets, List<Arrival> arrivals,
    List<Zone> zones, OptionalInt openingAdvantage, int advantageHeldThrough, List<Integer> silentTurns,
    int sectors, List<Veteran> veterans, List<Exit> exits, List<String> supplyShips,
    List<Placement> placements, List<Point> asteroids, OptionalInt autopilot) {

  /**
   * A points limit on the vessels of {@code seat} that enter play in turns {@code firstTurn} to
   * {@code lastTurn} (deployed vessels enter in turn 1); with {@code eachTurn} the limit holds for every
   * such turn separately (the waves of an Endurance Trial). Supply ships are not counted.
   */
  public record Budget(int seat, int firstTurn, int lastTurn, int points, boolean eachTurn) {}

  /**
   * Vessel {@code vessel} comes through Wormhole {@code wormhole} at the start of turn {@code turn}, placed
   * in contact with it facing away. A {@code called} vessel arrives only if its commander calls it then
   * (reinforcements chosen after the battle began).
   */
  public record Arrival(String vessel, int turn, String wormhole, boolean called) {
    public Arrival {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(wormhole, "wormhole");
    }
  }

  /**
   * Seat {@code seat} deploys with bases wholly between {@code fromY} and {@code toY} (across the whole
   * width), and, when {@code nearWormhole} names a Wormhole, with centres within {@code within} inches of
   * its base.
   */
  public record Zone(int seat, double fromY, double toY, Optional<String> nearWormhole, double within) {
    public Zone {
      Objects.requireNonNull(nearWormhole, "nearWormhole");
    }
  }

  /**
   * Vessel {@code vessel} starts the battle with {@code marks} marks and exactly {@code inserts} (no free
   * inserts added again); with {@code transitRepair} it gets one repair attempt before the battle, as if
   * it had a Repair order.
   */
  public record Veteran(String vessel, int marks, List<String> inserts, boolean transitRepair) {
    public Veteran {
      Objects.requireNonNull(vessel, "vessel");
      inserts = List.copyOf(inserts);
    }
  }

  /** Seat {@code seat}'s vessels may leave the mat through Wormhole {@code wormhole}. */
  public record Exit(int seat, String wormhole) {
    public Exit {
      Objects.requireNonNull(wormhole, "wormhole");
    }
  }

  /** Vessel {@code vessel} starts at {@code position} facing {@code heading}. */
  public record Placement(String vessel, Point position, double heading) {
    public Placement {
      Objects.requireNonNull(vessel, "vessel");
      Objects.requireNonNull(position, "position");
      if (!Double.isFinite(heading)) {
        throw new IllegalArgumentException("A heading is a finite number of degrees.");
      }
    }
  }

  public Scenario {
    Objects.requireNonNull(kind, "kind");
    budgets = List.copyOf(budgets);
    arrivals = List.copyOf(arrivals);
    zones = List.copyOf(zones);
    Objects.requireNonNull(openingAdvantage, "openingAdvantage");
    silentTurns = List.copyOf(silentTurns);
    veterans = List.copyOf(veterans);
    exits = List.copyOf(exits);
    supplyShips = List.copyOf(supplyShips);
    placements = List.copyOf(placements);
    asteroids = List.copyOf(asteroids);
    Objects.requireNonNull(autopilot, "autopilot");
  }

  /** A Standard Wormhole Engagement: nothing changed. */
  public static Scenario standardEngagement() {
    return of(ScenarioKind.STANDARD_ENGAGEMENT);
  }

  /** A scenario of {@code kind} with nothing else changed yet; the "with" methods add the rest. */
  public static Scenario of(ScenarioKind kind) {
    return new Scenario(kind, 1, List.of(), List.of(), List.of(), OptionalInt.empty(), 0, List.of(), 1, List.of(),
        List.of(), List.of(), List.of(), List.of(), OptionalInt.empty());
  }

  /** The arrival of {@code vesselId}, if it comes through a Wormhole later. */
  public Optional<Arrival> arrivalOf(String vesselId) {
    return arrivals.stream().filter(a -> a.vessel().equals(vesselId)).findFirst();
  }

  /** The veteran record of {@code vesselId}, if it was carried over. */
  public Optional<Veteran> veteran(String vesselId) {
    return veterans.stream().filter(v -> v.vessel().equals(vesselId)).findFirst();
  }

  /** The zone replacing {@code seat}'s standard deployment zone, if any. */
  public Optional<Zone> zoneOf(int seat) {
    return zones.stream().filter(z -> z.seat() == seat).findFirst();
  }

  /** The opening turns in which {@code seat} may issue no orders. */
  public int silentTurns(int seat) {
    return silentTurns.isEmpty() ? 0 : silentTurns.get(seat);
  }

  /** Whether {@code vesselId} is a supply ship. */
  public boolean isSupplyShip(String vesselId) {
    return supplyShips.contains(vesselId);
  }

  /** This scenario as battle {@code newPart} of a Gauntlet. */
  public Scenario withPart(int newPart) {
    return new Scenario(kind, newPart, budgets, arrivals, zones, openingAdvantage, advantageHeldThrough,
        silentTurns, sectors, veterans, exits, supplyShips, placements, asteroids, autopilot);
  }

  /** This scenario with {@code more} budgets. */
  public Scenario withBudgets(Budget... more) {
    return new Scenario(kind, part, concat(budgets, more), arrivals, zones, openingAdvantage,
        advantageHeldThrough, silentTurns, sectors, veterans, exits, supplyShips, placements, asteroids, autopilot);
  }

  /** This scenario with {@code more} arrivals. */
  public Scenario withArrivals(List<Arrival> more) {
    return new Scenario(kind, part, budgets, concat(arrivals, more.toArray(Arrival[]::new)), zones,
        openingAdvantage, advantageHeldThrough, silentTurns, sectors, veterans, exits, supplyShips, placements,
        asteroids, autopilot);
  }

  /** This scenario with {@code more} deployment zones, each replacing any zone its seat had. */
  public Scenario withZones(Zone... more) {
    List<Zone> all = new ArrayList<>(zones);
    for (Zone z : more) {
      all.removeIf(old -> old.seat() == z.seat());
      all.add(z);
    }
    return new Scenario(kind, part, budgets, arrivals, all, openingAdvantage, advantageHeldThrough, silentTurns,
        sectors, veterans, exits, supplyShips, placements, asteroids, autopilot);
  }

  /** This scenario with {@code seat} holding Advantage at the start and keeping it through {@code turns}. */
  public Scenario withOpeningAdvantage(int seat, int turns) {
    return new Scenario(kind, part, budgets, arrivals, zones, OptionalInt.of(seat), turns, silentTurns, sectors,
        veterans, exits, supplyShips, placements, asteroids, autopilot);
  }

  /** This scenario in which {@code seat} issues no orders in its first {@code turns} turns. */
  public Scenario withSilentTurns(int seat, int turns) {
    List<Integer> silent = new ArrayList<>(silentTurns.isEmpty() ? List.of(0, 0) : silentTurns);
    silent.set(seat, turns);
    return new Scenario(kind, part, budgets, arrivals, zones, openingAdvantage, advantageHeldThrough, silent,
        sectors, veterans, exits, supplyShips, placements, asteroids, autopilot);
  }

  /** This scenario over {@code count} mats laid end to end. */
  public Scenario withSectors(int count) {
    return new Scenario(kind, part, budgets, arrivals, zones, openingAdvantage, advantageHeldThrough,
        silentTurns, count, veterans, exits, supplyShips, placements, asteroids, autopilot);
  }

  /** This scenario with {@code more} veterans carried over. */
  public Scenario withVeterans(List<Veteran> more) {
    return new Scenario(kind, part, budgets, arrivals, zones, openingAdvantage, advantageHeldThrough,
        silentTurns, sectors, concat(veterans, more.toArray(Veteran[]::new)), exits, supplyShips, placements,
        asteroids, autopilot);
  }

  /** This scenario with {@code more} exits. */
  public Scenario withExits(Exit... more) {
    return new Scenario(kind, part, budgets, arrivals, zones, openingAdvantage, advantageHeldThrough,
        silentTurns, sectors, veterans, concat(exits, more), supplyShips, placements, asteroids, autopilot);
  }

  /** This scenario with {@code ids} as supply ships. */
  public Scenario withSupplyShips(List<String> ids) {
    return new Scenario(kind, part, budgets, arrivals, zones, openingAdvantage, advantageHeldThrough,
        silentTurns, sectors, veterans, exits, concat(supplyShips, ids.toArray(String[]::new)), placements,
        asteroids, autopilot);
  }

  /** This scenario with {@code more} vessels placed at the start. */
  public Scenario withPlacements(List<Placement> more) {
    return new Scenario(kind, part, budgets, arrivals, zones, openingAdvantage, advantageHeldThrough,
        silentTurns, sectors, veterans, exits, supplyShips, concat(placements, more.toArray(Placement[]::new)),
        asteroids, autopilot);
  }

  /** This scenario with target asteroids at {@code spots}. */
  public Scenario withAsteroids(List<Point> spots) {
    return new Scenario(kind, part, budgets, arrivals, zones, openingAdvantage, advantageHeldThrough,
        silentTurns, sectors, veterans, exits, supplyShips, placements, spots, autopilot);
  }

  /** This scenario with {@code seat} flown by the autopilot (no Orders Loss for it). */
  public Scenario withAutopilot(int seat) {
    return new Scenario(kind, part, budgets, arrivals, zones, openingAdvantage, advantageHeldThrough,
        silentTurns, sectors, veterans, exits, supplyShips, placements, asteroids, OptionalInt.of(seat));
  }

  @SafeVarargs
  private static <T> List<T> concat(List<T> list, T... more) {
    List<T> all = new ArrayList<>(list);
    all.addAll(List.of(more));
    return all;
  }
}
