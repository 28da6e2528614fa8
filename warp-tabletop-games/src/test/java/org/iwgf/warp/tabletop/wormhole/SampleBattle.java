// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

/**
 * The rulebook's two sample fleets placed for the running examples: Vice Admiral Sac Retis (Royalist,
 * seat 0, Advantage) and Commander Thomas (Separatist, seat 1), a few inches apart so that the examples'
 * moves fit on the mat.
 */
final class SampleBattle {
  private SampleBattle() {}

  /** Sac Retis: a Hammerhead, two Particlebow Frigates, four Missile Fighter squadrons. */
  static Battlefield retis(Battlefield b) {
    b.vessel("hh", 0, "hammerhead", 15, 6, 0);
    b.vessel("pf1", 0, "particlebow-frigate", 8, 5, 0).vessel("pf2", 0, "particlebow-frigate", 22, 5, 0);
    for (int i = 1; i <= 4; i++) {
      b.vessel("mf" + i, 0, "missile-fighters", 3 + 5 * i, 9, 0);
    }
    return b;
  }

  /**
   * Thomas: a Convoy Carrier carrying three Missile Fighter squadrons and a Skirmish Fighter squadron, a
   * loose Skirmish Fighter squadron, a Particlebow Frigate and two Control Corvettes.
   */
  static Battlefield thomas(Battlefield b) {
    b.vessel("cc", 1, "convoy-carrier", 15, 35, 180);
    for (int i = 1; i <= 3; i++) {
      b.docked("omf" + i, 1, "missile-fighters", "cc");
    }
    b.docked("osf1", 1, "skirmish-fighters", "cc");
    b.vessel("osf2", 1, "skirmish-fighters", 5, 31, 180);
    b.vessel("opf", 1, "particlebow-frigate", 25, 35, 180);
    b.vessel("cv1", 1, "control-corvette", 9, 33, 180).vessel("cv2", 1, "control-corvette", 21, 33, 180);
    return b;
  }

  /** Both fleets, Retis holding Advantage. */
  static Battlefield both() {
    return thomas(retis(new Battlefield())).advantage(0);
  }
}
