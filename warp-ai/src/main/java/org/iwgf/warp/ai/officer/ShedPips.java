// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.Optional;
import org.iwgf.warp.core.model.WarpMove;

/**
 * Shed heavy pips: every pip charted is a pip that cannot be caught in hand at round end. In Go-out, where
 * pips do not score, it only breaks ties between otherwise equal charts.
 *
 * @since 0.1.0
 */
public final class ShedPips implements Heuristic {
  static final double GO_OUT_SHARE = 0.2;

  @Override
  public String name() {
    return "shed heavy pips";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    int pips = chart.coordinate().pips();
    return p.points() ? pips : pips * GO_OUT_SHARE;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    int pips = chart.coordinate().pips();
    if (pips == 0) {
      return Optional.empty();
    }
    return Optional.of("sheds " + pips + (pips == 1 ? " pip" : " pips"));
  }
}
