// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.Optional;

/**
 * Builds the {@link WormholeMenu} of a state from each phase's own description of its decision: the
 * deployment zone ({@link Deployment#placement}), the orders ({@link OrdersPhase#menu}) and the reserve
 * ({@link Arrivals#menu}), the helm ({@link MovementPhase#helm}), the weapons ({@link AttackPhase#armament}).
 * The moves without a continuous or combined part are taken from the phase's own list of legal moves, which
 * names each of them.
 */
final class Menus {
  private Menus() {}

  /** The menu of {@code seat}, the seat to act in {@code state}. */
  static WormholeMenu of(WormholeState state, int seat) {
    Phase phase = state.phase();
    return switch (phase) {
      case DEPLOYMENT -> new WormholeMenu(seat, phase, List.of(), Optional.of(Deployment.placement(state)),
          List.of(), Optional.empty(), Optional.empty(), Optional.empty());
      case ORDERS -> Arrivals.callPending(state, seat)
          ? new WormholeMenu(seat, phase, List.of(), Optional.empty(), List.of(),
              Optional.of(Arrivals.menu(state, seat)), Optional.empty(), Optional.empty())
          : new WormholeMenu(seat, phase, List.of(new WormholeMove.FinishOrders()), Optional.empty(),
              OrdersPhase.menu(state, seat), Optional.empty(), Optional.empty(), Optional.empty());
      case SPECIAL_ORDERS -> new WormholeMenu(seat, phase, listed(state), Optional.empty(), List.of(),
          Optional.empty(), Optional.empty(), Optional.empty());
      case MOVEMENT -> new WormholeMenu(seat, phase, listed(state), Optional.empty(), List.of(), Optional.empty(),
          Optional.of(MovementPhase.helm(state)), Optional.empty());
      case ATTACK -> new WormholeMenu(seat, phase, listed(state), Optional.empty(), List.of(), Optional.empty(),
          Optional.empty(), Optional.of(AttackPhase.armament(state)));
      case OVER -> throw new IllegalStateException("Nobody acts in a battle that is over.");
    };
  }

  /**
   * The phase's listed moves that the menu's other parts do not describe; a squadron's staying aboard its
   * carrier is one of them (it may stay aboard a carrier it could not dock in).
   */
  private static List<WormholeMove> listed(WormholeState state) {
    return Flow.rulesOf(state.phase()).legalMoves(state).stream().filter(m -> describedApart(state, m)).toList();
  }

  private static boolean describedApart(WormholeState state, WormholeMove m) {
    if (m instanceof WormholeMove.Maneuver maneuver) {
      return Navigation.staysAboard(state.vessel(maneuver.vessel()).orElseThrow(), maneuver);
    }
    return !(m instanceof WormholeMove.FreeTurn || m instanceof WormholeMove.Travel
        || m instanceof WormholeMove.Fire);
  }
}
