// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.model.Objective;

/**
 * Finishing places of a sector, one per seat: 1 is first, and seats that tie share a place (two captains
 * sharing first are both 1, the next is 3). Ratings move on these places alone, never on the point gap.
 * In JSON: {@code [2, 1, 3, 3]}.
 *
 * @param places the place of each seat, in seat order
 * @since 0.1.0
 */
public record Placements(List<Integer> places) {

  /**
   * @throws TeiException {@code PLACEMENTS} if fewer than two seats are placed or a place is below 1
   */
  public Placements {
    Objects.requireNonNull(places, "places");
    places = List.copyOf(places);
    if (places.size() < 2) {
      throw new TeiException("PLACEMENTS", "A rated sector places at least two captains, not " + places.size()
          + ".");
    }
    for (int p : places) {
      if (p < 1) {
        throw new TeiException("PLACEMENTS", "Places start at 1 (first); " + p + " is not a place.");
      }
    }
  }

  /** The places given, in seat order. */
  public static Placements of(int... places) {
    List<Integer> out = new ArrayList<>(places.length);
    for (int p : places) {
      out.add(p);
    }
    return new Placements(out);
  }

  /**
   * Places from a points campaign's final cumulative totals: the lowest total is first and equal totals
   * split the place.
   */
  public static Placements pointsCampaign(List<Integer> campaignTotals) {
    return ranked(campaignTotals, true);
  }

  /**
   * Places from a Go-out sector's results, as round wins per seat: the most round wins is first (the
   * sector winner), equal counts share the place (a shared victory, or everyone who did not win).
   */
  public static Placements goOut(List<Integer> roundWins) {
    return ranked(roundWins, false);
  }

  /** Places from a sector's final standings under {@code objective}: campaign totals or round wins. */
  public static Placements fromStandings(Objective objective, List<Integer> standings) {
    Objects.requireNonNull(objective, "objective");
    return objective == Objective.POINTS_CAMPAIGN ? pointsCampaign(standings) : goOut(standings);
  }

  /** The places of a finished game's {@link Outcome}. */
  public static Placements fromOutcome(Outcome outcome) {
    return new Placements(outcome.places());
  }

  /** Number of seats placed. */
  public int seats() {
    return places.size();
  }

  /** The place of {@code seat}. */
  public int placeOf(int seat) {
    return places.get(seat);
  }

  /** 1 if {@code a} finished ahead of {@code b}, 0.5 if they share a place, 0 if behind. */
  public double score(int a, int b) {
    int cmp = Integer.compare(places.get(b), places.get(a));
    return cmp > 0 ? 1.0 : cmp == 0 ? 0.5 : 0.0;
  }

  private static Placements ranked(List<Integer> figures, boolean lowerIsBetter) {
    Objects.requireNonNull(figures, "standings");
    for (Integer f : figures) {
      if (f == null) {
        throw new TeiException("PLACEMENTS", "Every seat needs a standing.");
      }
    }
    return new Placements(Outcome.ranked(figures, lowerIsBetter, "standing").places());
  }
}
