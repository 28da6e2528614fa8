// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;

import java.util.function.IntFunction;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.Route;

/**
 * What Module Delta reports.
 *
 * @since 0.1.0
 */
public interface HazardEvent extends PluginEvent {
  @Override
  default String pluginId() {
    return ModuleDelta.ID;
  }

  /** {@code seat} took custody of the Hazard Marker (round or sector start, or a Neutral Zone chart). */
  record CustodyTaken(int seat) implements HazardEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " takes the Hazard Marker";
    }
  }

  /**
   * {@code seat} passed while holding the Hazard Marker; {@code passes} is how many times so far (Points
   * campaign: each is +5 at round end).
   */
  record PassPenalised(int seat, int passes) implements HazardEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " passes holding the Hazard Marker (" + passes + (passes == 1 ? " pass" : " passes") + " so far)";
    }
  }

  /**
   * Go-out: {@code seat} passed while holding the marker and both draw pools were empty, so they skip
   * their next turn instead of drawing.
   */
  record SkipDue(int seat) implements HazardEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " will skip their next turn: both draw pools are empty";
    }
  }

  /** Go-out: {@code seat}'s turn was skipped. */
  record TurnSkipped(int seat) implements HazardEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + "'s turn is skipped";
    }
  }

  /**
   * {@code seat} engaged warp drive on {@code route}: {@code charted} coordinates were charted there and
   * {@code keptInHand} went to their hand; {@code doubleRetrieved} is true when a double drawn on the way
   * could not be satisfied and was taken back.
   */
  record WarpDriveEngaged(int seat, Route route, int charted, int keptInHand, boolean doubleRetrieved)
      implements HazardEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " engages warp drive on " + route + ": " + charted + " charted, " + keptInHand
          + " kept in hand" + (doubleRetrieved ? ", a double taken back" : "");
    }
  }
}
