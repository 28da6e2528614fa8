// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.TableSetup;

/** Shared tables of the Module Alpha tests: captains A, B, C, D at seats 0–3 on Warp 12. */
final class AlphaTables {
  static final Route NZ = Route.NEUTRAL_ZONE;

  private AlphaTables() {}

  /** Module Alpha plus {@code more} under {@code objective}, four captains, Warp 12. */
  static WarpRules rulesWith(Objective objective, PluginConfig... more) {
    WarpConfig.Builder b = WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4).objective(objective)
        .goOut(GoOutStructure.fixedRounds(2, GoOutStructure.Overtime.FORCED)).plugin(ModuleAlpha.ID);
    for (PluginConfig p : more) {
      b.plugin(p);
    }
    return WarpRules.of(b.build());
  }

  static WarpRules rules(Objective objective, String... more) {
    PluginConfig[] ps = new PluginConfig[more.length];
    for (int i = 0; i < more.length; i++) {
      ps[i] = PluginConfig.of(more[i]);
    }
    return rulesWith(objective, ps);
  }

  /**
   * A holds 0-0 and three blanks to cover it with (one cover, or three stabilizers under a fracture), plus
   * 3-4; A's trail ends on 0. B, C and D hold a coordinate for their own trails.
   */
  static TableSetup flashTable(WarpRules rules) {
    return TableSetup.of(rules).hand(0, "0-0 0-5 0-6 0-7 3-4").trail(0, "12-0")
        .hand(1, "9-1 1-2").trail(1, "12-9").hand(2, "8-2 2-3").trail(2, "12-8").hand(3, "10-3 3-3")
        .trail(3, "12-10");
  }

  static WarpMove chart(String coordinate, Route route) {
    return WarpMove.chart(Coordinate.parse(coordinate), route);
  }

  static WarpMove chart(String coordinate, int trailOwner) {
    return chart(coordinate, Route.trailOf(trailOwner));
  }

  static WarpMove choose(Directive d) {
    return new ContinuumMove.ChooseDirective(d);
  }

  /** A charts 0-0 on their own trail: the flash opens. */
  static WarpState flashOpen(WarpRules rules, WarpState table) {
    return rules.apply(table, chart("0-0", 0)).state();
  }

  /** Covers A's 0-0 with A's blanks, as many as the double needs; the helm then passes. */
  static WarpState cover(WarpRules rules, WarpState s) {
    WarpState now = s;
    for (String c : new String[] {"0-5", "0-6", "0-7"}) {
      if (now.redAlert().isEmpty()) {
        break;
      }
      now = rules.apply(now, chart(c, 0)).state();
    }
    return now;
  }

  static Continuum continuum(WarpState s) {
    return ModuleAlpha.of(s);
  }

  static <T extends WarpEvent> List<T> only(List<WarpEvent> events, Class<T> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
