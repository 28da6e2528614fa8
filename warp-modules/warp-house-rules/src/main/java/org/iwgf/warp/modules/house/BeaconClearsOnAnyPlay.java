// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import java.util.EnumSet;
import java.util.Set;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.StateEditor;

/**
 * House rule "Beacon clears on any play": any legal chart removes the charting captain's Distress Beacon,
 * not only a chart on their own trail. Cannot be combined with manual shield control, which takes the
 * beacon out of the engine's hands altogether.
 *
 * @since 0.1.0
 */
public final class BeaconClearsOnAnyPlay implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "beacon-clears-on-any-play";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return EnumSet.of(DecisionPoint.AFTER_ACTION);
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    if (move instanceof WarpMove.Chart) {
      editor.setBeacon(before.toAct(), false);
    }
  }

  /** Publishes the rule. */
  public static final class Factory extends AbstractRulePluginFactory {
    public Factory() {
      super(ID, "Beacon clears on any play", RatingStatus.RATED, Set.of());
    }

    @Override
    public Set<String> excludes() {
      return Set.of(ManualShields.ID);
    }

    @Override
    protected RulePlugin createChecked(PluginConfig config, WarpConfig game) {
      return new BeaconClearsOnAnyPlay();
    }
  }
}
