// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.OmegaCaptain;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * The tactical advisor distilled from Ω (Section VII): a hybrid neural–heuristic model that suggests a move
 * and explains it in named game concepts. For each legal move it computes the values of the named concepts
 * (every heuristic of the Commander's stack, Module terms included, the kind of move, shields raised,
 * coordinates left playable and Distress Beacon exposure) from the seat's view alone, and scores the move by
 * the {@link AdvisorModel}'s weighted sum of them; the weights were learnt to agree with Ω's greedy picks, not
 * with the Commander's heuristics.
 *
 * <p>The suggestion is the concept model's best move. {@link #deferringToOmega} makes the hybrid final: where
 * the model's best beats its runner-up by less than a margin, the network's greedy pick is suggested instead.
 * Either way the reasons come from the concept model: the concepts that speak most for the suggestion over
 * its runner-up, each stated only as a fact of the position.
 *
 * <p>It keeps no state between calls that changes its advice, so the same view always gets the same advice.
 *
 * @since 0.1.0
 */
public final class DistilledAdvisor {
  /**
   * The margin {@link TacticalAdvisor#distilled(Network, AdvisorModel)} defers to Ω under: half a unit of the
   * model's score, where its softmax gives the best move less than about 62 % against the runner-up.
   */
  public static final double OMEGA_MARGIN = 0.5;
  /** The most reasons an advice gives. */
  static final int MOST_REASONS = 4;

  private final AdvisorModel model;
  private final List<Concepts.Concept> concepts;
  private final double[] weights;
  /** The network Ω plays at a table, if the advisor defers to one there. */
  private final Function<WarpConfig, Optional<Network>> omega;
  private final double margin;
  /** Ω as a captain per table configuration, built on first use: its encoding depends on the table. */
  private final Map<WarpConfig, Optional<OmegaCaptain>> captains = new ConcurrentHashMap<>();

  private DistilledAdvisor(AdvisorModel model, Function<WarpConfig, Optional<Network>> omega, double margin) {
    this.model = model;
    this.concepts = Concepts.installed();
    this.weights = model.aligned(Concepts.names(concepts));
    this.omega = omega;
    this.margin = margin;
  }

  /** The advisor suggesting the concept model's best move. */
  public static DistilledAdvisor of(AdvisorModel model) {
    return new DistilledAdvisor(Objects.requireNonNull(model, "model"), table -> Optional.empty(), 0);
  }

  /**
   * This advisor suggesting {@code network}'s greedy pick wherever the concept model's best move beats its
   * runner-up by less than {@code margin} (in the model's score).
   *
   * @throws IllegalArgumentException if {@code margin} is negative or not finite
   */
  public DistilledAdvisor deferringToOmega(Network network, double margin) {
    Objects.requireNonNull(network, "network");
    return new DistilledAdvisor(model, table -> Optional.of(network), checkMargin(margin));
  }

  /**
   * This advisor deferring, as {@link #deferringToOmega(Network, double)}, to the network of the first of
   * {@code models} that {@linkplain OmegaModel#covers covers} the table; at any other table it suggests the
   * concept model's best move.
   *
   * @throws IllegalArgumentException if {@code margin} is negative or not finite
   */
  public DistilledAdvisor deferringToOmega(List<OmegaModel> models, double margin) {
    List<OmegaModel> copy = List.copyOf(models);
    return new DistilledAdvisor(model, table -> copy.stream().filter(m -> m.covers(table)).findFirst()
        .map(OmegaModel::network), checkMargin(margin));
  }

  private static double checkMargin(double margin) {
    if (!(margin >= 0) || !Double.isFinite(margin)) {
      throw new IllegalArgumentException("a margin is a finite number of at least 0, not " + margin);
    }
    return margin;
  }

  /** The concept model. */
  public AdvisorModel model() {
    return model;
  }

  /** The names of the concepts this advisor weighs, in order. */
  public List<String> concepts() {
    return Concepts.names(concepts);
  }

  /**
   * Advice for the seat of {@code view}, which must be at the helm: the suggested move and why.
   *
   * @throws IllegalArgumentException if the seat is not at the helm, or the advisor defers to a network
   *     trained for another table
   */
  public Advice advise(SeatView view) {
    List<WarpMove> moves = Captain.movesOpenTo(view);
    Position p = Position.of(view);
    if (moves.size() == 1) {
      return new Advice(moves.get(0), Explanations.forced(p, moves.get(0)));
    }
    double[][] values = Concepts.values(concepts, p, moves);
    double[] scores = scores(values);
    int best = best(scores, -1);
    int runnerUp = best(scores, best);
    boolean deferred = false;
    Optional<OmegaCaptain> captain = scores[best] - scores[runnerUp] < margin
        ? captains.computeIfAbsent(view.config(), c -> omega.apply(c)
            .map(network -> OmegaCaptain.of(network, c, CommanderFeatures.readBy(network))))
        : Optional.empty();
    if (captain.isPresent()) {
      int pick = moves.indexOf(captain.get().choose(view, new SplittableRandom(0)));
      if (pick != best) {
        runnerUp = best;
        best = pick;
        deferred = true;
      }
    }
    List<String> reasons = reasons(p, moves, values, best, runnerUp);
    if (reasons.isEmpty()) {
      reasons.add(deferred
          ? "Ω's policy prefers it of your " + moves.size() + " legal moves, where the named concepts nearly tie"
          : "it weighs best of your " + moves.size() + " legal moves on the named concepts");
    }
    return new Advice(moves.get(best), reasons);
  }

  /** The model's score of each move. */
  private double[] scores(double[][] values) {
    double[] out = new double[values.length];
    for (int m = 0; m < values.length; m++) {
      out[m] = score(weights, values[m]);
    }
    return out;
  }

  /** The weighted sum of {@code values}. */
  static double score(double[] weights, double[] values) {
    double s = 0;
    for (int c = 0; c < weights.length; c++) {
      s += weights[c] * values[c];
    }
    return s;
  }

  /** The index of the highest score other than {@code except}; the first among equals. */
  static int best(double[] scores, int except) {
    int best = -1;
    for (int m = 0; m < scores.length; m++) {
      if (m != except && (best < 0 || scores[m] > scores[best])) {
        best = m;
      }
    }
    return best;
  }

  /**
   * The reasons for {@code moves[chosen]} over {@code moves[runnerUp]}: the concepts whose weighted difference
   * favours the choice, largest first, each as the fact of the position it rests on; then, if none could be
   * stated, the standard reasons for the move.
   */
  private List<String> reasons(Position p, List<WarpMove> moves, double[][] values, int chosen, int runnerUp) {
    Integer[] order = new Integer[concepts.size()];
    double[] contribution = new double[concepts.size()];
    for (int c = 0; c < order.length; c++) {
      order[c] = c;
      contribution[c] = weights[c] * (values[chosen][c] - values[runnerUp][c]);
    }
    Arrays.sort(order, Comparator.comparingDouble((Integer c) -> -contribution[c]));
    Set<String> out = new LinkedHashSet<>();
    WarpMove move = moves.get(chosen);
    for (int c : order) {
      if (contribution[c] <= 0 || out.size() == MOST_REASONS) {
        break;
      }
      concepts.get(c).reason(p, move, Optional.of(moves.get(runnerUp))).ifPresent(out::add);
    }
    if (out.isEmpty()) {
      out.addAll(move instanceof WarpMove.Chart chart ? Explanations.forChart(p, chart)
          : Explanations.forManoeuvre(p, move));
    }
    return new ArrayList<>(out);
  }
}
