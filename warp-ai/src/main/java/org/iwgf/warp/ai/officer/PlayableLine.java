// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.WarpMove;

/**
 * Keep a playable line: leave your own trail ending on a pip you still hold, and do not spend elsewhere the
 * last coordinate that continues your own trail.
 *
 * @since 0.1.0
 */
public final class PlayableLine implements Heuristic {
  static final double LINE_KEPT = 4;
  static final double LINE_BROKEN = -4;
  static final double FOLLOW_UP = 1.5;
  static final double OWN_CONTINUATION_SPENT = -3;

  @Override
  public String name() {
    return "keep a playable line";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    Coordinate c = chart.coordinate();
    int end = p.endAfter(chart);
    if (p.isOwn(chart.route())) {
      return p.heldShowing(end, c) > 0 ? LINE_KEPT : LINE_BROKEN;
    }
    double s = p.heldShowing(end, c) > 0 ? FOLLOW_UP : 0;
    int ownEnd = p.ownOpenEnd();
    if (p.redAlert().isEmpty() && c.has(ownEnd) && p.heldShowing(ownEnd, c) == 0) {
      s += OWN_CONTINUATION_SPENT;
    }
    return s;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    int end = p.endAfter(chart);
    if (p.redAlert().isEmpty() && p.isOwn(chart.route()) && p.heldShowing(end, chart.coordinate()) > 0) {
      return Optional.of("keeps a " + end + "-line for your trail");
    }
    return Optional.empty();
  }
}
