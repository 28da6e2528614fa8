// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.iwgf.warp.tabletop.wormhole.catalog.SizeClass;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;
import org.junit.jupiter.api.Test;

/** "Ramming": the potential impact damage table and the size penalty. */
class ImpactTest {

  private static SizeClass size(String classId) {
    VesselClass c = Battlefield.CATALOG.vesselClass(classId);
    return c.size();
  }

  @Test
  void rammingWorkedExampleCarrierAndParticlebow() {
    // The carrier deals its full 6; the Particlebow's 4 lose 1 against a vessel one size larger.
    assertEquals(6, Impact.potentialMarks(size("convoy-carrier"), size("particlebow-frigate")));
    assertEquals(3, Impact.potentialMarks(size("particlebow-frigate"), size("convoy-carrier")));
  }

  @Test
  void potentialImpactDamageByVesselTable() {
    assertEquals(6, Impact.potentialMarks(size("hammerhead"), SizeClass.SQUADRON));
    assertEquals(6, Impact.potentialMarks(size("convoy-carrier"), SizeClass.SQUADRON));
    assertEquals(4, Impact.potentialMarks(size("control-corvette"), SizeClass.SQUADRON));
    assertEquals(2, Impact.potentialMarks(size("skirmish-fighters"), SizeClass.SQUADRON));
    assertEquals(2, Impact.potentialMarks(size("missile-fighters"), SizeClass.SQUADRON));
    assertEquals(8, Impact.potentialMarks(SizeClass.SUPERSHIP, SizeClass.SUPERSHIP));
  }

  @Test
  void largerTargetsCostOneTwoThenFourMarks() {
    assertEquals(2 - 1, Impact.potentialMarks(SizeClass.SQUADRON, SizeClass.SHIP));
    assertEquals(2 - 2, Impact.potentialMarks(SizeClass.SQUADRON, SizeClass.CAPITAL_SHIP));
    assertEquals(0, Impact.potentialMarks(SizeClass.SQUADRON, SizeClass.SUPERSHIP), "never below 0");
    assertEquals(4 - 2, Impact.potentialMarks(SizeClass.SHIP, SizeClass.SUPERSHIP));
    assertEquals(6 - 1, Impact.potentialMarks(SizeClass.CAPITAL_SHIP, SizeClass.SUPERSHIP));
    assertEquals(8, Impact.potentialMarks(SizeClass.SUPERSHIP, SizeClass.SQUADRON), "smaller targets cost nothing");
  }
}
