// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.Weapon;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Geometry;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Firing at damageable Wormholes (advanced rules): a Wormhole is a target like a vessel — range to its base,
 * inside the fire arc, a line of fire no enemy ship blocks — with Medium armor (saves on 5+). Its marks count
 * six to a damage level; on the eighteenth it collapses into a large explosion template. Marks on a Wormhole
 * count for no commander's Advantage.
 */
final class GateFire {
  /** A Wormhole's save: Medium armor. */
  static final int DEFENSE = 5;
  /** Radius of the large explosion template a collapsing Wormhole leaves, in inches (as a capital ship's). */
  static final double TEMPLATE = 3.0;

  private GateFire() {}

  /** Whether {@code id} names a Wormhole that can be fired at in this battle. */
  static boolean isTarget(WormholeState s, String id) {
    return s.config().uses(AdvancedRule.WORMHOLES) && s.wormholes().isDamageable(id)
        && s.wormholes().gate(id).map(g -> g.stability() != Gate.Stability.COLLAPSED).orElse(false);
  }

  /** The reason {@code weapon} of {@code attacker} cannot fire at Wormhole {@code id}, or empty. */
  static Optional<String> problem(WormholeState s, Vessel attacker, Weapon weapon, String id) {
    if (!isTarget(s, id)) {
      return Optional.of("BAD_TARGET: " + id + " is not a Wormhole that can be fired at.");
    }
    if (!attacker.onMat()) {
      return Optional.of("NOT_ON_MAT: " + attacker.id() + " fires only from the mat.");
    }
    if (weapon.requiresCharge() && !attacker.charged()) {
      return Optional.of("NOT_CHARGED: The " + weapon.name() + " fires only when charged.");
    }
    Gate g = s.wormholes().gate(id).get();
    Point from = attacker.position().get();
    if (!Sectors.same(s.config(), from, g.position())) {
      return Optional.of("OTHER_SECTOR: " + id + " is in another sector; fire does not cross a border.");
    }
    double range = weapon.range() * Capabilities.rangeFactor(s, attacker);
    if (Targeting.model(s, attacker).gapTo(g.base()) > range + Geometry.EPSILON) {
      return Optional.of("OUT_OF_RANGE: " + id + " is beyond the " + weapon.name() + "'s " + range + "\".");
    }
    if (!Geometry.inArc(from, attacker.heading(), weapon.arc(), g.base())) {
      return Optional.of("OUT_OF_ARC: " + id + " is outside the " + weapon.name() + "'s fire arc.");
    }
    for (Vessel o : s.vessels()) {
      if (o.owner() != attacker.owner() && o.onMat() && s.inPlay(o) && !s.classOf(o).isSquadron()
          && Targeting.base(s, o).crossedBy(from, g.position())) {
        return Optional.of("BLOCKED: " + o.id() + " blocks the line of fire.");
      }
    }
    return Optional.empty();
  }

  /** The Wormholes {@code weapon} of {@code attacker} can fire at. */
  static List<String> targets(WormholeState s, Vessel attacker, Weapon weapon) {
    List<String> out = new ArrayList<>();
    if (!s.config().uses(AdvancedRule.WORMHOLES) || !s.wormholes().damageable()) {
      return out;
    }
    for (Gate g : s.wormholes().gates()) {
      if (problem(s, attacker, weapon, g.id()).isEmpty()) {
        out.add(g.id());
      }
    }
    return out;
  }

  /** One attack on a Wormhole: to-mark rolls, its 5+ saves, its marks, and its collapse. */
  static WormholeState strike(WormholeState state, String attackerId, Weapon weapon, String id,
      List<WormholeEvent> events) {
    if (!isTarget(state, id)) {
      return state;
    }
    Vessel attacker = state.vessel(attackerId).orElseThrow();
    Point at = state.wormholes().gate(id).get().position();
    int needed = Rolls.toMarkAt(state, attacker, weapon, at);
    int dice = weapon.allOrNothing() ? 1 : weapon.dice();
    Rolls.Result rolled = Rolls.roll(state, attackerId, "to-mark", dice, needed, events);
    int potential = weapon.allOrNothing() ? (rolled.successes(needed) > 0 ? weapon.dice() : 0)
        : rolled.successes(needed);
    // The normal attack resolution: squadrons the shot passes through absorb the first potential marks.
    Strike.Screened left = Strike.screen(rolled.state(), attacker, at, id, potential, events);
    WormholeState s = left.state();
    potential = left.potential();
    if (potential == 0) {
      return s;
    }
    Dice.Rolls saves = s.dice().roll(potential);
    s = s.withDice(saves.next());
    events.add(new WormholeEvent.DiceRolled(id, "defense", saves.faces(), DEFENSE));
    int prevented = (int) saves.faces().stream().filter(f -> f >= DEFENSE).count();
    int marks = potential - prevented;
    events.add(new WormholeEvent.Marked(id, attackerId, potential, prevented, marks));
    Gate before = s.wormholes().gate(id).get();
    Gate after = before.marked(marks);
    s = s.withWormholes(s.wormholes().with(after));
    if (after.stability() == Gate.Stability.COLLAPSED) {
      Circle template = new Circle(after.position(), TEMPLATE);
      List<Explosion> explosions = new ArrayList<>(s.explosions());
      explosions.add(new Explosion(id, template, 1));
      events.add(new WormholeEvent.Exploded(id, template, 1));
      s = s.withExplosions(explosions);
    }
    return s;
  }
}
