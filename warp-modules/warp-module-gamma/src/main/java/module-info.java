// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.modules.gamma.SensorGrid;

/**
 * The optional rule of {@code warp-module-gamma} as a Warp plugin, found through the {@code RulePluginFactory}
 * service.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.modules.gamma {
  requires transitive org.iwgf.warp.core;

  exports org.iwgf.warp.modules.gamma;

  // Jackson binds the records of the game and reads their annotations.
  opens org.iwgf.warp.modules.gamma to com.fasterxml.jackson.databind;

  provides RulePluginFactory with
      SensorGrid.Factory;
}
