// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
  static final class Key {
    /** The components of {@link SeatView} that {@link #same} compares: every one. */
    static final List<String> COMPARED = List.of("seat", "toAct", "round", "unchartedCount", "drewThisTurn",
        "phase", "config", "spacedock", "hand", "handCounts", "legalMoves", "neutralZone", "trails", "redAlert",
        "firstTurnsPending", "campaignScores", "roundWins", "history", "pluginStates", "revealedHands");

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
      return o instanceof Key k && k.hash == hash && same(k.view, view);
    }

    /**
     * Whether {@code a} and {@code b} are equal views: {@link SeatView#equals}, component by component, written
     * out because the record's own method, built from method handles, is not compiled inline and costs a
     * search more than the comparisons themselves. The components are {@link #COMPARED}, the record's.
     */
    static boolean same(SeatView a, SeatView b) {
      return a.seat() == b.seat()
          && a.toAct() == b.toAct()
          && a.round() == b.round()
          && a.unchartedCount() == b.unchartedCount()
          && a.drewThisTurn() == b.drewThisTurn()
          && a.phase() == b.phase()
          && Objects.equals(a.config(), b.config())
          && Objects.equals(a.spacedock(), b.spacedock())
          && a.hand().equals(b.hand())
          && a.handCounts().equals(b.handCounts())
          && a.legalMoves().equals(b.legalMoves())
          && Objects.equals(a.neutralZone(), b.neutralZone())
          && a.trails().equals(b.trails())
          && Objects.equals(a.redAlert(), b.redAlert())
          && a.firstTurnsPending().equals(b.firstTurnsPending())
          && a.campaignScores().equals(b.campaignScores())
          && a.roundWins().equals(b.roundWins())
          && a.history().equals(b.history())
          && a.pluginStates().equals(b.pluginStates())
          && a.revealedHands().equals(b.revealedHands());
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
