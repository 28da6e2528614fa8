// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.modules.gamma.ModuleGamma;

/**
 * The optional rule of {@code warp-module-gamma} as a Warp plugin, found through the {@code RulePluginFactory}
 * service.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.modules.gamma {
  requires transitive org.iwgf.warp.core;

  exports org.iwgf.warp.modules.gamma;

  // The library's JSON adapter (Jackson) binds this rule's moves, events and state records.
  opens org.iwgf.warp.modules.gamma to com.fasterxml.jackson.databind;

  provides RulePluginFactory with
      ModuleGamma.Factory;
}
