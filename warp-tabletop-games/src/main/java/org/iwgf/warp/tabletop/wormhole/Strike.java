// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import org.iwgf.warp.tabletop.wormhole.catalog.Weapon;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * One attack resolved ("Outcome", "Shooting Through"): the attacker rolls the weapon's DMG dice (one die for
 * an all-or-nothing weapon, whose success counts as DMG marks), each roll at or above the number needed
 * ({@link Rolls#toMark}) scoring a potential mark; each enemy squadron the line of fire crosses absorbs the
 * first two potential marks left, rolling its own DEF against them; the target rolls its DEF against the
 * rest.
 */
final class Strike {
  private Strike() {}

  static WormholeState resolve(WormholeState state, String attackerId, Weapon weapon, String targetId,
      List<WormholeEvent> events) {
    if (state.vessel(targetId).isEmpty()) {
      return GateFire.strike(state, attackerId, weapon, targetId, events);
    }
    Vessel attacker = state.vessel(attackerId).orElseThrow();
    Vessel target = state.vessel(targetId).orElseThrow();
    if (!state.inPlay(target) || !target.onMat()) {
      return state;
    }
    int needed = Rolls.toMark(state, attacker, weapon, target);
    int dice = weapon.allOrNothing() ? 1 : weapon.dice();
    Rolls.Result rolled = Rolls.roll(state, attackerId, "to-mark", dice, needed, events);
    WormholeState s = rolled.state();
    int potential = weapon.allOrNothing() ? (rolled.successes(needed) > 0 ? weapon.dice() : 0)
        : rolled.successes(needed);
    Screened left = screen(s, attacker, target.position().orElseThrow(), targetId, potential, events);
    return Damage.resist(left.state(), targetId, attackerId, left.potential(), events);
  }

  /** What reaches the target after the screens: the state after their saves, and the potential marks left. */
  record Screened(WormholeState state, int potential) {}

  /**
   * "Shooting Through": each enemy squadron the line of fire from {@code attacker} to {@code at} crosses
   * absorbs the first two potential marks left, rolling its own DEF against them. One place for fire at a
   * vessel and fire at a Wormhole alike.
   */
  static Screened screen(WormholeState state, Vessel attacker, Point at, String targetId, int potential,
      List<WormholeEvent> events) {
    WormholeState s = state;
    int left = potential;
    if (attacker.position().isPresent()) {
      for (Vessel screen : Targeting.screens(s, attacker, at, targetId)) {
        int absorbed = Math.min(2, left);
        if (absorbed == 0) {
          break;
        }
        s = Damage.resist(s, screen.id(), attacker.id(), absorbed, events);
        left -= absorbed;
      }
    }
    return new Screened(s, left);
  }
}
