// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.catalog.Trait;

/**
 * The Orders Loss advanced rule: each turn a commander's Command Capacity (the orders all his vessels
 * could take, squadrons on deck included) is cut by dice rolled by the number of non-command vessels in
 * play above Crippled; each Skilled Commander saves 2 of the loss. Fleet Admiral and Ace bonus orders are
 * outside the capacity. The scenario autopilot suffers no Orders Loss.
 */
final class OrdersLoss {
  private OrdersLoss() {}

  /**
   * One commander's Orders Loss roll.
   *
   * @param capacity the Command Capacity before the loss
   * @param vesselsInPlay non-command vessels in play above Crippled
   * @param faces the dice rolled (none for 1–3 vessels)
   * @param skilledCommanders Skilled Commanders in play, each saving 2 of the loss
   * @param allowed orders the commander may issue this turn (bonus orders aside)
   * @param state the state with the dice rolled
   */
  record Roll(int capacity, int vesselsInPlay, List<Integer> faces, int skilledCommanders, int allowed,
      WormholeState state) {
    Roll {
      faces = List.copyOf(faces);
    }

    /** Orders lost: the dice total less 2 per Skilled Commander, never below 0. */
    int lost() {
      return capacity - allowed;
    }
  }

  /** The Command Capacity of {@code seat}: every vessel in play, at its status, squadrons on deck included. */
  static int commandCapacity(WormholeState state, int seat) {
    int total = 0;
    for (Vessel v : state.vessels()) {
      if (v.owner() == seat && state.inPlay(v) && countsForOrders(state, v)) {
        total += Capabilities.capacity(state, v);
      }
    }
    return total;
  }

  /**
   * Vessels counted on the Orders Loss table: in play above Crippled, without the Command trait (their
   * class's, a Skilled Commander's or the Fleet Admiral's aboard).
   */
  static int vesselsInPlay(WormholeState state, int seat) {
    int n = 0;
    for (Vessel v : state.vessels()) {
      Status s = state.statusOf(v);
      if (v.owner() == seat && s != Status.DESTROYED && s != Status.CRIPPLED && countsForOrders(state, v)
          && !hasCommand(state, v)) {
        n++;
      }
    }
    return n;
  }

  /** Dice rolled for {@code vesselsInPlay}: none for 1–3, one die per further three vessels, five at most. */
  static int diceFor(int vesselsInPlay) {
    if (vesselsInPlay <= 3) {
      return 0;
    }
    return Math.min(5, (vesselsInPlay - 1) / 3);
  }

  /** Whether {@code v} has the Command trait: by class, by a Skilled Commander, or the Fleet Admiral aboard. */
  static boolean hasCommand(WormholeState state, Vessel v) {
    return state.classOf(v).has(Trait.COMMAND) || v.admiral() || v.insertCount("skilled-commander") > 0
        || v.insertCount("legendary-commander") > 0;
  }

  /** Rolls {@code seat}'s Orders Loss for this turn with the state's dice. */
  static Roll roll(WormholeState state, int seat, List<WormholeEvent> events) {
    int capacity = commandCapacity(state, seat);
    int counted = vesselsInPlay(state, seat);
    if (state.config().scenario().autopilot().equals(OptionalInt.of(seat))) {
      return new Roll(capacity, counted, List.of(), 0, capacity, state);
    }
    Dice.Rolls rolls = state.dice().roll(diceFor(counted));
    WormholeState next = state.withDice(rolls.next());
    int skilled = 0;
    for (Vessel v : state.vessels()) {
      if (v.owner() == seat && state.inPlay(v)) {
        skilled += v.insertCount("skilled-commander");
      }
    }
    int loss = Math.max(0, rolls.faces().stream().mapToInt(Integer::intValue).sum() - 2 * skilled);
    int allowed = Math.max(0, capacity - loss);
    events.add(new WormholeEvent.OrdersLost(seat, capacity, rolls.faces(), allowed));
    return new Roll(capacity, counted, rolls.faces(), skilled, allowed, next);
  }

  /**
   * Shuttles, escape pods, missiles and targets neither add capacity nor count as vessels for Orders Loss,
   * and nor do vessels off the mat (still to arrive, or gone through a Wormhole).
   */
  private static boolean countsForOrders(WormholeState state, Vessel v) {
    String c = v.classId();
    return state.atBattle(v) && !c.equals("shuttle") && !c.equals("escape-pod") && !state.classOf(v).has(Trait.MISSILE)
        && !state.classOf(v).has(Trait.TARGET);
  }
}
