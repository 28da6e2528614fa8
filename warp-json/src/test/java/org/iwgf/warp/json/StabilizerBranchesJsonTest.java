// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;

/** Side branches laid while a double is stabilized survive a saved state, as they survive a snapshot. */
class StabilizerBranchesJsonTest {

  /** Every double needs three stabilizers, so that the first two are laid as side branches. */
  private static final class ThreeStabilizers implements RulePluginFactory, RulePlugin {
    @Override
    public String id() {
      return "three-stabilizers";
    }

    @Override
    public String displayName() {
      return "Three stabilizers";
    }

    @Override
    public RulePlugin create(PluginConfig options, WarpConfig game) {
      return this;
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return EnumSet.of(DecisionPoint.DOUBLE_SATISFACTION);
    }

    @Override
    public int coordinatesToSatisfy(WarpState state, int seat, Coordinate doubleCharted, Route route, int byCore) {
      return 3;
    }
  }

  @Test
  void statesWithSideBranchesReadBackEqual() {
    ThreeStabilizers rule = new ThreeStabilizers();
    PluginRegistry registry = PluginRegistry.empty().with(rule);
    WarpRules rules = WarpRules.of(
        WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3).plugin(rule.id()).build(), registry);
    WarpJsonCodec json = WarpJson.codec(registry);
    int branched = 0;
    for (long seed = 1; seed <= 6; seed++) {
      for (WarpState s : RandomGames.play(rules, seed, 400).states()) {
        if (s.snapshot().branches().stream().anyMatch(b -> !b.isEmpty())) {
          branched++;
        }
        assertEquals(s, json.readState(json.writeState(s)));
      }
    }
    assertTrue(branched > 0, "some state of these games holds side branches");
  }

  @Test
  void aSpectatorsViewSurvivesJson() {
    WarpRules rules = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 4));
    var watching = rules.spectatorView(rules.start(7L));
    assertEquals(watching, WarpJson.readView(WarpJson.writeView(watching)));
    assertEquals(List.of(), watching.hand());
  }
}
