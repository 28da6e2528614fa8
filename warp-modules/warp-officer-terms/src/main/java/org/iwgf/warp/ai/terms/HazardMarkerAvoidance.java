// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.Optional;
import org.iwgf.warp.ai.officer.Heuristic;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.modules.delta.HazardMarker;
import org.iwgf.warp.modules.delta.ModuleDelta;
import org.jspecify.annotations.Nullable;

/**
 * Module Delta: charting onto the Neutral Zone takes the Hazard Marker, and a captain who passes while
 * holding it is penalised. The closer Uncharted Sectors are to empty, the likelier a pass, so the further
 * the Neutral Zone is avoided by a captain who does not hold the marker already.
 *
 * @since 0.1.0
 */
public final class HazardMarkerAvoidance implements Heuristic {
  static final double PASS_COST_POINTS = ModuleDelta.PASS_PENALTY;
  static final double PASS_COST_GO_OUT = 4;

  @Override
  public String name() {
    return "Hazard Marker";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    if (!chart.route().isNeutralZone() || !takesMarker(p)) {
      return 0;
    }
    return -(p.points() ? PASS_COST_POINTS : PASS_COST_GO_OUT) * passRisk(p);
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    if (chart.route().isNeutralZone() || !takesMarker(p) || !neutralZoneWasOpen(p)) {
      return Optional.empty();
    }
    HazardMarker marker = marker(p);
    int holder = marker == null ? -1 : marker.holder();
    return Optional.of("stays off the Neutral Zone, leaving the Hazard Marker "
        + (holder >= 0 ? "with " + p.view().captainName(holder) : "unclaimed"));
  }

  /** How likely a pass is soon: certain with Uncharted Sectors empty, small while the pile is deep. */
  static double passRisk(Position p) {
    int pile = p.view().unchartedCount();
    if (pile == 0) {
      return 1;
    }
    return pile < 2 * p.seats() ? 0.5 : 0.15;
  }

  private static boolean takesMarker(Position p) {
    if (!p.ruleOn(ModuleDelta.ID)) {
      return false;
    }
    HazardMarker m = marker(p);
    return m == null || !m.holds(p.seat());
  }

  private static boolean neutralZoneWasOpen(Position p) {
    for (WarpMove m : p.view().legalMoves()) {
      if (m instanceof WarpMove.Chart chart && chart.route().isNeutralZone()) {
        return true;
      }
    }
    return false;
  }

  private static @Nullable HazardMarker marker(Position p) {
    PluginState s = p.view().pluginStates().get(ModuleDelta.ID);
    return s instanceof HazardMarker hazardMarker ? hazardMarker : null;
  }
}
