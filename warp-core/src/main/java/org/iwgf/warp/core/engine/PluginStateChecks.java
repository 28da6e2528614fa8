// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.plugin.RulePlugin;

/**
 * The plugin states of a restored state, checked through the SPI: one state per configured plugin that
 * keeps one and no other, each of its plugin's declared type, each passing its plugin's own
 * {@link RulePlugin#checkState check}.
 */
final class PluginStateChecks {
  private PluginStateChecks() {}

  static void check(EngineState s, List<RulePlugin> plugins) {
    Map<String, PluginState> states = s.frame.plugins;
    Set<String> configured = new HashSet<>();
    for (PluginConfig p : s.frame.config.plugins()) {
      configured.add(p.id());
    }
    for (String id : states.keySet()) {
      if (!configured.contains(id)) {
        throw plugins("The saved state keeps a state for the rule \"" + abbreviated(id) + "\", which its "
            + "configuration does not switch on.");
      }
    }
    for (RulePlugin p : plugins) {
      PluginState own = states.get(p.id());
      Optional<Class<? extends PluginState>> type = p.stateType();
      if (own == null) {
        if (p.initialState().isPresent()) {
          throw plugins("The saved state has no state for the rule \"" + p.id() + "\", which keeps one.");
        }
        continue;
      }
      if (type.isEmpty()) {
        throw plugins("The rule \"" + p.id() + "\" keeps no state, but the saved state holds one for it.");
      }
      if (!type.get().isInstance(own)) {
        throw plugins("The state of the rule \"" + p.id() + "\" is of the wrong kind.");
      }
      p.checkState(s, own);
    }
  }

  private static String abbreviated(String id) {
    return id.length() <= 40 ? id : id.substring(0, 40) + "…";
  }

  private static InvalidStateException plugins(String message) {
    return new InvalidStateException("PLUGINS", message);
  }
}
