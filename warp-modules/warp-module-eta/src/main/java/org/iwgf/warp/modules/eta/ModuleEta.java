// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.eta;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginEvent;
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
import org.iwgf.warp.core.plugin.StateCheck;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * Module Eta (Section VI), in the form the sector's objective asks for.
 *
 * <p><b>Points campaign — Temporal Debt.</b> Each blind draw a captain makes from Uncharted Sectors (the
 * standard draw) adds one debt token; at round end each token adds {@value #POINTS_PER_TOKEN} points to
 * that captain's round score, whether or not they went out. Tokens reset every round. Sensor Sweeps
 * (Module Gamma) and draws other rules force on a captain are not the captain's own blind draw and add no
 * token.
 *
 * <p><b>Go-out — Desperation Dig.</b> A captain who cannot chart and must draw from Uncharted Sectors may
 * {@link DesperationDig dig} instead: up to {@value #DIG_DEPTH} coordinates are drawn one at a time, stopping at the
 * first playable one, which the captain must then chart (the standard rules leave it the only legal
 * chart), Red Alert duties following as usual. If none is playable, or Uncharted Sectors run out first,
 * the captain passes. Either way the Distress Beacon goes up at once and stays open for the captain's next
 * two turns: charting the own trail does not raise shields until the third turn after the dig begins.
 *
 * @since 0.1.0
 */
public final class ModuleEta implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "module-eta";

  /** Every move of this rule: The move Module Eta adds. */
  public sealed interface Move extends PluginMove permits DesperationDig {
    @Override
    default String pluginId() {
      return ID;
    }
  }
  /** Points each debt token adds at round end. */
  public static final int POINTS_PER_TOKEN = 2;
  /** Most coordinates one Desperation Dig draws. */
  public static final int DIG_DEPTH = DesperationDig.DEPTH;

  /** What Module Eta reports; nothing in it is private. */
  public sealed interface EtaEvent extends PluginEvent {
    @Override
    default String pluginId() {
      return ID;
    }
  }

  /** {@code seat} drew blind and now holds {@code tokens} debt tokens. */
  public record DebtIncurred(int seat, int tokens) implements EtaEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + " takes on " + tokens + " temporal debt";
    }
  }

  /**
   * {@code seat}'s dig drew {@code drawn} coordinates and {@code struck} a playable one, which must now be
   * charted; the beacon is open for the captain's next two turns.
   */
  public record DigEnded(int seat, int drawn, boolean struck) implements EtaEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return captain.apply(seat) + "'s Desperation Dig ends after " + drawn + (drawn == 1 ? " draw" : " draws") + (struck ? ", striking a playable coordinate" : ", finding nothing playable");
    }
  }

  private final Objective objective;
  private final int seats;

  private ModuleEta(Objective objective, int seats) {
    this.objective = objective;
    this.seats = seats;
  }

  /** The module for a sector played for {@code objective} by {@code seats} captains. */
  public static ModuleEta of(Objective objective, int seats) {
    return new ModuleEta(objective, seats);
  }

  private boolean digs() {
    return objective == Objective.GO_OUT;
  }

  /** The ledger in {@code state}; clean when the module keeps none yet. */
  public static Ledger ledger(WarpState state) {
    return (Ledger) state.pluginState(ID).orElse(Ledger.clear(state.seats()));
  }

  private Ledger ledger(StateEditor editor) {
    return (Ledger) editor.pluginState(ID).orElse(Ledger.clear(seats));
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return digs()
        ? EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.DRAW_SOURCE, DecisionPoint.ROUTES,
            DecisionPoint.TURN_START)
        : EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.AFTER_ACTION, DecisionPoint.ROUND_SCORING);
  }

  @Override
  public void checkState(WarpState state, PluginState own) {
    Ledger l = (Ledger) own;
    StateCheck of = StateCheck.of(state, "Module Eta");
    of.perSeat(l.debt(), "the temporal debts", 0, 100_000);
    of.perSeat(l.beaconLock(), "the beacon locks", 0, 100_000);
  }

  @Override
  public Optional<PluginState> initialState() {
    return Optional.of(Ledger.clear(seats));
  }

  @Override
  public void onRoundSetup(StateEditor editor) {
    editor.setPluginState(ID, Ledger.clear(seats));
  }

  // Points campaign: Temporal Debt.

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    if (move instanceof WarpMove.Draw) {
      int seat = before.toAct();
      Ledger l = ledger(editor).withDebtToken(seat);
      editor.setPluginState(ID, l);
      editor.emit(new DebtIncurred(seat, l.debt(seat)));
    }
  }

  @Override
  public void scoreRound(RoundScoreSheet sheet, ScoringStage stage) {
    if (stage != ScoringStage.ADD_ONS) {
      return;
    }
    Ledger l = ledger(sheet.state());
    for (int seat = 0; seat < sheet.seats(); seat++) {
      sheet.addToRoundScore(seat, POINTS_PER_TOKEN * l.debt(seat));
    }
  }

  // Go-out: Desperation Dig.

  @Override
  public void drawOptions(WarpState state, int seat, List<WarpMove> out) {
    out.add(new DesperationDig());
  }

  @Override
  public void applyMove(StateEditor editor, PluginMove move) {
    DesperationDig.play(editor, ledger(editor));
  }

  @Override
  public boolean raisesShields(WarpState state, int seat) {
    return ledger(state).beaconLock(seat) == 0;
  }

  @Override
  public void onTurnStart(StateEditor editor) {
    int seat = editor.toAct();
    Ledger l = ledger(editor);
    if (l.beaconLock(seat) > 0) {
      editor.setPluginState(ID, l.withBeaconLock(seat, l.beaconLock(seat) - 1));
    }
  }

  /** Publishes the module. */
  public static final class Factory extends AbstractRulePluginFactory {
    /** "Status: Rated" in Section VI. */
    public Factory() {
      super(ID, "Module Eta — Temporal Debt / Desperation Dig", RatingStatus.RATED, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
      return of(game.objective(), game.captains());
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(Ledger.class, "ledger"),
          named(DesperationDig.class, "dig"),
          named(DebtIncurred.class, "debt"),
          named(DigEnded.class, "dig-ended"));
    }
  }
}
