// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpState;

/**
 * What a plugin asks of the table about charting, in one place: whether a captain could chart under the
 * standard route rules (Section III: a waiting double takes only its cover; otherwise the routes
 * {@link WarpState#openBySectionIii} opens, by the one statement of the rule, {@link
 * Route#openBySectionIii(int, int, int, int)}), and which doubles a move charted.
 * Rules that restrict routes further (the house rules) are not consulted: these answer what Section III
 * allows, which is what a rule deciding when a draw is playable needs before the hand returns to the rules.
 *
 * @since 0.1.0
 */
public final class Charts {
  private Charts() {}

  /** True if {@code seat} could chart {@code c} in {@code s} under the standard route rules. */
  public static boolean couldChart(WarpState s, int seat, Coordinate c) {
    Optional<RedAlert> alert = s.redAlert();
    if (alert.isPresent()) {
      return c.has(alert.get().pip());
    }
    for (int slot = 0; slot < s.seats(); slot++) {
      Route trail = Route.trailOf(slot);
      if (s.openBySectionIii(seat, trail) && c.has(s.trail(trail).openEnd())) {
        return true;
      }
    }
    return c.has(s.neutralZone().openEnd());
  }

  /** True if {@code seat} holds a coordinate it could chart in {@code s} under the standard route rules. */
  public static boolean canChartFromHand(WarpState s, int seat) {
    for (Coordinate c : s.hand(seat)) {
      if (couldChart(s, seat, c)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The doubles on the table in {@code after} that were not on it in {@code before}, lowest first. Found by
   * comparing the tables rather than by reading the move, so that doubles charted by other rules' moves (a
   * spool, say) count too, and a double a rule took back off the table within the same move does not.
   */
  public static List<Coordinate> doublesCharted(WarpState before, WarpState after) {
    List<Coordinate> out = new ArrayList<>(1);
    int maxPip = after.config().factor().maxPip();
    for (int pip = 0; pip <= maxPip; pip++) {
      Coordinate d = Coordinate.of(pip, pip);
      if (after.onTable(d) && !before.onTable(d)) {
        out.add(d);
      }
    }
    return out;
  }
}
