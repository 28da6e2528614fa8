// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.Optional;
import org.iwgf.warp.ai.officer.Heuristic;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.modules.epsilon.ModuleEpsilon;

/**
 * Module Epsilon, the Captain's Draft: of the coordinates in the Requisition Pack, select one that can open
 * your Warp Trail (it shows the Spacedock's pip) or that links with coordinates already in your loadout
 * (a shared pip makes a line to chart), and prefer light ones, since whatever is left in hand is counted.
 *
 * @since 0.1.0
 */
public final class RequisitionPick implements Heuristic {
  static final double OPENS_TRAIL = 4;
  static final double LINK = 1;
  static final double PIP_WEIGHT = 0.25;
  static final int MAX_LINKS = 4;

  @Override
  public String name() {
    return "Requisition pick";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    return 0;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    return Optional.empty();
  }

  @Override
  public double scoreManoeuvre(Position p, WarpMove move) {
    if (!p.ruleOn(ModuleEpsilon.ID) || !(move instanceof ModuleEpsilon.Select select)) {
      return 0;
    }
    Coordinate c = select.coordinate();
    return (opensTrail(p, c) ? OPENS_TRAIL : 0) + LINK * links(p, c) - PIP_WEIGHT * c.pips();
  }

  @Override
  public Optional<String> reasonForManoeuvre(Position p, WarpMove move) {
    if (!p.ruleOn(ModuleEpsilon.ID) || !(move instanceof ModuleEpsilon.Select select)) {
      return Optional.empty();
    }
    Coordinate c = select.coordinate();
    int pip = p.view().spacedock().high();
    if (opensTrail(p, c)) {
      return Optional.of("selects " + c + ": it shows the Spacedock's " + pip + ", so it can open your Warp Trail");
    }
    int links = links(p, c);
    if (links > 0) {
      return Optional.of("selects " + c + ": it shares a pip with " + links + " coordinate"
          + (links == 1 ? "" : "s") + " already in your loadout");
    }
    return Optional.empty();
  }

  private static boolean opensTrail(Position p, Coordinate c) {
    return c.has(p.view().spacedock().high());
  }

  /** Coordinates in the loadout that share a pip with {@code c} (capped: a long suit is enough). */
  private static int links(Position p, Coordinate c) {
    int n = 0;
    for (Coordinate h : p.hand()) {
      if (h.has(c.high()) || h.has(c.low())) {
        n++;
      }
    }
    return Math.min(n, MAX_LINKS);
  }
}
