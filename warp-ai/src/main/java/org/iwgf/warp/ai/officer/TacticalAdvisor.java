// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.json.GameRecord;

/**
 * The tactical advisor (Section VII), suggesting one move with the reasons for it. {@link #standard()} and
 * {@link #of} give today's advisor: the Commander's heuristic stack with Lookahead, without blunders or noise.
 * {@link #distilled} gives the advisor distilled from Ω ({@link DistilledAdvisor}). It sees only the asking
 * seat's view.
 *
 * <p>Consulting it during a game makes the game assisted: {@link #consult} returns the game's record
 * marked so, and an assisted game is not rated.
 *
 * @since 0.1.0
 */
public final class TacticalAdvisor {
  private final Lookahead lookahead;
  private final Optional<DistilledAdvisor> distilled;

  private TacticalAdvisor(Lookahead lookahead, Optional<DistilledAdvisor> distilled) {
    this.lookahead = lookahead;
    this.distilled = distilled;
  }

  /** The advisor with the default Lookahead budget. */
  public static TacticalAdvisor standard() {
    return new TacticalAdvisor(Lookahead.standard(), Optional.empty());
  }

  /** An advisor searching with {@code lookahead}. */
  public static TacticalAdvisor of(Lookahead lookahead) {
    return new TacticalAdvisor(Objects.requireNonNull(lookahead, "lookahead"), Optional.empty());
  }

  /**
   * The advisor distilled from Ω with the shipped weights: the concept model {@link AdvisorModel#shipped()},
   * deferring to the shipped Ω ({@link OmegaModel#shipped()}) where it covers the table and the model's best
   * move beats its runner-up by less than {@link DistilledAdvisor#OMEGA_MARGIN}; elsewhere the concept model
   * alone.
   */
  public static TacticalAdvisor distilled() {
    return distilled(DistilledAdvisor.of(AdvisorModel.shipped()).deferringToOmega(OmegaModel.shipped(),
        DistilledAdvisor.OMEGA_MARGIN));
  }

  /**
   * The advisor distilled from Ω (the planned advisor of Section VII): {@code model}'s suggestion, explained in
   * named game concepts, deferring to {@code network}'s greedy pick where the model's best move beats its
   * runner-up by less than {@link DistilledAdvisor#OMEGA_MARGIN}.
   */
  public static TacticalAdvisor distilled(Network network, AdvisorModel model) {
    return distilled(DistilledAdvisor.of(model).deferringToOmega(network, DistilledAdvisor.OMEGA_MARGIN));
  }

  /** The advisor giving {@code advisor}'s advice; it needs no search, so {@code intel} and randomness go unused. */
  public static TacticalAdvisor distilled(DistilledAdvisor advisor) {
    return new TacticalAdvisor(Lookahead.standard(), Optional.of(Objects.requireNonNull(advisor, "advisor")));
  }

  /**
   * A consultation: the advice, and the game's record marked as assisted.
   *
   * @param advice what the advisor suggests
   * @param record the game's record, now {@linkplain GameRecord#assisted() assisted}
   */
  public record Consultation(Advice advice, GameRecord record) {}

  /**
   * Advice for the captain at the helm of the game {@code record} describes, with the record marked as
   * assisted. The search is seeded from the record, so the same record always gets the same advice.
   *
   * @throws IllegalArgumentException if the game is over, or {@code rules} play another configuration
   */
  public Consultation consult(GameRecord record, WarpRules rules) {
    WarpState state = record.replay(rules);
    if (state.isOver()) {
      throw new IllegalArgumentException("The sector is over; there is no move to advise.");
    }
    SeatView view = rules.view(state, state.toAct());
    SplittableRandom random = new SplittableRandom(record.seed() * 31 + record.moves().size());
    return new Consultation(advise(view, Intel.follow(rules, record, view.seat()), random), record.markAssisted());
  }

  /**
   * Advice for the seat of {@code view}, which must be at the helm.
   *
   * @throws IllegalArgumentException if the seat is not at the helm
   */
  public Advice advise(SeatView view, RandomGenerator random) {
    return advise(view, Intel.none(), random);
  }

  /**
   * Advice for the seat of {@code view}, which must be at the helm, searching worlds that respect what the
   * seat has learned ({@code intel}).
   *
   * @throws IllegalArgumentException if the seat is not at the helm
   */
  public Advice advise(SeatView view, Intel intel, RandomGenerator random) {
    if (distilled.isPresent()) {
      return distilled.get().advise(view);
    }
    List<WarpMove> moves = Captain.movesOpenTo(view);
    Position p = Position.of(view);
    List<WarpMove.Chart> charts = new ArrayList<>();
    WarpMove preferred = moves.get(0);
    int bestRank = Integer.MIN_VALUE;
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
    if (bestRank != Manoeuvres.CHART) {
      WarpMove move = Officer.bestManoeuvre(Commission.COMMANDER, p, moves, bestRank, preferred);
      return new Advice(move, Explanations.forManoeuvre(p, move));
    }
    if (charts.size() == 1) {
      return new Advice(charts.get(0), Explanations.forced(p, charts.get(0)));
    }
    double[] scores = new double[charts.size()];
    for (int i = 0; i < scores.length; i++) {
      scores[i] = Officer.stackScore(Commission.COMMANDER, p, charts.get(i));
    }
    double[] searched = lookahead.evaluate(view, intel, charts, scores, random);
    int best = 0;
    for (int i = 1; i < searched.length; i++) {
      if (searched[i] > searched[best]) {
        best = i;
      }
    }
    WarpMove.Chart chart = charts.get(best);
    List<String> reasons = new ArrayList<>(Explanations.forChart(p, chart));
    if (reasons.isEmpty()) {
      reasons.add("it held up best of your " + charts.size() + " legal charts when the next moves were simulated");
    }
    return new Advice(chart, reasons);
  }
}
