// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Scoring over a series of games: after each game, every losing player scores the number of rings between
 * the centre and their ship that is k-th closest to the centre, where k is how many ships they still
 * needed to remove (the ring a ship stands on counts, so the innermost ring scores 1); the winner scores
 * 0. Over the series the lowest total wins.
 *
 * @param totals points per seat so far
 * @since 0.1.0
 */
public record SeriesScore(List<Integer> totals) {
  public SeriesScore {
    totals = List.copyOf(totals);
  }

  /** A series of {@code players} seats with no game played yet. */
  public static SeriesScore start(int players) {
    List<Integer> zero = new ArrayList<>();
    for (int i = 0; i < players; i++) {
      zero.add(0);
    }
    return new SeriesScore(zero);
  }

  /**
   * The points each seat scores for the finished game {@code state}.
   *
   * @throws IllegalArgumentException if the game is not over
   */
  public static List<Integer> points(BlackHoleState state) {
    if (state.phase() != Phase.OVER) {
      throw new IllegalArgumentException("Points are counted only when a game is over.");
    }
    Spiral spiral = state.config().spiral();
    List<Integer> points = new ArrayList<>();
    for (int seat = 0; seat < state.config().players(); seat++) {
      int needed = state.config().shipsToWin() - state.removedBy(seat);
      if (needed <= 0) {
        points.add(0);
        continue;
      }
      List<Integer> rings = new ArrayList<>();
      for (Ship s : state.ships()) {
        if (s.seat() == seat && s.onBoard()) {
          rings.add(spiral.ringsFromCentre(s.space()));
        }
      }
      rings.sort(null);
      points.add(rings.get(needed - 1));
    }
    return List.copyOf(points);
  }

  /** The series after the finished game {@code state}. */
  public SeriesScore after(BlackHoleState state) {
    List<Integer> add = points(state);
    if (add.size() != totals.size()) {
      throw new IllegalArgumentException("The game had " + add.size() + " seats, the series has "
          + totals.size() + ".");
    }
    List<Integer> next = new ArrayList<>();
    for (int i = 0; i < totals.size(); i++) {
      next.add(totals.get(i) + add.get(i));
    }
    return new SeriesScore(next);
  }

  /** The seats with the lowest total (several when they tie). */
  public List<Integer> leaders() {
    int best = totals.stream().mapToInt(Integer::intValue).min().orElse(0);
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < totals.size(); i++) {
      if (Objects.equals(totals.get(i), best)) {
        out.add(i);
      }
    }
    return List.copyOf(out);
  }
}
