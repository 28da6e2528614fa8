// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;

/**
 * How one battle is set up: the catalog, the two fleets (seat 0 deploys at y = 0, seat 1 at the far short
 * side), the mat, the deployment depth, the number of turns and the points each side may spend.
 *
 * @param catalog the vessel classes and inserts in use
 * @param fleets the fleets of seat 0 and seat 1
 * @param points the most points a fleet may cost
 * @param matWidth the short side of the mat in inches (30 for the standard mat)
 * @param matLength the long side of the mat in inches (40 for the standard mat)
 * @param deploymentDepth how deep each deployment zone reaches from its short side (8")
 * @param turns game turns (6 for a Standard Wormhole Engagement)
 * @param advanced the advanced rules in play
 * @param wormholes the Wormhole tokens on the mat at the start (none in a Standard Engagement)
 * @param scenario the scenario played (how the battle is budgeted, entered, ended and scored)
 * @since 0.1.0
 */
public record WormholeConfig(Catalog catalog, List<FleetSpec> fleets, int points, double matWidth,
    double matLength, double deploymentDepth, int turns, Set<AdvancedRule> advanced, GateNetwork wormholes,
    Scenario scenario) {

  /** The standard mat's short side, 30". */
  public static final double STANDARD_WIDTH = 30.0;
  /** The standard mat's long side, 40". */
  public static final double STANDARD_LENGTH = 40.0;
  /** The standard deployment depth, 8". */
  public static final double STANDARD_DEPTH = 8.0;
  /** Longest side a mat may have, in inches (Sector Command lays mats end to end). */
  public static final double MAX_MAT_SIDE = 240;
  /** Most turns a battle may last. */
  public static final int MAX_TURNS = 100;
  /** Most points a fleet may be given. */
  public static final int MAX_POINTS = 100_000;

  /** Turns of a Standard Wormhole Engagement. */
  public static final int STANDARD_TURNS = 6;

  public WormholeConfig {
    Objects.requireNonNull(catalog, "catalog");
    fleets = List.copyOf(fleets);
    Objects.requireNonNull(wormholes, "wormholes");
    Objects.requireNonNull(scenario, "scenario");
    advanced = Collections.unmodifiableSet(advanced.isEmpty() ? EnumSet.noneOf(AdvancedRule.class)
        : EnumSet.copyOf(advanced));
  }

  /** A Standard Wormhole Engagement set up this way. */
  public WormholeConfig(Catalog catalog, List<FleetSpec> fleets, int points, double matWidth, double matLength,
      double deploymentDepth, int turns, Set<AdvancedRule> advanced, GateNetwork wormholes) {
    this(catalog, fleets, points, matWidth, matLength, deploymentDepth, turns, advanced, wormholes,
        Scenario.standardEngagement());
  }

  /** Whether the advanced rule {@code rule} is in play. */
  public boolean uses(AdvancedRule rule) {
    return advanced.contains(rule);
  }

  /** This set-up with the advanced rules {@code rules} switched on as well. */
  public WormholeConfig with(AdvancedRule... rules) {
    Set<AdvancedRule> all = EnumSet.noneOf(AdvancedRule.class);
    all.addAll(advanced);
    all.addAll(List.of(rules));
    return new WormholeConfig(catalog, fleets, points, matWidth, matLength, deploymentDepth, turns, all, wormholes,
        scenario);
  }

  /** This set-up with {@code network} on the mat and the Wormholes advanced rule switched on. */
  public WormholeConfig withWormholes(GateNetwork network) {
    Set<AdvancedRule> all = EnumSet.of(AdvancedRule.WORMHOLES);
    all.addAll(advanced);
    return new WormholeConfig(catalog, fleets, points, matWidth, matLength, deploymentDepth, turns, all, network,
        scenario);
  }

  /** This set-up playing {@code newScenario}. */
  public WormholeConfig withScenario(Scenario newScenario) {
    return new WormholeConfig(catalog, fleets, points, matWidth, matLength, deploymentDepth, turns, advanced,
        wormholes, newScenario);
  }

  /** This set-up lasting {@code newTurns} turns. */
  public WormholeConfig withTurns(int newTurns) {
    return new WormholeConfig(catalog, fleets, points, matWidth, matLength, deploymentDepth, newTurns, advanced,
        wormholes, scenario);
  }

  /** This set-up on a mat {@code width} by {@code length} inches. */
  public WormholeConfig withMat(double width, double length) {
    return new WormholeConfig(catalog, fleets, points, width, length, deploymentDepth, turns, advanced,
        wormholes, scenario);
  }

  /** This set-up with {@code newWormholes} on the mat, the advanced rules left as they are. */
  public WormholeConfig withNetwork(GateNetwork newWormholes) {
    return new WormholeConfig(catalog, fleets, points, matWidth, matLength, deploymentDepth, turns, advanced,
        newWormholes, scenario);
  }

  /** The length of one sector (the whole mat unless the scenario lays several mats end to end). */
  public double sectorLength() {
    return matLength / scenario.sectors();
  }

  /**
   * A Standard Wormhole Engagement: the 30"×40" mat, 8" deployment zones, six turns, {@code points} per
   * side.
   */
  public static WormholeConfig standard(Catalog catalog, FleetSpec seat0, FleetSpec seat1, int points) {
    return new WormholeConfig(catalog, List.of(seat0, seat1), points, STANDARD_WIDTH, STANDARD_LENGTH,
        STANDARD_DEPTH, STANDARD_TURNS, Set.of(), GateNetwork.NONE);
  }
}
