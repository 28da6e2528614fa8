// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.ai.officer.Heuristic;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.modules.alpha.Continuum;
import org.iwgf.warp.modules.alpha.ContinuumMove;
import org.iwgf.warp.modules.alpha.Directive;
import org.iwgf.warp.modules.alpha.ModuleAlpha;
import org.iwgf.warp.modules.beta.ModuleBeta;
import org.iwgf.warp.modules.beta.Salamander;

/**
 * Module Alpha, the Continuum: 0-0 charted on your own Warp Trail opens a Continuum Flash, a directive of
 * your choice, so it is worth charting there and wasted anywhere else. When the flash comes, the directive
 * is picked for what it does to this seat (Force Draw on the lightest opposing hand in Go-out, skipping the
 * campaign leader in a Points campaign, a Salamander swap for a captain holding the Salamander, a peek at
 * Uncharted Sectors otherwise; a Continuum Wager adds a coordinate to the hand). Of two wagered
 * coordinates it keeps the one that charts on an open end, else the lighter.
 *
 * @since 0.1.0
 */
public final class ContinuumFlash implements Heuristic {
  static final double FLASH = 5;
  static final double WASTED_TRIGGER = 2;
  static final double FORCE_DRAW = 6;
  static final double SKIP = 5;
  static final double SALAMANDER_SWAP = 6;
  static final double PEEK = 3;
  static final double WAGER = -2;
  static final double WAGER_CHARTS = 5;
  private static final Coordinate TRIGGER = Coordinate.of(0, 0);

  @Override
  public String name() {
    return "Continuum Flash";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    if (!p.ruleOn(ModuleAlpha.ID) || !chart.coordinate().equals(TRIGGER)) {
      return 0;
    }
    return p.isOwn(chart.route()) ? FLASH : -WASTED_TRIGGER;
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    if (p.ruleOn(ModuleAlpha.ID) && chart.coordinate().equals(TRIGGER) && p.isOwn(chart.route())) {
      return Optional.of("charts 0-0 on your own Warp Trail, which opens a Continuum Flash: you choose a directive");
    }
    return Optional.empty();
  }

  @Override
  public double scoreManoeuvre(Position p, WarpMove move) {
    if (move instanceof ContinuumMove.ForceDraw forceDraw) {
      int target = forceDraw.target();
      return p.view().handCounts().get(target) == p.fewestOpposingCoordinates() ? FORCE_DRAW : FORCE_DRAW / 2;
    }
    if (move instanceof ContinuumMove.KeepWager keepWager) {
      return wagerScore(p, keepWager.pick());
    }
    if (!(move instanceof ContinuumMove.ChooseDirective chooseDirective)) {
      return 0;
    }
    switch (chooseDirective.directive()) {
      case SKIP_LOWEST_POINTS:
        return lowestPoints(p) ? -SKIP : SKIP;
      case SKIP_LIGHTEST_HAND:
        return p.handSize() <= p.fewestOpposingCoordinates() ? -SKIP : SKIP;
      case SALAMANDER_SWAP:
        return holdsSalamander(p) ? SALAMANDER_SWAP : 0;
      case PEEK_UNCHARTED_SECTOR:
        return p.view().unchartedCount() > 0 ? PEEK : 0;
      case CONTINUUM_WAGER:
        return WAGER;
      default:
        return 0;
    }
  }

  @Override
  public Optional<String> reasonForManoeuvre(Position p, WarpMove move) {
    if (move instanceof ContinuumMove.ForceDraw forceDraw) {
      int target = forceDraw.target();
      if (p.view().unchartedCount() == 0) {
        return Optional.empty();
      }
      return Optional.of("Force Draw makes " + p.view().captainName(target) + ", holding "
          + p.view().handCounts().get(target) + " coordinates, draw one now");
    }
    if (move instanceof ContinuumMove.KeepWager keepWager) {
      int pick = keepWager.pick();
      List<Coordinate> wagered = wagered(p);
      if (wagered.size() == 2) {
        Coordinate kept = wagered.get(pick);
        return Optional.of("keeps " + kept + (p.matchesAnOpenEnd(kept) ? ", which charts on an open end,"
            : ", the lighter,") + " and returns " + wagered.get(1 - pick) + " face-down");
      }
      return Optional.empty();
    }
    if (!(move instanceof ContinuumMove.ChooseDirective chooseDirective)) {
      return Optional.empty();
    }
    Directive d = chooseDirective.directive();
    switch (d) {
      case SKIP_LOWEST_POINTS:
        return lowestPoints(p) ? Optional.empty()
            : Optional.of("Skip lowest points costs the campaign leader a turn, and you are not the leader");
      case SKIP_LIGHTEST_HAND:
        return p.handSize() <= p.fewestOpposingCoordinates() ? Optional.empty()
            : Optional.of("Skip lightest hand costs the captain closest to going out a turn, and that is not you");
      case SALAMANDER_SWAP:
        return holdsSalamander(p) ? Optional.of("you hold the Salamander: with Salamander swap its penalty lands "
            + "on the highest-points captain who does not win the round") : Optional.empty();
      case PEEK_UNCHARTED_SECTOR:
        return p.view().unchartedCount() > 0
            ? Optional.of("Peek Uncharted Sector shows you the next coordinate anyone draws") : Optional.empty();
      default:
        return Optional.empty();
    }
  }

  private static double wagerScore(Position p, int pick) {
    List<Coordinate> wagered = wagered(p);
    if (wagered.size() != 2) {
      return 0;
    }
    Coordinate c = wagered.get(pick);
    double charts = p.matchesAnOpenEnd(c) ? WAGER_CHARTS : 0;
    return charts - c.pips() / 10.0;
  }

  private static List<Coordinate> wagered(Position p) {
    PluginState s = p.view().pluginStates().get(ModuleAlpha.ID);
    return s instanceof Continuum continuum ? continuum.wagered() : List.of();
  }

  /** True if this seat has the lowest campaign score (the leader), alone or tied. */
  private static boolean lowestPoints(Position p) {
    List<Integer> scores = p.view().campaignScores();
    int mine = scores.get(p.seat());
    for (int s : scores) {
      if (s < mine) {
        return false;
      }
    }
    return true;
  }

  private static boolean holdsSalamander(Position p) {
    if (!p.ruleOn(ModuleBeta.ID)) {
      return false;
    }
    for (Coordinate c : p.hand()) {
      if (Salamander.is(c, p.view().config().factor())) {
        return true;
      }
    }
    return false;
  }
}
