// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;
import org.iwgf.warp.tabletop.wormhole.space.Circle;

/**
 * A whole battle at one moment, secret orders included; an immutable value made by
 * {@link WormholeRules#start} and {@link WormholeRules#apply} or read from JSON.
 *
 * <p>Making a state that does not hold together raises
 * {@link org.iwgf.warp.core.game.InvalidStateException} with code {@code STATE}.
 *
 * @param config how the battle is set up
 * @param turn the game turn, from 1 ({@code 0} during deployment)
 * @param phase the phase
 * @param advantage the seat holding Advantage
 * @param vessels every vessel of both fleets in fleet order (seat 0's first), destroyed ones included
 * @param band the initiative band being resolved in the Attack phase (otherwise 5)
 * @param declared attacks declared in the current band and not yet resolved
 * @param explosions explosion counters on the mat
 * @param marksDealt per seat, marks dealt to the other side this turn (self-inflicted excluded)
 * @param ordersDone per seat, whether it finished issuing orders this turn
 * @param done ids of vessels whose optional decision of this phase is settled (a free turn taken or
 *     declined, an autofire declared), and in the Orders phase {@code "reinforcements-called:<seat>"} once
 *     that seat has called its reinforcements
 * @param dice the dice
 * @param ordersAllowed with Orders Loss, per seat, the orders it may issue this turn (bonus orders aside);
 *     empty without Orders Loss
 * @param debris with Debris Fields, the debris left by explosions of earlier turns (and the debris of a
 *     Training Mission's destroyed asteroids)
 * @param fullStrength with Bigger Explosions, the squadrons that began this Attack phase at full status
 * @param wormholes the Wormhole tokens as they stand (hacked, tuned)
 * @param departed ids of vessels that have left the mat for good through a Wormhole (scenario exits)
 * @since 0.1.0
 */
public record WormholeState(WormholeConfig config, int turn, Phase phase, int advantage, List<Vessel> vessels,
    int band, List<DeclaredAttack> declared, List<Explosion> explosions, List<Integer> marksDealt,
    List<Boolean> ordersDone, List<String> done, Dice dice, List<Integer> ordersAllowed,
    List<Circle> debris, List<String> fullStrength, GateNetwork wormholes,
    List<String> departed) {

  public WormholeState {
    Objects.requireNonNull(config, "config");
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(dice, "dice");
    vessels = List.copyOf(vessels);
    declared = List.copyOf(declared);
    explosions = List.copyOf(explosions);
    marksDealt = List.copyOf(marksDealt);
    ordersDone = List.copyOf(ordersDone);
    done = List.copyOf(done);
    ordersAllowed = List.copyOf(ordersAllowed);
    debris = List.copyOf(debris);
    fullStrength = List.copyOf(fullStrength);
    Objects.requireNonNull(wormholes, "wormholes");
    departed = List.copyOf(departed);
    StateChecks.check(config, turn, advantage, vessels, wormholes, band, marksDealt, ordersDone);
    StateChecks.checkDeparted(vessels, departed);
    StateChecks.checkAllowed(ordersAllowed);
  }

  /** A state with no vessel departed yet. */
  public WormholeState(WormholeConfig config, int turn, Phase phase, int advantage, List<Vessel> vessels, int band,
      List<DeclaredAttack> declared, List<Explosion> explosions, List<Integer> marksDealt,
      List<Boolean> ordersDone, List<String> done, Dice dice, List<Integer> ordersAllowed,
      List<Circle> debris, List<String> fullStrength, GateNetwork wormholes) {
    this(config, turn, phase, advantage, vessels, band, declared, explosions, marksDealt, ordersDone, done, dice,
        ordersAllowed, debris, fullStrength, wormholes, List.of());
  }

  /**
   * Whether {@code vessel} is at the battle: on the mat, or on deck in a carrier that is on the mat (not
   * still to deploy or arrive, not gone through a Wormhole).
   */
  public boolean atBattle(Vessel vessel) {
    return vessel.onMat() || vessel.dockedIn().flatMap(this::vessel).map(Vessel::onMat).orElse(false);
  }

  /** Whether {@code vessel} has left the mat for good through a Wormhole. */
  public boolean hasDeparted(Vessel vessel) {
    return departed.contains(vessel.id());
  }

  /** This state with {@code ids} departed as well. */
  public WormholeState withDeparted(List<String> ids) {
    List<String> all = new ArrayList<>(departed);
    all.addAll(ids);
    return new WormholeState(config, turn, phase, advantage, vessels, band, declared, explosions, marksDealt,
        ordersDone, done, dice, ordersAllowed, debris, fullStrength, wormholes, all);
  }

  /** The vessel {@code id}, if there is one. */
  public Optional<Vessel> vessel(String id) {
    for (Vessel v : vessels) {
      if (v.id().equals(id)) {
        return Optional.of(v);
      }
    }
    return Optional.empty();
  }

  /** The catalog class of {@code vessel}. */
  public VesselClass classOf(Vessel vessel) {
    return config.catalog().vesselClass(vessel.classId());
  }

  /** The status of {@code vessel} on its damage track. */
  public Status statusOf(Vessel vessel) {
    return classOf(vessel).track().statusAt(vessel.marks());
  }

  /** Whether {@code vessel} is still in the game (not Destroyed). */
  public boolean inPlay(Vessel vessel) {
    return statusOf(vessel) != Status.DESTROYED;
  }

  /** This state with {@code vessel} replacing the vessel of the same id. */
  public WormholeState with(Vessel vessel) {
    List<Vessel> next = new ArrayList<>(vessels);
    for (int i = 0; i < next.size(); i++) {
      if (next.get(i).id().equals(vessel.id())) {
        next.set(i, vessel);
        return withVessels(next);
      }
    }
    throw new IllegalArgumentException("No vessel " + vessel.id() + " to replace.");
  }

  /** This state with {@code newVessels}. */
  public WormholeState withVessels(List<Vessel> newVessels) {
    return new WormholeState(config, turn, phase, advantage, newVessels, band, declared, explosions, marksDealt,
        ordersDone, done, dice, ordersAllowed, debris, fullStrength, wormholes, departed);
  }

  /** This state with {@code newDice}. */
  public WormholeState withDice(Dice newDice) {
    return new WormholeState(config, turn, phase, advantage, vessels, band, declared, explosions, marksDealt,
        ordersDone, done, newDice, ordersAllowed, debris, fullStrength, wormholes, departed);
  }

  /** This state with {@code newDone} as the settled decisions of the phase. */
  public WormholeState withDone(List<String> newDone) {
    return new WormholeState(config, turn, phase, advantage, vessels, band, declared, explosions, marksDealt,
        ordersDone, newDone, dice, ordersAllowed, debris, fullStrength, wormholes, departed);
  }

  /** This state resolving band {@code newBand} with {@code newDeclared} attacks declared in it. */
  public WormholeState inBand(int newBand, List<DeclaredAttack> newDeclared) {
    return new WormholeState(config, turn, phase, advantage, vessels, newBand, newDeclared, explosions, marksDealt,
        ordersDone, done, dice, ordersAllowed, debris, fullStrength, wormholes, departed);
  }

  /** This state with {@code newExplosions} on the mat. */
  public WormholeState withExplosions(List<Explosion> newExplosions) {
    return new WormholeState(config, turn, phase, advantage, vessels, band, declared, newExplosions, marksDealt,
        ordersDone, done, dice, ordersAllowed, debris, fullStrength, wormholes, departed);
  }

  /** This state with {@code newMarksDealt} counted for the turn. */
  public WormholeState withMarksDealt(List<Integer> newMarksDealt) {
    return new WormholeState(config, turn, phase, advantage, vessels, band, declared, explosions, newMarksDealt,
        ordersDone, done, dice, ordersAllowed, debris, fullStrength, wormholes, departed);
  }

  /** This state with {@code newOrdersDone} per seat. */
  public WormholeState withOrdersDone(List<Boolean> newOrdersDone) {
    return new WormholeState(config, turn, phase, advantage, vessels, band, declared, explosions, marksDealt,
        newOrdersDone, done, dice, ordersAllowed, debris, fullStrength, wormholes, departed);
  }

  /** This state with {@code allowed} orders per seat for this turn (Orders Loss). */
  public WormholeState withOrdersAllowed(List<Integer> allowed) {
    return new WormholeState(config, turn, phase, advantage, vessels, band, declared, explosions, marksDealt,
        ordersDone, done, dice, allowed, debris, fullStrength, wormholes, departed);
  }

  /** This state with {@code newDebris} on the mat (Debris Fields). */
  public WormholeState withDebris(List<Circle> newDebris) {
    return new WormholeState(config, turn, phase, advantage, vessels, band, declared, explosions, marksDealt,
        ordersDone, done, dice, ordersAllowed, newDebris, fullStrength, wormholes, departed);
  }

  /** This state noting {@code squadrons} at full status as the Attack phase begins (Bigger Explosions). */
  public WormholeState withFullStrength(List<String> squadrons) {
    return new WormholeState(config, turn, phase, advantage, vessels, band, declared, explosions, marksDealt,
        ordersDone, done, dice, ordersAllowed, debris, squadrons, wormholes, departed);
  }

  /** This state with the Wormhole tokens as {@code network}. */
  public WormholeState withWormholes(GateNetwork network) {
    return new WormholeState(config, turn, phase, advantage, vessels, band, declared, explosions, marksDealt,
        ordersDone, done, dice, ordersAllowed, debris, fullStrength, network, departed);
  }

  /** This state with Advantage held by {@code seat}. */
  public WormholeState withAdvantage(int seat) {
    return new WormholeState(config, turn, phase, seat, vessels, band, declared, explosions, marksDealt,
        ordersDone, done, dice, ordersAllowed, debris, fullStrength, wormholes, departed);
  }

  /** This state in {@code newPhase} (the per-phase bookkeeping {@code done} cleared). */
  public WormholeState inPhase(Phase newPhase) {
    return new WormholeState(config, turn, newPhase, advantage, vessels, band, declared, explosions, marksDealt,
        ordersDone, List.of(), dice, ordersAllowed, debris, fullStrength, wormholes, departed);
  }
}
