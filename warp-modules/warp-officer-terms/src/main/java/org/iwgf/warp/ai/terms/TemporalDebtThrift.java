// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.Optional;
import org.iwgf.warp.ai.officer.Heuristic;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.TrailView;
import org.iwgf.warp.modules.eta.ModuleEta;

/**
 * Module Eta (Points campaign): every blind draw adds a Temporal Debt token worth
 * {@value ModuleEta#POINTS_PER_TOKEN} points, so a chart that leaves another playable coordinate in hand
 * (no draw next turn, unless the table changes) is worth that much more.
 *
 * @since 0.1.0
 */
public final class TemporalDebtThrift implements Heuristic {

  @Override
  public String name() {
    return "Temporal Debt";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    return applies(p) && leavesAPlay(p, chart) ? ModuleEta.POINTS_PER_TOKEN : 0;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    if (applies(p) && leavesAPlay(p, chart)) {
      return Optional.of("leaves you a coordinate to chart next turn, so no draw adds Temporal Debt");
    }
    return Optional.empty();
  }

  private static boolean applies(Position p) {
    return p.points() && p.ruleOn(ModuleEta.ID);
  }

  /** True if, after {@code chart}, the hand still holds a coordinate matching an end open to this seat. */
  static boolean leavesAPlay(Position p, WarpMove.Chart chart) {
    Coordinate played = chart.coordinate();
    for (Coordinate c : p.hand()) {
      if (c.equals(played)) {
        continue;
      }
      if (c.has(p.endAfter(chart))) {
        return true;
      }
      if (!chart.route().isNeutralZone() && c.has(p.view().neutralZone().openEnd())) {
        return true;
      }
      for (TrailView t : p.view().trails()) {
        boolean open = t.route().owner().orElse(-1) == p.seat() || t.beaconUp();
        if (open && !t.route().equals(chart.route()) && c.has(t.openEnd())) {
          return true;
        }
      }
    }
    return false;
  }
}
