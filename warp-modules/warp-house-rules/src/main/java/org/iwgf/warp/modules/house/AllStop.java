// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.house;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.AbstractRulePluginFactory;
import org.iwgf.warp.core.plugin.AllStopEcho;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/**
 * The All Stop! ceremony (Section V): a round-winning chart on the Neutral Zone — or any round-winning
 * chart while an {@linkplain AllStopEcho All Stop! echo} is active — is announced with an
 * {@link Announced} event just before the round ends. The ceremony changes no score; switch it off for
 * pure standard play, where Neutral Zone go-outs end the round silently.
 *
 * @since 0.1.0
 */
public final class AllStop implements RulePlugin {
  /** The id configurations use. */
  public static final String ID = "all-stop";

  /** All Stop! {@code seat} went out with {@code echo} true when the echo, not the Neutral Zone, called it. */
  public record Announced(int seat, boolean echo) implements PluginEvent {
    @Override
    public String describe(IntFunction<String> captain) {
      return "All Stop! " + captain.apply(seat) + " goes out" + (echo ? ", and the Continuum echoes it" : "");
    }

    @Override
    public String pluginId() {
      return ID;
    }
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
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    if (!(move instanceof WarpMove.Chart chart)) {
      return;
    }
    int seat = before.toAct();
    WarpState now = editor.current();
    if (now.handSize(seat) != 0 || now.redAlert().isPresent() || before.handSize(seat) != 1) {
      return;
    }
    boolean echo = echoActive(now);
    if (chart.route().isNeutralZone() || echo) {
      editor.emit(new Announced(seat, !chart.route().isNeutralZone()));
    }
  }

  private static boolean echoActive(WarpState state) {
    for (PluginState p : state.pluginStates().values()) {
      if (p instanceof AllStopEcho allStopEcho && allStopEcho.allStopEchoActive()) {
        return true;
      }
    }
    return false;
  }

  /** Publishes the rule. */
  public static final class Factory extends AbstractRulePluginFactory {
    public Factory() {
      super(ID, "All Stop! ceremony", RatingStatus.RATED, Set.of());
    }

    @Override
    protected RulePlugin createChecked(PluginConfig config, WarpConfig game) {
      return new AllStop();
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(Announced.class, "announced"));
    }
  }
}
