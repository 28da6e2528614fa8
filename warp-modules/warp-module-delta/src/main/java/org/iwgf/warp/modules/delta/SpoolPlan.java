// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * What one Warp Drive Engagement does, worked out from the order of Uncharted Sectors before anything
 * moves: the coordinates charted onto the route, in draw order, then those that go to the captain's hand.
 * Drawing stops at the first coordinate that does not match the open end, and a matching double is
 * charted only when the coordinates that satisfy it follow at once; otherwise the double, any stabilizers
 * already drawn for it and the failed draw all go to hand and the open end stays where it was before the
 * double. Undrawn coordinates stay in Uncharted.
 *
 * @param charted coordinates charted onto the route, in the order drawn
 * @param toHand coordinates kept in hand, in the order drawn (all drawn after the charted ones)
 * @param abortedDouble true if the spool stopped on a double it could not satisfy
 */
record SpoolPlan(List<Coordinate> charted, List<Coordinate> toHand, boolean abortedDouble) {

  SpoolPlan {
    charted = List.copyOf(charted);
    toHand = List.copyOf(toHand);
  }

  /**
   * Plans a spool from open end {@code openEnd} over {@code pile} (Uncharted Sectors in draw order), where
   * {@code toSatisfy} says how many coordinates satisfy a double.
   */
  static SpoolPlan of(List<Coordinate> pile, int openEnd, ToIntFunction<Coordinate> toSatisfy) {
    List<Coordinate> charted = new ArrayList<>();
    List<Coordinate> toHand = new ArrayList<>();
    int end = openEnd;
    int i = 0;
    while (i < pile.size()) {
      Coordinate c = pile.get(i);
      if (!c.has(end)) {
        toHand.add(c);
        return new SpoolPlan(charted, toHand, false);
      }
      if (!c.isDouble()) {
        charted.add(c);
        end = c.otherEnd(end);
        i++;
        continue;
      }
      int required = toSatisfy.applyAsInt(c);
      int matched = 0;
      while (matched < required && i + 1 + matched < pile.size() && pile.get(i + 1 + matched).has(end)) {
        matched++;
      }
      if (matched < required) {
        // The double, the stabilizers that matched and the draw that failed (if the pile did not run out).
        int last = Math.min(pile.size() - 1, i + 1 + matched);
        toHand.addAll(pile.subList(i, last + 1));
        return new SpoolPlan(charted, toHand, true);
      }
      charted.addAll(pile.subList(i, i + 1 + required));
      end = pile.get(i + required).otherEnd(end);
      i += 1 + required;
    }
    return new SpoolPlan(charted, toHand, false);
  }
}
