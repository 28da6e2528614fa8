// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.Arrays;
import java.util.List;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;

/**
 * How an Ω+ search judges the positions it stops at (see {@link OmegaPlus}): Ω's value head for the captain
 * to act, blended with the campaign standing every seat reaches after Ω plays the world on greedily for a
 * few moves. A campaign's outcome is a noisy label for a position in its first rounds, so the value head
 * alone is a weak judge of the differences between sibling moves; the pips each seat still holds after a
 * short greedy continuation are what separate them, and the head keeps the long view.
 */
final class Leaves {
  /**
   * Campaign points that, with one round to play after this one, make a lead worth tanh(1) ≈ 0.76: about
   * one round's typical margin at Warp 12. Each further round widens it by its square root.
   */
  static final double POINTS_SCALE = 30;
  /** In a Go-out campaign a coordinate still held weighs this share of a round won. */
  static final double COORDINATE_SHARE = 0.06;

  private final Assessments assessments;
  private final WarpRules rules;
  private final int depth;
  private final double valueShare;
  private final int round;
  private final int seats;
  private float[] priors = new float[64];

  /**
   * Judges positions of the round {@code round} at a table of {@code seats}, playing {@code depth} greedy
   * moves before the standing is read and weighing the value head by {@code valueShare}.
   */
  Leaves(Assessor assessor, int depth, double valueShare, int round, int seats) {
    this(new Assessments(assessor), assessor.rules(), depth, valueShare, round, seats);
  }

  /** As the other constructor, asking {@code assessments}, which a search shares with its leaves. */
  Leaves(Assessments assessments, WarpRules rules, int depth, double valueShare, int round, int seats) {
    this.assessments = assessments;
    this.rules = rules;
    this.depth = depth;
    this.valueShare = valueShare;
    this.round = round;
    this.seats = seats;
  }

  /** Network evaluations so far, the greedy continuations' included (and the search's, if it shares them). */
  int evaluations() {
    return assessments.evaluations();
  }

  /**
   * Every seat's value of {@code state}, a position of the searched round whose captain to act Ω has just
   * assessed: {@code value} for that captain and {@code priors[k]} the prior of {@code legal.get(k)}. The
   * greedy continuation's first move is read from those priors — the same assessment it would make — so the
   * leaf costs one evaluation fewer.
   */
  double[] judge(WarpState state, float value, List<WarpMove> legal, float[] priors) {
    double[] values = share(value, state.toAct());
    if (valueShare == 1) {
      return values;
    }
    WarpState end = depth == 0 ? state : playOn(rules.next(state, legal.get(greediest(priors, legal.size()))), 1);
    return blend(values, end);
  }

  /**
   * Every seat's value of {@code state}, the first position of a new deal, whose captain to act Ω valued at
   * {@code value}. It is not played on: its coordinates are the world's chance, not a choice.
   */
  double[] judgeDeal(WarpState state, float value) {
    double[] values = share(value, state.toAct());
    return valueShare == 1 ? values : blend(values, state);
  }

  /** The value head's {@code values} blended with the campaign standing at {@code end}. */
  private double[] blend(double[] values, WarpState end) {
    double[] standing = end.isOver() ? outcome(end) : standing(end);
    for (int s = 0; s < seats; s++) {
      values[s] = valueShare * values[s] + (1 - valueShare) * standing[s];
    }
    return values;
  }

  /** A finished game's values: 1 for each winner, −1 for the others, as Ω's value head is trained. */
  double[] outcome(WarpState state) {
    double[] values = new double[seats];
    Arrays.fill(values, -1);
    for (int s : rules.outcome(state).orElseThrow().winners()) {
      values[s] = 1;
    }
    return values;
  }

  /**
   * Every seat's value from Ω's value {@code v} for {@code actor}. The value head answers for one seat, so
   * the others share what it leaves: with p = (v + 1) / 2 the actor's chance of winning, each other seat
   * gets (1 − p) / (seats − 1), as a value 2p − 1 — with two seats simply −v.
   */
  private double[] share(float v, int actor) {
    double p = (v + 1) / 2.0;
    double other = 2 * (1 - p) / (seats - 1) - 1;
    double[] values = new double[seats];
    for (int s = 0; s < seats; s++) {
      values[s] = s == actor ? v : other;
    }
    return values;
  }

  /**
   * {@code state}, reached by {@code played} greedy moves, after Ω's greedy policy has played on to
   * {@link #depth} moves in all within the searched round.
   */
  private WarpState playOn(WarpState state, int played) {
    WarpState s = state;
    for (int d = played; d < depth && !s.isOver() && s.round() == round; d++) {
      List<WarpMove> legal = rules.legalMoves(s);
      int best = 0;
      if (legal.size() > 1) {
        // A forced move needs no view: Ω reads one only where it chooses.
        SeatView view = rules.view(s, s.toAct());
        if (priors.length < legal.size()) {
          priors = new float[legal.size()];
        }
        assessments.assess(view, legal, priors);
        best = greediest(priors, legal.size());
      }
      s = rules.next(s, legal.get(best));
    }
    return s;
  }

  /** The index of the highest of the first {@code n} priors; the first among equals. */
  private static int greediest(float[] priors, int n) {
    int best = 0;
    for (int k = 1; k < n; k++) {
      if (priors[k] > priors[best]) {
        best = k;
      }
    }
    return best;
  }

  /**
   * Each seat's campaign standing in {@code s} as a value in −1..1: its lead over the average opponent —
   * campaign points, counting the pips still held while the searched round is being played (Points), or
   * rounds won less {@value #COORDINATE_SHARE} of a round per coordinate held (Go-out) — through
   * tanh(lead / (scale · √(rounds left + 1))), so that a lead counts for less the more campaign remains.
   */
  private double[] standing(WarpState s) {
    boolean points = s.config().objective() == Objective.POINTS_CAMPAIGN;
    boolean sameRound = s.round() == round;
    double[] raw = new double[seats];
    double total = 0;
    for (int seat = 0; seat < seats; seat++) {
      raw[seat] = points
          ? -(s.campaignScores().get(seat) + (sameRound ? s.handPips(seat) : 0))
          : s.roundWins().get(seat) - (sameRound ? s.handSize(seat) * COORDINATE_SHARE : 0);
      total += raw[seat];
    }
    double scale = (points ? POINTS_SCALE : 1) * Math.sqrt(Math.max(0, s.config().campaignRounds() - s.round()) + 1);
    double[] values = new double[seats];
    for (int seat = 0; seat < seats; seat++) {
      double othersMean = (total - raw[seat]) / (seats - 1);
      values[seat] = Math.tanh((raw[seat] - othersMean) / scale);
    }
    return values;
  }
}
