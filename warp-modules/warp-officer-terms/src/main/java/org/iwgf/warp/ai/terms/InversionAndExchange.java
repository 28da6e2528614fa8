// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.Optional;
import org.iwgf.warp.ai.officer.Heuristic;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.modules.kappa.HandExchange;
import org.iwgf.warp.modules.kappa.ModuleKappa;
import org.iwgf.warp.modules.kappa.TemporalInversion;

/**
 * Module Kappa. In a Points campaign (Temporal Inversion) every even round is written as a spread off the
 * top hand: the fattest hand nets 0 and going out takes the full baseline, so on those rounds heavy
 * coordinates are kept and the last coordinate is not charted if anything else can be. In Go-out (Hand
 * Exchange) the round's first charted double makes the largest hand take a random coordinate from the
 * smallest and give back one of its choice: the first double is worth charting when this seat would hold
 * the most coordinates and worth holding back when it would hold the fewest; the coordinate given back is
 * the one hardest to chart.
 *
 * @since 0.1.0
 */
public final class InversionAndExchange implements Heuristic {
  /** Pips of a chart count against it twice, to outweigh the normal shed-pips preference. */
  static final double KEEP_PIPS = 2;
  static final double GOING_OUT = 20;
  static final double EXCHANGE = 3;
  static final double GIVE_UNPLAYABLE = 3;
  static final double GIVE_DOUBLE = 1;

  @Override
  public String name() {
    return "Temporal Inversion / Hand Exchange";
  }

  @Override
  public double score(Position p, WarpMove.Chart chart) {
    if (invertedRound(p)) {
      return -KEEP_PIPS * chart.coordinate().pips() - (p.handSize() == 1 ? GOING_OUT : 0);
    }
    switch (exchangeRole(p, chart)) {
      case 1:
        return EXCHANGE;
      case -1:
        return -EXCHANGE;
      default:
        return 0;
    }
  }

  @Override
  public Optional<String> reason(Position p, WarpMove.Chart chart) {
    if (invertedRound(p) && p.handSize() > 1) {
      return Optional.of("round " + p.view().round() + " is inverted by Temporal Inversion, so the top hand "
          + "wins it: this sheds only " + chart.coordinate().pips() + (chart.coordinate().pips() == 1 ? " pip" : " pips"));
    }
    if (exchangeRole(p, chart) == 1) {
      return Optional.of("charts the round's first double while you hold the most coordinates: in the Hand "
          + "Exchange you take one and choose which to give back");
    }
    return Optional.empty();
  }

  @Override
  public double scoreManoeuvre(Position p, WarpMove move) {
    if (!p.ruleOn(ModuleKappa.ID) || !(move instanceof HandExchange.GiveBack giveBack)) {
      return 0;
    }
    Coordinate c = giveBack.coordinate();
    return (p.matchesAnOpenEnd(c) ? 0 : GIVE_UNPLAYABLE) + (c.isDouble() ? GIVE_DOUBLE : 0) + c.pips() / 10.0;
  }

  @Override
  public Optional<String> reasonForManoeuvre(Position p, WarpMove move) {
    if (!p.ruleOn(ModuleKappa.ID) || !(move instanceof HandExchange.GiveBack giveBack)) {
      return Optional.empty();
    }
    Coordinate c = giveBack.coordinate();
    return Optional.of("gives back " + c + (p.matchesAnOpenEnd(c) ? ", the heaviest to keep"
        : ", which charts on no end open to you"));
  }

  private static boolean invertedRound(Position p) {
    return p.points() && p.ruleOn(ModuleKappa.ID) && TemporalInversion.inverts(p.view().round());
  }

  /**
   * 1 if {@code chart} is the round's first double and leaves this seat alone with the most coordinates
   * (it takes and gives back), −1 if it leaves this seat alone with the fewest (it loses a coordinate at
   * random), 0 otherwise.
   */
  private static int exchangeRole(Position p, WarpMove.Chart chart) {
    if (p.points() || !p.ruleOn(ModuleKappa.ID) || !chart.coordinate().isDouble() || p.handSize() == 1) {
      return 0;
    }
    PluginState s = p.view().pluginStates().get(ModuleKappa.ID);
    if (!(s instanceof HandExchange.Exchange exchange) || exchange.spent()) {
      return 0;
    }
    int mine = p.handSize() - 1;
    int most = 0;
    int fewest = Integer.MAX_VALUE;
    for (int o = 0; o < p.seats(); o++) {
      if (o != p.seat()) {
        most = Math.max(most, p.view().handCounts().get(o));
        fewest = Math.min(fewest, p.view().handCounts().get(o));
      }
    }
    if (mine > most && fewest > 0) {
      return 1;
    }
    return mine < fewest ? -1 : 0;
  }
}
