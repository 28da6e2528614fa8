// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.StateCheck;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * House rule "Round starter plays two": on the opening turn of a round the starter charts two coordinates
 * on their own Warp Trail. If the first is a double, the Red Alert cover counts as the second. A starter
 * who cannot chart the second deploys the Distress Beacon with no extra draw. Until both are charted the
 * Neutral Zone and opponent trails are closed to the starter.
 *
 * @since 0.1.0
 */
public final class StarterPlaysTwo implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "starter-plays-two";

  /**
   * Whether the starter's opening turn is still under way and how many coordinates it has charted.
   *
   * @param opening true from the deal until the starter's first turn ends
   * @param charted coordinates charted so far on that turn
   */
  public record OpeningTurn(boolean opening, int charted) implements PluginState {}

  private static final OpeningTurn DONE = new OpeningTurn(false, 0);

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.ROUTES, DecisionPoint.DRAW_SOURCE,
        DecisionPoint.AFTER_ACTION);
  }

  @Override
  public void checkState(WarpState state, PluginState own) {
    // Stabilizers and satisfying covers count too, so the bound is the set, not two.
    StateCheck.of(state, "Starter Plays Two").count(((OpeningTurn) own).charted(), "the coordinates charted in "
        + "the opening turn", 0, state.config().factor().set().size());
  }

  @Override
  public Optional<PluginState> initialState() {
    return Optional.of(DONE);
  }

  @Override
  public void onRoundSetup(StateEditor editor) {
    editor.setPluginState(ID, new OpeningTurn(true, 0));
  }

  private static OpeningTurn turn(WarpState state) {
    return (OpeningTurn) state.pluginState(ID).orElse(DONE);
  }

  private static boolean startersOpening(WarpState state, int seat) {
    return turn(state).opening() && seat == state.roundStarter();
  }

  @Override
  public boolean routeOpen(WarpState state, int seat, Route route, boolean openByCore) {
    return openByCore && (!startersOpening(state, seat) || route.equals(Route.trailOf(seat)));
  }

  @Override
  public boolean mayDraw(WarpState state, int seat) {
    // Only the owed second coordinate comes without a draw; a double charted as the second is covered
    // under Section IV, draw included.
    return !startersOpening(state, seat) || turn(state).charted() != 1;
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    OpeningTurn t = turn(before);
    if (!t.opening() || before.toAct() != before.roundStarter()) {
      return;
    }
    if (move instanceof WarpMove.Chart) {
      int charted = t.charted() + 1;
      boolean cover = before.redAlert().isPresent();
      if (editor.turnEnding() && charted < 2 && !cover) {
        editor.holdHelm();
        editor.setPluginState(ID, new OpeningTurn(true, charted));
      } else {
        editor.setPluginState(ID, editor.turnEnding() ? DONE : new OpeningTurn(true, charted));
      }
    } else if (editor.turnEnding()) {
      editor.setPluginState(ID, DONE);
    }
  }

  /** Publishes the rule. */
  public static final class Factory extends AbstractRulePluginFactory {
    public Factory() {
      super(ID, "Round starter plays two", RatingStatus.RATED, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig config, WarpConfig game) {
      return new StarterPlaysTwo();
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(OpeningTurn.class, "opening-turn"));
    }
  }
}
