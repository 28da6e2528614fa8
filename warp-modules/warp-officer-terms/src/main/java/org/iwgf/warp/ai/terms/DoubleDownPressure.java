// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.Optional;
import org.iwgf.warp.ai.officer.Heuristic;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.modules.iota.ModuleIota;
import org.iwgf.warp.modules.zeta.ModuleZeta;
import org.iwgf.warp.modules.zeta.Squadrons;

/**
 * Module Iota, Double Down: a charted double makes the next captain draw
 * {@value ModuleIota#DRAWS_PER_DOUBLE} coordinates, which is worth most against a captain close to going
 * out — and costs this seat's squadron when that captain is a squadron partner (Module Zeta).
 *
 * @since 0.1.0
 */
public final class DoubleDownPressure implements Heuristic {
  /** Worth of one coordinate forced on the next captain: about a coordinate's pips, or a turn's progress. */
  static final double PER_DRAW_POINTS = 3;
  static final double PER_DRAW_GO_OUT = 4;
  /** A captain holding this few coordinates is close to going out. */
  static final int CLOSE_TO_OUT = 2;

  @Override
  public String name() {
    return "Double Down";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    int draws = forcedDraws(p, chart);
    if (draws == 0) {
      return 0;
    }
    double value = draws * (p.points() ? PER_DRAW_POINTS : PER_DRAW_GO_OUT);
    if (p.view().handCounts().get(p.nextSeat()) <= CLOSE_TO_OUT) {
      value *= 2;
    }
    return partner(p, p.nextSeat()) ? -value : value;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    int draws = forcedDraws(p, chart);
    if (draws == 0 || partner(p, p.nextSeat())) {
      return Optional.empty();
    }
    int next = p.nextSeat();
    return Optional.of("charts the double " + chart.coordinate() + ": Double Down makes "
        + p.view().captainName(next) + ", holding " + p.view().handCounts().get(next) + " coordinates, draw "
        + draws);
  }

  /** Coordinates the next captain must draw after {@code chart}: none unless it is a double under Iota. */
  private static int forcedDraws(Position p, WarpMove.Chart chart) {
    if (!p.ruleOn(ModuleIota.ID) || !chart.coordinate().isDouble() || p.handSize() == 1) {
      return 0;
    }
    return Math.min(ModuleIota.DRAWS_PER_DOUBLE, p.view().unchartedCount());
  }

  private static boolean partner(Position p, int seat) {
    Optional<Squadrons> s = ModuleZeta.formation(p.view().config());
    return s.isPresent() && s.get().sameSquadron(p.seat(), seat);
  }
}
