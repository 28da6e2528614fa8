// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.tabletop.wormhole.Gate;
import org.iwgf.warp.tabletop.wormhole.GateNetwork;
import org.iwgf.warp.tabletop.wormhole.Scenario;
import org.iwgf.warp.tabletop.wormhole.ScenarioKind;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.SizeClass;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * The rule book's scenarios as ready configurations. Each method returns a {@link WormholeConfig} for
 * {@link org.iwgf.warp.tabletop.wormhole.WormholeRules#of}; the fleets' legality and the scenario's budgets
 * are checked there. In the scenarios with an Attacker and a Defender, seat 0 is the Attacker and seat 1 the
 * Defender. {@link ExampleFleets} has the fleets the rule book suggests for each.
 *
 * <p>The Gauntlet's three linked battles are built by {@link Gauntlet}.
 *
 * @since 0.1.0
 */
public final class Scenarios {
  /** Standard Engagement: points per side. */
  public static final int ENGAGEMENT_POINTS = 150;
  /** Training Mission fleet size. */
  public static final int TRAINING_POINTS = 75;
  /** Turns a Training Mission may take before it counts as failed. */
  public static final int TRAINING_TURNS = 30;
  /** Supply Run force size per side (the supply ships come on top). */
  public static final int SUPPLY_POINTS = 80;
  /** Turns a Supply Run lasts at most. */
  public static final int SUPPLY_TURNS = 12;
  /** The turn reinforcements arrive. */
  public static final int REINFORCEMENT_TURN = 4;
  /** Sector Command: points per side. */
  public static final int SECTOR_POINTS = 200;
  /** Sector Command: the fewest mats ("a minimum of four Space Mats"). */
  public static final int MIN_SECTORS = 4;
  /** Sector Command: the most mats (one blue number per neighbouring pair, #6 kept for the flank link). */
  public static final int MAX_SECTORS = 6;
  /** Sector Command: the fewest turns ("at least 10 turns"). */
  public static final int SECTOR_TURNS = 10;
  /** Endurance Trial: the Attacker's starting force and each wave, in points. */
  public static final int WAVE_POINTS = 100;
  /** Endurance Trial: the Defender's force, in points. */
  public static final int ENDURANCE_DEFENDER_POINTS = 200;
  /** Endurance Trial: the default turn limit. */
  public static final int ENDURANCE_TURNS = 12;

  /** Sector Command: seat 0's home Wormhole. */
  public static final String HOME_0 = "home-0";
  /** Sector Command: seat 1's home Wormhole. */
  public static final String HOME_1 = "home-1";

  private Scenarios() {}

  private static WormholeConfig base(Catalog catalog, FleetSpec seat0, FleetSpec seat1, int points) {
    return WormholeConfig.standard(catalog, seat0, seat1, points);
  }

  /** A Standard Wormhole Engagement of 150 points a side over six turns. */
  public static WormholeConfig standardEngagement(Catalog catalog, FleetSpec seat0, FleetSpec seat1) {
    return base(catalog, seat0, seat1, ENGAGEMENT_POINTS);
  }

  /**
   * Training Mission: {@code trainee} (75 points) comes through the Wormhole gate at the centre of the mat
   * in turn 1, must destroy the four asteroids floating 3" in from the corners and leave through the gate.
   * The score is the turns it took.
   */
  public static WormholeConfig trainingMission(Catalog catalog, FleetSpec trainee) {
    List<Point> corners = corners();
    return training(catalog, trainee, FleetSpec.of("Targets", trainee.faction(), List.of()))
        .withScenario(trainingScenario(trainee).withAsteroids(corners));
  }

  /**
   * Training Mission, opposing-vessel variant: four vessels of the opposing faction ({@code opponents}) take
   * the asteroids' places aimed at the Wormhole; the autopilot gives them Attack orders only, against the
   * nearest target in their arc (seat 1, no Orders Loss).
   *
   * @throws InvalidConfigException with code {@code SCENARIO} unless {@code opponents} has four vessels
   */
  public static WormholeConfig trainingAgainstVessels(Catalog catalog, FleetSpec trainee, FleetSpec opponents) {
    List<Point> corners = corners();
    if (opponents.vessels().size() != corners.size()) {
      throw new InvalidConfigException("SCENARIO", "The variant uses four opposing vessels, not "
          + opponents.vessels().size() + ".");
    }
    Point gate = centre();
    List<Scenario.Placement> placed = new ArrayList<>();
    for (int i = 0; i < corners.size(); i++) {
      placed.add(new Scenario.Placement(opponents.vessels().get(i).id(), corners.get(i),
          corners.get(i).bearingTo(gate)));
    }
    return training(catalog, trainee, opponents)
        .withScenario(trainingScenario(trainee).withPlacements(placed).withAutopilot(1));
  }

  private static WormholeConfig training(Catalog catalog, FleetSpec trainee, FleetSpec targets) {
    GateNetwork gate = new GateNetwork(List.of(new Gate("gate", "blue", 1, centre(), Layouts.GATE_RADIUS, 0)),
        GateNetwork.Linking.BASIC, false);
    return base(catalog, trainee, targets, TRAINING_POINTS).withNetwork(gate).withTurns(TRAINING_TURNS);
  }

  private static Scenario trainingScenario(FleetSpec trainee) {
    return Scenario.of(ScenarioKind.TRAINING_MISSION)
        .withArrivals(Layouts.arrivals(trainee, 1, "gate", false))
        .withExits(new Scenario.Exit(0, "gate"))
        .withBudgets(new Scenario.Budget(0, 1, 1, TRAINING_POINTS, false));
  }

  private static Point centre() {
    return Point.of(WormholeConfig.STANDARD_WIDTH / 2, WormholeConfig.STANDARD_LENGTH / 2);
  }

  private static List<Point> corners() {
    double w = WormholeConfig.STANDARD_WIDTH;
    double l = WormholeConfig.STANDARD_LENGTH;
    return List.of(Point.of(3, 3), Point.of(w - 3, 3), Point.of(3, l - 3), Point.of(w - 3, l - 3));
  }

  /**
   * Supply Run: the Attacker (seat 0, 80 points) sets up anywhere and holds Advantage; the Defender (seat 1,
   * 80 points plus the supply ship {@code supplyShip}) brings his vessels through the Wormhole at his short
   * side in the turns {@code arrivalTurns} gives (1 to 3; the supply ship and any vessel not listed come in
   * turn 1), and wins when the supply ship enters the Wormhole at the other short side, 40" away.
   */
  public static WormholeConfig supplyRun(Catalog catalog, FleetSpec attacker, FleetSpec defender,
      String supplyShip, Map<String, Integer> arrivalTurns) {
    return convoy(catalog, attacker, defender, List.of(supplyShip), arrivalTurns);
  }

  /**
   * Supply Run, light variant: as {@link #supplyRun}, 80 points or less a side and no capital ship on either
   * side but the supply ship.
   *
   * @throws InvalidConfigException with code {@code SCENARIO} for a capital ship other than the supply ship
   */
  public static WormholeConfig lightSupplyRun(Catalog catalog, FleetSpec attacker, FleetSpec defender,
      String supplyShip, Map<String, Integer> arrivalTurns) {
    for (FleetSpec fleet : List.of(attacker, defender)) {
      for (VesselSpec v : fleet.vessels()) {
        if (!v.id().equals(supplyShip) && catalog.vesselClass(v.classId()).size() == SizeClass.CAPITAL_SHIP) {
          throw new InvalidConfigException("SCENARIO", "The light Supply Run allows no capital ship but the"
              + " supply ship; " + v.id() + " is one.");
        }
      }
    }
    return supplyRun(catalog, attacker, defender, supplyShip, arrivalTurns);
  }

  /**
   * Supply Run, convoy variant: the supply ships emerge from the starting Wormhole one per turn, in the order
   * given, from turn 1; the Defender scores the ships that escape, the Attacker those left Damaged or
   * Crippled.
   */
  public static WormholeConfig convoyRun(Catalog catalog, FleetSpec attacker, FleetSpec defender,
      List<String> supplyShips, Map<String, Integer> arrivalTurns) {
    return convoy(catalog, attacker, defender, supplyShips, arrivalTurns);
  }

  /**
   * Any Supply Run with the two Wormholes {@code distance} inches apart ("the distance between wormholes can
   * likewise be varied"): the mat is 30" wide and {@code distance} long (at least 2 × 8" of deployment
   * zone), the Wormholes centred on its short sides.
   *
   * @throws InvalidConfigException with code {@code SCENARIO} if {@code run} is not a Supply Run
   */
  public static WormholeConfig withWormholeDistance(WormholeConfig run, double distance) {
    if (run.scenario().kind() != ScenarioKind.SUPPLY_RUN) {
      throw new InvalidConfigException("SCENARIO", "Only a Supply Run has its Wormholes' distance to vary.");
    }
    double w = run.matWidth();
    GateNetwork gates = new GateNetwork(List.of(
        run.wormholes().gate("start").orElseThrow().moved(Point.of(w / 2, distance)),
        run.wormholes().gate("goal").orElseThrow().moved(Point.of(w / 2, 0))), GateNetwork.Linking.BASIC, false);
    Scenario scenario = run.scenario().withZones(new Scenario.Zone(0, 0, distance, Optional.empty(), 0));
    return run.withMat(w, distance).withNetwork(gates).withScenario(scenario);
  }

  private static WormholeConfig convoy(Catalog catalog, FleetSpec attacker, FleetSpec defender,
      List<String> supplyShips, Map<String, Integer> arrivalTurns) {
    double w = WormholeConfig.STANDARD_WIDTH;
    double l = WormholeConfig.STANDARD_LENGTH;
    GateNetwork gates = new GateNetwork(List.of(
        new Gate("start", "orange", 1, Point.of(w / 2, l), Layouts.GATE_RADIUS, 0),
        new Gate("goal", "blue", 1, Point.of(w / 2, 0), Layouts.GATE_RADIUS, 0)), GateNetwork.Linking.BASIC, false);
    List<Scenario.Arrival> arrivals = new ArrayList<>();
    for (VesselSpec v : defender.vessels()) {
      int convoyTurn = supplyShips.indexOf(v.id()) + 1;
      int turn = convoyTurn > 0 ? convoyTurn : arrivalTurns.getOrDefault(v.id(), 1);
      if (convoyTurn == 0 && (turn < 1 || turn > 3)) {
        throw new InvalidConfigException("SCENARIO", "The Defender's forces appear in turn 1, 2 or 3, not "
            + turn + " (" + v.id() + ").");
      }
      if (v.dockedIn().isEmpty()) {
        arrivals.add(new Scenario.Arrival(v.id(), turn, "start", false));
      }
    }
    Scenario scenario = Scenario.of(ScenarioKind.SUPPLY_RUN).withSupplyShips(supplyShips).withArrivals(arrivals)
        .withZones(new Scenario.Zone(0, 0, l, Optional.empty(), 0)).withOpeningAdvantage(0, 0)
        .withExits(new Scenario.Exit(1, "goal"))
        .withBudgets(new Scenario.Budget(0, 1, SUPPLY_TURNS, SUPPLY_POINTS, false),
            new Scenario.Budget(1, 1, SUPPLY_TURNS, SUPPLY_POINTS, false));
    return base(catalog, attacker, defender, SUPPLY_POINTS).withNetwork(gates).withTurns(SUPPLY_TURNS)
        .withScenario(scenario);
  }

  /**
   * Reinforcements: the Attacker (seat 0) has 20 % more points than the Defender and Advantage; the
   * Defender's {@code reinforcements} (50 % of his points) come through the Wormhole in his deployment zone at
   * the start of turn 4. Wormholes can be damaged. With {@code calledLater} the Defender names which of
   * {@code reinforcements} come only then, within 40 % of his points. Scored as a Standard Engagement.
   *
   * @param defenderPoints the Defender's initial points (100 in the rule book's example)
   */
  public static WormholeConfig reinforcements(Catalog catalog, FleetSpec attacker, FleetSpec defender,
      FleetSpec reinforcements, int defenderPoints, boolean calledLater) {
    int attackerPoints = defenderPoints * 6 / 5;
    Point gate = Point.of(WormholeConfig.STANDARD_WIDTH / 2, WormholeConfig.STANDARD_LENGTH - 4);
    GateNetwork network = new GateNetwork(List.of(new Gate("defender-gate", "blue", 1, gate, Layouts.GATE_RADIUS,
        0)), GateNetwork.Linking.BASIC, true);
    Scenario scenario = Scenario.of(ScenarioKind.REINFORCEMENTS).withOpeningAdvantage(0, 0)
        .withArrivals(Layouts.arrivals(reinforcements, REINFORCEMENT_TURN, "defender-gate", calledLater))
        .withBudgets(new Scenario.Budget(0, 1, 1, attackerPoints, false),
            new Scenario.Budget(1, 1, 1, defenderPoints, false),
            new Scenario.Budget(1, REINFORCEMENT_TURN, REINFORCEMENT_TURN, reinforcementPoints(defenderPoints,
                calledLater), false));
    return base(catalog, attacker, Layouts.merge(defender, reinforcements), attackerPoints)
        .withWormholes(network).withScenario(scenario);
  }

  /**
   * Reinforcements, dual variant: equal forces of {@code points}, no Attacker or Defender (Advantage decided
   * as usual), a Wormhole in each deployment zone and each side's reinforcements (50 %, or 40 % when called
   * later) arriving through its own at the start of turn 4.
   */
  public static WormholeConfig dualReinforcements(Catalog catalog, FleetSpec seat0, FleetSpec seat1,
      FleetSpec reinforcements0, FleetSpec reinforcements1, int points, boolean calledLater) {
    double w = WormholeConfig.STANDARD_WIDTH;
    GateNetwork network = new GateNetwork(List.of(
        new Gate("gate-0", "blue", 1, Point.of(w / 2, 4), Layouts.GATE_RADIUS, 0),
        new Gate("gate-1", "orange", 1, Point.of(w / 2, WormholeConfig.STANDARD_LENGTH - 4), Layouts.GATE_RADIUS,
            0)), GateNetwork.Linking.BASIC, true);
    List<Scenario.Arrival> arrivals = new ArrayList<>(
        Layouts.arrivals(reinforcements0, REINFORCEMENT_TURN, "gate-0", calledLater));
    arrivals.addAll(Layouts.arrivals(reinforcements1, REINFORCEMENT_TURN, "gate-1", calledLater));
    int extra = reinforcementPoints(points, calledLater);
    Scenario scenario = Scenario.of(ScenarioKind.REINFORCEMENTS).withArrivals(arrivals)
        .withBudgets(new Scenario.Budget(0, 1, 1, points, false), new Scenario.Budget(1, 1, 1, points, false),
            new Scenario.Budget(0, REINFORCEMENT_TURN, REINFORCEMENT_TURN, extra, false),
            new Scenario.Budget(1, REINFORCEMENT_TURN, REINFORCEMENT_TURN, extra, false));
    return base(catalog, Layouts.merge(seat0, reinforcements0), Layouts.merge(seat1, reinforcements1), points)
        .withWormholes(network).withScenario(scenario);
  }

  private static int reinforcementPoints(int points, boolean calledLater) {
    return calledLater ? points * 2 / 5 : points / 2;
  }

  /**
   * Sector Command: {@code sectors} (4 to 6) standard mats laid end to end, seat 0's home the first and seat
   * 1's the last; each side sets up anywhere on its home mat, which holds its own non-blue Wormhole; numbered
   * blue Wormholes join neighbouring sectors (#1 joins the first two, #2 the next two, …) and #6 joins the
   * first sector to the third. 200 points a side, {@code turns} (at least 10) turns, standard scoring.
   */
  public static WormholeConfig sectorCommand(Catalog catalog, FleetSpec seat0, FleetSpec seat1, int sectors,
      int turns) {
    return sectorCommand(catalog, seat0, seat1, sectors, turns, WormholeConfig.STANDARD_WIDTH,
        WormholeConfig.STANDARD_LENGTH);
  }

  /**
   * Sector Command on mats {@code width} by {@code length} inches each ("40" x 60" sectors are ideal but
   * 40" x 30" will suffice"), laid end to end along their length; otherwise as the standard-mat version.
   */
  public static WormholeConfig sectorCommand(Catalog catalog, FleetSpec seat0, FleetSpec seat1, int sectors,
      int turns, double width, double length) {
    if (sectors < MIN_SECTORS || sectors > MAX_SECTORS || turns < SECTOR_TURNS) {
      throw new InvalidConfigException("SCENARIO", "Sector Command needs " + MIN_SECTORS + " to " + MAX_SECTORS
          + " mats and at least " + SECTOR_TURNS + " turns.");
    }
    double w = width;
    double l = length;
    List<Gate> gates = new ArrayList<>();
    gates.add(new Gate(HOME_0, "red", 1, Point.of(w / 2, 4), Layouts.GATE_RADIUS, 0));
    gates.add(new Gate(HOME_1, "green", 1, Point.of(w / 2, sectors * l - 4), Layouts.GATE_RADIUS, 0));
    for (int k = 0; k + 1 < sectors; k++) {
      gates.add(new Gate("s" + k + "-fore", "blue", k + 1, Point.of(w / 2, (k + 1) * l - 4), Layouts.GATE_RADIUS,
          0));
      gates.add(new Gate("s" + (k + 1) + "-aft", "blue", k + 1, Point.of(w / 2, (k + 1) * l + 4),
          Layouts.GATE_RADIUS, 0));
    }
    gates.add(new Gate("s0-flank", "blue", 6, Point.of(5, l / 2), Layouts.GATE_RADIUS, 0));
    gates.add(new Gate("s2-flank", "blue", 6, Point.of(w - 5, 2.5 * l), Layouts.GATE_RADIUS, 0));
    Scenario scenario = Scenario.of(ScenarioKind.SECTOR_COMMAND).withSectors(sectors)
        .withZones(new Scenario.Zone(0, 0, l, Optional.empty(), 0),
            new Scenario.Zone(1, (sectors - 1) * l, sectors * l, Optional.empty(), 0));
    return base(catalog, seat0, seat1, SECTOR_POINTS).withMat(w, sectors * l).withTurns(turns)
        .withWormholes(new GateNetwork(gates, GateNetwork.Linking.BASIC, false)).withScenario(scenario);
  }

  /**
   * Sector Command with each side's home Wormhole damageable as the opposing fleet's objective ("restrict
   * it to just the opposing fleet's designated wormhole as a game objective"); the blue Wormholes stay
   * indestructible.
   *
   * @throws InvalidConfigException with code {@code SCENARIO} if {@code sectorCommand} is not Sector Command
   */
  public static WormholeConfig withDesignatedWormholes(WormholeConfig sectorCommand) {
    if (sectorCommand.scenario().kind() != ScenarioKind.SECTOR_COMMAND) {
      throw new InvalidConfigException("SCENARIO", "Only Sector Command has designated home Wormholes.");
    }
    GateNetwork n = sectorCommand.wormholes();
    return sectorCommand.withNetwork(new GateNetwork(n.gates(), n.linking(), true, List.of(HOME_0, HOME_1)));
  }

  /**
   * A further reinforcement force for {@code seat} in any battle (the Game Plan Checklist lists
   * Reinforcements among the advanced rules; Sector Command suggests "multiple reinforcement force arrivals
   * at turn 4, turn 7, etc."): {@code force} joins the seat's fleet and comes
   * through {@code wormhole} at the start of {@code turn}, within {@code points} (for Sector Command, 50 % of
   * the 200 points, or 40 % when {@code calledLater}). Call once per arrival.
   */
  public static WormholeConfig reinforced(WormholeConfig config, int seat, FleetSpec force, int turn,
      String wormhole, int points, boolean calledLater) {
    List<FleetSpec> fleets = new ArrayList<>(config.fleets());
    fleets.set(seat, Layouts.merge(fleets.get(seat), force));
    Scenario scenario = config.scenario().withArrivals(Layouts.arrivals(force, turn, wormhole, calledLater))
        .withBudgets(new Scenario.Budget(seat, turn, turn, points, false));
    if (scenario.budgets().stream().noneMatch(b -> b.seat() == seat && b.firstTurn() == 1)) {
      scenario = scenario.withBudgets(new Scenario.Budget(seat, 1, 1, config.points(), false));
    }
    if (scenario.budgets().stream().noneMatch(b -> b.seat() == 1 - seat && b.firstTurn() == 1)) {
      scenario = scenario.withBudgets(new Scenario.Budget(1 - seat, 1, 1, config.points(), false));
    }
    return new WormholeConfig(config.catalog(), fleets, config.points(), config.matWidth(), config.matLength(),
        config.deploymentDepth(), config.turns(), config.advanced(), config.wormholes(), scenario);
  }

  /**
   * Endurance Trial: the Attacker (seat 0) starts with {@code attacker} (100 points) in his deployment zone,
   * which holds the Wormhole, and each of {@code waves} (100 points each) comes through it at the start of
   * turn 2, 3, …; the Defender (seat 1, 200 points) sets up anywhere in the far half and holds Advantage. The
   * battle goes on until the Defender is annihilated (at most {@code turns} turns); the turns he survived are
   * rated on the victory chart.
   */
  public static WormholeConfig enduranceTrial(Catalog catalog, FleetSpec attacker, List<FleetSpec> waves,
      FleetSpec defender, int turns) {
    return endurance(catalog, attacker, waves, defender, turns, false);
  }

  /**
   * Endurance Trial, solo variant: the autopilot flies the Attacker (no Orders Loss, no Special Orders) with
   * the printed wave rotation — 10 Missile Fighter squadrons, then four Particlebow Frigates, then a Hammerhead
   * Cruiser and four Skirmish Fighter squadrons, repeating — and the victory chart asks two more turns.
   */
  public static WormholeConfig soloEnduranceTrial(Catalog catalog, FleetSpec defender, int turns) {
    List<FleetSpec> rotation = new ArrayList<>();
    for (int t = 1; t <= turns; t++) {
      rotation.add(ExampleFleets.autopilotWave(defender.faction(), t));
    }
    return endurance(catalog, rotation.get(0), rotation.subList(1, rotation.size()), defender, turns, true);
  }

  private static WormholeConfig endurance(Catalog catalog, FleetSpec attacker, List<FleetSpec> waves,
      FleetSpec defender, int turns, boolean autopilot) {
    FleetSpec all = attacker;
    List<Scenario.Arrival> arrivals = new ArrayList<>();
    for (int i = 0; i < waves.size() && i + 2 <= turns; i++) {
      all = Layouts.merge(all, waves.get(i));
      arrivals.addAll(Layouts.arrivals(waves.get(i), i + 2, "attacker-gate", false));
    }
    double l = WormholeConfig.STANDARD_LENGTH;
    GateNetwork gate = new GateNetwork(List.of(new Gate("attacker-gate", "blue", 1,
        Point.of(WormholeConfig.STANDARD_WIDTH / 2, 4), Layouts.GATE_RADIUS, 0)), GateNetwork.Linking.BASIC, false);
    Scenario scenario = Scenario.of(ScenarioKind.ENDURANCE_TRIAL).withArrivals(arrivals)
        .withOpeningAdvantage(1, 0).withZones(new Scenario.Zone(1, l / 2, l, Optional.empty(), 0))
        .withBudgets(new Scenario.Budget(0, 1, turns, WAVE_POINTS, true),
            new Scenario.Budget(1, 1, 1, ENDURANCE_DEFENDER_POINTS, false));
    if (autopilot) {
      scenario = scenario.withAutopilot(0);
    }
    return base(catalog, all, defender, ENDURANCE_DEFENDER_POINTS).withNetwork(gate).withTurns(turns)
        .withScenario(scenario);
  }
}
