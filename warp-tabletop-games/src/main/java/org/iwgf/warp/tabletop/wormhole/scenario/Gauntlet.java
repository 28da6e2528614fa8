// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.tabletop.wormhole.Gate;
import org.iwgf.warp.tabletop.wormhole.GateNetwork;
import org.iwgf.warp.tabletop.wormhole.Phase;
import org.iwgf.warp.tabletop.wormhole.Scenario;
import org.iwgf.warp.tabletop.wormhole.ScenarioKind;
import org.iwgf.warp.tabletop.wormhole.Vessel;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetCost;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * The Gauntlet: three linked battles in which the Attacker (seat 0) fights on with what is left of one force
 * — its damage, spent inserts and survivors carried from battle to battle with one repair attempt per vessel
 * in Wormhole transit — against fresh Defenders of 25 %, 50 % and 75 % of its size. An immutable campaign
 * value: {@link #nextBattle} gives the configuration of the next battle, {@link #record} adds a finished one,
 * {@link #totals} adds the scores up.
 *
 * <ol>
 *   <li>The Assault Begins: a Standard set-up with a Wormhole in the Defender's zone; the Defender issues no
 *       orders in turn 1; the Attacker holds Advantage throughout; it ends when the Defender is eliminated.
 *   <li>Stronger Resistance: a Wormhole in each deployment zone; the Attacker sets up within 6" of his and
 *       starts with Advantage; it ends when the Defender is eliminated or every Attacker vessel is destroyed
 *       or gone through the Defender's Wormhole. Surviving Defenders are noted.
 *   <li>The Final Assault: a Wormhole in the Attacker's zone; the Attacker sets up within 6" of it, the
 *       Defender anywhere on his half with Advantage for turn 1; survivors of battle 2's Defender come through
 *       the Attacker's Wormhole in turn 4 (after their own transit repair); eight turns.
 * </ol>
 *
 * <p>Battles 1 and 2 score only destroyed vessels, the Defender's triple and double; battle 3 is scored as a
 * Standard Wormhole Engagement, where damage counts. Battles 1 and 2 stop after {@link #SAFETY_TURNS} turns at
 * the latest.
 *
 * @since 0.1.0
 */
public final class Gauntlet {
  /** The final battle's turns. */
  public static final int FINAL_TURNS = 8;
  /** Turns after which battles 1 and 2 stop if they have not been decided. */
  public static final int SAFETY_TURNS = 12;
  /** How near his Wormhole the Attacker sets up in battles 2 and 3, in inches. */
  public static final double NEAR = 6.0;

  private final Catalog catalog;
  private final FleetSpec attacker;
  private final int force;
  private final List<WormholeState> battles;

  private Gauntlet(Catalog catalog, FleetSpec attacker, int force, List<WormholeState> battles) {
    this.catalog = Objects.requireNonNull(catalog, "catalog");
    this.attacker = Objects.requireNonNull(attacker, "attacker");
    this.force = force;
    this.battles = List.copyOf(battles);
  }

  /** A Gauntlet for {@code attacker}, whose cost sets the Defenders' sizes. */
  public static Gauntlet begin(Catalog catalog, FleetSpec attacker) {
    return new Gauntlet(catalog, attacker, FleetCost.of(attacker, catalog), List.of());
  }

  /** The Attacker's force size in points, as it began. */
  public int force() {
    return force;
  }

  /** The finished battles so far. */
  public List<WormholeState> battles() {
    return battles;
  }

  /** Whether all three battles are fought. */
  public boolean over() {
    return battles.size() == 3;
  }

  /** The points the Defender may spend in battle {@code part}: 25, 50 or 75 % of the Attacker's force. */
  public int defenderPoints(int part) {
    return force * part / 4;
  }

  /**
   * The configuration of the next battle, the Defender bringing {@code defender}.
   *
   * @throws IllegalStateException once all three battles are fought
   */
  public WormholeConfig nextBattle(FleetSpec defender) {
    int part = battles.size() + 1;
    if (part > 3) {
      throw new IllegalStateException("All three battles of the Gauntlet are fought.");
    }
    double w = WormholeConfig.STANDARD_WIDTH;
    double l = WormholeConfig.STANDARD_LENGTH;
    Gate attackerGate = new Gate("attacker-gate", "orange", 1, Point.of(w / 2, 4), Layouts.GATE_RADIUS, 0);
    Gate defenderGate = new Gate("defender-gate", "blue", 1, Point.of(w / 2, l - 4), Layouts.GATE_RADIUS, 0);
    Scenario scenario = Scenario.of(ScenarioKind.GAUNTLET).withPart(part)
        .withBudgets(new Scenario.Budget(1, 1, 1, defenderPoints(part), false));
    FleetSpec attack = attacker;
    FleetSpec defence = defender;
    List<Gate> gates = new ArrayList<>();
    int turns = SAFETY_TURNS;
    if (part == 1) {
      gates.add(defenderGate);
      scenario = scenario.withSilentTurns(1, 1).withOpeningAdvantage(0, Integer.MAX_VALUE);
    } else {
      WormholeState last = battles.get(battles.size() - 1);
      attack = survivors(last, 0);
      scenario = scenario.withVeterans(veterans(last, 0))
          .withZones(new Scenario.Zone(0, 0, l / 2, Optional.of(attackerGate.id()), NEAR));
      gates.add(attackerGate);
      if (part == 2) {
        gates.add(defenderGate);
        scenario = scenario.withOpeningAdvantage(0, 0).withExits(new Scenario.Exit(0, defenderGate.id()));
      } else {
        FleetSpec leftovers = survivors(last, 1);
        defence = Layouts.merge(defender, leftovers);
        scenario = scenario.withOpeningAdvantage(1, 0).withVeterans(veterans(last, 1))
            .withZones(new Scenario.Zone(1, l / 2, l, Optional.empty(), 0))
            .withArrivals(Layouts.arrivals(leftovers, 4, attackerGate.id(), false));
        turns = FINAL_TURNS;
      }
    }
    return WormholeConfig.standard(catalog, attack, defence, force).withTurns(turns)
        .withNetwork(new GateNetwork(gates, GateNetwork.Linking.BASIC, false)).withScenario(scenario);
  }

  /**
   * This campaign with {@code finished} recorded as its next battle.
   *
   * @throws InvalidConfigException with code {@code SCENARIO} if {@code finished} is not over or is not the
   *     battle {@link #nextBattle} set up
   */
  public Gauntlet record(WormholeState finished) {
    if (finished.phase() != Phase.OVER || finished.config().scenario().kind() != ScenarioKind.GAUNTLET
        || finished.config().scenario().part() != battles.size() + 1) {
      throw new InvalidConfigException("SCENARIO", "Record the Gauntlet's battle " + (battles.size() + 1)
          + " once it is over.");
    }
    List<WormholeState> all = new ArrayList<>(battles);
    all.add(finished);
    return new Gauntlet(catalog, attacker, force, all);
  }

  /** The campaign's scores so far, per seat: every recorded battle's scores added up. */
  public List<Integer> totals() {
    int a = 0;
    int d = 0;
    for (WormholeState s : battles) {
      List<Integer> scores = WormholeRules.of(s.config()).outcome(s).orElseThrow().scores();
      a += scores.get(0);
      d += scores.get(1);
    }
    return List.of(a, d);
  }

  /** The vessels of {@code seat} still in play at the end of {@code s} (on deck, on the mat or gone through). */
  private static FleetSpec survivors(WormholeState s, int seat) {
    FleetSpec fleet = s.config().fleets().get(seat);
    List<VesselSpec> kept = new ArrayList<>();
    for (VesselSpec spec : fleet.vessels()) {
      Optional<Vessel> v = s.vessel(spec.id());
      if (v.isPresent() && s.inPlay(v.get()) && (v.get().position().isPresent() || s.hasDeparted(v.get())
          || v.get().dockedIn().isPresent())) {
        Optional<String> deck = v.get().dockedIn().filter(c -> s.vessel(c).map(s::inPlay).orElse(false));
        kept.add(new VesselSpec(spec.id(), spec.classId(), spec.inserts(), deck));
      }
    }
    Optional<String> admiral = fleet.admiralAboard().filter(id -> kept.stream().anyMatch(k -> k.id().equals(id)));
    return new FleetSpec(fleet.commander(), fleet.faction(), kept, admiral);
  }

  private static List<Scenario.Veteran> veterans(WormholeState s, int seat) {
    List<Scenario.Veteran> out = new ArrayList<>();
    for (VesselSpec spec : survivors(s, seat).vessels()) {
      Vessel v = s.vessel(spec.id()).orElseThrow();
      out.add(new Scenario.Veteran(v.id(), v.marks(), v.inserts(), true));
    }
    return out;
  }
}
