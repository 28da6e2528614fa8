// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.kappa;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.rules.WarpState;

/**
 * The doubles a move charted, found by comparing the table before and after it rather than by reading the
 * move, so that doubles charted by other rules' moves (a spool, say) count too and a double a rule took
 * back off the table within the same move (an aborted spool) does not.
 */
final class NewDoubles {
  private NewDoubles() {}

  /** The doubles on the table in {@code after} that were not on it in {@code before}, lowest first. */
  static List<Coordinate> charted(WarpState before, WarpState after) {
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
