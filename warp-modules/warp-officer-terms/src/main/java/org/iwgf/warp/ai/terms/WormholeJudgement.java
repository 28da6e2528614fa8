// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.Optional;
import org.iwgf.warp.ai.officer.Heuristic;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.modules.lambda.ModuleLambda;

/**
 * Module Lambda, Wormholes: a double charted on the Neutral Zone swaps this seat's Warp Trail with the
 * Neutral Zone and the double waits on the newly acquired trail under Red Alert. It is an escape pod when
 * another coordinate in hand covers the double and this seat's own trail is dead (nothing in hand matches
 * its open end); without a cover it beacons the stolen trail open to everyone, so it is avoided.
 *
 * @since 0.1.0
 */
public final class WormholeJudgement implements Heuristic {
  static final double ESCAPE = 4;
  static final double COVERED = 1;
  static final double NO_COVER = 8;

  @Override
  public String name() {
    return "Wormhole";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    if (!opensWormhole(p, chart)) {
      return 0;
    }
    if (!covered(p, chart.coordinate())) {
      return -NO_COVER;
    }
    return ownTrailDead(p, chart.coordinate()) ? ESCAPE : COVERED;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    if (opensWormhole(p, chart) && covered(p, chart.coordinate())) {
      int pip = chart.coordinate().high();
      return Optional.of("opens a Wormhole: the Neutral Zone becomes your trail and you hold another " + pip
          + " to satisfy the double" + (ownTrailDead(p, chart.coordinate())
              ? "; nothing in your hand matches your own trail's open " + p.ownOpenEnd() : ""));
    }
    return Optional.empty();
  }

  private static boolean opensWormhole(Position p, WarpMove.Chart chart) {
    return p.ruleOn(ModuleLambda.ID) && chart.route().isNeutralZone() && chart.coordinate().isDouble();
  }

  /** True if another coordinate in hand shows the double's pip. */
  private static boolean covered(Position p, Coordinate dbl) {
    return p.heldShowing(dbl.high(), dbl) > 0;
  }

  /** True if nothing else in hand matches this seat's own trail's open end. */
  private static boolean ownTrailDead(Position p, Coordinate except) {
    return p.heldShowing(p.ownOpenEnd(), except) == 0;
  }
}
