// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import java.util.Set;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.core.plugin.PluginConfig;
import org.iwgf.warp.core.rules.WarpConfig;

/**
 * What every house-rule factory shares: a fixed id and name, and a check that only the options the rule
 * knows are given.
 */
abstract class HouseRuleFactory implements RulePluginFactory {
  private final String id;
  private final String displayName;
  private final Set<String> options;

  HouseRuleFactory(String id, String displayName, Set<String> options) {
    this.id = id;
    this.displayName = displayName;
    this.options = options;
  }

  @Override
  public final String id() {
    return id;
  }

  /** House rules are the table's own agreement; the rulebook does not mark any of them Warped. */
  @Override
  public RatingStatus ratingStatus() {
    return RatingStatus.RATED;
  }

  @Override
  public final String displayName() {
    return displayName;
  }

  @Override
  public final RulePlugin create(PluginConfig config, WarpConfig game) {
    config.requireOnly(displayName, options);
    return create(config);
  }

  /** The rule, options already checked by name. */
  abstract RulePlugin create(PluginConfig config);
}
