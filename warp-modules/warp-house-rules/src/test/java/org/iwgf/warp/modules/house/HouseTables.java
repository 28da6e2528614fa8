// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;


import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.MoveChecks;

/** Shared helpers of the house-rule tests: a four-captain table, charts written as text, refusals. */
final class HouseTables {
  static final Route A_TRAIL = Route.trailOf(0);
  static final Route B_TRAIL = Route.trailOf(1);
  static final Route D_TRAIL = Route.trailOf(3);
  static final Route NZ = Route.NEUTRAL_ZONE;

  private HouseTables() {}

  /** Captains A, B, C, D (seats 0–3), Warp 12, points campaign, the named rules switched on. */
  static WarpConfig.Builder fourCaptains(String... plugins) {
    WarpConfig.Builder b = WarpConfig.builder().captainNames("A", "B", "C", "D");
    for (String id : plugins) {
      b.plugin(id);
    }
    return b;
  }

  /** The rules for A–D with the named rules, found on the classpath as a user's game finds them. */
  static WarpRules rules(String... plugins) {
    return WarpRules.of(fourCaptains(plugins).build());
  }

  static WarpMove chart(String coordinate, Route route) {
    return WarpMove.chart(Coordinate.parse(coordinate), route);
  }

  /** Asserts that {@code rules} refuse {@code move} in {@code s} with {@code code} and leave {@code s} as it was. */
  static void assertRefused(WarpRules rules, WarpState s, WarpMove move, String code) {
    MoveChecks.assertRefused(rules, s, move, code);
  }

  /** Applies {@code moves} in turn. */
  static WarpState play(WarpRules rules, WarpState s, WarpMove... moves) {
    return MoveChecks.play(rules, s, moves);
  }

  /** The events of one move. */
  static List<WarpEvent> events(WarpRules rules, WarpState s, WarpMove move) {
    return rules.apply(s, move).events();
  }
}
