// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.kappa;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RoundScoreSheet;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.ScoringStage;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * Module Kappa (Warped — exhibition only). In a Points campaign, {@link TemporalInversion}: even rounds are
 * written as a spread off the round's top hand. In Go-out, {@link HandExchange}: the round's first charted
 * double makes the largest hand take a random coordinate from the smallest and give one back.
 *
 * <p>The Points form runs first in the round-score stage, because it replaces the normal write-up that
 * the core makes just before that stage; the add-ons of other rules follow in their own stage. The Go-out
 * form runs last at each point, so that the helm is handed to the giver only after every other rule has
 * reacted to the captain who took it.
 *
 * @since 0.1.0
 */
public final class ModuleKappa implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "module-kappa";

  /** Every move of this rule: The move Module Kappa adds. */
  public sealed interface Move extends PluginMove permits HandExchange.GiveBack {
    @Override
    default String pluginId() {
      return ID;
    }
  }

  static final int POINTS_ORDER = 5;
  static final int GO_OUT_ORDER = 950;

  private final boolean points;

  private ModuleKappa(boolean points) {
    this.points = points;
  }

  /** The Module in the form {@code game}'s objective calls for. */
  public static ModuleKappa forGame(WarpConfig game) {
    return new ModuleKappa(game.objective() == Objective.POINTS_CAMPAIGN);
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return points ? EnumSet.of(DecisionPoint.ROUND_SCORING)
        : EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.AFTER_ACTION, DecisionPoint.EXTRA_MOVES,
            DecisionPoint.TURN_START);
  }

  @Override
  public int order() {
    return points ? POINTS_ORDER : GO_OUT_ORDER;
  }

  @Override
  public void checkState(WarpState state, PluginState own) {
    HandExchange.check(state, (HandExchange.Exchange) own);
  }

  @Override
  public Optional<PluginState> initialState() {
    return points ? Optional.empty() : Optional.of(HandExchange.Exchange.START);
  }

  @Override
  public void scoreRound(RoundScoreSheet sheet, ScoringStage stage) {
    if (stage == ScoringStage.ROUND_SCORE) {
      TemporalInversion.write(sheet);
    }
  }

  @Override
  public void onRoundSetup(StateEditor editor) {
    HandExchange.roundSetup(editor);
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    HandExchange.afterAction(before, editor);
  }

  @Override
  public void onTurnStart(StateEditor editor) {
    HandExchange.turnStart(editor);
  }

  @Override
  public boolean holdsDecision(WarpState state, int seat) {
    return !points && HandExchange.holdsDecision(state, seat);
  }

  @Override
  public void extraMoves(WarpState state, int seat, List<WarpMove> out) {
    HandExchange.giveBackMoves(state, seat, out);
  }

  @Override
  public void applyMove(StateEditor editor, PluginMove move) {
    HandExchange.giveBack(editor, (HandExchange.GiveBack) move);
  }

  /** Publishes Module Kappa. */
  public static final class Factory extends AbstractRulePluginFactory {
    /** "Warped — exhibition only", never rated, in both blocks of Section VI. */
    public Factory() {
      super(ID, "Module Kappa — Temporal Inversion / Hand Exchange (Warped)", RatingStatus.EXHIBITION, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
      return forGame(game);
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(HandExchange.Exchange.class, "exchange"),
          named(HandExchange.GiveBack.class, "give-back"),
          named(HandExchange.Taken.class, "taken"),
          named(HandExchange.GivenBack.class, "given-back"),
          named(HandExchange.Skipped.class, "skipped"));
    }
  }
}
