// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * House rule "Pass Red Alert without draw or beacon" (Sections III and VI): the captain who charted a
 * double and cannot satisfy it from hand may hand responsibility to the next captain without drawing and
 * without deploying the Distress Beacon — only while the alert is still Yellow, so only once. After that,
 * standard rules apply to everyone, the charter included when it comes back around.
 *
 * @since 0.1.0
 */
public final class PassRedAlert implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "pass-red-alert";

  /** Every move of this rule: the move this house rule adds. */
  public sealed interface Move extends PluginMove permits Pass {
    @Override
    default String pluginId() {
      return ID;
    }
  }

  /** The move: hand the Yellow alert on, no draw, no beacon. */
  public record Pass() implements Move {
    @Override
    public String toString() {
      return "pass Red Alert";
    }
  }

  /** {@code seat} passed their own double on without a draw or a beacon. */
  public record Passed(int seat, Coordinate doubleCharted) implements PluginEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " passes the Red Alert on " + doubleCharted + " without a draw or a beacon";
    }

    @Override
    public String pluginId() {
      return ID;
    }
  }

  private static final Pass PASS = new Pass();

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return EnumSet.of(DecisionPoint.EXTRA_MOVES);
  }

  @Override
  public void extraMoves(WarpState state, int seat, List<WarpMove> out) {
    RedAlert a = state.redAlert().orElse(null);
    if (a == null || !a.yellow() || a.charter() != seat || a.responsible() != seat) {
      return;
    }
    for (Coordinate c : state.hand(seat)) {
      if (c.has(a.pip())) {
        return;
      }
    }
    out.add(PASS);
  }

  @Override
  public void applyMove(StateEditor editor, PluginMove move) {
    RedAlert a = editor.current().redAlert().orElseThrow();
    editor.emit(new Passed(editor.toAct(), a.doubleCharted()));
    editor.passRedAlert();
  }

  /** Publishes the rule. */
  public static final class Factory extends AbstractRulePluginFactory {
    public Factory() {
      super(ID, "Pass Red Alert without draw or beacon", RatingStatus.RATED, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig config, WarpConfig game) {
      return new PassRedAlert();
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(Pass.class, "pass"),
          named(Passed.class, "passed"));
    }
  }
}
