// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.RulePluginFactory;

/**
 * The other rules of the same game that decide which routes are open and how many coordinates satisfy a
 * double. A spool must know both before it draws — which routes it may engage on, and whether a drawn
 * double will be satisfied by what follows or be retrieved — so it asks those rules the same questions
 * the engine asks, in the engine's order. It finds them in the registry the game was built with; rules that
 * registry does not know leave the standard answer.
 */
final class OtherRules {
  private final List<RulePlugin> routes;
  private final List<RulePlugin> doubles;

  private OtherRules(List<RulePlugin> routes, List<RulePlugin> doubles) {
    this.routes = routes;
    this.doubles = doubles;
  }

  /** The rules {@code game} switches on besides Module Delta, as {@code registry} makes them. */
  static OtherRules of(WarpConfig game, PluginRegistry registry) {
    List<RulePlugin> all = new ArrayList<>();
    for (PluginConfig p : game.plugins()) {
      if (p.id().equals(ModuleDelta.ID)) {
        continue;
      }
      Optional<RulePluginFactory> f = registry.find(p.id());
      f.ifPresent(factory -> all.add(factory.create(p, game, registry)));
    }
    all.sort(Comparator.comparingInt(RulePlugin::order).thenComparing(RulePlugin::id));
    List<RulePlugin> routes = new ArrayList<>();
    List<RulePlugin> doubles = new ArrayList<>();
    for (RulePlugin p : all) {
      if (p.decisionPoints().contains(DecisionPoint.ROUTES)) {
        routes.add(p);
      }
      if (p.decisionPoints().contains(DecisionPoint.DOUBLE_SATISFACTION)) {
        doubles.add(p);
      }
    }
    return new OtherRules(List.copyOf(routes), List.copyOf(doubles));
  }

  /** Whether {@code seat} may chart on {@code route} while no double is waiting, as the engine decides. */
  boolean routeOpen(WarpState s, int seat, Route route) {
    boolean open = s.openBySectionIii(seat, route);
    for (RulePlugin p : routes) {
      open = p.routeOpen(s, seat, route, open);
    }
    return open;
  }

  /** How many coordinates satisfy {@code doubleCharted} charted by {@code seat} on {@code route}. */
  int coordinatesToSatisfy(WarpState s, int seat, Coordinate doubleCharted, Route route) {
    int required = 1;
    for (RulePlugin p : doubles) {
      required = p.coordinatesToSatisfy(s, seat, doubleCharted, route, required);
    }
    return required;
  }
}
