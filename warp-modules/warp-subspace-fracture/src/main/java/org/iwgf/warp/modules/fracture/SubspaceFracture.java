// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.fracture;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.FractureImmunity;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.StateEditor;

/**
 * Subspace Fracture, the chicken-foot protocol on doubles (Sections IV and VI). A double in
 * {@linkplain FractureScope scope} opens a fracture together with Red Alert and is satisfied by three
 * stabilizers showing its pip instead of one cover: the first two are laid as side branches, the third is
 * the centre foot that continues the trail and clears both. While it is open only stabilizers may be
 * charted; a captain who cannot add one draws, then deploys the beacon or passes, handing Red Alert on as
 * usual, and nobody goes out on an open fracture. Doubles out of scope use Red Alert's single cover, and so
 * does a double that a plugin state reports {@linkplain FractureImmunity immune} (Module Alpha).
 *
 * <p>The standard engine does the work at its {@link DecisionPoint#DOUBLE_SATISFACTION} point; this
 * plugin decides which doubles need three and reports the fracture's events.
 *
 * @since 0.1.0
 */
public final class SubspaceFracture implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "subspace-fracture";
  /** Stabilizers that satisfy a fractured double. */
  public static final int STABILIZERS = 3;

  private final FractureScope scope;

  private SubspaceFracture(FractureScope scope) {
    this.scope = scope;
  }

  /** The rule with the given scope. */
  public static SubspaceFracture withScope(FractureScope scope) {
    return new SubspaceFracture(Objects.requireNonNull(scope));
  }

  /** Which doubles open a fracture. */
  public FractureScope scope() {
    return scope;
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return EnumSet.of(DecisionPoint.DOUBLE_SATISFACTION, DecisionPoint.AFTER_ACTION);
  }

  @Override
  public int coordinatesToSatisfy(WarpState state, int seat, Coordinate doubleCharted, Route route,
      int byCore) {
    return scope.covers(seat, route) && !immune(state, seat, route) ? STABILIZERS : byCore;
  }

  private static boolean immune(WarpState state, int seat, Route route) {
    for (PluginState p : state.pluginStates().values()) {
      if (p instanceof FractureImmunity fractureImmunity && fractureImmunity.immuneToFracture(seat, route)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    if (!(move instanceof WarpMove.Chart chart)) {
      return;
    }
    
    int seat = before.toAct();
    Optional<RedAlert> was = before.redAlert();
    Optional<RedAlert> now = editor.current().redAlert();
    if (was.isEmpty()) {
      now.filter(a -> a.required() == STABILIZERS)
          .ifPresent(a -> editor.emit(new FractureEvent.Opened(seat, a.doubleCharted(), a.route())));
      return;
    }
    if (was.get().required() != STABILIZERS) {
      return;
    }
    if (now.isPresent()) {
      editor.emit(new FractureEvent.StabilizerBranched(seat, chart.coordinate(), chart.route(),
          now.get().placed()));
    } else {
      editor.emit(new FractureEvent.Stabilized(seat, chart.coordinate(), chart.route()));
    }
  }
}
