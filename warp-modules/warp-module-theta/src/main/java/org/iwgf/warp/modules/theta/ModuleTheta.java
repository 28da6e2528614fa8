// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.theta;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginEvent;
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
import org.iwgf.warp.core.plugin.StateCheck;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * Module Theta. In a Points campaign, the Longest Trail Bonus: at round end the captain(s) with the
 * longest personal Warp Trail take −3 off their round score. The bonus may take the raw score below 0;
 * the core's scoring floor ({@link RoundScoreSheet#shown(int)}) shows such a score as 0 and keeps the raw
 * value to rank level campaign totals. In
 * Go-out, Trail Momentum: the first captain in a round whose own chart brings their personal trail to
 * {@value PersonalTrails#MOMENTUM_LENGTH} or more coordinates keeps the helm for one extra turn when their
 * turn ends.
 *
 * <p>Theta runs after the other rules at each of its points, so that the extra turn has the last word on
 * who takes the helm.
 *
 * @since 0.1.0
 */
public final class ModuleTheta implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "module-theta";

  /** What the Longest Trail Bonus takes off a round score. */
  public static final int LONGEST_TRAIL_BONUS = 3;

  static final int ORDER = 900;

  /**
   * Trail Momentum in the round under way.
   *
   * @param claimed true once a captain has earned it this round
   * @param owedTo the captain who earned it and has yet to take the extra turn, or -1
   * @param extraTurnFor the captain whose extra turn the helm is passing into right now, or -1
   */
  public record Momentum(boolean claimed, int owedTo, int extraTurnFor) implements PluginState {}

  /** What Trail Momentum did. */
  public sealed interface MomentumEvent extends PluginEvent {
    @Override
    default String pluginId() {
      return ID;
    }
  }

  /** {@code seat}'s own trail reached {@code trailLength} coordinates: Trail Momentum is theirs this round. */
  public record MomentumEarned(int seat, int trailLength) implements MomentumEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " earns momentum with a trail of " + trailLength;
    }
  }

  /** {@code seat}'s turn ended and they keep the helm for their Trail Momentum extra turn. */
  public record ExtraTurn(int seat) implements MomentumEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " takes an extra turn on momentum";
    }
  }

  private static final Momentum UNCLAIMED = new Momentum(false, -1, -1);

  private final boolean points;

  private ModuleTheta(boolean points) {
    this.points = points;
  }

  /** The Module in the form {@code game}'s objective calls for. */
  public static ModuleTheta forGame(WarpConfig game) {
    return new ModuleTheta(game.objective() == Objective.POINTS_CAMPAIGN);
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return points ? EnumSet.of(DecisionPoint.ROUND_SCORING)
        : EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.AFTER_ACTION, DecisionPoint.NEXT_TO_ACT);
  }

  @Override
  public int order() {
    return ORDER;
  }

  @Override
  public void checkState(WarpState state, PluginState own) {
    Momentum m = (Momentum) own;
    StateCheck of = StateCheck.of(state, "Module Theta");
    of.seatOrNone(m.owedTo(), "the captain owed momentum");
    of.seatOrNone(m.extraTurnFor(), "the captain with an extra turn");
  }

  @Override
  public Optional<PluginState> initialState() {
    return points ? Optional.empty() : Optional.of(UNCLAIMED);
  }

  @Override
  public void scoreRound(RoundScoreSheet sheet, ScoringStage stage) {
    if (stage != ScoringStage.ADD_ONS) {
      return;
    }
    for (int seat : PersonalTrails.longest(sheet.state())) {
      sheet.addToRoundScore(seat, -LONGEST_TRAIL_BONUS);
    }
  }

  @Override
  public void onRoundSetup(StateEditor editor) {
    editor.setPluginState(ID, UNCLAIMED);
  }

  private static Momentum momentum(WarpState state) {
    return (Momentum) state.pluginState(ID).orElse(UNCLAIMED);
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    Momentum was = momentum(before);
    int seat = before.toAct();
    // A move is being made, so any extra turn granted at the last helm pass is under way.
    Momentum now = new Momentum(was.claimed(), was.owedTo(), -1);
    if (!was.claimed()) {
      int length = PersonalTrails.length(editor.current(), seat);
      if (length >= PersonalTrails.MOMENTUM_LENGTH && length > PersonalTrails.length(before, seat)) {
        now = new Momentum(true, seat, -1);
        editor.emit(new MomentumEarned(seat, length));
      }
    }
    if (now.owedTo() == seat && editor.turnEnding()) {
      // A pass changed nothing on the table, so an extra turn could only pass again (and would count
      // twice towards a blocked sector): the pass spends it. Going out ends the round, which spends it too.
      if (move instanceof WarpMove.Pass || editor.current().handSize(seat) == 0) {
        now = new Momentum(true, -1, -1);
      } else {
        now = new Momentum(true, -1, seat);
        editor.emit(new ExtraTurn(seat));
      }
    }
    if (!now.equals(was)) {
      editor.setPluginState(ID, now);
    }
  }

  @Override
  public int nextToAct(WarpState state, int from, int proposed) {
    return momentum(state).extraTurnFor() == from ? from : proposed;
  }

  /** Publishes Module Theta. */
  public static final class Factory extends AbstractRulePluginFactory {
    /** "Status: Rated" in Section VI. */
    public Factory() {
      super(ID, "Module Theta — Longest Trail", RatingStatus.RATED, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
      return forGame(game);
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(Momentum.class, "momentum"),
          named(MomentumEarned.class, "momentum-earned"),
          named(ExtraTurn.class, "extra-turn"));
    }
  }
}
