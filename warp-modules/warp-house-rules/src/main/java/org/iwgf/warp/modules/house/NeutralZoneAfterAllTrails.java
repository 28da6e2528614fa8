// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import java.util.EnumSet;
import java.util.Set;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;

/**
 * House rule "Neutral Zone after all trails started": the Neutral Zone cannot be started until every
 * captain has at least one coordinate on their own Warp Trail. Once started it stays open.
 *
 * @since 0.1.0
 */
public final class NeutralZoneAfterAllTrails implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "neutral-zone-after-all-trails";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return EnumSet.of(DecisionPoint.ROUTES);
  }

  @Override
  public boolean routeOpen(WarpState state, int seat, Route route, boolean openByCore) {
    if (!openByCore || !route.isNeutralZone() || state.neutralZone().isStarted()) {
      return openByCore;
    }
    for (int s = 0; s < state.seats(); s++) {
      if (!state.trail(Route.trailOf(s)).isStarted()) {
        return false;
      }
    }
    return true;
  }

  /** Publishes the rule. */
  public static final class Factory extends AbstractRulePluginFactory {
    public Factory() {
      super(ID, "Neutral Zone after all trails started", RatingStatus.RATED, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig config, WarpConfig game) {
      return new NeutralZoneAfterAllTrails();
    }
  }
}
