// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.ArrayList;
import java.util.List;

/**
 * How a finished game ranks its seats. {@code places.get(seat)} is that seat's place, 1 being best; seats
 * that tie share a place (two seats sharing first both get 1, the next gets 3). {@code scores} holds the
 * game's own final figure per seat (campaign points, round wins, …) whose meaning {@code scoreMeaning}
 * names.
 *
 * @since 0.1.0
 */
public record Outcome(List<Integer> places, List<Integer> scores, String scoreMeaning) {
  public Outcome {
    places = List.copyOf(places);
    scores = List.copyOf(scores);
    if (places.size() != scores.size()) {
      throw new InvalidStateException("COUNTS", "An outcome lists " + places.size() + " places and "
          + scores.size() + " scores.");
    }
  }

  /** Seats placed first (several when the victory is shared). */
  public List<Integer> winners() {
    ArrayList<Integer> out = new ArrayList<>();
    for (int s = 0; s < places.size(); s++) {
      if (places.get(s) == 1) {
        out.add(s);
      }
    }
    return List.copyOf(out);
  }

  /**
   * Places from per-seat figures where {@code lowerIsBetter} says which way they rank; equal figures share
   * a place.
   */
  public static Outcome ranked(List<Integer> scores, boolean lowerIsBetter, String scoreMeaning) {
    return ranked(scores, scores, lowerIsBetter, scoreMeaning);
  }

  /**
   * Places from per-seat figures where {@code lowerIsBetter} says which way they rank; equal figures are
   * ranked by {@code tieBreaks} the same way, and share a place only when those are equal too. The outcome
   * reports {@code scores}.
   */
  public static Outcome ranked(List<Integer> scores, List<Integer> tieBreaks, boolean lowerIsBetter,
      String scoreMeaning) {
    int n = scores.size();
    if (tieBreaks.size() != n) {
      throw new InvalidStateException("COUNTS", "An outcome's scores and tie-breaks differ in number.");
    }
    Integer[] places = new Integer[n];
    for (int s = 0; s < n; s++) {
      int better = 0;
      for (int o = 0; o < n; o++) {
        int cmp = Integer.compare(scores.get(o), scores.get(s));
        if (cmp == 0) {
          cmp = Integer.compare(tieBreaks.get(o), tieBreaks.get(s));
        }
        if (lowerIsBetter ? cmp < 0 : cmp > 0) {
          better++;
        }
      }
      places[s] = better + 1;
    }
    return new Outcome(List.of(places), scores, scoreMeaning);
  }
}
