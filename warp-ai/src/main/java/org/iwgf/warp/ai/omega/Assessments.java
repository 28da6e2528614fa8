// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * One search's assessments, remembered by view. What Ω makes of a position depends on the view alone (the
 * encoding, the legal moves and their features are all read from it), and a search meets the same view again
 * and again: the deciding seat's own turns look alike in every world that differs only in what it cannot see,
 * and a leaf's greedy continuation walks where later iterations descend. A view met before is answered with
 * the same value and priors, without the network.
 *
 * <p>At most {@link #CAPACITY} views are kept; past that, views are assessed afresh.
 */
final class Assessments {
  /** Views remembered per search: a 1,024-iteration search asks about 4,000 times. */
  static final int CAPACITY = 8192;

  /** The value and, where they were asked for, the priors of one view (empty: value only). */
  private record Assessment(float value, float[] priors) {}

  /**
   * A view as a key: hashed by what tells the positions of one search apart (the seat, the turn, the hands,
   * the routes and the moves), not by what they all share (the configuration, the finished rounds), and
   * equal exactly when the views are.
   */
  private static final class Key {
    final SeatView view;
    final int hash;

    Key(SeatView view) {
      this.view = view;
      int h = view.seat();
      h = 31 * h + view.toAct();
      h = 31 * h + view.unchartedCount();
      h = 31 * h + view.hand().hashCode();
      h = 31 * h + view.handCounts().hashCode();
      h = 31 * h + view.trails().hashCode();
      h = 31 * h + view.neutralZone().hashCode();
      this.hash = 31 * h + view.legalMoves().hashCode();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.hash == hash && k.view.equals(view);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  private final Assessor assessor;
  private final Map<Key, Assessment> known = new HashMap<>();
  private int evaluations;

  Assessments(Assessor assessor) {
    this.assessor = assessor;
  }

  /** Network evaluations made so far (views met again are not evaluated again). */
  int evaluations() {
    return evaluations;
  }

  /**
   * As {@link Assessor#assess}, for {@code legal} the view's own legal moves: writes the prior of
   * {@code legal.get(k)} into {@code priors[k]} and returns the value for the view's seat; with {@code priors}
   * empty only the value is wanted.
   */
  float assess(SeatView view, List<WarpMove> legal, float[] priors) {
    boolean withPriors = priors.length > 0;
    Key key = new Key(view);
    Assessment a = known.get(key);
    if (a != null && (!withPriors || a.priors().length > 0)) {
      if (withPriors) {
        System.arraycopy(a.priors(), 0, priors, 0, legal.size());
      }
      return a.value();
    }
    float value = assessor.assess(view, legal, priors);
    evaluations++;
    if (known.size() < CAPACITY || a != null) {
      known.put(key, new Assessment(value, withPriors ? Arrays.copyOf(priors, legal.size()) : priors));
    }
    return value;
  }
}
