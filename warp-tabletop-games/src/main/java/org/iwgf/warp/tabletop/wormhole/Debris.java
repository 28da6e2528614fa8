// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import org.iwgf.warp.tabletop.wormhole.space.Circle;
import org.iwgf.warp.tabletop.wormhole.space.Geometry;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Debris Fields (advanced rules): a ship or capital ship that enters a debris field, or starts its move in
 * one, moving more than half its VEL, takes a mark on 4+ for each field (armor does not help: the roll is
 * the mark). Squadrons weave through unharmed. Debris damage counts for no commander.
 */
final class Debris {
  /** Source of debris damage; no vessel has this id, so no commander is credited. */
  static final String SOURCE = "debris";

  private Debris() {}

  static WormholeState crossing(WormholeState state, Vessel v, Point from, Point to, double distance,
      List<WormholeEvent> events) {
    if (state.classOf(v).isSquadron() || distance <= Capabilities.velocity(state, v) / 2 + Geometry.EPSILON) {
      return state;
    }
    WormholeState s = state;
    double r = state.classOf(v).baseRadius();
    for (Circle field : state.debris()) {
      if (Geometry.distanceToSegment(field.center(), from, to) < field.radius() + r) {
        Dice.Roll roll = s.dice().roll();
        s = s.withDice(roll.next());
        events.add(new WormholeEvent.DiceRolled(v.id(), "debris", List.of(roll.face()), 4));
        if (roll.face() >= 4) {
          s = Damage.mark(s, v.id(), SOURCE, 1, events);
        }
      }
    }
    return s;
  }
}
