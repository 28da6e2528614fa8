// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.gamma;

import static org.iwgf.warp.modules.gamma.GammaTables.tiles;
import static org.iwgf.warp.modules.gamma.GammaTables.withGrid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.testkit.TableSetup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Forced draws of other Modules ("draws 1 coordinate from Uncharted Sectors, or the Sensor Grid if
 * Uncharted is empty and Module Gamma is on"), played through a stand-in rule whose one move forces the
 * next captain to draw.
 */
@DisplayName("Module Gamma — forced draws through the grid")
class ForcedDrawTest {
  private static final String FORCER = "test-forcer";

  /** Forces captain B (seat 1) to draw once. */
  record Force() implements PluginMove {
    @Override
    public String pluginId() {
      return FORCER;
    }
  }

  private static final class Forcer implements RulePlugin {
    @Override
    public String id() {
      return FORCER;
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return EnumSet.of(DecisionPoint.EXTRA_MOVES);
    }

    @Override
    public void extraMoves(WarpState state, int seat, List<WarpMove> out) {
      out.add(new Force());
    }

    @Override
    public void applyMove(StateEditor editor, PluginMove move) {
      editor.forcedDraw(1);
    }
  }

  private static final class ForcerFactory implements RulePluginFactory {
    @Override
    public String id() {
      return FORCER;
    }

    @Override
    public String displayName() {
      return "Forced draw";
    }

    @Override
    public RulePlugin create(PluginConfig options, WarpConfig game) {
      return new Forcer();
    }
  }

  private final WarpRules rules = WarpRules.of(GammaTables.fourCaptains().plugin(FORCER).build(),
      PluginRegistry.discover().with(new ForcerFactory()));

  @Test
  @DisplayName("Uncharted empty: the forced draw takes the grid's first coordinate")
  void withUnchartedEmptyTheFirstGridSlotIsTaken() {
    WarpState s = withGrid(TableSetup.of(rules).hand(0, "12-1").hand(1, "1-3").restTo(3), "0-1 2-2 9-9");
    Transition<WarpState, WarpEvent> t = rules.apply(s, new Force());
    assertTrue(t.state().holds(1, Coordinate.parse("0-1")));
    assertEquals(tiles("2-2 9-9"), ModuleGamma.grid(t.state()), "no refill: Uncharted is empty");
    assertTrue(t.events().contains(new ModuleGamma.TakenForForcedDraw(1, Coordinate.parse("0-1"))));
    assertFalse(t.state().drewThisTurn(), "a forced draw is not the captain's own draw");
  }

  @Test
  @DisplayName("Uncharted not empty: the forced draw is blind and the grid is untouched")
  void withUnchartedFilledTheDrawIsBlind() {
    WarpState s = withGrid(TableSetup.of(rules).hand(0, "1-2").pile("5-6"), "0-1 2-2");
    WarpState after = rules.apply(s, new Force()).state();
    assertTrue(after.holds(1, Coordinate.parse("5-6")));
    assertEquals(tiles("0-1 2-2"), ModuleGamma.grid(after));
  }

  @Test
  @DisplayName("Neither pool has a coordinate: the draw is cancelled")
  void withBothPoolsEmptyTheDrawIsCancelled() {
    WarpState s = withGrid(TableSetup.of(rules).hand(0, "12-1").hand(1, "1-3").restTo(3), "");
    WarpState after = rules.apply(s, new Force()).state();
    assertEquals(s.hand(1), after.hand(1));
  }
}
