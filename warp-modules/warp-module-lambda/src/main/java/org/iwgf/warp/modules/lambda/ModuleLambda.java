// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.lambda;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.Trail;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * Module Lambda — Wormholes. Playing a double onto the Neutral Zone opens a Wormhole: the charting
 * captain's Warp Trail and the Neutral Zone swap ownership labels (the coordinates stay where they lie; the
 * captain's former trail becomes the public Neutral Zone and the former Neutral Zone becomes their private
 * trail), the charting captain's own Distress Beacon, if up, is destroyed in transit, and the double waits
 * on the newly acquired trail under the standard Red Alert rule: the captain satisfies it from hand, draws
 * once if they have not drawn this turn, and otherwise deploys their beacon — on the new trail, which is
 * then open to everyone — and hands Red Alert on. A dead double opens the Wormhole but no Red Alert.
 *
 * <p>The Points campaign and Go-out blocks of the rulebook state the Module identically, so one rule
 * serves both objectives. The Wormhole is the chart's immediate effect, so the Module reacts before the
 * other rules do ({@link #ORDER}): they see the board after the swap.
 *
 * <p>Warped — exhibition only, never rated.
 *
 * @since 0.1.0
 */
public final class ModuleLambda implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "module-lambda";

  static final int ORDER = 50;

  /** What a Wormhole did. */
  public sealed interface WormholeEvent extends PluginEvent {
    @Override
    default String pluginId() {
      return ID;
    }
  }

  /**
   * {@code seat} charted {@code doubleCharted} on the Neutral Zone and opened a Wormhole: their Warp Trail
   * and the Neutral Zone swapped, and the double now lies on their trail. {@code beaconDestroyed} is true
   * when their Distress Beacon was up and was destroyed in transit.
   */
  public record WormholeOpened(int seat, Coordinate doubleCharted, boolean beaconDestroyed)
      implements WormholeEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "A Wormhole opens: " + captain.apply(seat) + "'s " + doubleCharted + " swaps two trails"
          + (beaconDestroyed ? ", destroying a Distress Beacon" : "");
    }
  }

  private static final ModuleLambda RULE = new ModuleLambda();

  private ModuleLambda() {}

  /** The Module; the same rule for either objective. */
  public static ModuleLambda rule() {
    return RULE;
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return EnumSet.of(DecisionPoint.AFTER_ACTION);
  }

  @Override
  public int order() {
    return ORDER;
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    doubleOnNeutralZone(before, move, editor).ifPresent(d -> openWormhole(editor, before.toAct(), d));
  }

  /**
   * The double {@code move} just laid along the Neutral Zone, if it laid one: a chart of a double there,
   * or a move of another rule that charted one (a double can only ever be the last coordinate laid).
   */
  private static Optional<Coordinate> doubleOnNeutralZone(WarpState before, WarpMove move, StateEditor editor) {
    if (move instanceof WarpMove.Chart chart) {
      
      return chart.route().isNeutralZone() && chart.coordinate().isDouble()
          ? Optional.of(chart.coordinate()) : Optional.empty();
    }
    if (!(move instanceof PluginMove)) {
      return Optional.empty();
    }
    Trail now = editor.current().neutralZone();
    if (now.length() <= before.neutralZone().length()) {
      return Optional.empty();
    }
    List<Coordinate> laid = now.coordinates();
    Coordinate last = laid.get(laid.size() - 1);
    return last.isDouble() ? Optional.of(last) : Optional.empty();
  }

  /**
   * Opens a Wormhole for {@code seat}, who just charted {@code doubleCharted} on the Neutral Zone. The
   * engine has already opened Red Alert on the double (or found it dead); the alert travels with the
   * double to the captain's new trail.
   */
  static void openWormhole(StateEditor editor, int seat, Coordinate doubleCharted) {
    boolean beacon = editor.current().beaconUp(seat);
    editor.swapRoutes(Route.trailOf(seat), Route.NEUTRAL_ZONE);
    editor.emit(new WormholeOpened(seat, doubleCharted, beacon));
    if (beacon) {
      editor.setBeacon(seat, false);
    }
  }

  /** Publishes Module Lambda. */
  public static final class Factory extends AbstractRulePluginFactory {
    /** The rulebook marks Wormholes "Warped — exhibition only": never rated. */
    public Factory() {
      super(ID, "Module Lambda — Wormholes", RatingStatus.EXHIBITION, Set.of());
    }

    @Override
    public Set<Objective> objectives() {
      return EnumSet.allOf(Objective.class);
    }

    @Override
    protected RulePlugin createChecked(PluginConfig options, WarpConfig game) {
      return rule();
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(WormholeOpened.class, "wormhole-opened"));
    }
  }
}
