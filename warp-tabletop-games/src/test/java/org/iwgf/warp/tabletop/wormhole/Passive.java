// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.iwgf.warp.core.game.Transition;

/**
 * Drives a battle with passive commanders (no orders, no fire, no moves) until a condition holds, keeping
 * every event: the scenario tests use it to reach a turn or a phase with the mat as they arranged it.
 */
final class Passive {
  final WormholeRules rules;
  WormholeState state;
  final List<WormholeEvent> events = new ArrayList<>();

  Passive(WormholeConfig config, WormholeState start) {
    this.rules = WormholeRules.of(config);
    this.state = start;
  }

  static Passive start(WormholeConfig config, long seed) {
    return new Passive(config, WormholeRules.of(config).start(seed));
  }

  /** Plays passive moves until {@code stop} holds or the battle ends. */
  Passive until(Predicate<WormholeState> stop) {
    int guard = 0;
    while (!stop.test(state) && rules.toAct(state).isPresent() && guard++ < 10_000) {
      apply(passive(rules.legalMoves(state)));
    }
    return this;
  }

  /** Applies {@code move}, keeping its events. */
  Passive apply(WormholeMove move) {
    Transition<WormholeState, WormholeEvent> t = rules.apply(state, move);
    events.addAll(t.events());
    state = t.state();
    return this;
  }

  /** Replaces the state (an arranged position under the same configuration). */
  Passive set(WormholeState arranged) {
    state = arranged;
    return this;
  }

  <T extends WormholeEvent> List<T> events(Class<T> type) {
    List<T> out = new ArrayList<>();
    for (WormholeEvent e : events) {
      if (type.isInstance(e)) {
        out.add(type.cast(e));
      }
    }
    return out;
  }

  private static WormholeMove passive(List<WormholeMove> legal) {
    for (WormholeMove m : legal) {
      if (m instanceof WormholeMove.FinishOrders || m instanceof WormholeMove.HoldFire
          || m instanceof WormholeMove.CancelSpecial
          || (m instanceof WormholeMove.FreeTurn freeTurn && freeTurn.turn() == 0)
          || (m instanceof WormholeMove.Maneuver maneuver && maneuver.distance() == 0
              && maneuver.turn() == 0)) {
        return m;
      }
    }
    return legal.get(0);
  }
}
