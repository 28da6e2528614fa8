// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;

/**
 * The one-step simplifications of a configuration, simplest-first within each kind: drop a plugin, put an
 * option back to its default, shorten the sector, shrink the fleet, use a smaller set. Every step moves
 * one way only (towards defaults, fewer plugins, smaller numbers), so repeated simplification ends.
 */
final class ConfigMinimiser {
  private ConfigMinimiser() {}

  /** Valid configurations one step simpler than {@code c}, in the order they are worth trying. */
  static List<WarpConfig> simplerThan(WarpConfig c) {
    List<WarpConfig> out = new ArrayList<>();
    for (int i = 0; i < c.plugins().size(); i++) {
      List<PluginConfig> fewer = new ArrayList<>(c.plugins());
      fewer.remove(i);
      add(out, c, b -> b.plugins(fewer));
    }
    add(out, c, b -> b.captainNames(List.of()));
    add(out, c, b -> b.doubleBlankScore(50));
    add(out, c, b -> b.largeFleetHandSize(10));
    add(out, c, b -> b.firstCaptain(0));
    if (c.objective() == Objective.GO_OUT) {
      GoOutStructure g = c.goOut();
      add(out, c, b -> b.campaignRounds(c.factor().campaignLength()));
      add(out, c, b -> b.goOut(GoOutStructure.suddenDeath()));
      if (g.kind() == GoOutStructure.Kind.FIXED_ROUNDS) {
        add(out, c, b -> b.goOut(GoOutStructure.fixedRounds(g.rounds(), GoOutStructure.Overtime.FORCED)));
        add(out, c, b -> b.goOut(GoOutStructure.fixedRounds(1, g.overtime())));
        add(out, c, b -> b.goOut(GoOutStructure.fixedRounds(g.rounds() - 1, g.overtime())));
      }
      if (g.kind() == GoOutStructure.Kind.FIRST_TO) {
        add(out, c, b -> b.goOut(GoOutStructure.firstTo(1)));
        add(out, c, b -> b.goOut(GoOutStructure.firstTo(g.target() - 1)));
      }
      add(out, c, b -> b.objective(Objective.POINTS_CAMPAIGN).campaignRounds(1).goOut(GoOutStructure.suddenDeath()));
    } else {
      add(out, c, b -> b.goOut(GoOutStructure.suddenDeath()));
      // The builder reads 0 rounds as "the full ladder", so never go below 1.
      if (c.campaignRounds() > 1) {
        add(out, c, b -> b.campaignRounds(1));
        add(out, c, b -> b.campaignRounds(Math.max(1, c.campaignRounds() / 2)));
        add(out, c, b -> b.campaignRounds(c.campaignRounds() - 1));
      }
    }
    for (int captains : new int[] {WarpFactor.MIN_CAPTAINS, c.captains() / 2, c.captains() - 1}) {
      if (captains >= WarpFactor.MIN_CAPTAINS && captains < c.captains()) {
        add(out, c, b -> b.captains(captains).captainNames(List.of())
            .firstCaptain(c.firstCaptain() < captains ? c.firstCaptain() : 0));
      }
    }
    for (WarpFactor f : WarpFactor.values()) {
      if (f.maxPip() < c.factor().maxPip() && c.captains() <= f.maxCaptains()) {
        add(out, c, b -> b.factor(f).campaignRounds(Math.min(c.campaignRounds(), f.campaignLength())));
      }
    }
    return List.copyOf(out);
  }

  private static void add(List<WarpConfig> out, WarpConfig c, UnaryOperator<WarpConfig.Builder> change) {
    WarpConfig candidate;
    try {
      candidate = change.apply(c.toBuilder()).build();
    } catch (InvalidConfigException | IllegalArgumentException e) {
      return;
    }
    if (!candidate.equals(c) && !out.contains(candidate)) {
      out.add(candidate);
    }
  }
}
