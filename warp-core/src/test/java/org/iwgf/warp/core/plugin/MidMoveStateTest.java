// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;

/**
 * A state a rule reads in the middle of a move is immutable like every other: what the move does after it
 * was read does not show in it.
 */
class MidMoveStateTest {
  private static final long SEED = 23L;

  /** After every chart, reads the state, then gives the charting captain a coordinate from Uncharted Sectors. */
  private static final class DrawAfterChart implements RulePlugin {
    final List<String> changed = new ArrayList<>();
    int reads;

    @Override
    public String id() {
      return "draw-after-chart";
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return EnumSet.of(DecisionPoint.AFTER_ACTION);
    }

    @Override
    public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
      if (!(move instanceof WarpMove.Chart)) {
        return;
      }
      int seat = before.toAct();
      WarpState read = editor.current();
      List<Coordinate> hand = read.hand(seat);
      int uncharted = read.unchartedCount();
      editor.takeFromUncharted().ifPresent(c -> {
        editor.giveToHand(seat, c);
        reads++;
        if (!read.hand(seat).equals(hand) || read.unchartedCount() != uncharted) {
          changed.add("after " + move + ": " + hand + " became " + read.hand(seat));
        }
      });
    }
  }

  @Test
  void whatAMoveDoesAfterARuleReadTheStateDoesNotShowInIt() {
    DrawAfterChart rule = new DrawAfterChart();
    WarpConfig config = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3)
        .plugins(List.of(PluginConfig.of(rule.id()))).build();
    WarpRules rules = WarpRules.of(config, PluginRegistry.empty().with(TestPlugins.factory(rule.id(), rule)));
    WarpState s = rules.start(SEED);
    for (int ply = 0; ply < 40 && !s.isOver(); ply++) {
      List<WarpMove> legal = rules.legalMoves(s);
      s = rules.apply(s, legal.get(ply % legal.size())).state();
    }
    assertTrue(rule.reads > 3, "seed " + SEED + ": " + rule.reads + " reads");
    assertEquals(List.of(), rule.changed, "seed " + SEED);
  }
}
