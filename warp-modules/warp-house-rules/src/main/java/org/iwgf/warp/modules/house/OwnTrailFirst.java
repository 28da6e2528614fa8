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
 * House rule "Require own trail first": a captain must have charted at least one coordinate on their own
 * Warp Trail before charting on an opponent's open trail. The Neutral Zone and the own trail are
 * unaffected, and so is covering a double (Red Alert overrides route choice).
 *
 * @since 0.1.0
 */
public final class OwnTrailFirst implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "own-trail-first";

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
    if (!openByCore || route.isNeutralZone() || route.equals(Route.trailOf(seat))) {
      return openByCore;
    }
    return state.trail(Route.trailOf(seat)).isStarted();
  }

  /** Publishes the rule. */
  public static final class Factory extends AbstractRulePluginFactory {
    public Factory() {
      super(ID, "Require own trail first", RatingStatus.RATED, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig config, WarpConfig game) {
      return new OwnTrailFirst();
    }
  }
}
