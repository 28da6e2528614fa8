// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.iota;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.Charts;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.StateCheck;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * Module Iota — Double Down, the same rule under both objectives: when any captain charts a double on any
 * route, the next captain draws {@value #DRAWS_PER_DOUBLE} coordinates before their turn begins — from
 * Uncharted Sectors, else from a fallback pool such as Module Gamma's Sensor Grid
 * ({@link StateEditor#forcedDraw}); a draw neither can give is cancelled.
 *
 * <p>"The next captain" is the first captain other than the one who charted the double to take the helm
 * after it, wherever the rules in play send the helm; an extra turn of the charter's own does not pay the
 * draws. Each double charted owes its own two draws. Draws still owed when the round ends lapse.
 *
 * @since 0.1.0
 */
public final class ModuleIota implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "module-iota";

  /** Coordinates the next captain draws for each double charted. */
  public static final int DRAWS_PER_DOUBLE = 2;

  /**
   * Draws owed by the next captain.
   *
   * @param draws coordinates still to draw, 0 when none
   * @param charter the captain whose doubles owe them (who does not pay them), or -1
   */
  public record Owed(int draws, int charter) implements PluginState {
    /** Nothing owed. */
    public static final Owed NONE = new Owed(0, -1);
  }

  /**
   * {@code seat} took the helm after {@code charter}'s double(s) and drew {@code drew} coordinates; the
   * other {@code cancelled} draws were cancelled because Uncharted Sectors and any fallback pool were empty.
   */
  public record DoubleDown(int charter, int seat, int drew, int cancelled) implements PluginEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "Double Down: " + captain.apply(seat) + " draws " + drew + " for " + captain.apply(charter) + "'s doubles" + (cancelled > 0 ? " (" + cancelled + " cancelled: nothing left)" : "");
    }

    @Override
    public String pluginId() {
      return ID;
    }
  }

  private static final ModuleIota INSTANCE = new ModuleIota();

  private ModuleIota() {}

  /** The Module for {@code game}: Double Down reads the same under either objective. */
  public static ModuleIota forGame(WarpConfig game) {
    return INSTANCE;
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return EnumSet.of(DecisionPoint.ROUND_SETUP, DecisionPoint.AFTER_ACTION, DecisionPoint.TURN_START);
  }

  @Override
  public void checkState(WarpState state, PluginState own) {
    Owed o = (Owed) own;
    StateCheck of = StateCheck.of(state, "Module Iota");
    of.count(o.draws(), "the draws owed", 0, state.config().factor().set().size());
    of.seatOrNone(o.charter(), "the charter of the doubles");
  }

  @Override
  public Optional<PluginState> initialState() {
    return Optional.of(Owed.NONE);
  }

  private static Owed owed(StateEditor editor) {
    return (Owed) editor.pluginState(ID).orElse(Owed.NONE);
  }

  @Override
  public void onRoundSetup(StateEditor editor) {
    if (!owed(editor).equals(Owed.NONE)) {
      editor.setPluginState(ID, Owed.NONE);
    }
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    List<Coordinate> doubles = Charts.doublesCharted(before, editor.current());
    if (doubles.isEmpty()) {
      return;
    }
    Owed was = owed(editor);
    editor.setPluginState(ID, new Owed(was.draws() + DRAWS_PER_DOUBLE * doubles.size(), before.toAct()));
  }

  @Override
  public void onTurnStart(StateEditor editor) {
    Owed o = owed(editor);
    int seat = editor.toAct();
    if (o.draws() == 0 || seat == o.charter()) {
      return;
    }
    int drew = 0;
    for (int i = 0; i < o.draws(); i++) {
      if (editor.forcedDraw(seat).isPresent()) {
        drew++;
      }
    }
    editor.setPluginState(ID, Owed.NONE);
    editor.emit(new DoubleDown(o.charter(), seat, drew, o.draws() - drew));
  }

  /** Publishes Module Iota. */
  public static final class Factory extends AbstractRulePluginFactory {
    /** "Status: Rated" in both blocks of Section VI. */
    public Factory() {
      super(ID, "Module Iota — Double Down", RatingStatus.RATED, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
      return forGame(game);
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(Owed.class, "owed"), named(DoubleDown.class, "double-down"));
    }
  }
}
