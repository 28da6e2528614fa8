// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.tabletop.wormhole.catalog.SpecialAbility;

/**
 * The Self-destruct token: placed by a Special Order, it can be cancelled at any of its commander's
 * decisions until initiative band 0 of the Attack phase destroys the vessel.
 *
 * <p>Code: {@code NO_SELF_DESTRUCT}.
 */
final class SelfDestruct {
  private SelfDestruct() {}

  /** A cancellation for each vessel of {@code seat} carrying a Self-destruct token. */
  static List<WormholeMove> cancellations(WormholeState state, int seat) {
    List<WormholeMove> out = new ArrayList<>();
    for (Vessel v : state.vessels()) {
      if (v.owner() == seat && state.inPlay(v) && v.hasEffect(SpecialAbility.SELF_DESTRUCT)) {
        out.add(new WormholeMove.CancelSelfDestruct(v.id()));
      }
    }
    return out;
  }

  /**
   * Removes the token of the named vessel of {@code seat}.
   *
   * @throws IllegalMoveException {@code NO_SUCH_VESSEL}, {@code NOT_YOUR_VESSEL} or {@code NO_SELF_DESTRUCT}
   */
  static WormholeState cancel(WormholeState state, WormholeMove.CancelSelfDestruct move, int seat,
      List<WormholeEvent> events) {
    Vessel v = Moves.ownVessel(state, move.vessel(), seat);
    if (!v.hasEffect(SpecialAbility.SELF_DESTRUCT) || !state.inPlay(v)) {
      throw new IllegalMoveException("NO_SELF_DESTRUCT", v.id() + " has no Self-destruct order to cancel.");
    }
    List<Effect> effects = new ArrayList<>(v.effects());
    effects.removeIf(e -> e.ability() == SpecialAbility.SELF_DESTRUCT);
    events.add(new WormholeEvent.OrderCancelled(v.id(), OrderKind.SPECIAL));
    return state.with(v.withEffects(effects));
  }
}
