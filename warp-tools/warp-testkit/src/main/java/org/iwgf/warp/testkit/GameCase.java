// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.util.Objects;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;

/**
 * One sector to test: a configuration and the seed it is launched with (which also drives the
 * {@link PropertyRunner}'s move choices). Both together reproduce the sector exactly.
 *
 * @param config the configuration
 * @param seed the launch seed
 * @since 0.1.0
 */
public record GameCase(WarpConfig config, long seed) {

  public GameCase {
    Objects.requireNonNull(config, "config");
  }

  /** A one-line summary for test names, e.g. {@code "Warp 12 ×5, go out first-to-2, seed 42"}. */
  @Override
  public String toString() {
    return summary(config) + ", seed " + seed + "L";
  }

  /** A short human description of {@code config}'s main choices. */
  public static String summary(WarpConfig config) {
    StringBuilder b = new StringBuilder();
    b.append(config.factor().displayName()).append(" ×").append(config.captains());
    if (config.objective() == Objective.POINTS_CAMPAIGN) {
      b.append(", points ").append(config.campaignRounds()).append(" rounds");
    } else {
      GoOutStructure g = config.goOut();
      switch (g.kind()) {
        case FIXED_ROUNDS:
          b.append(", go out ").append(g.rounds()).append(" rounds ").append(g.overtime());
          break;
        case FIRST_TO:
          b.append(", go out first-to-").append(g.target());
          break;
        case SUDDEN_DEATH:
        default:
          b.append(", go out sudden death");
      }
    }
    if (config.firstCaptain() != 0) {
      b.append(", opener ").append(config.firstCaptain());
    }
    if (config.largeFleetHandSize() != 10) {
      b.append(", hand ").append(config.largeFleetHandSize());
    }
    if (config.doubleBlankScore() != 50) {
      b.append(", 0-0 scores ").append(config.doubleBlankScore());
    }
    for (PluginConfig p : config.plugins()) {
      b.append(", +").append(p.id());
      if (!p.options().isEmpty()) {
        b.append(p.options());
      }
    }
    return b.toString();
  }
}
