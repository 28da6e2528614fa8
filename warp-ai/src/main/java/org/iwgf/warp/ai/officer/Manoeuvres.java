// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.rules.WarpMove;
import org.iwgf.warp.core.view.TrailView;
import org.iwgf.warp.modules.delta.ModuleDelta;
import org.iwgf.warp.modules.eta.DesperationDig;
import org.iwgf.warp.modules.gamma.ModuleGamma;
import org.iwgf.warp.modules.house.DropToImpulse;
import org.iwgf.warp.modules.house.ManualShields;
import org.iwgf.warp.modules.house.PassRedAlert;

/**
 * How an officer ranks the moves that are not charts: draws, beacons, passes, overtime votes and the moves
 * optional rules add. Charts themselves rank {@link #CHART}; the best chart is picked by the heuristic
 * stack. One place for every such preference, so each is stated once.
 */
final class Manoeuvres {
  static final int CHART = 50;

  private Manoeuvres() {}

  /** Higher is preferred. */
  static int rank(Position p, WarpMove m) {
    if (m instanceof WarpMove.Chart) {
      return CHART;
    }
    if (m instanceof WarpMove.OvertimeVote overtimeVote) {
      return overtimeVote.accept() ? 100 : 0;
    }
    if (m instanceof DropToImpulse.Catch) {
      return 90; // a caught captain draws: always worth it
    }
    if (m instanceof DropToImpulse.Announce) {
      return 80; // announcing costs nothing, a missed call can cost draws
    }
    if (m instanceof ModuleGamma.SensorSweep sensorSweep) {
      return playable(p, sensorSweep.coordinate()) ? 40 : 25;
    }
    if (m instanceof PassRedAlert.Pass) {
      return p.points() ? 35 : 29; // no coordinate added to the hand, but no chance at a cover either
    }
    if (m.equals(WarpMove.DRAW)) {
      return 30;
    }
    if (m instanceof DesperationDig) {
      return 28;
    }
    if (m.equals(WarpMove.DEPLOY_BEACON)) {
      return 20;
    }
    if (m.equals(WarpMove.PASS)) {
      return 15;
    }
    if (m instanceof DropToImpulse.PassUnannounced) {
      return 10;
    }
    if (m instanceof ModuleDelta.EngageWarpDrive) {
      return 5;
    }
    if (m instanceof ManualShields.OpenShields || m instanceof ManualShields.CloseShields) {
      return 1;
    }
    return 2;
  }

  private static boolean playable(Position p, Coordinate c) {
    if (c.has(p.view().neutralZone().openEnd())) {
      return true;
    }
    for (TrailView t : p.view().trails()) {
      if ((t.route().owner().orElse(-1) == p.seat() || t.beaconUp()) && c.has(t.openEnd())) {
        return true;
      }
    }
    return false;
  }
}
