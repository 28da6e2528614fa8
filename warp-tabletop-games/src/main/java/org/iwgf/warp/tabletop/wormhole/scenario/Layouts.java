// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.scenario;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.tabletop.wormhole.Scenario;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;

/** Small helpers the scenario builders share: arrivals for a whole force, merging forces. */
final class Layouts {
  /** Radius of a Wormhole token's base, in inches (a 3" token). */
  static final double GATE_RADIUS = 1.5;

  private Layouts() {}

  /** Every vessel of {@code force} not docked in a carrier arrives through {@code wormhole} in {@code turn}. */
  static List<Scenario.Arrival> arrivals(FleetSpec force, int turn, String wormhole, boolean called) {
    List<Scenario.Arrival> out = new ArrayList<>();
    for (VesselSpec v : force.vessels()) {
      if (v.dockedIn().isEmpty()) {
        out.add(new Scenario.Arrival(v.id(), turn, wormhole, called));
      }
    }
    return out;
  }

  /** {@code main} with the vessels of {@code extra} added after its own. */
  static FleetSpec merge(FleetSpec main, FleetSpec extra) {
    List<VesselSpec> all = new ArrayList<>(main.vessels());
    all.addAll(extra.vessels());
    return new FleetSpec(main.commander(), main.faction(), all, main.admiralAboard());
  }
}
