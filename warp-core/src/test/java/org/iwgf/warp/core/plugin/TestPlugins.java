// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;

/** Small rules that exercise each decision point of the plugin SPI in tests. */
final class TestPlugins {
  private TestPlugins() {}

  /** A factory for a fixed plugin instance. */
  static RulePluginFactory factory(String id, RulePlugin plugin, Set<String> requires, Set<String> excludes,
      Set<Objective> objectives) {
    return new RulePluginFactory() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public String displayName() {
        return "Test rule " + id;
      }

      @Override
      public Set<String> requires() {
        return requires;
      }

      @Override
      public Set<String> excludes() {
        return excludes;
      }

      @Override
      public Set<Objective> objectives() {
        return objectives;
      }

      @Override
      public RulePlugin create(PluginConfig options, WarpConfig game) {
        return plugin;
      }
    };
  }

  static RulePluginFactory factory(String id, RulePlugin plugin) {
    return factory(id, plugin, Set.of(), Set.of(), EnumSet.allOf(Objective.class));
  }

  /** Closes the Neutral Zone to everyone. */
  static final class ClosedNeutralZone implements RulePlugin {
    @Override
    public String id() {
      return "closed-nz";
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return EnumSet.of(DecisionPoint.ROUTES);
    }

    @Override
    public boolean routeOpen(WarpState state, int seat, Route route, boolean openByCore) {
      return openByCore && !route.isNeutralZone();
    }
  }

  /** Helm passes counter-clockwise. */
  static final class Reverse implements RulePlugin {
    private final String id;

    Reverse(String id) {
      this.id = id;
    }

    @Override
    public String id() {
      return id;
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return EnumSet.of(DecisionPoint.NEXT_TO_ACT);
    }

    @Override
    public int nextToAct(WarpState state, int from, int proposed) {
      return (from + state.seats() - 1) % state.seats();
    }
  }

  /** Every round score is transformed at ADD_ONS: doubled or incremented, at a given order. */
  static final class ScoreStep implements RulePlugin {
    private final String id;
    private final int order;
    private final boolean doubles;

    ScoreStep(String id, int order, boolean doubles) {
      this.id = id;
      this.order = order;
      this.doubles = doubles;
    }

    @Override
    public String id() {
      return id;
    }

    @Override
    public int order() {
      return order;
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return EnumSet.of(DecisionPoint.ROUND_SCORING);
    }

    @Override
    public void scoreRound(RoundScoreSheet sheet, ScoringStage stage) {
      if (stage == ScoringStage.ADD_ONS) {
        for (int s = 0; s < sheet.seats(); s++) {
          sheet.setRoundScore(s, doubles ? sheet.roundScore(s) * 2 : sheet.roundScore(s) + 1);
        }
      }
    }
  }

  /** Counts charts in its own state; offers a "salute" move that ends the turn; resets every round. */
  static final class Salute implements RulePlugin {
    record Count(int charts, int salutes) implements PluginState {}

    record SaluteMove() implements PluginMove {
      @Override
      public String pluginId() {
        return "salute";
      }
    }

    @Override
    public String id() {
      return "salute";
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return EnumSet.of(DecisionPoint.AFTER_ACTION, DecisionPoint.EXTRA_MOVES, DecisionPoint.ROUND_SETUP);
    }

    @Override
    public Optional<PluginState> initialState() {
      return Optional.of(new Count(0, 0));
    }

    @Override
    public void onRoundSetup(StateEditor editor) {
      editor.setPluginState(id(), new Count(0, 0));
    }

    @Override
    public void extraMoves(WarpState state, int seat, List<WarpMove> out) {
      if (((Count) state.pluginState(id()).orElseThrow()).salutes() == 0) {
        out.add(new SaluteMove());
      }
    }

    @Override
    public void applyMove(StateEditor editor, PluginMove move) {
      Count c = (Count) editor.pluginState(id()).orElseThrow();
      editor.setPluginState(id(), new Count(c.charts(), c.salutes() + 1));
      editor.endTurn();
    }

    @Override
    public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
      if (move instanceof WarpMove.Chart) {
        Count c = (Count) editor.pluginState(id()).orElseThrow();
        editor.setPluginState(id(), new Count(c.charts() + 1, c.salutes()));
      }
    }
  }

  /** Doubles need three stabilizers (the shape Subspace Fracture takes). */
  static final class ThreeStabilizers implements RulePlugin {
    @Override
    public String id() {
      return "three-stabilizers";
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return EnumSet.of(DecisionPoint.DOUBLE_SATISFACTION);
    }

    @Override
    public int coordinatesToSatisfy(WarpState state, int seat, Coordinate doubleCharted, Route route,
        int byCore) {
      return 3;
    }
  }

  /** Nobody may go out. */
  static final class NoGoingOut implements RulePlugin {
    @Override
    public String id() {
      return "no-going-out";
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return EnumSet.of(DecisionPoint.GO_OUT);
    }

    @Override
    public boolean mayGoOut(WarpState state, int seat) {
      return false;
    }
  }

  /** Offers a second way to draw: a forced draw through the editor. */
  static final class DrawTwice implements RulePlugin {
    record DrawTwo() implements PluginMove {
      @Override
      public String pluginId() {
        return "draw-two";
      }
    }

    @Override
    public String id() {
      return "draw-two";
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return EnumSet.of(DecisionPoint.DRAW_SOURCE);
    }

    @Override
    public void drawOptions(WarpState state, int seat, List<WarpMove> out) {
      out.add(new DrawTwo());
    }

    @Override
    public void applyMove(StateEditor editor, PluginMove move) {
      editor.drawFromUncharted(editor.toAct());
      editor.drawFromUncharted(editor.toAct());
      editor.endTurn();
    }
  }

  /** No draws at all, and every captain taking the helm is handed one coordinate from Uncharted. */
  static final class NoDrawButHandout implements RulePlugin {
    @Override
    public String id() {
      return "handout";
    }

    @Override
    public Set<DecisionPoint> decisionPoints() {
      return EnumSet.of(DecisionPoint.DRAW_SOURCE, DecisionPoint.TURN_START);
    }

    @Override
    public boolean mayDraw(WarpState state, int seat) {
      return false;
    }

    @Override
    public void onTurnStart(StateEditor editor) {
      editor.drawFromUncharted(editor.toAct());
    }
  }
}
