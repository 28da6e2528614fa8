// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.Set;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.RulePluginFactory;

/**
 * A rule that changes nothing, offered under the given objectives and hooking the given decision points: for
 * testing the kit's plugin handling.
 */
final class QuietRule implements RulePluginFactory, RulePlugin {
  private final String id;
  private final Set<Objective> objectives;
  private final Set<DecisionPoint> decisionPoints;

  QuietRule(String id, Set<Objective> objectives) {
    this(id, objectives, Set.of());
  }

  /** A rule hooking {@code decisionPoints} and changing nothing there. */
  QuietRule(String id, Set<Objective> objectives, Set<DecisionPoint> decisionPoints) {
    this.id = id;
    this.objectives = Set.copyOf(objectives);
    this.decisionPoints = Set.copyOf(decisionPoints);
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String displayName() {
    return "Quiet " + id;
  }

  @Override
  public Set<Objective> objectives() {
    return objectives;
  }

  @Override
  public RulePlugin create(PluginConfig options, WarpConfig game) {
    return this;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return decisionPoints;
  }
}
