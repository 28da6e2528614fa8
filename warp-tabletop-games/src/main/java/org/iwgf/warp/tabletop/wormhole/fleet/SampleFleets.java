// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.fleet;

import java.util.ArrayList;
import java.util.List;

/**
 * The rulebook's two sample fleets ("How Do I Design a Fleet?"), with the Fleet Admiral off the board as in
 * the Deployment Flow Example. At the cost chart's prices the Royalist fleet costs 150 points and the
 * Separatist fleet 165 (the sample's own text prices the Convoy Carrier at 35 and still calls it a
 * 150-point fleet); {@link #POINTS} is the limit that admits both as printed.
 *
 * @since 0.1.0
 */
public final class SampleFleets {
  /** A points limit that admits both sample fleets as printed. */
  public static final int POINTS = 165;

  private SampleFleets() {}

  /**
   * Vice Admiral Sac Retis's Royalist fleet: a Hammerhead Cruiser, two Particlebow Frigates and four
   * Missile Fighter squadrons; ids {@code blue-hammerhead}, {@code blue-particlebow-1..2},
   * {@code blue-missile-1..4}.
   */
  public static FleetSpec royalist() {
    List<VesselSpec> v = new ArrayList<>();
    v.add(VesselSpec.of("blue-hammerhead", "hammerhead"));
    v.add(VesselSpec.of("blue-particlebow-1", "particlebow-frigate"));
    v.add(VesselSpec.of("blue-particlebow-2", "particlebow-frigate"));
    for (int i = 1; i <= 4; i++) {
      v.add(VesselSpec.of("blue-missile-" + i, "missile-fighters"));
    }
    return FleetSpec.of("Vice Admiral Sac Retis", Faction.ROYALIST, v);
  }

  /**
   * Commander Thomas's Separatist fleet: a Convoy Carrier carrying three Missile Fighter squadrons and one
   * Skirmish Fighter squadron, a second Skirmish Fighter squadron, a Particlebow Frigate and two Control
   * Corvettes; ids {@code orange-carrier}, {@code orange-missile-1..3}, {@code orange-skirmish-1..2},
   * {@code orange-particlebow}, {@code orange-corvette-1..2}.
   */
  public static FleetSpec separatist() {
    List<VesselSpec> v = new ArrayList<>();
    v.add(VesselSpec.of("orange-carrier", "convoy-carrier"));
    for (int i = 1; i <= 3; i++) {
      v.add(VesselSpec.of("orange-missile-" + i, "missile-fighters").dockedIn("orange-carrier"));
    }
    v.add(VesselSpec.of("orange-skirmish-1", "skirmish-fighters").dockedIn("orange-carrier"));
    v.add(VesselSpec.of("orange-skirmish-2", "skirmish-fighters"));
    v.add(VesselSpec.of("orange-particlebow", "particlebow-frigate"));
    v.add(VesselSpec.of("orange-corvette-1", "control-corvette"));
    v.add(VesselSpec.of("orange-corvette-2", "control-corvette"));
    return FleetSpec.of("Commander Thomas", Faction.SEPARATIST, v);
  }
}
