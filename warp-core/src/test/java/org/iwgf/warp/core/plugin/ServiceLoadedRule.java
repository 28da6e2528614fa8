// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import java.util.Set;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;

/** A rule published through META-INF/services in the test classpath, to prove discovery by id. */
public final class ServiceLoadedRule implements RulePluginFactory {
  @Override
  public String id() {
    return "test-service-loaded";
  }

  @Override
  public String displayName() {
    return "Service-loaded test rule";
  }

  @Override
  public RulePlugin create(PluginConfig options, WarpConfig game) {
    String reverse = options.options().getOrDefault("reverse", "false");
    if (!reverse.equals("true") && !reverse.equals("false")) {
      throw new InvalidConfigException("PLUGIN_OPTION",
          "The option reverse is true or false, not \"" + reverse + "\".");
    }
    return reverse.equals("true") ? new TestPlugins.Reverse(id()) : new RulePlugin() {
      @Override
      public String id() {
        return "test-service-loaded";
      }

      @Override
      public Set<DecisionPoint> decisionPoints() {
        return Set.of();
      }
    };
  }
}
