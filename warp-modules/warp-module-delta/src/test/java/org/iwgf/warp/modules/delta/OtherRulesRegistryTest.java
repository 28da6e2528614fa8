// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.junit.jupiter.api.Test;

/**
 * Module Delta's spool asks the other rules of its game, and finds them in the registry the game was built
 * with: a rule known only to that registry (published on no class path) is made for the spool too.
 */
class OtherRulesRegistryTest {
  /** A route rule that changes nothing and counts the games it is made for. */
  static final class CountedRouteRule extends AbstractRulePluginFactory {
    final List<WarpConfig> made = new ArrayList<>();

    CountedRouteRule() {
      super("test-counted-route-rule", "A counted route rule", RatingStatus.EXHIBITION, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig config, WarpConfig game) {
      made.add(game);
      return new RulePlugin() {
        @Override
        public String id() {
          return "test-counted-route-rule";
        }

        @Override
        public Set<DecisionPoint> decisionPoints() {
          return Set.of(DecisionPoint.ROUTES);
        }
      };
    }
  }

  @Test
  void theSpoolFindsTheOtherRulesInTheRegistryTheGameWasBuiltWith() {
    CountedRouteRule counted = new CountedRouteRule();
    PluginRegistry registry = PluginRegistry.empty().with(new ModuleDelta.Factory()).with(counted);
    WarpConfig game = DeltaTables.config(Objective.POINTS_CAMPAIGN, PluginConfig.of(counted.id()));
    WarpRules.of(game, registry);
    // Once for the game's book, once for the spool's view of the other rules.
    assertEquals(List.of(game, game), counted.made);
  }
}
