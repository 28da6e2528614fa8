// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.modules.delta.ModuleDelta;

/**
 * The optional rule of {@code warp-module-delta} as a Warp plugin, found through the {@code RulePluginFactory}
 * service.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.modules.delta {
  requires transitive org.iwgf.warp.core;

  exports org.iwgf.warp.modules.delta;

  // The library's JSON adapter (Jackson) binds this rule's moves, events and state records.
  opens org.iwgf.warp.modules.delta to com.fasterxml.jackson.databind;

  provides RulePluginFactory with
      ModuleDelta.Factory;
}
