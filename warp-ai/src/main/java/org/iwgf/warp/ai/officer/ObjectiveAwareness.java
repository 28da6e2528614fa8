// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.WarpMove;

/**
 * Objective awareness. In a Points campaign, once an opponent is close to going out every pip still in hand
 * is about to be counted, so heavy coordinates go first. In Go-out, pips do not matter but stranded
 * coordinates do: shed the ones nothing else in hand connects to while they can still be charted.
 *
 * @since 0.1.0
 */
public final class ObjectiveAwareness implements Heuristic {
  static final int CLOSE_TO_OUT = 3;
  static final double LATE_PIP_SHARE = 0.5;
  static final double STRANDED = 4;

  @Override
  public String name() {
    return "objective awareness";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    Coordinate c = chart.coordinate();
    if (p.points()) {
      return p.fewestOpposingCoordinates() <= CLOSE_TO_OUT ? c.pips() * LATE_PIP_SHARE : 0;
    }
    return stranded(p, c) ? STRANDED : 0;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    Coordinate c = chart.coordinate();
    if (p.points()) {
      if (p.fewestOpposingCoordinates() <= CLOSE_TO_OUT && c.pips() > 0) {
        int fewest = p.fewestOpposingCoordinates();
        return Optional.of("an opponent holds only " + fewest + (fewest == 1 ? " coordinate" : " coordinates")
            + ", so heavy pips go first");
      }
      return Optional.empty();
    }
    if (stranded(p, c)) {
      return Optional.of("sheds " + c + ", which nothing else in your hand connects to");
    }
    return Optional.empty();
  }

  private static boolean stranded(Position p, Coordinate c) {
    return p.heldShowing(c.high(), c) == 0 && p.heldShowing(c.low(), c) == 0;
  }
}
