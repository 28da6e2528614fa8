// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.FallbackDrawPool;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.jspecify.annotations.Nullable;

/** The active plugins of one game, pre-sorted per decision point so the hot path loops over arrays. */
final class RuleBook {
  final List<RulePlugin> all;
  final RulePlugin[] roundSetup;
  final RulePlugin[] routes;
  final RulePlugin[] doubleSatisfaction;
  final RulePlugin[] drawSource;
  final RulePlugin[] extraMoves;
  final RulePlugin[] afterAction;
  final RulePlugin[] nextToAct;
  final RulePlugin[] turnStart;
  final RulePlugin[] goOut;
  final RulePlugin[] scoring;
  /** The plugins that keep a second pool for forced draws, in configuration order. */
  final FallbackDrawPool[] fallbackPools;

  RuleBook(List<RulePlugin> plugins) {
    this.all = List.copyOf(plugins);
    this.roundSetup = at(DecisionPoint.ROUND_SETUP);
    this.routes = at(DecisionPoint.ROUTES);
    this.doubleSatisfaction = at(DecisionPoint.DOUBLE_SATISFACTION);
    this.drawSource = at(DecisionPoint.DRAW_SOURCE);
    this.extraMoves = at(DecisionPoint.EXTRA_MOVES);
    this.afterAction = at(DecisionPoint.AFTER_ACTION);
    this.nextToAct = at(DecisionPoint.NEXT_TO_ACT);
    this.turnStart = at(DecisionPoint.TURN_START);
    this.goOut = at(DecisionPoint.GO_OUT);
    this.scoring = at(DecisionPoint.ROUND_SCORING);
    List<FallbackDrawPool> pools = new ArrayList<>();
    for (RulePlugin p : all) {
      if (p instanceof FallbackDrawPool pool) {
        pools.add(pool);
      }
    }
    this.fallbackPools = pools.toArray(new FallbackDrawPool[0]);
  }

  private RulePlugin[] at(DecisionPoint point) {
    List<RulePlugin> out = new ArrayList<>();
    for (RulePlugin p : all) {
      if (p.decisionPoints().contains(point)) {
        out.add(p);
      }
    }
    return out.toArray(new RulePlugin[0]);
  }

  @Nullable RulePlugin byId(String id) {
    for (RulePlugin p : all) {
      if (p.id().equals(id)) {
        return p;
      }
    }
    return null;
  }
}
