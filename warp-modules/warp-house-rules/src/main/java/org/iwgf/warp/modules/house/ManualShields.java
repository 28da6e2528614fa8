// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginMove;
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
 * House rule "Manual shield control" (Section VI). Charting the own trail no longer raises shields;
 * instead, during their own turn, a captain may {@link OpenShields open} their trail (raise the Distress
 * Beacon) at any time and for any reason, or {@link CloseShields close} it again once they have charted on
 * their own trail since it went down. One shield change per turn, and a change never passes the helm:
 * adjust, then chart or pass. The standard draw and beacon rules still apply when nothing can be charted.
 *
 * @since 0.1.0
 */
public final class ManualShields implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "manual-shields";

  /**
   * Shield bookkeeping.
   *
   * @param changedThisTurn true once the captain at the helm has opened or closed this turn
   * @param chartedSinceDown seats that charted on their own trail since their beacon went up, as a bit set
   */
  public record Shields(boolean changedThisTurn, int chartedSinceDown) implements PluginState {
    static final Shields START = new Shields(false, 0);
  }

  /** Every move of this rule: the moves of manual shield control. */
  public sealed interface Move extends PluginMove permits OpenShields, CloseShields {
    @Override
    default String pluginId() {
      return ID;
    }
  }

  /** Shields down: raise the Distress Beacon; the turn goes on. */
  public record OpenShields() implements Move {
    @Override
    public String toString() {
      return "open shields";
    }
  }

  /** Shields up: remove the Distress Beacon; the turn goes on. */
  public record CloseShields() implements Move {
    @Override
    public String toString() {
      return "close shields";
    }
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.ROUTES, DecisionPoint.EXTRA_MOVES,
        DecisionPoint.AFTER_ACTION, DecisionPoint.TURN_START);
  }

  @Override
  public void checkState(WarpState state, PluginState own) {
    StateCheck.of(state, "Manual Shields").seats(((Shields) own).chartedSinceDown(), "the captains who charted "
        + "since lowering shields");
  }

  @Override
  public Optional<PluginState> initialState() {
    return Optional.of(Shields.START);
  }

  private static Shields of(WarpState state) {
    return (Shields) state.pluginState(ID).orElse(Shields.START);
  }

  private static Shields of(StateEditor editor) {
    return (Shields) editor.pluginState(ID).orElse(Shields.START);
  }

  @Override
  public void onRoundSetup(StateEditor editor) {
    editor.setPluginState(ID, Shields.START);
  }

  @Override
  public boolean raisesShields(WarpState state, int seat) {
    return false;
  }

  @Override
  public void extraMoves(WarpState state, int seat, List<WarpMove> out) {
    Shields sh = of(state);
    if (sh.changedThisTurn() || state.phase() != Phase.PLAYING) {
      return;
    }
    if (!state.beaconUp(seat)) {
      out.add(new OpenShields());
    } else if ((sh.chartedSinceDown() & (1 << seat)) != 0) {
      out.add(new CloseShields());
    }
  }

  @Override
  public void applyMove(StateEditor editor, PluginMove move) {
    int seat = editor.toAct();
    Shields sh = of(editor);
    boolean open = move instanceof OpenShields;
    editor.setBeacon(seat, open);
    editor.setPluginState(ID, new Shields(true, sh.chartedSinceDown() & ~(1 << seat)));
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    int seat = before.toAct();
    Shields sh = of(editor);
    if (move instanceof WarpMove.Chart chart && chart.route().equals(Route.trailOf(seat))
        && before.beaconUp(seat)) {
      editor.setPluginState(ID, new Shields(sh.changedThisTurn(), sh.chartedSinceDown() | (1 << seat)));
    } else if (move instanceof WarpMove.DeployBeacon) {
      editor.setPluginState(ID, new Shields(sh.changedThisTurn(), sh.chartedSinceDown() & ~(1 << seat)));
    }
  }

  @Override
  public void onTurnStart(StateEditor editor) {
    Shields sh = of(editor);
    if (sh.changedThisTurn()) {
      editor.setPluginState(ID, new Shields(false, sh.chartedSinceDown()));
    }
  }

  /** Publishes the rule. */
  public static final class Factory extends AbstractRulePluginFactory {
    public Factory() {
      super(ID, "Manual shield control", RatingStatus.RATED, Set.of());
    }

    @Override
    public Set<String> excludes() {
      return Set.of(BeaconClearsOnAnyPlay.ID);
    }

    @Override
    protected RulePlugin createChecked(PluginConfig config, WarpConfig game) {
      return new ManualShields();
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(Shields.class, "shields"),
          named(OpenShields.class, "open"),
          named(CloseShields.class, "close"));
    }
  }
}
