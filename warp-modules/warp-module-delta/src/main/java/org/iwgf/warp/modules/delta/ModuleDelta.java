// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;

import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.Trail;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RoundScoreSheet;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.ScoringStage;
import org.iwgf.warp.core.plugin.StateCheck;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * Module Delta — Hot Potato (Neutral Zone Hazard), Section VI, under either objective.
 *
 * <p>The Hazard Marker goes to the round starter at every deal (Points campaign) or to the sector starter
 * once, at the first deal (Go-out), and to whoever charts onto the Neutral Zone. A captain who makes the
 * standard pass while holding it is penalised: +5 to their round score per pass (Points campaign), or two
 * forced draws, from Uncharted Sectors and else the fallback pool such as the Sensor Grid, and a skipped
 * next turn when both pools are empty (Go-out).
 *
 * <p>Warp Drive Engagement: with no double waiting and coordinates in Uncharted Sectors, the captain at the
 * helm may spool onto any route open to them; see {@link SpoolPlan}. The spool is the turn's action.
 *
 * @since 0.1.0
 */
public final class ModuleDelta implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "module-delta";
  /** Round-score points per pass made while holding the marker (Points campaign). */
  public static final int PASS_PENALTY = 5;
  /** Coordinates drawn per pass made while holding the marker (Go-out). */
  public static final int PENALTY_DRAWS = 2;

  /** Every move of this rule: the move Module Delta adds. */
  public sealed interface Move extends PluginMove permits EngageWarpDrive {
    @Override
    default String pluginId() {
      return ID;
    }
  }

  /** Engage warp drive: spool coordinates from Uncharted Sectors onto {@code route}. */
  public record EngageWarpDrive(Route route) implements Move {
    public EngageWarpDrive {
      Objects.requireNonNull(route, "route");
    }

    @Override
    public String toString() {
      return "engage warp drive on " + route;
    }
  }

  private final boolean goOut;
  private final int seats;
  private final OtherRules others;

  private ModuleDelta(boolean goOut, int seats, OtherRules others) {
    this.goOut = goOut;
    this.seats = seats;
    this.others = others;
  }

  /**
   * The module for {@code game}, following the Module text of its objective, with no other rule of the game
   * known to its spool (the standard route and double answers): use {@link #forGame(WarpConfig,
   * PluginRegistry)} when the game switches on rules that change them.
   */
  public static ModuleDelta forGame(WarpConfig game) {
    return forGame(game, PluginRegistry.empty());
  }

  /**
   * The module for {@code game}, following the Module text of its objective; its spool asks the other rules
   * {@code game} switches on, as {@code rules} makes them, which routes are open and how doubles are
   * satisfied.
   *
   * @since 1.0.0
   */
  public static ModuleDelta forGame(WarpConfig game, PluginRegistry rules) {
    return new ModuleDelta(game.objective() == Objective.GO_OUT, game.captains(), OtherRules.of(game, rules));
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    Set<DecisionPoint> points = EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.EXTRA_MOVES,
        DecisionPoint.AFTER_ACTION);
    if (goOut) {
      points.add(DecisionPoint.NEXT_TO_ACT);
      points.add(DecisionPoint.TURN_START);
    } else {
      points.add(DecisionPoint.ROUND_SCORING);
    }
    return points;
  }

  @Override
  public Optional<PluginState> initialState() {
    return Optional.of(HazardMarker.launch(seats));
  }

  @Override
  public void checkState(WarpState state, PluginState own) {
    HazardMarker m = (HazardMarker) own;
    StateCheck of = StateCheck.of(state, "Module Delta");
    of.seatOrNone(m.holder(), "the Hazard Marker's holder");
    of.perSeat(m.passes(), "the passes made holding the marker", 0, 100_000);
    of.seats(m.skipping(), "the seats skipping a turn");
    of.seatOrNone(m.lastAtHelm(), "the last captain at the helm");
  }

  private HazardMarker marker(WarpState state) {
    return (HazardMarker) state.pluginState(ID).orElseGet(() -> HazardMarker.launch(seats));
  }

  @Override
  public void onRoundSetup(StateEditor editor) {
    WarpState s = editor.current();
    HazardMarker m = marker(s).withSkipping(0).withLastAtHelm(-1);
    if (!goOut) {
      m = m.withPassesCleared().withHolder(s.roundStarter());
      editor.emit(new HazardEvent.CustodyTaken(s.roundStarter()));
    } else if (m.holder() < 0) {
      // Go-out hands the marker out once, "at the beginning of the sector"; after that only Neutral Zone
      // charts move it, across re-deals and later rounds alike.
      m = m.withHolder(s.roundStarter());
      editor.emit(new HazardEvent.CustodyTaken(s.roundStarter()));
    }
    editor.setPluginState(ID, m);
  }

  @Override
  public void extraMoves(WarpState state, int seat, List<WarpMove> out) {
    if (state.redAlert().isPresent() || state.unchartedCount() == 0 || state.handSize(seat) == 0) {
      return;
    }
    for (int slot = 0; slot <= state.seats(); slot++) {
      Route route = Route.ofSlot(slot, state.seats());
      if (others.routeOpen(state, seat, route)) {
        out.add(new EngageWarpDrive(route));
      }
    }
  }

  @Override
  public void applyMove(StateEditor editor, PluginMove move) {
    Route route = ((EngageWarpDrive) move).route();
    WarpState s = editor.current();
    int seat = editor.toAct();
    SpoolPlan plan = SpoolPlan.of(s.uncharted(), s.trail(route).openEnd(),
        d -> others.coordinatesToSatisfy(s, seat, d, route));
    for (Coordinate planned : plan.charted()) {
      Coordinate c = editor.takeFromUncharted().orElseThrow();
      if (!c.equals(planned)) {
        throw new IllegalStateException("the spool drew " + c + " where " + planned + " was planned");
      }
      editor.giveToHand(seat, c);
      editor.chartOnto(seat, c, route);
      if (c.isDouble()) {
        // The plan asked the same rules the engine asks; a disagreement would chart past a double.
        int required = editor.current().redAlert().map(a -> a.required()).orElse(0);
        if (required != others.coordinatesToSatisfy(s, seat, c, route)) {
          throw new IllegalStateException("a spooled double needs " + required + " coordinates, not as planned");
        }
      }
    }
    if (editor.current().redAlert().isPresent()) {
      throw new IllegalStateException("a spool left a double unsatisfied on " + route);
    }
    for (int i = 0; i < plan.toHand().size(); i++) {
      editor.drawFromUncharted(seat);
    }
    editor.emit(new HazardEvent.WarpDriveEngaged(seat, route, plan.charted().size(), plan.toHand().size(),
        plan.abortedDouble()));
    editor.endTurn();
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    int seat = before.toAct();
    HazardMarker was = marker(before);
    HazardMarker m = was;
    Trail nzBefore = before.neutralZone();
    Trail nzNow = editor.current().neutralZone();
    if (nzBefore != nzNow && !nzBefore.equals(nzNow) && !m.holds(seat)) {
      m = m.withHolder(seat);
      editor.emit(new HazardEvent.CustodyTaken(seat));
    }
    if (move instanceof WarpMove.Pass && was.holds(seat)) {
      m = m.withPassCounted(seat);
      editor.emit(new HazardEvent.PassPenalised(seat, m.passes().get(seat)));
      if (goOut) {
        m = drawPenalty(editor, seat, m);
      }
    }
    if (goOut && editor.turnEnding()) {
      m = m.withLastAtHelm(seat);
    }
    if (!m.equals(was)) {
      editor.setPluginState(ID, m);
    }
  }

  private static HazardMarker drawPenalty(StateEditor editor, int seat, HazardMarker m) {
    if (editor.forcedDraw(seat).isEmpty()) {
      editor.emit(new HazardEvent.SkipDue(seat));
      return m.withSkipping(m.skipping() | (1 << seat));
    }
    for (int i = 1; i < PENALTY_DRAWS; i++) {
      editor.forcedDraw(seat);
    }
    return m;
  }

  @Override
  public int nextToAct(WarpState state, int from, int proposed) {
    HazardMarker m = marker(state);
    if (m.skipping() == 0 || proposed == from) {
      return proposed;
    }
    int n = state.seats();
    int step = proposed == (from + n - 1) % n && proposed != (from + 1) % n ? n - 1 : 1;
    int next = proposed;
    while (next != from && m.skips(next)) {
      next = (next + step) % n;
    }
    return next;
  }

  @Override
  public void onTurnStart(StateEditor editor) {
    WarpState s = editor.current();
    HazardMarker m = marker(s);
    int from = m.lastAtHelm();
    if (m.skipping() == 0 || from < 0) {
      return;
    }
    int n = s.seats();
    int to = editor.toAct();
    for (int step : new int[] {1, n - 1}) {
      int jumped = 0;
      int p = (from + step) % n;
      while (p != to && m.skips(p)) {
        jumped |= 1 << p;
        p = (p + step) % n;
      }
      if (p == to) {
        for (int seat = (from + step) % n; seat != to; seat = (seat + step) % n) {
          editor.emit(new HazardEvent.TurnSkipped(seat));
        }
        if (jumped != 0) {
          editor.setPluginState(ID, m.withSkipping(m.skipping() & ~jumped));
        }
        return;
      }
    }
  }

  @Override
  public void scoreRound(RoundScoreSheet sheet, ScoringStage stage) {
    if (stage != ScoringStage.ADD_ONS) {
      return;
    }
    HazardMarker m = marker(sheet.state());
    for (int seat = 0; seat < sheet.seats(); seat++) {
      sheet.addToRoundScore(seat, PASS_PENALTY * m.passes().get(seat));
    }
  }

  /** Publishes Module Delta. */
  public static final class Factory extends AbstractRulePluginFactory {
    /** Not marked Warped in Section VI. */
    public Factory() {
      super(ID, "Module Delta — Hot Potato (Neutral Zone Hazard)", RatingStatus.RATED, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
      return forGame(game);
    }

    /** The module whose spool asks the other rules of {@code game} that {@code rules} knows. */
    @Override
    protected RulePlugin createChecked(PluginConfig options, WarpConfig game, PluginRegistry rules) {
      return forGame(game, rules);
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(HazardMarker.class, "hazard-marker"),
          named(EngageWarpDrive.class, "engage-warp-drive"),
          named(HazardEvent.CustodyTaken.class, "custody-taken"),
          named(HazardEvent.PassPenalised.class, "pass-penalised"),
          named(HazardEvent.SkipDue.class, "skip-due"),
          named(HazardEvent.TurnSkipped.class, "turn-skipped"),
          named(HazardEvent.WarpDriveEngaged.class, "warp-drive-engaged"));
    }
  }
}
