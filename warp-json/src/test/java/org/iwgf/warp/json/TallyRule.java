// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.iwgf.warp.core.plugin.StateEditor;
import org.iwgf.warp.core.plugin.TypeName;

/** A test rule that keeps a count of charts in its own state and reports each, to exercise plugin JSON. */
final class TallyRule implements RulePluginFactory, RulePlugin {
  static final String ID = "tally";

  /** The rule's state: charts so far. */
  record Tally(int charts) implements PluginState {}

  /** Reported after each chart. */
  record Counted(int charts) implements PluginEvent {
    @Override
    public String pluginId() {
      return ID;
    }

    @Override
    public String describe(IntFunction<String> captain) {
      return charts + " charts so far";
    }
  }

  /** A move the rule's JSON knows (never offered in play). */
  record Tap(int times) implements PluginMove {
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
  public String displayName() {
    return "Tally";
  }

  @Override
  public RulePlugin create(PluginConfig options, WarpConfig game) {
    return this;
  }

  @Override
  public List<TypeName> jsonTypes() {
    return List.of(TypeName.of(Tally.class, "tally.tally"), TypeName.of(Counted.class, "tally.counted"),
        TypeName.of(Tap.class, "tally.tap"));
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return EnumSet.of(DecisionPoint.AFTER_ACTION);
  }

  @Override
  public Optional<PluginState> initialState() {
    return Optional.of(new Tally(0));
  }

  @Override
  public void afterAction(WarpState before, WarpMove move, StateEditor editor) {
    if (move instanceof WarpMove.Chart) {
      int n = ((Tally) editor.pluginState(ID).orElseThrow()).charts() + 1;
      editor.setPluginState(ID, new Tally(n));
      editor.emit(new Counted(n));
    }
  }
}
