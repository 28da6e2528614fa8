// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.GameRules;
import org.iwgf.warp.tabletop.wormhole.space.Circle;

/**
 * What one commander may see of a battle. Everything on the mat is open; hidden are the other
 * commander's orders while the Orders phase lasts (they are revealed when it ends) and the dice, whose
 * stream position would foretell every future roll.
 *
 * @param seat the commander seeing, or {@link org.iwgf.warp.core.game.GameRules#SPECTATOR}
 * @param config the set-up
 * @param turn the game turn
 * @param phase the phase
 * @param advantage the seat holding Advantage
 * @param vessels every vessel; during the Orders phase the other commander's carry no orders
 * @param band the attack band being resolved
 * @param declared attacks declared in the current band
 * @param explosions explosion counters on the mat
 * @param marksDealt marks each seat dealt this turn
 * @param ordersDone per seat, whether it finished issuing orders
 * @param toAct the seat whose decision is awaited, empty once the battle is over
 * @param debris debris fields on the mat
 * @param wormholes the Wormhole tokens as they stand
 * @param departed vessels that have left the mat for good through a Wormhole
 * @since 0.1.0
 */
public record WormholeView(int seat, WormholeConfig config, int turn, Phase phase, int advantage,
    List<Vessel> vessels, int band, List<DeclaredAttack> declared, List<Explosion> explosions,
    List<Integer> marksDealt, List<Boolean> ordersDone, OptionalInt toAct,
    List<Circle> debris, GateNetwork wormholes, List<String> departed) {

  public WormholeView {
    vessels = List.copyOf(vessels);
    declared = List.copyOf(declared);
    explosions = List.copyOf(explosions);
    marksDealt = List.copyOf(marksDealt);
    ordersDone = List.copyOf(ordersDone);
    debris = List.copyOf(debris);
    Objects.requireNonNull(wormholes, "wormholes");
    departed = List.copyOf(departed);
  }

  /** What {@code seat} may see of {@code state}. */
  public static WormholeView of(WormholeState state, int seat) {
    if (seat < 0 || seat > 1) {
      throw new IllegalArgumentException("A battle has seats 0 and 1, not " + seat + ".");
    }
    return from(state, seat);
  }

  /**
   * What anyone watching may see of {@code state}: the whole mat, with every commander's orders hidden
   * while the Orders phase lasts. Its seat is {@link org.iwgf.warp.core.game.GameRules#SPECTATOR}.
   */
  public static WormholeView spectating(WormholeState state) {
    return from(state, GameRules.SPECTATOR);
  }

  private static WormholeView from(WormholeState state, int seat) {
    List<Vessel> vessels = new ArrayList<>(state.vessels().size());
    for (Vessel v : state.vessels()) {
      if (state.phase() == Phase.ORDERS && v.owner() != seat) {
        vessels.add(v.withOrders(Orders.NONE));
      } else {
        vessels.add(v);
      }
    }
    return new WormholeView(seat, state.config(), state.turn(), state.phase(), state.advantage(), vessels,
        state.band(), state.declared(), state.explosions(), state.marksDealt(), state.ordersDone(),
        Flow.toAct(state), state.debris(), state.wormholes(), state.departed());
  }

  /** True if this is a spectator's view: it belongs to no seat. */
  public boolean spectator() {
    return seat == GameRules.SPECTATOR;
  }
}
