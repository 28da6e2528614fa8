// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.beta;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
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
 * Module Beta. In a Points campaign, the Salamander Penalty: from round 2 on, a captain caught holding the
 * {@link Salamander} at round end scores it at double its both-ends pips (12-12 under Warp 12 scores 48).
 * In Go-out, the Salamander Surge: charting the Salamander from hand makes every opposing captain draw
 * one coordinate at once, in turn order from the captain after the surger; a draw the pools cannot give is
 * cancelled.
 *
 * @since 0.1.0
 */
public final class ModuleBeta implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "module-beta";

  /** Runs after the Double-blank setting (order 0) in the hand-value stage. */
  static final int ORDER = 10;

  /**
   * A Salamander Surge resolved: {@code surger} charted {@code salamander} from hand; the captains in
   * {@code drew} drew one coordinate each, in that order, and the draws of those in {@code cancelled}
   * were cancelled because Uncharted Sectors (and any fallback pool) were empty.
   */
  public record SalamanderSurge(int surger, Coordinate salamander, List<Integer> drew, List<Integer> cancelled)
      implements PluginEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "Salamander Surge! " + captain.apply(surger) + " charts " + salamander + (drew.isEmpty() ? "" : "; " + drew.stream().map(captain::apply).collect(Collectors.joining(", ")) + " draw one each");
    }

    /** Copies the seat lists. */
    public SalamanderSurge {
      drew = List.copyOf(drew);
      cancelled = List.copyOf(cancelled);
    }

    @Override
    public String pluginId() {
      return ID;
    }
  }

  private final WarpFactor factor;
  private final boolean points;

  private ModuleBeta(WarpFactor factor, boolean points) {
    this.factor = factor;
    this.points = points;
  }

  /** The Module for a game of {@code game}'s Warp Factor, in the form its objective calls for. */
  public static ModuleBeta forGame(WarpConfig game) {
    return new ModuleBeta(game.factor(), game.objective() == Objective.POINTS_CAMPAIGN);
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return points ? EnumSet.of(DecisionPoint.ROUND_SCORING) : EnumSet.of(DecisionPoint.AFTER_ACTION);
  }

  @Override
  public int order() {
    return ORDER;
  }

  @Override
  public void scoreRound(RoundScoreSheet sheet, ScoringStage stage) {
    if (stage != ScoringStage.HAND_VALUE) {
      return;
    }
    // The hand already counts the Salamander's pips once; the penalty doubles them.
    Salamander.holder(sheet.state()).ifPresent(h -> sheet.addToHandValue(h.seat(), h.surcharge()));
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    if (!(move instanceof WarpMove.Chart chart)) {
      return;
    }
    // A chart always comes from hand: the Spacedock is laid by the deal, never charted.
    Coordinate charted = chart.coordinate();
    if (!Salamander.is(charted, factor)) {
      return;
    }
    int surger = before.toAct();
    int seats = before.seats();
    List<Integer> drew = new ArrayList<>(seats - 1);
    List<Integer> cancelled = new ArrayList<>();
    for (int k = 1; k < seats; k++) {
      int seat = (surger + k) % seats;
      if (editor.forcedDraw(seat).isPresent()) {
        drew.add(seat);
      } else {
        cancelled.add(seat);
      }
    }
    editor.emit(new SalamanderSurge(surger, charted, drew, cancelled));
  }

  /** Publishes Module Beta. */
  public static final class Factory extends AbstractRulePluginFactory {
    /** Not marked Warped in Section VI. */
    public Factory() {
      super(ID, "Module Beta — The Salamander", RatingStatus.RATED, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
      return forGame(game);
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(SalamanderSurge.class, "salamander-surge"));
    }
  }
}
