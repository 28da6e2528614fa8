// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.Objects;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * A decision the captain at the helm submits. Moves carry no seat: they are made by the captain
 * {@link org.iwgf.warp.core.engine.WarpRules#toAct to act}. JSON names: {@code chart}, {@code draw}, {@code deploy-beacon},
 * {@code pass}, {@code overtime-vote}; plugins add their own through {@link PluginMove}.
 *
 * @since 0.1.0
 */
public sealed interface WarpMove
    permits WarpMove.Chart, WarpMove.Draw, WarpMove.DeployBeacon, WarpMove.Pass, WarpMove.OvertimeVote,
        PluginMove {

  /** Chart {@code coordinate} from hand onto {@code route}. */
  record Chart(Coordinate coordinate, Route route) implements WarpMove {
    public Chart {
      Objects.requireNonNull(coordinate, "coordinate");
      Objects.requireNonNull(route, "route");
    }

    @Override
    public String toString() {
      return "chart " + coordinate + " on " + route;
    }
  }

  /** Draw one coordinate from Uncharted Sectors (only when nothing can be charted). */
  record Draw() implements WarpMove {
    @Override
    public String toString() {
      return "draw";
    }
  }

  /** Shields down: raise the Distress Beacon and end the turn (only when nothing can be charted). */
  record DeployBeacon() implements WarpMove {
    @Override
    public String toString() {
      return "deploy beacon";
    }
  }

  /** End the turn without charting, beacon already up, nothing to chart and nothing left to draw. */
  record Pass() implements WarpMove {
    @Override
    public String toString() {
      return "pass";
    }
  }

  /** A tied captain's answer when overtime is offered to the table. */
  record OvertimeVote(boolean accept) implements WarpMove {
    @Override
    public String toString() {
      return accept ? "accept overtime" : "decline overtime";
    }
  }

  /** The draw move (a shared instance). */
  WarpMove DRAW = new Draw();
  /** The deploy-beacon move (a shared instance). */
  WarpMove DEPLOY_BEACON = new DeployBeacon();
  /** The pass move (a shared instance). */
  WarpMove PASS = new Pass();

  /** Chart {@code coordinate} onto {@code route}. */
  static WarpMove chart(Coordinate coordinate, Route route) {
    return new Chart(coordinate, route);
  }
}
