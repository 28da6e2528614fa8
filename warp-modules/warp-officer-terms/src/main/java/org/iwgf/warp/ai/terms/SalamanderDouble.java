// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.Optional;
import org.iwgf.warp.ai.officer.Heuristic;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.modules.beta.ModuleBeta;
import org.iwgf.warp.modules.beta.Salamander;

/**
 * Module Beta: the Salamander (the highest double) scores double when caught in hand in a Points campaign,
 * so it is shed at the first chance; in Go-out, charting it from hand makes every opponent draw (the
 * Salamander Surge), so it is worth charting too.
 *
 * @since 0.1.0
 */
public final class SalamanderDouble implements Heuristic {
  static final double SURGE = 10;

  @Override
  public String name() {
    return "the Salamander double";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    if (!isSalamander(p, chart.coordinate())) {
      return 0;
    }
    return p.points() ? chart.coordinate().pips() : SURGE;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    Coordinate c = chart.coordinate();
    if (!isSalamander(p, c)) {
      return Optional.empty();
    }
    return Optional.of(p.points()
        ? "sheds the Salamander " + c + " before it can be caught in hand for " + Salamander.penalty(
            p.view().config().factor()) + " points"
        : "charts the Salamander " + c + " from hand: the Salamander Surge makes every opponent draw");
  }

  private static boolean isSalamander(Position p, Coordinate c) {
    return p.ruleOn(ModuleBeta.ID) && Salamander.is(c, p.view().config().factor());
  }
}
