// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;
import org.iwgf.warp.tabletop.wormhole.space.Circle;

/**
 * Marks of damage: the target's defense roll against potential marks, moving the damage slider, status
 * changes, the Damage Tracker credit for Advantage and explosion counters for destroyed ships (a destroyed
 * target asteroid does not explode but becomes a squadron-sized debris field). One place for every source of
 * damage (weapons, explosions, missiles, self-destruct).
 */
final class Damage {
  /** Radius in inches of the squadron-sized explosion template (Bigger Explosions); assumed, not printed. */
  static final double SQUADRON_TEMPLATE = 1.0;

  private Damage() {}

  /**
   * The target rolls one die per potential mark against its DEF; each roll at or above DEF prevents a
   * mark, the rest become marks ({@link #mark}). Nothing happens to a vessel already destroyed.
   */
  static WormholeState resist(WormholeState state, String targetId, String sourceId, int potential,
      List<WormholeEvent> events) {
    Vessel target = state.vessel(targetId).orElseThrow();
    if (potential <= 0 || !state.inPlay(target)) {
      return state;
    }
    int def = state.classOf(target).defense();
    Rolls.Result rolls = Rolls.roll(state, targetId, "defense", potential, def, events);
    state = rolls.state();
    int prevented = rolls.successes(def);
    events.add(new WormholeEvent.Marked(targetId, sourceId, potential, prevented, potential - prevented));
    return mark(state, targetId, sourceId, potential - prevented, events);
  }

  /**
   * Moves the target's damage slider {@code marks} spaces right, credits the marks to the source's
   * commander when the source is an enemy (self-inflicted marks do not count for Advantage), reports a
   * status change and, when a ship or capital ship is destroyed, places its explosion counter.
   */
  static WormholeState mark(WormholeState state, String targetId, String sourceId, int marks,
      List<WormholeEvent> events) {
    Vessel target = state.vessel(targetId).orElseThrow();
    if (marks <= 0 || !state.inPlay(target)) {
      return state;
    }
    VesselClass c = state.classOf(target);
    Status before = state.statusOf(target);
    int applied = Math.min(marks, c.track().length() - target.marks());
    Vessel hit = target.withMarks(target.marks() + applied);
    state = state.with(hit);
    int sourceOwner = state.vessel(sourceId).map(Vessel::owner).orElse(target.owner());
    if (sourceOwner != target.owner()) {
      List<Integer> dealt = new ArrayList<>(state.marksDealt());
      dealt.set(sourceOwner, dealt.get(sourceOwner) + applied);
      state = state.withMarksDealt(dealt);
    }
    Status after = state.statusOf(hit);
    if (after != before) {
      events.add(new WormholeEvent.StatusChanged(targetId, before, after));
    }
    if (after == Status.DESTROYED && hit.position().isPresent() && c.has(Trait.TARGET)) {
      List<Circle> debris = new ArrayList<>(state.debris());
      debris.add(new Circle(hit.position().get(), SQUADRON_TEMPLATE));
      state = state.withDebris(debris);
    } else if (after == Status.DESTROYED && hit.position().isPresent()) {
      state = explode(state, hit, events);
    }
    return state;
  }

  /**
   * The explosion counter of a vessel just destroyed: its class's template and marks; with Bigger
   * Explosions a charged Particlebow deals 2, a Hammerhead 1 more per Missile Salvo still aboard, and a
   * squadron wiped out from full status in this Attack phase leaves a squadron-sized template.
   */
  private static WormholeState explode(WormholeState state, Vessel v, List<WormholeEvent> events) {
    VesselClass c = state.classOf(v);
    boolean bigger = state.config().uses(AdvancedRule.BIGGER_EXPLOSIONS);
    double radius;
    int marks;
    if (c.explosionRadius().isPresent()) {
      radius = c.explosionRadius().get();
      marks = c.explosionMarks();
      if (bigger && c.ability(SpecialAbility.HYPERCHARGE).isPresent() && v.charged()) {
        marks = 2;
      }
      if (bigger && c.ability(SpecialAbility.LAUNCH_MISSILE_SALVO).isPresent()) {
        marks += v.insertCount(Abilities.MISSILE_SALVO);
      }
    } else if (bigger && c.isSquadron() && state.fullStrength().contains(v.id())) {
      radius = SQUADRON_TEMPLATE;
      marks = 1;
    } else {
      return state;
    }
    Circle template = new Circle(v.position().get(), radius);
    List<Explosion> explosions = new ArrayList<>(state.explosions());
    explosions.add(new Explosion(v.id(), template, marks));
    events.add(new WormholeEvent.Exploded(v.id(), template, marks));
    return state.withExplosions(explosions);
  }
}
