// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.modules.eta.ModuleEta;

/**
 * The optional rule of {@code warp-module-eta} as a Warp plugin, found through the {@code RulePluginFactory}
 * service.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.modules.eta {
  requires transitive org.iwgf.warp.core;

  exports org.iwgf.warp.modules.eta;

  // The library's JSON adapter (Jackson) binds this rule's moves, events and state records.
  opens org.iwgf.warp.modules.eta to com.fasterxml.jackson.databind;

  provides RulePluginFactory with
      ModuleEta.Factory;
}
