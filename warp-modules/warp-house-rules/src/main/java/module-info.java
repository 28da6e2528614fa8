// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.modules.house.AllStop;
import org.iwgf.warp.modules.house.BeaconClearsOnAnyPlay;
import org.iwgf.warp.modules.house.DropToImpulse;
import org.iwgf.warp.modules.house.ManualShields;
import org.iwgf.warp.modules.house.NeutralZoneAfterAllTrails;
import org.iwgf.warp.modules.house.OwnTrailFirst;
import org.iwgf.warp.modules.house.PassRedAlert;
import org.iwgf.warp.modules.house.StarterPlaysTwo;

/**
 * The optional rules of {@code warp-house-rules} as Warp plugins, found through the {@code RulePluginFactory}
 * service.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.modules.house {
  requires transitive org.iwgf.warp.core;

  exports org.iwgf.warp.modules.house;

  // The library's JSON adapter (Jackson) binds this rule's moves, events and state records.
  opens org.iwgf.warp.modules.house to com.fasterxml.jackson.databind;

  provides RulePluginFactory with
      OwnTrailFirst.Factory,
      NeutralZoneAfterAllTrails.Factory,
      BeaconClearsOnAnyPlay.Factory,
      StarterPlaysTwo.Factory,
      DropToImpulse.Factory,
      PassRedAlert.Factory,
      ManualShields.Factory,
      AllStop.Factory;
}
