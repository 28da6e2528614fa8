// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The optional rules of {@code warp-house-rules} as Warp plugins, found through the {@code RulePluginFactory} service.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.modules.house {
  requires transitive org.iwgf.warp.core;

  exports org.iwgf.warp.modules.house;

  // Jackson binds the records of the game and reads their annotations.
  opens org.iwgf.warp.modules.house to com.fasterxml.jackson.databind;

  provides org.iwgf.warp.core.plugin.RulePluginFactory with
      org.iwgf.warp.modules.house.OwnTrailFirst.Factory,
      org.iwgf.warp.modules.house.NeutralZoneAfterAllTrails.Factory,
      org.iwgf.warp.modules.house.BeaconClearsOnAnyPlay.Factory,
      org.iwgf.warp.modules.house.StarterPlaysTwo.Factory,
      org.iwgf.warp.modules.house.DropToImpulse.Factory,
      org.iwgf.warp.modules.house.PassRedAlert.Factory,
      org.iwgf.warp.modules.house.ManualShields.Factory,
      org.iwgf.warp.modules.house.AllStop.Factory;
}
