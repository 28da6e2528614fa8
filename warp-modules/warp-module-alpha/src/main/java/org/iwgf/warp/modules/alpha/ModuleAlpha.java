// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import java.util.ArrayList;
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
 * Module Alpha — The Continuum (Section VI, both objectives). Charting 0-0 on your own Warp Trail opens a
 * Continuum Flash before the helm passes: the captain must choose one directive of their objective's list
 * ({@link Directive#listFor}) before doing anything else, and its effect lasts for the rest of the round
 * (Points campaign, cleared when the round scores) or of the sector (Go-out). A 0-0 on the Neutral Zone or an
 * opponent's trail opens nothing. A 0-0 that empties the hand still waits for its directive before the
 * round closes. Salamander swap is offered only when Module Beta is on.
 *
 * @since 0.1.0
 */
public final class ModuleAlpha implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "module-alpha";
  /** Module Beta's id: the Salamander swap directive needs it. */
  public static final String BETA = "module-beta";
  /** After Module Beta's doubling in the hand-value stage, and after the rules that draw at order 100. */
  static final int ORDER = 110;

  private static final Coordinate TRIGGER = Coordinate.of(0, 0);

  private final boolean points;
  private final List<Directive> directives;

  private ModuleAlpha(boolean points, List<Directive> directives) {
    this.points = points;
    this.directives = directives;
  }

  /** The Module for {@code game}: its objective's list, Salamander swap only with Module Beta on. */
  public static ModuleAlpha forGame(WarpConfig game) {
    return new ModuleAlpha(game.objective() == Objective.POINTS_CAMPAIGN, directives(game));
  }

  /** The directives a Continuum Flash offers under {@code game}. */
  public static List<Directive> directives(WarpConfig game) {
    List<Directive> out = new ArrayList<>(Directive.listFor(game.objective()));
    if (!game.hasPlugin(BETA)) {
      out.remove(Directive.SALAMANDER_SWAP);
    }
    return List.copyOf(out);
  }

  /**
   * Why {@code directive} cannot be chosen under {@code game}, in the rulebook's words, or empty if it can.
   */
  public static Optional<String> unavailableReason(WarpConfig game, Directive directive) {
    if (!directive.listedFor(game.objective())) {
      return Optional.of(directive.displayName() + " is not a " + game.objective()
          + " directive; that objective's list is " + Directive.listFor(game.objective()) + ".");
    }
    if (directive == Directive.SALAMANDER_SWAP && !game.hasPlugin(BETA)) {
      return Optional.of("Salamander swap requires Module Beta (\"" + BETA + "\") to be switched on.");
    }
    return Optional.empty();
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public int order() {
    return ORDER;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    EnumSet<DecisionPoint> points = EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.ROUTES,
        DecisionPoint.EXTRA_MOVES, DecisionPoint.AFTER_ACTION, DecisionPoint.NEXT_TO_ACT, DecisionPoint.TURN_START,
        DecisionPoint.GO_OUT);
    if (directives.contains(Directive.SALAMANDER_SWAP)) {
      points.add(DecisionPoint.ROUND_SCORING);
    }
    return points;
  }

  @Override
  public void checkState(WarpState state, PluginState own) {
    Continuum c = (Continuum) own;
    StateCheck of = StateCheck.of(state, "Module Alpha");
    of.seatOrNone(c.flashPending(), "the captain owed a Continuum Flash");
    of.seats(c.skipping(), "the seats skipping a turn");
    of.seatOrNone(c.lastAtHelm(), "the last captain at the helm");
    of.seats(c.peekers(), "the captains peeking");
    of.require(c.peek().size() <= 1 && (c.peek().isEmpty() || state.uncharted().isEmpty()
        || c.peek().get(0).equals(state.uncharted().get(0))), "the peeked coordinate is not the top of "
        + "Uncharted Sectors");
    of.seatOrNone(c.wagerSeat(), "the captain choosing from the wager");
    of.require(c.wagerSeat() < 0 ? c.wagered().isEmpty() : c.wagered().size() == 2,
        "a wager holds two coordinates while a captain chooses, and none otherwise");
  }

  @Override
  public Optional<PluginState> initialState() {
    return Optional.of(Continuum.CLEAR);
  }

  static Continuum of(WarpState state) {
    return (Continuum) state.pluginState(ID).orElse(Continuum.CLEAR);
  }

  private static Continuum of(StateEditor editor) {
    return (Continuum) editor.pluginState(ID).orElse(Continuum.CLEAR);
  }

  private static void save(StateEditor editor, Continuum was, Continuum now) {
    if (!now.equals(was)) {
      editor.setPluginState(ID, now);
    }
  }

  @Override
  public void onRoundSetup(StateEditor editor) {
    Continuum was = of(editor);
    Continuum now;
    if (points) {
      now = Continuum.CLEAR;
    } else {
      // Go-out directives last the whole sector; only what belongs to one turn is dropped at a new deal.
      now = was.withFlash(Continuum.NONE, false).withWager(Continuum.NONE, List.of())
          .withSkipping(was.skipping(), Continuum.NONE);
    }
    save(editor, was, Flash.refreshPeek(now, editor.current()));
  }

  @Override
  public boolean routeOpen(WarpState state, int seat, Route route, boolean openByCore) {
    return openByCore || (!route.isNeutralZone() && of(state).isActive(Directive.DISTRESS_AMPLIFICATION));
  }

  @Override
  public boolean holdsDecision(WarpState state, int seat) {
    Continuum c = of(state);
    return c.flashPending() == seat || c.wagerSeat() == seat;
  }

  @Override
  public void extraMoves(WarpState state, int seat, List<WarpMove> out) {
    Continuum c = of(state);
    if (c.wagerSeat() == seat) {
      out.add(new ContinuumMove.KeepWager(0));
      out.add(new ContinuumMove.KeepWager(1));
    } else if (c.flashPending() == seat) {
      for (Directive d : directives) {
        if (d != Directive.FORCE_DRAW) {
          out.add(new ContinuumMove.ChooseDirective(d));
          continue;
        }
        for (int k = 1; k < state.seats(); k++) {
          out.add(new ContinuumMove.ForceDraw((seat + k) % state.seats()));
        }
      }
    }
  }

  @Override
  public void applyMove(StateEditor editor, PluginMove move) {
    Continuum was = of(editor);
    int seat = editor.toAct();
    Continuum c;
    if (move instanceof ContinuumMove.KeepWager keepWager) {
      c = Flash.keep(was, editor, seat, keepWager.pick());
    } else {
      Directive d;
      int target = Continuum.NONE;
      if (move instanceof ContinuumMove.ForceDraw forceDraw) {
        d = Directive.FORCE_DRAW;
        target = forceDraw.target();
      } else {
        d = ((ContinuumMove.ChooseDirective) move).directive();
      }
      c = Flash.resolve(was.withFlash(Continuum.NONE, was.endTurnAfterFlash()), editor, seat, d, target);
    }
    if (c.wagerSeat() == Continuum.NONE && c.endTurnAfterFlash()) {
      c = c.withEndTurnAfterFlash(false);
      editor.endTurn();
    }
    save(editor, was, c);
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    Continuum was = of(editor);
    Continuum c = was;
    int seat = before.toAct();
    if (!(move instanceof ContinuumMove) && (c.flashPending() == seat || c.wagerSeat() == seat)) {
      // Another rule's move (an impulse announcement, say) may not pass the helm over an open flash.
      if (editor.turnEnding()) {
        c = c.withEndTurnAfterFlash(true);
      }
      editor.holdHelm();
    }
    if (move instanceof WarpMove.Chart chart) {
      c = afterChart(c, editor, seat, chart);
    }
    if (c.skipping() != 0 && editor.turnEnding()) {
      c = c.withSkipping(c.skipping(), seat);
    }
    save(editor, was, Flash.refreshPeek(c, editor.current()));
  }

  private static Continuum afterChart(Continuum c, StateEditor editor, int seat, WarpMove.Chart chart) {
    Coordinate charted = chart.coordinate();
    if (!charted.isDouble()) {
      return c;
    }
    boolean own = chart.route().equals(Route.trailOf(seat));
    if (c.immunityArmed() && own) {
      c = c.withImmunity(false);
      editor.emit(new ContinuumEvent.FractureImmunitySpent(seat, charted));
    }
    if (c.temporalInversion()) {
      c = c.withTemporalInversion(false);
      editor.emit(new ContinuumEvent.TemporalInversionEnded(charted));
    }
    if (own && charted.equals(TRIGGER)) {
      c = c.withFlash(seat, editor.turnEnding());
      editor.holdHelm();
      editor.emit(new ContinuumEvent.FlashOpened(seat));
    }
    return c;
  }

  @Override
  public int nextToAct(WarpState state, int from, int proposed) {
    return HelmOrder.next(of(state), state.seats(), from, proposed);
  }

  @Override
  public void onTurnStart(StateEditor editor) {
    Continuum was = of(editor);
    Continuum c = HelmOrder.useSkips(was, editor.current().seats(), editor);
    save(editor, was, Flash.refreshPeek(c, editor.current()));
  }

  @Override
  public boolean mayGoOut(WarpState state, int seat) {
    Continuum c = of(state);
    return c.flashPending() != seat && c.wagerSeat() != seat;
  }

  @Override
  public void scoreRound(RoundScoreSheet sheet, ScoringStage stage) {
    if (stage == ScoringStage.HAND_VALUE && of(sheet.state()).isActive(Directive.SALAMANDER_SWAP)) {
      SalamanderSwap.apply(sheet);
    }
  }

  /** Publishes Module Alpha. */
  public static final class Factory extends AbstractRulePluginFactory {
    /** Not marked Warped in Section VI; on in the Official Warp preset. */
    public Factory() {
      super(ID, "Module Alpha — The Continuum", RatingStatus.RATED, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
      return forGame(game);
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(
          named(Continuum.class, "continuum"),
          named(ContinuumMove.ChooseDirective.class, "choose-directive"),
          named(ContinuumMove.ForceDraw.class, "force-draw"),
          named(ContinuumMove.KeepWager.class, "keep-wager"),
          named(ContinuumEvent.FlashOpened.class, "flash-opened"),
          named(ContinuumEvent.DirectiveChosen.class, "directive-chosen"),
          named(ContinuumEvent.SkipsDue.class, "skips-due"),
          named(ContinuumEvent.TurnSkipped.class, "turn-skipped"),
          named(ContinuumEvent.ForcedDraw.class, "forced-draw"),
          named(ContinuumEvent.WagerDrawn.class, "wager-drawn"),
          named(ContinuumEvent.WagerSettled.class, "wager-settled"),
          named(ContinuumEvent.TemporalInversionEnded.class, "temporal-inversion-ended"),
          named(ContinuumEvent.FractureImmunitySpent.class, "fracture-immunity-spent"));
    }
  }
}
