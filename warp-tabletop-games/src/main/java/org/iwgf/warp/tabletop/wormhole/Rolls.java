// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.Ability;
import org.iwgf.warp.tabletop.wormhole.catalog.SizeClass;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Weapon;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Dice of the battle: rolls for a vessel with its Skilled Commander's one re-roll a turn (the first failed
 * die of the roll is rolled again, once a turn, when the vessel carries a Skilled Commander), and the
 * number an attack needs to mark its target.
 */
final class Rolls {
  /** The Skilled Commander insert. */
  static final String SKILLED_COMMANDER = "skilled-commander";

  private Rolls() {}

  /** Faces rolled and the state after them. */
  record Result(WormholeState state, List<Integer> faces) {
    Result {
      faces = List.copyOf(faces);
    }

    int successes(int needed) {
      return (int) faces.stream().filter(f -> f >= needed).count();
    }
  }

  /**
   * Rolls {@code n} dice for {@code vesselId} needing {@code needed}, reporting them as {@code purpose};
   * re-rolls the first failure if the vessel's Skilled Commander has not re-rolled this turn.
   */
  static Result roll(WormholeState state, String vesselId, String purpose, int n, int needed,
      List<WormholeEvent> events) {
    Dice.Rolls rolls = state.dice().roll(n);
    WormholeState s = state.withDice(rolls.next());
    List<Integer> faces = new ArrayList<>(rolls.faces());
    events.add(new WormholeEvent.DiceRolled(vesselId, purpose, faces, needed));
    Optional<Vessel> v = s.vessel(vesselId);
    int failed = faces.indexOf(faces.stream().filter(f -> f < needed).findFirst().orElse(-1));
    boolean rerolls = !s.config().uses(AdvancedRule.ORDERS_LOSS);
    if (rerolls && failed >= 0 && v.isPresent() && !v.get().rerollUsed()
        && v.get().insertCount(SKILLED_COMMANDER) > 0) {
      Dice.Roll again = s.dice().roll();
      s = s.withDice(again.next()).with(v.get().withRerollUsed(true));
      faces.set(failed, again.face());
      events.add(new WormholeEvent.DiceRolled(vesselId, "reroll", List.of(again.face()), needed));
    }
    return new Result(s, faces);
  }

  /**
   * The lowest roll that scores a potential mark with {@code weapon} of {@code attacker} on {@code target}:
   * 4+ (a squadron's status raises it: Reduced 5+, Dispersed 6+, unless it went Berserker), 2+ for
   * explosive weapons whatever else applies; +1C and the Missile Fighters' bonus against capital ships, a
   * Mission Briefing on the target and a friendly Concentrate Fire on it each lower it by one; the target's Scramble raises it by
   * one, and so does firing through a Debris Field. The result is kept between 2 and 6.
   */
  static int toMark(WormholeState state, Vessel attacker, Weapon weapon, Vessel target) {
    if (weapon.explosive()) {
      return 2;
    }
    int needed = attackerNeeds(state, attacker);
    if (weapon.capitalBonus() && state.classOf(target).size() == SizeClass.CAPITAL_SHIP) {
      needed--;
    }
    if (attacker.effects().contains(new Effect(SpecialAbility.MISSION_BRIEFING, Optional.of(target.id())))) {
      needed--;
    }
    for (Vessel friend : state.vessels()) {
      if (friend.owner() == attacker.owner()
          && friend.effects().contains(new Effect(SpecialAbility.CONCENTRATE_FIRE, Optional.of(target.id())))) {
        needed -= value(state, friend, SpecialAbility.CONCENTRATE_FIRE, "toMarkBonus");
        break;
      }
    }
    needed += bonus(state, target, SpecialAbility.SCRAMBLE, "toMarkPenalty");
    if (target.position().isPresent()) {
      needed += throughDebris(state, attacker, target.position().get());
    }
    return Math.max(2, Math.min(6, needed));
  }

  /**
   * The lowest roll that scores a potential mark on a target that is a place, not a vessel (a damageable
   * Wormhole at {@code at}): the attacker's own number and the line of fire's, as {@link #toMark} has them.
   */
  static int toMarkAt(WormholeState state, Vessel attacker, Weapon weapon, Point at) {
    if (weapon.explosive()) {
      return 2;
    }
    return Math.max(2, Math.min(6, attackerNeeds(state, attacker) + throughDebris(state, attacker, at)));
  }

  /** 4+, or a squadron's number for its status, lowered by a Berserker's. */
  private static int attackerNeeds(WormholeState state, Vessel attacker) {
    int needed = state.classOf(attacker).isSquadron() ? Capabilities.squadronToMark(state, attacker) : 4;
    if (attacker.hasEffect(SpecialAbility.BERSERKER)) {
      needed = Math.min(needed, value(state, attacker, SpecialAbility.BERSERKER, "toMark"));
    }
    return needed;
  }

  /** 1 when the line of fire from {@code attacker} to {@code at} crosses a Debris Field, else 0. */
  private static int throughDebris(WormholeState state, Vessel attacker, Point at) {
    if (attacker.position().isPresent()) {
      for (Circle field : state.debris()) {
        if (field.crossedBy(attacker.position().get(), at)) {
          return 1;
        }
      }
    }
    return 0;
  }

  private static int bonus(WormholeState state, Vessel v, SpecialAbility kind, String name) {
    return v.hasEffect(kind) ? value(state, v, kind, name) : 0;
  }

  private static int value(WormholeState state, Vessel v, SpecialAbility kind, String name) {
    return (int) Math.round(state.classOf(v).ability(kind).flatMap((Ability a) -> a.value(name)).orElse(1.0));
  }
}
