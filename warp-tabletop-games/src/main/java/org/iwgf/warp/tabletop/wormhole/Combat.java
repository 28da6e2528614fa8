// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.catalog.Weapon;

/**
 * Attacks outside the Attack phase, for the other phases: the Heavy Railgun fired by a Special Order, a
 * Missile Salvo striking its target, and single rolls with the Skilled Commander's re-roll (repairs).
 */
final class Combat {
  private Combat() {}

  /** One die roll's result. */
  record RollResult(WormholeState state, int face, boolean success) {}

  /**
   * Fires a special-order weapon (the Heavy Railgun) of {@code vessel} at {@code target} now.
   *
   * @throws IllegalMoveException if the target is out of range or arc or the line of fire is blocked
   */
  static WormholeState fireSpecialWeapon(WormholeState s, String vessel, String weapon, String target,
      List<WormholeEvent> events) {
    Vessel v = s.vessel(vessel).orElseThrow();
    Weapon w = s.classOf(v).weapon(weapon).orElseThrow(() -> new IllegalMoveException("NO_SUCH_WEAPON",
        vessel + " has no weapon " + weapon + "."));
    Vessel t = s.vessel(target).orElseThrow(() -> new IllegalMoveException("BAD_TARGET",
        "There is no vessel " + target + " to fire at."));
    Optional<String> problem = Targeting.problem(s, v, w, t);
    if (problem.isPresent()) {
      throw Moves.refusal(problem.get());
    }
    events.add(new WormholeEvent.AttackDeclared(vessel, weapon, List.of(target)));
    return Strike.resolve(s, vessel, w, target, events);
  }

  /** Whether {@code vessel} may fire {@code weapon} at {@code target} now (range, arc, line of fire). */
  static boolean canTarget(WormholeState s, String vessel, String weapon, String target) {
    Optional<Vessel> v = s.vessel(vessel);
    Optional<Vessel> t = s.vessel(target);
    if (v.isEmpty() || t.isEmpty()) {
      return false;
    }
    Optional<Weapon> w = s.classOf(v.get()).weapon(weapon);
    return w.isPresent() && Targeting.problem(s, v.get(), w.get(), t.get()).isEmpty();
  }

  /**
   * A Missile Salvo reached {@code target}: its warhead's potential explosive marks (each on 2+), credited to
   * the salvo's commander; the salvo is spent without exploding.
   */
  static WormholeState missileImpact(WormholeState s, String salvo, String target, List<WormholeEvent> events) {
    Vessel m = s.vessel(salvo).orElseThrow();
    Weapon warhead = s.classOf(m).weapons().stream().filter(Weapon::explosive).findFirst().orElseThrow();
    Dice.Rolls rolls = s.dice().roll(warhead.dice());
    events.add(new WormholeEvent.AttackDeclared(salvo, warhead.id(), List.of(target)));
    events.add(new WormholeEvent.DiceRolled(salvo, "to-mark", rolls.faces(), 2));
    int potential = (int) rolls.faces().stream().filter(f -> f >= 2).count();
    WormholeState hit = Damage.resist(s.withDice(rolls.next()), target, salvo, potential, events);
    Vessel spent = hit.vessel(salvo).orElseThrow();
    events.add(new WormholeEvent.StatusChanged(salvo, hit.statusOf(spent), Status.DESTROYED));
    return hit.with(spent.withMarks(hit.classOf(spent).track().length()));
  }

  /** One die for {@code vessel} needing {@code needed}, with its Skilled Commander re-roll if unused. */
  static RollResult rollFor(WormholeState s, String vessel, String purpose, int needed,
      List<WormholeEvent> events) {
    Rolls.Result r = Rolls.roll(s, vessel, purpose, 1, needed, events);
    int face = r.faces().get(0);
    return new RollResult(r.state(), face, face >= needed);
  }
}
