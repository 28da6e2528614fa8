// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.game;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.iwgf.warp.tabletop.wormhole.Orders;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeRecord;
import org.iwgf.warp.tabletop.wormhole.WormholeRules;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.autopilot.Autopilot;

/**
 * The battle game's suggestion for the commander at the helm: the move the scenario autopilot (its steadier
 * {@linkplain Autopilot#captain() captain}) would make from that commander's view, with a plain sentence
 * saying why. The autopilot reads the seat's view and its legal moves only, so the advice never draws on
 * the other commander's secret orders or on the dice.
 *
 * @since 1.0.0
 */
final class WormholeAdvisor {
  // The autopilot draws on no randomness; a fixed generator keeps the Player contract without pretending to.
  private static final long UNUSED_SEED = 0L;

  private WormholeAdvisor() {}

  /**
   * The advice as JSON ({@code move}, {@code reasons}) for the seat at the helm after {@code moves}.
   *
   * @throws IllegalStateException if nobody is at the helm (the server asks only while the battle goes on)
   */
  static String advise(WormholeRules rules, long seed, List<WormholeMove> moves) {
    WormholeState state = new WormholeRecord(rules.config(), seed, moves).replay(rules);
    int seat = rules.toAct(state).orElseThrow(() -> new IllegalStateException("The battle is over."));
    WormholeMove move = Autopilot.captain().choose(rules.view(state, seat), rules.legalMoves(state),
        new Random(UNUSED_SEED));
    return "{\"move\":" + WormholeJson.codec().writeMove(move) + ",\"reasons\":"
        + PlainJson.write(List.of(reason(move))) + "}";
  }

  /** Why the autopilot makes this move, in the game's words. */
  static String reason(WormholeMove move) {
    if (move instanceof WormholeMove.Deploy d) {
      return d.vessel() + " deploys as near the middle of the mat as its zone allows.";
    }
    if (move instanceof WormholeMove.CallReinforcements c) {
      return c.vessels().isEmpty() ? "No reinforcements can be called."
          : "Call every reinforcement the points allow: " + String.join(", ", c.vessels()) + ".";
    }
    if (move instanceof WormholeMove.IssueOrders o) {
      return o.vessel() + " takes " + ordersInWords(o.orders()) + ": "
          + (o.orders().repairs() > 0 ? "once Crippled a vessel repairs rather than fights."
              : o.orders().specials() > 0 ? "an uncharged particle bow is charged before it fires."
                  : "the full complement of orders keeps it closing and firing.");
    }
    if (move instanceof WormholeMove.FinishOrders) {
      return "Every vessel that can take orders has them: finish the orders.";
    }
    if (move instanceof WormholeMove.Maneuver m) {
      return m.vessel() + " turns " + turnInWords(m.turn()) + " and moves " + inches(m.distance())
          + " ahead: the move that leaves it nearest its goal (the nearest enemy vessel, or its way out once"
          + " its work is done).";
    }
    if (move instanceof WormholeMove.FreeTurn t) {
      return t.vessel() + " has no Move order: it turns " + turnInWords(t.turn())
          + " to face the nearest enemy vessel.";
    }
    if (move instanceof WormholeMove.Fire f) {
      return f.vessel() + " fires " + f.weapon() + " at " + String.join(" and ", f.targets())
          + ", the nearest target in its arc and range.";
    }
    if (move instanceof WormholeMove.HoldFire h) {
      return h.vessel() + " has no target it wants in arc and range: it holds fire.";
    }
    if (move instanceof WormholeMove.Depart d) {
      return d.vessel() + " leaves the mat by Wormhole " + d.wormhole() + " as soon as it can.";
    }
    if (move instanceof WormholeMove.UseAbility u) {
      return u.vessel() + " uses " + u.ability().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ".";
    }
    if (move instanceof WormholeMove.CancelSpecial c) {
      return c.vessel() + " cancels its Special Order: the autopilot uses none but Hypercharge.";
    }
    return "It is the first move the autopilot finds open.";
  }

  private static String ordersInWords(Orders o) {
    StringBuilder words = new StringBuilder();
    count(words, o.specials(), "Special");
    count(words, o.moves(), "Move");
    count(words, o.attacks(), "Attack");
    count(words, o.repairs(), "Repair");
    o.admiralBonus().ifPresent(k -> words.append(", a Fleet Admiral's bonus ").append(kind(k.name())));
    o.aceBonus().ifPresent(k -> words.append(", an Ace's bonus ").append(kind(k.name())));
    return words.length() == 0 ? "no orders" : words + (o.total() == 1 ? " order" : " orders");
  }

  private static void count(StringBuilder words, int n, String kind) {
    if (n > 0) {
      words.append(words.length() == 0 ? "" : ", ").append(n).append(' ').append(kind);
    }
  }

  private static String kind(String name) {
    return name.charAt(0) + name.substring(1).toLowerCase(Locale.ROOT);
  }

  private static String turnInWords(double degrees) {
    long rounded = Math.round(Math.abs(degrees));
    return rounded == 0 ? "not at all" : rounded + "° to " + (degrees > 0 ? "starboard" : "port");
  }

  private static String inches(double distance) {
    return String.format(Locale.ROOT, "%.1f\"", distance);
  }
}
