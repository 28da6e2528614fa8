// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.fracture;

import java.util.function.IntFunction;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.Route;

/**
 * What a Subspace Fracture reports, for front-ends to animate the three branches.
 *
 * @since 0.1.0
 */
public sealed interface FractureEvent extends PluginEvent {

  @Override
  default String pluginId() {
    return SubspaceFracture.ID;
  }

  /** {@code seat} charted {@code doubleCharted} in scope: Subspace Fracture and Red Alert are open. */
  record Opened(int seat, Coordinate doubleCharted, Route route) implements FractureEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "Subspace Fracture! " + captain.apply(seat) + "'s " + doubleCharted + " on " + route + " needs three stabilizers";
    }
  }

  /**
   * {@code seat} laid stabilizer number {@code number} (1 or 2) as a side branch of the double on
   * {@code route}.
   */
  record StabilizerBranched(int seat, Coordinate stabilizer, Route route, int number) implements FractureEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " places stabilizer " + number + ", " + stabilizer + ", on " + route;
    }
  }

  /** {@code seat} laid the third stabilizer, the centre foot: the fracture and the alert are clear. */
  record Stabilized(int seat, Coordinate centreFoot, Route route) implements FractureEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " stabilizes the fracture on " + route + " with " + centreFoot;
    }
  }
}
