// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetCost;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;

/**
 * Fleets for the scenarios, after the rule book's "Building your game" suggestions (blue Royalists, orange
 * Separatists), fitted to each scenario's points at the cost chart's prices. Each commander's first eligible
 * vessel carries the faction's free insert (Royalist Skilled Commander, Separatist Ace Pilot).
 *
 * @since 0.1.0
 */
public final class ExampleFleets {
  private ExampleFleets() {}

  private static VesselSpec v(String id, String classId) {
    return VesselSpec.of(id, classId);
  }

  private static FleetSpec blue(String commander, List<VesselSpec> vessels) {
    return FleetSpec.of(commander, Faction.ROYALIST, vessels);
  }

  private static FleetSpec orange(String commander, List<VesselSpec> vessels) {
    return FleetSpec.of(commander, Faction.SEPARATIST, vessels);
  }

  /**
   * Training Mission (75): two Particlebow Frigates (one with the free Skilled Commander), two Missile Fighter
   * squadrons (one with an Ace Pilot).
   */
  public static FleetSpec training() {
    return blue("Trainee", List.of(v("blue-particlebow-1", "particlebow-frigate").withInserts(FleetCost.ROYALIST_FREE),
        v("blue-particlebow-2", "particlebow-frigate"), v("blue-missile-1", "missile-fighters").withInserts("ace"),
        v("blue-missile-2", "missile-fighters")));
  }

  /** The Training Mission variant's four opposing vessels: two Control Corvettes, two Skirmish Fighters. */
  public static FleetSpec trainingOpponents() {
    return orange("Target drones", List.of(v("orange-corvette-1", "control-corvette"),
        v("orange-corvette-2", "control-corvette"), v("orange-skirmish-1", "skirmish-fighters"),
        v("orange-skirmish-2", "skirmish-fighters")));
  }

  /** Supply Run Attacker (80): two Particlebow Frigates and three Missile Fighter squadrons. */
  public static FleetSpec supplyRunAttacker() {
    return blue("Raider", List.of(v("blue-particlebow-1", "particlebow-frigate").withInserts(FleetCost.ROYALIST_FREE),
        v("blue-particlebow-2", "particlebow-frigate"), v("blue-missile-1", "missile-fighters"),
        v("blue-missile-2", "missile-fighters"), v("blue-missile-3", "missile-fighters")));
  }

  /** The Supply Run Defender's supply ship, a Convoy Carrier. */
  public static final String SUPPLY_SHIP = "orange-supply";

  /**
   * Supply Run Defender (75 plus the supply ship): the Convoy Carrier {@link #SUPPLY_SHIP}, three Missile
   * Fighter squadrons, two Skirmish Fighter squadrons (one with the free Ace) and a Control Corvette.
   */
  public static FleetSpec supplyRunDefender() {
    return orange("Convoy master", List.of(v(SUPPLY_SHIP, "convoy-carrier"), v("orange-corvette", "control-corvette"),
        v("orange-missile-1", "missile-fighters"), v("orange-missile-2", "missile-fighters"),
        v("orange-missile-3", "missile-fighters"), v("orange-skirmish-1", "skirmish-fighters").withInserts("ace"),
        v("orange-skirmish-2", "skirmish-fighters")));
  }

  /** When the Supply Run Defender's forces appear: the corvette in turn 1, missiles in 2, skirmishers in 3. */
  public static Map<String, Integer> supplyRunArrivals() {
    return Map.of("orange-corvette", 1, "orange-missile-1", 2, "orange-missile-2", 2, "orange-missile-3", 2,
        "orange-skirmish-1", 3, "orange-skirmish-2", 3);
  }

  /**
   * Reinforcements Attacker (120): a Convoy Carrier with three Missile Fighter squadrons on deck, two Skirmish
   * Fighter squadrons (one with the free Ace) and a Control Corvette (115).
   */
  public static FleetSpec reinforcementsAttacker() {
    List<VesselSpec> vs = new ArrayList<>(List.of(v("orange-carrier", "convoy-carrier")));
    for (int i = 1; i <= 3; i++) {
      vs.add(v("orange-missile-" + i, "missile-fighters").dockedIn("orange-carrier"));
    }
    vs.add(v("orange-skirmish-1", "skirmish-fighters").withInserts("ace"));
    vs.add(v("orange-skirmish-2", "skirmish-fighters"));
    vs.add(v("orange-corvette", "control-corvette"));
    return orange("Strike leader", vs);
  }

  /** Reinforcements Defender (100): two Particlebow Frigates and four Missile Fighter squadrons (90). */
  public static FleetSpec reinforcementsDefender() {
    List<VesselSpec> vs = new ArrayList<>(List.of(
        v("blue-particlebow-1", "particlebow-frigate").withInserts(FleetCost.ROYALIST_FREE),
        v("blue-particlebow-2", "particlebow-frigate")));
    for (int i = 1; i <= 4; i++) {
      vs.add(v("blue-missile-" + i, "missile-fighters"));
    }
    return blue("Garrison", vs);
  }

  /** The Defender's reinforcements (50): a Convoy Carrier with a Missile Fighter squadron on deck. */
  public static FleetSpec reinforcementsReserve() {
    return blue("Garrison", List.of(v("blue-carrier", "convoy-carrier"),
        v("blue-missile-r1", "missile-fighters").dockedIn("blue-carrier")));
  }

  /**
   * The Gauntlet Attacker (160): a Hammerhead Cruiser, a Convoy Carrier with two Missile Fighter squadrons on
   * deck, two more Missile Fighter squadrons and two Skirmish Fighter squadrons (one with the free Ace).
   */
  public static FleetSpec gauntletAttacker() {
    List<VesselSpec> vs = new ArrayList<>(List.of(v("orange-hammerhead", "hammerhead"),
        v("orange-carrier", "convoy-carrier"), v("orange-missile-1", "missile-fighters").dockedIn("orange-carrier"),
        v("orange-missile-2", "missile-fighters").dockedIn("orange-carrier"), v("orange-missile-3", "missile-fighters"),
        v("orange-missile-4", "missile-fighters"), v("orange-skirmish-1", "skirmish-fighters").withInserts("ace"),
        v("orange-skirmish-2", "skirmish-fighters")));
    return orange("Assault commander", vs);
  }

  /**
   * The Gauntlet's Defenders (Royalist) for battle {@code part}: 25 %, 50 % and 75 % of the Attacker's 160
   * points, with ids prefixed {@code "p<part>-"} so that survivors of one battle can join the next.
   */
  public static FleetSpec gauntletDefender(int part) {
    String p = "p" + part + "-";
    List<VesselSpec> vs = new ArrayList<>();
    vs.add(v(p + "particlebow-1", "particlebow-frigate").withInserts(FleetCost.ROYALIST_FREE));
    if (part == 1) {
      vs.add(v(p + "missile-1", "missile-fighters"));
    } else if (part == 2) {
      vs.add(v(p + "particlebow-2", "particlebow-frigate"));
      for (int i = 1; i <= 3; i++) {
        vs.add(v(p + "missile-" + i, "missile-fighters"));
      }
    } else {
      vs.add(v(p + "hammerhead", "hammerhead"));
      vs.add(v(p + "particlebow-2", "particlebow-frigate"));
      vs.add(v(p + "missile-1", "missile-fighters"));
    }
    return blue("Sector defence " + part, vs);
  }

  /**
   * A 200-point Royalist fleet for Sector Command and the Endurance Trial's Defender (195): a Hammerhead
   * Cruiser with the Heavy Railgun, two Particlebow Frigates, a Control Corvette and four Missile Fighters.
   */
  public static FleetSpec blue200() {
    List<VesselSpec> vs = new ArrayList<>(List.of(v("blue-hammerhead", "hammerhead").withInserts("heavy-railgun"),
        v("blue-particlebow-1", "particlebow-frigate").withInserts(FleetCost.ROYALIST_FREE),
        v("blue-particlebow-2", "particlebow-frigate"), v("blue-corvette", "control-corvette")));
    for (int i = 1; i <= 4; i++) {
      vs.add(v("blue-missile-" + i, "missile-fighters"));
    }
    return blue("Fleet Captain", vs);
  }

  /**
   * A 200-point Separatist fleet for Sector Command: a Convoy Carrier with four Missile Fighter squadrons on
   * deck, two Skirmish Fighter squadrons (one with the free Ace), two Control Corvettes and two Particlebow
   * Frigates.
   */
  public static FleetSpec orange200() {
    List<VesselSpec> vs = new ArrayList<>(List.of(v("orange-carrier", "convoy-carrier")));
    for (int i = 1; i <= 4; i++) {
      vs.add(v("orange-missile-" + i, "missile-fighters").dockedIn("orange-carrier"));
    }
    vs.add(v("orange-skirmish-1", "skirmish-fighters").withInserts("ace"));
    vs.add(v("orange-skirmish-2", "skirmish-fighters"));
    vs.add(v("orange-corvette-1", "control-corvette"));
    vs.add(v("orange-corvette-2", "control-corvette"));
    vs.add(v("orange-particlebow-1", "particlebow-frigate"));
    vs.add(v("orange-particlebow-2", "particlebow-frigate"));
    return orange("Sector Marshal", vs);
  }

  /**
   * The solo Endurance Trial's wave for {@code turn} (turn 1 is the starting force), of the faction opposing
   * {@code defender}: 10 Missile Fighter squadrons; four Particlebow Frigates; a Hammerhead Cruiser and four
   * Skirmish Fighter squadrons; then again from the start. Ids are prefixed {@code "w<turn>-"}.
   */
  public static FleetSpec autopilotWave(Faction defender, int turn) {
    String p = "w" + turn + "-";
    List<VesselSpec> vs = new ArrayList<>();
    switch ((turn - 1) % 3) {
      case 0:
        for (int i = 1; i <= 10; i++) {
          vs.add(v(p + "missile-" + i, "missile-fighters"));
        }
        break;
      case 1:
        for (int i = 1; i <= 4; i++) {
          vs.add(v(p + "particlebow-" + i, "particlebow-frigate"));
        }
        break;
      default:
        vs.add(v(p + "hammerhead", "hammerhead"));
        for (int i = 1; i <= 4; i++) {
          vs.add(v(p + "skirmish-" + i, "skirmish-fighters"));
        }
    }
    Faction attacker = defender == Faction.ROYALIST ? Faction.SEPARATIST : Faction.ROYALIST;
    return FleetSpec.of("Autopilot", attacker, vs);
  }
}
