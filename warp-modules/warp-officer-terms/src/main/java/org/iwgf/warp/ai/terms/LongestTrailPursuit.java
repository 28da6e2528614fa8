// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.Optional;
import org.iwgf.warp.ai.officer.Heuristic;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.modules.theta.ModuleTheta;
import org.iwgf.warp.modules.theta.PersonalTrails;

/**
 * Module Theta, the length of this seat's own Warp Trail. In a Points campaign the captain(s) with the longest
 * trail at round end take {@value ModuleTheta#LONGEST_TRAIL_BONUS} off their round score, so a chart on the
 * own trail is worth most when it makes that trail the longest (alone or level), and a little when it breaks
 * a tie (the others lose their share). In Go-out the first captain whose own chart brings the trail to
 * {@value PersonalTrails#MOMENTUM_LENGTH} coordinates or more in a round earns an extra turn (Trail
 * Momentum), so such a chart is worth a turn's progress while the momentum is unclaimed. Charts elsewhere
 * score 0.
 *
 * @since 0.1.0
 */
public final class LongestTrailPursuit implements Heuristic {
  /** The bonus come into reach, discounted: another captain may lengthen a trail before the round ends. */
  static final double REACHES = 2;
  /** The bonus kept whole rather than shared: worth only the rivals' loss, so less. */
  static final double BREAKS_TIE = 1;
  /** An extra turn in Go-out: about a turn's progress, as Double Down values a forced draw. */
  static final double MOMENTUM = 4;

  /** What a chart on the own trail wins under Theta, and its worth. */
  private enum Gain {
    NONE(0),
    REACHES_LONGEST(REACHES),
    BREAKS_TIE(LongestTrailPursuit.BREAKS_TIE),
    MOMENTUM(LongestTrailPursuit.MOMENTUM);

    final double worth;

    Gain(double worth) {
      this.worth = worth;
    }
  }

  @Override
  public String name() {
    return "Longest Trail";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    return gain(p, chart).worth;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    String charts = "charts " + chart.coordinate() + " on your own trail, ";
    int after = length(p, p.seat()) + 1;
    return switch (gain(p, chart)) {
      case NONE -> Optional.empty();
      case REACHES_LONGEST -> Optional.of(charts + "which makes it the longest at " + after
          + ": the Longest Trail Bonus takes " + ModuleTheta.LONGEST_TRAIL_BONUS + " off your round score");
      case BREAKS_TIE -> Optional.of(charts + "the longest alone at " + after
          + ": nobody else shares the Longest Trail Bonus");
      case MOMENTUM -> Optional.of(charts + "bringing it to " + after + ": Trail Momentum gives you an extra turn");
    };
  }

  private static Gain gain(Position p, WarpMove.Chart chart) {
    if (!p.ruleOn(ModuleTheta.ID) || !p.isOwn(chart.route())) {
      return Gain.NONE;
    }
    int before = length(p, p.seat());
    if (!p.points()) {
      boolean claimed = p.view().pluginStates().get(ModuleTheta.ID) instanceof ModuleTheta.Momentum m
          && m.claimed();
      return !claimed && before + 1 >= PersonalTrails.MOMENTUM_LENGTH ? Gain.MOMENTUM : Gain.NONE;
    }
    int rival = 0;
    for (int seat = 0; seat < p.seats(); seat++) {
      if (seat != p.seat()) {
        rival = Math.max(rival, length(p, seat));
      }
    }
    // An unstarted trail is not rewarded, so a captain holds the bonus only with a trail of 1 or more.
    boolean holds = before > 0 && before >= rival;
    if (!holds) {
      return before + 1 >= rival ? Gain.REACHES_LONGEST : Gain.NONE;
    }
    return before == rival ? Gain.BREAKS_TIE : Gain.NONE;
  }

  /** Coordinates along {@code seat}'s own trail, as Theta measures it (side branches not counted). */
  private static int length(Position p, int seat) {
    return p.trail(Route.trailOf(seat)).coordinates().size();
  }
}
