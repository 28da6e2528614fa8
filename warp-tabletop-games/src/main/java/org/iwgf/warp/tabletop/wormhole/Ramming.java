// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;
import org.iwgf.warp.tabletop.wormhole.catalog.Weapon;
import org.iwgf.warp.tabletop.wormhole.space.Headings;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Ramming (advanced rules): the rammer turns to face the target (within its turn arc) and closes to within
 * 1" — which its reach must allow — and declares the ram. The target's autofire weapons fire at it first,
 * out of order (not at a Missile Salvo); if the rammer survives, both deal their potential impact marks
 * ({@link Impact}) and roll DEF against the other's; a surviving rammer is placed 1" beyond the target on
 * the far side.
 *
 * <p>Codes: {@code NO_RAMMING} (the rule is off), {@code BAD_TARGET}, {@code OUT_OF_REACH},
 * {@code SUPPLY_SHIP}.
 */
final class Ramming {
  /** How close the rammer comes before declaring, and how far beyond the target it ends, in inches. */
  static final double CLOSE = 1.0;

  private Ramming() {}

  /** The reason {@code v} cannot ram {@code target} now, as "CODE: sentence", or empty. */
  static Optional<String> problem(WormholeState state, Vessel v, Vessel target) {
    if (!state.config().uses(AdvancedRule.RAMMING)) {
      return Optional.of("NO_RAMMING: Ramming is an advanced rule this battle does not use.");
    }
    if (target.owner() == v.owner() || !target.onMat() || !state.inPlay(target) || !v.onMat()
        || !Sectors.same(state.config(), v.position().get(), target.position().get())) {
      return Optional.of("BAD_TARGET: A vessel on the mat rams an enemy vessel on the mat, in its sector.");
    }
    if (state.config().scenario().isSupplyShip(v.id())) {
      return Optional.of("SUPPLY_SHIP: A supply ship never rams.");
    }
    Point from = v.position().get();
    double turn = Headings.turn(v.heading(), from.bearingTo(target.position().get()));
    double gap = Targeting.base(state, v).gapTo(Targeting.base(state, target));
    boolean afterburner = Navigation.afterburning(v) && Math.abs(turn) > 1e-9;
    if (Math.abs(turn) > state.classOf(v).turnArc() + 1e-9 || afterburner
        || gap - CLOSE > Navigation.reach(state, v) + 1e-9) {
      return Optional.of("OUT_OF_REACH: " + target.id() + " is beyond " + v.id() + "'s turn and reach.");
    }
    return Optional.empty();
  }

  static WormholeState ram(WormholeState state, Vessel v, Vessel target, List<WormholeEvent> events) {
    Point from = v.position().get();
    Point at = target.position().get();
    double heading = from.bearingTo(at);
    double contact = state.classOf(v).baseRadius() + state.classOf(target).baseRadius();
    Point close = at.travel(Headings.normalize(heading + 180), contact + CLOSE);
    if (from.distanceTo(at) < contact + CLOSE) {
      close = from;
    }
    events.add(new WormholeEvent.Moved(v.id(), from, v.heading(), close, heading));
    events.add(new WormholeEvent.AttackDeclared(v.id(), "ram", List.of(target.id())));
    WormholeState s = state.with(v.withRemaining(v.remaining().spend(OrderKind.MOVE)).at(close, heading));
    if (!s.classOf(v).has(Trait.MISSILE) && Capabilities.mayFire(s, s.vessel(target.id()).orElseThrow())) {
      for (Weapon w : s.classOf(target).weapons()) {
        Vessel rammer = s.vessel(v.id()).orElseThrow();
        if (w.autofire() && s.inPlay(rammer) && Targeting.problem(s, target, w, rammer).isEmpty()) {
          events.add(new WormholeEvent.AttackDeclared(target.id(), w.id(), List.of(v.id())));
          s = Strike.resolve(s, target.id(), w, v.id(), events);
        }
      }
    }
    if (!s.inPlay(s.vessel(v.id()).orElseThrow())) {
      return s;
    }
    int dealt = Impact.potentialMarks(s.classOf(v).size(), s.classOf(target).size());
    int taken = Impact.potentialMarks(s.classOf(target).size(), s.classOf(v).size());
    s = Damage.resist(s, target.id(), v.id(), dealt, events);
    s = Damage.resist(s, v.id(), target.id(), taken, events);
    Vessel rammer = s.vessel(v.id()).orElseThrow();
    Point end = close;
    if (s.inPlay(rammer)) {
      end = at.travel(heading, contact + CLOSE);
      events.add(new WormholeEvent.Moved(v.id(), close, heading, end, heading));
      s = s.with(rammer.at(end, heading));
    }
    // A ram is a move like any other: crossing debris at more than half its VEL risks a mark.
    Vessel after = s.vessel(v.id()).orElseThrow();
    return s.inPlay(after) ? Debris.crossing(s, after, from, end, from.distanceTo(end), events) : s;
  }
}
