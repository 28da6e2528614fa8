// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.WarpMove;

/**
 * Red Alert safety: chart a double only with a cover in hand (two coordinates leave in one turn), never
 * one that would leave the turn ending in a draw and an alert passed on; under an alert, answer it.
 *
 * @since 0.1.0
 */
public final class RedAlertSafety implements Heuristic {
  static final double COVERED_DOUBLE = 10;
  static final double BARE_DOUBLE = -14;

  @Override
  public String name() {
    return "Red Alert safety";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    Coordinate c = chart.coordinate();
    if (p.redAlert().isPresent() || !c.isDouble()) {
      return 0;
    }
    return p.heldShowing(c.high(), c) > 0 ? COVERED_DOUBLE : BARE_DOUBLE;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    Coordinate c = chart.coordinate();
    if (p.redAlert().isPresent()) {
      RedAlert alert = p.redAlert().get();
      if (alert.required() > 1) {
        return Optional.of("adds a stabilizer to " + alert.doubleCharted() + " (" + (alert.placed() + 1) + " of "
            + alert.required() + ")");
      }
      if (alert.responsible() == p.seat()) {
        return Optional.of("covers the Red Alert on " + alert.doubleCharted() + " before it passes to "
            + p.view().captainName(p.nextSeat()));
      }
      return Optional.of("covers the Red Alert on " + alert.doubleCharted());
    }
    if (c.isDouble() && p.heldShowing(c.high(), c) > 0) {
      return Optional.of("charts the double " + c + " with a cover for it still in hand");
    }
    return Optional.empty();
  }
}
