// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.modules.zeta.ModuleZeta;

/**
 * The optional rule of {@code warp-module-zeta} as a Warp plugin, found through the {@code RulePluginFactory}
 * service.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.modules.zeta {
  requires transitive org.iwgf.warp.core;

  exports org.iwgf.warp.modules.zeta;

  // The library's JSON adapter (Jackson) binds this rule's moves, events and state records.
  opens org.iwgf.warp.modules.zeta to com.fasterxml.jackson.databind;

  provides RulePluginFactory with
      ModuleZeta.Factory;
}
