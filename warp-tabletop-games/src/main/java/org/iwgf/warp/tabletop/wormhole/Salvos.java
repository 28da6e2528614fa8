// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Missile Salvos in flight: each turn a salvo flies straight at the enemy vessel it was launched at, up to
 * its VEL; reaching the target's base it strikes ({@link Combat#missileImpact}). A salvo whose target is
 * gone burns out and leaves the mat without exploding.
 */
final class Salvos {
  private Salvos() {}

  static WormholeState fly(WormholeState state, String salvoId, List<WormholeEvent> events) {
    Vessel salvo = state.vessel(salvoId).orElseThrow();
    Optional<Vessel> target = salvo.effects().stream()
        .filter(e -> e.ability() == SpecialAbility.LAUNCH_MISSILE_SALVO).findFirst()
        .flatMap(Effect::target).flatMap(state::vessel);
    if (target.isEmpty() || !state.inPlay(target.get()) || !target.get().onMat()) {
      events.add(new WormholeEvent.StatusChanged(salvoId, state.statusOf(salvo), Status.DESTROYED));
      return state.with(salvo.withMarks(state.classOf(salvo).track().length()));
    }
    Point from = salvo.position().orElseThrow();
    Point to = target.get().position().orElseThrow();
    double heading = from.bearingTo(to);
    double contact = state.classOf(salvo).baseRadius() + state.classOf(target.get()).baseRadius();
    double gap = from.distanceTo(to) - contact;
    double reach = Capabilities.velocity(state, salvo);
    Point end = from.travel(heading, Math.max(0, Math.min(gap, reach)));
    events.add(new WormholeEvent.Moved(salvoId, from, salvo.heading(), end, heading));
    WormholeState moved = state.with(salvo.at(end, heading));
    if (gap <= reach) {
      return Combat.missileImpact(moved, salvoId, target.get().id(), events);
    }
    return moved;
  }
}
