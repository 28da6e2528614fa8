// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.IntToDoubleFunction;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.ai.omega.Teacher;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.jspecify.annotations.Nullable;

/**
 * An AI officer (Section VII): a {@link Captain} with a commission — an Ensign, a Lieutenant or a Commander,
 * optionally with Lookahead.
 *
 * <p>The Commander ({@code Officer.of(Commission.COMMANDER)}) is Ω, as Section VII says: at a table the
 * shipped weights cover (Warp 12 under the Official rules at 2 and 4 captains; {@link OmegaModel#shipped()})
 * it plays Ω's greedy policy with the Commander's blunders and tie-breaks ({@link OmegaCommander}), and at
 * any other table it plays the heuristic Commander's stack, which {@link OmegaCommander#model} and the arena's
 * fallback notices say. The heuristic Commander on its own is {@link #heuristicCommander()}; it prints as
 * "Heuristic Commander".
 *
 * <p>A heuristic officer without Lookahead plays the fast greedy policy: every legal chart is scored by its
 * commission's {@link Commission#stack() heuristic stack}, uniform noise of the commission's width is added,
 * and the best is charted — except that with the commission's {@link Commission#blunderRate() blunder rate} it
 * charts one at random. Moves other than charts are ranked by fixed preferences (draw before beacon before
 * pass, accept overtime, announce Drop to Impulse, catch a missed call); between equally ranked moves a rule
 * offers (a draft selection, a Continuum directive, a coordinate to give back) the stack's
 * {@link Heuristic#scoreManoeuvre manoeuvre scores} decide. With Lookahead, the heuristic
 * scores are replaced by the average outcome of simulated futures (see {@link Lookahead}); blunders and
 * noise still apply. Lookahead searches with the heuristic stack, so an officer with Lookahead is always a
 * heuristic officer ("Commander+Lookahead" is the heuristic Commander searching, the rulebook's advisor
 * profile).
 *
 * <p>It reads the {@link SeatView} (and the seat's {@link Intel}, when handed it) only, keeps no state between
 * calls (Ω's per-table encoders aside) and draws randomness from the generator it is given, so the same view
 * and generator position always give the same move. Thread-safe.
 *
 * @since 0.1.0
 */
public final class Officer implements Captain {
  private final Commission commission;
  private final Optional<Lookahead> lookahead;
  /** Ω where its weights cover the table: the Commander's neural policy; empty for heuristic officers. */
  private final Optional<OmegaCommander> omega;

  private Officer(Commission commission, Optional<Lookahead> lookahead, Optional<OmegaCommander> omega) {
    this.commission = Objects.requireNonNull(commission, "commission");
    this.lookahead = lookahead;
    this.omega = omega;
  }

  /**
   * The greedy officer of {@code commission}: for the Commander, Ω where the {@linkplain OmegaModel#shipped()
   * shipped weights} cover the table and the heuristic Commander elsewhere; for the Ensign and the Lieutenant,
   * their heuristic stacks.
   */
  public static Officer of(Commission commission) {
    return commission == Commission.COMMANDER
        ? new Officer(commission, Optional.empty(), Optional.of(OmegaCommander.standard()))
        : heuristic(commission);
  }

  /**
   * The greedy officer that plays {@code commission}'s heuristic stack at every table, Ω never: the same as
   * {@link #of} for the Ensign and the Lieutenant, the {@linkplain #heuristicCommander() heuristic Commander}
   * for the Commander.
   *
   * @since 1.0.0
   */
  public static Officer heuristic(Commission commission) {
    return new Officer(commission, Optional.empty(), Optional.empty());
  }

  /**
   * The heuristic Commander: the Commander's heuristic stack at every table, Ω never; it prints as "Heuristic
   * Commander". It is what the Commander ({@code Officer.of(Commission.COMMANDER)}) plays where Ω's weights do
   * not cover the table.
   *
   * @since 1.0.0
   */
  public static Officer heuristicCommander() {
    return heuristic(Commission.COMMANDER);
  }

  /**
   * This officer's heuristic stack searching ahead with {@code lookahead} before each choice between charts.
   * Lookahead searches with the heuristic stack, so the Commander with Lookahead plays the heuristic
   * Commander's stack, Ω never.
   */
  public Officer withLookahead(Lookahead lookahead) {
    return new Officer(commission, Optional.of(lookahead), Optional.empty());
  }

  /** The commission. */
  public Commission commission() {
    return commission;
  }

  /** The Lookahead this officer uses, if any. */
  public Optional<Lookahead> lookahead() {
    return lookahead;
  }

  /**
   * The Ω model this officer plays at tables of {@code config}: present only for the Commander
   * ({@link #of}) at a table its weights cover; empty for a heuristic officer, and where this Commander plays
   * the heuristic stack for want of weights.
   *
   * @since 1.0.0
   */
  public Optional<OmegaModel> model(WarpConfig config) {
    Objects.requireNonNull(config, "config");
    return omega.flatMap(o -> o.model(config));
  }

  /**
   * Whether this officer plays Ω where weights cover the table (the Commander of {@link #of}); false for a
   * heuristic officer, which never does.
   *
   * @since 1.0.0
   */
  public boolean playsOmega() {
    return omega.isPresent();
  }

  @Override
  public WarpMove choose(SeatView view, RandomGenerator random) {
    return choose(view, Intel.none(), random);
  }

  /** As {@link #choose(SeatView, RandomGenerator)}; a Lookahead samples worlds that respect {@code intel}. */
  @Override
  public WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
    if (omega.isPresent()) {
      return omega.get().choose(view, intel, random); // it plays the heuristic Commander where it has no weights
    }
    return decide(view, intel, random, null, 0);
  }

  /**
   * This officer as a {@link Teacher} whose preference over the charts is the softmax of their scores (with
   * Lookahead, the searched charts' average simulated values) at {@code temperature}, in the scores' own unit
   * (pips under Points): a training target that says how much better the chosen chart is, not only which
   * it is. A decision that is not between charts, or has one chart, teaches its move alone; so does every
   * decision the Commander plays with Ω (it has no scores in pips to share). It chooses exactly as this officer
   * does with the same generator.
   *
   * @throws IllegalArgumentException if {@code temperature} is not positive and finite
   */
  public Teacher teaching(double temperature) {
    if (!(temperature > 0) || Double.isInfinite(temperature)) {
      throw new IllegalArgumentException("a teaching temperature is a positive number, not " + temperature);
    }
    Officer officer = this;
    return new Teacher() {
      @Override
      public WarpMove teach(SeatView view, Intel intel, RandomGenerator random, float[] shares) {
        if (shares.length < view.legalMoves().size()) {
          throw new IllegalArgumentException("room for " + shares.length + " shares, not for the "
              + view.legalMoves().size() + " legal moves");
        }
        if (officer.model(view.config()).isPresent()) {
          WarpMove move = officer.choose(view, intel, random);
          Teacher.oneHot(view.legalMoves(), move, shares);
          return move;
        }
        return decide(view, intel, random, shares, temperature);
      }

      @Override
      public WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
        return officer.choose(view, intel, random);
      }

      @Override
      public WarpMove choose(SeatView view, RandomGenerator random) {
        return officer.choose(view, random);
      }

      @Override
      public boolean usesIntel() {
        return officer.usesIntel();
      }

      @Override
      public String toString() {
        return officer + " teaching at " + temperature;
      }
    };
  }

  /**
   * The move this officer plays; when {@code shares} is given, also its preference over the legal moves: the
   * softmax of the charts' scores at {@code temperature} when it chooses between charts, else one-hot on the
   * move. A blunder teaches the stack's preference, not the chart it picked at random.
   */
  private WarpMove decide(SeatView view, Intel intel, RandomGenerator random, float @Nullable [] shares,
      double temperature) {
    List<WarpMove> moves = Captain.movesOpenTo(view);
    Position p = Position.of(view);
    WarpMove preferred = moves.get(0);
    int bestRank = Integer.MIN_VALUE;
    List<WarpMove.Chart> charts = new ArrayList<>();
    for (WarpMove m : moves) {
      int rank = Manoeuvres.rank(p, m);
      if (rank > bestRank) {
        bestRank = rank;
        preferred = m;
      }
      if (m instanceof WarpMove.Chart chart) {
        charts.add(chart);
      }
    }
    WarpMove move;
    if (bestRank != Manoeuvres.CHART) {
      move = bestManoeuvre(commission, p, moves, bestRank, preferred);
    } else if (charts.size() == 1) {
      move = preferred;
    } else if (random.nextDouble() < commission.blunderRate()) {
      move = charts.get(random.nextInt(charts.size()));
      if (shares != null) {
        // The stack's own scores: searching here would draw numbers the officer does not draw.
        softmax(view, charts, stackScores(p, charts), temperature, shares);
      }
      return move;
    } else {
      double[] scored = scores(view, intel, p, charts, random);
      move = charts.get(noisyBest(scored.length, i -> scored[i], commission.noise(), random));
      if (shares != null) {
        softmax(view, charts, scored, temperature, shares);
      }
      return move;
    }
    if (shares != null) {
      Teacher.oneHot(view.legalMoves(), move, shares);
    }
    return move;
  }

  /** Each chart's score: the stack's, or with Lookahead the searched average of simulated futures. */
  private double[] scores(SeatView view, Intel intel, Position p, List<WarpMove.Chart> charts,
      RandomGenerator random) {
    double[] scores = stackScores(p, charts);
    if (lookahead.isPresent()) {
      scores = lookahead.get().evaluate(view, intel, charts, scores, random);
    }
    return scores;
  }

  private double[] stackScores(Position p, List<WarpMove.Chart> charts) {
    double[] scores = new double[charts.size()];
    for (int i = 0; i < scores.length; i++) {
      scores[i] = stackScore(commission, p, charts.get(i));
    }
    return scores;
  }

  /** Writes into {@code shares}, over the view's legal moves, the softmax of the charts' scores. */
  private static void softmax(SeatView view, List<WarpMove.Chart> charts, double[] scores, double temperature,
      float[] shares) {
    List<WarpMove> legal = view.legalMoves();
    double best = Double.NEGATIVE_INFINITY;
    for (double score : scores) {
      best = Math.max(best, score);
    }
    double[] weights = new double[scores.length];
    double sum = 0;
    for (int i = 0; i < scores.length; i++) {
      weights[i] = Math.exp((scores[i] - best) / temperature);
      sum += weights[i];
    }
    Arrays.fill(shares, 0, legal.size(), 0f);
    for (int i = 0; i < scores.length; i++) {
      shares[legal.indexOf(charts.get(i))] = (float) (weights[i] / sum);
    }
  }

  /**
   * The index, of {@code count}, whose score plus uniform noise of width {@code noise} is highest (the first
   * among equals): a commission's noisy tie-break. Draws one number from {@code random} per index, in order.
   */
  static int noisyBest(int count, IntToDoubleFunction score, double noise, RandomGenerator random) {
    int best = 0;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < count; i++) {
      double s = score.applyAsDouble(i) + noise * random.nextDouble();
      if (s > bestScore) {
        bestScore = s;
        best = i;
      }
    }
    return best;
  }

  /**
   * True with Lookahead (its worlds are sampled better knowing what the seat has learned) and for a Commander
   * whose Ω reads the seat's intel.
   */
  @Override
  public boolean usesIntel() {
    return lookahead.isPresent() || omega.map(OmegaCommander::usesIntel).orElse(false);
  }

  /** The weighted sum of {@code commission}'s heuristics for {@code chart}. */
  static double stackScore(Commission commission, Position p, WarpMove.Chart chart) {
    return commission.score(p, chart);
  }

  /** The weighted sum of {@code commission}'s heuristics for {@code move}, a move other than a chart. */
  static double manoeuvreScore(Commission commission, Position p, WarpMove move) {
    double s = 0;
    for (Commission.WeightedHeuristic w : commission.stack()) {
      s += w.weight() * w.heuristic().scoreManoeuvre(p, move);
    }
    return s;
  }

  /**
   * Among the moves ranked {@code rank}, the one {@code commission}'s stack favours; {@code first} (the
   * first so ranked) on a tie.
   */
  static WarpMove bestManoeuvre(Commission commission, Position p, List<WarpMove> moves, int rank,
      WarpMove first) {
    WarpMove best = first;
    double bestScore = manoeuvreScore(commission, p, first);
    for (WarpMove m : moves) {
      if (m != first && Manoeuvres.rank(p, m) == rank) {
        double s = manoeuvreScore(commission, p, m);
        if (s > bestScore) {
          bestScore = s;
          best = m;
        }
      }
    }
    return best;
  }

  /**
   * The move {@code commission}'s stack prefers, with no noise, blunders or search: the policy simulated
   * captains follow inside a Lookahead.
   */
  static WarpMove instinct(Commission commission, SeatView view) {
    return instinct(commission, Position.of(view), view.legalMoves());
  }

  /** As {@link #instinct(Commission, SeatView)}, for the facts {@code p} of a seat whose legal moves are {@code moves}. */
  static WarpMove instinct(Commission commission, Position p, List<WarpMove> moves) {
    WarpMove best = moves.get(0);
    double bestScore = Double.NEGATIVE_INFINITY;
    for (WarpMove m : moves) {
      double s = Manoeuvres.rank(p, m) * 1000.0;
      if (m instanceof WarpMove.Chart chart) {
        s += stackScore(commission, p, chart);
      } else {
        s += manoeuvreScore(commission, p, m);
      }
      if (s > bestScore) {
        bestScore = s;
        best = m;
      }
    }
    return best;
  }

  @Override
  public String toString() {
    if (lookahead.isPresent()) {
      return commission.title() + "+Lookahead";
    }
    return commission == Commission.COMMANDER && omega.isEmpty() ? "Heuristic Commander" : commission.title();
  }
}
