// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.OmegaCaptain;
import org.iwgf.warp.ai.table.Sector;
import org.iwgf.warp.ai.table.SectorListener;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * Distils Ω into the {@link DistilledAdvisor}'s concept model. The data is Ω's own decisions: Ω plays every
 * seat of seeded games greedily, and each decision with more than one legal move becomes a position labelled
 * with Ω's pick. The model — one weight per named concept, a move scored by the weighted sum of its concept
 * values, a softmax across the legal moves — learns by Adam to minimise the cross-entropy of Ω's pick, in
 * shuffled batches; the weights start at 0, so a training is a function of its data and seed. Not
 * thread-safe: one training per thread.
 *
 * @since 0.1.0
 */
public final class Distillation {
  private static final double BETA1 = 0.9;
  private static final double BETA2 = 0.999;
  private static final double EPSILON = 1e-8;
  /** A little weight decay keeps weights finite where Ω's picks are separable by a single concept. */
  private static final double DECAY = 1e-4;

  private final List<Concepts.Concept> concepts;
  private final List<Example> examples;
  private final double learningRate;
  private final int batch;
  private final SplittableRandom order;
  private final double[] weights;
  private final double[] moment;
  private final double[] square;
  private int steps;

  /**
   * One position Ω decided: the seat's view and Ω's greedy pick among its legal moves.
   *
   * @param view the view of the seat at the helm; at least two legal moves
   * @param omegaMove Ω's pick, one of the legal moves
   */
  public record Decision(SeatView view, WarpMove omegaMove) {
    /** @throws IllegalArgumentException if the move is not legal in the view or the view offers no choice */
    public Decision {
      if (view.legalMoves().size() < 2 || !view.legalMoves().contains(omegaMove)) {
        throw new IllegalArgumentException("a decision is a choice between legal moves, one of them " + omegaMove);
      }
    }
  }

  /** A decision as the trainer reads it: each legal move's concept values and the index of Ω's pick. */
  private record Example(double[][] values, int label) {}

  private Distillation(List<Decision> decisions, double learningRate, int batch, long seed) {
    this.concepts = Concepts.installed();
    this.examples = new ArrayList<>();
    for (Decision d : decisions) {
      examples.add(example(concepts, d));
    }
    this.learningRate = learningRate;
    this.batch = batch;
    this.order = new SplittableRandom(seed);
    this.weights = new double[concepts.size()];
    this.moment = new double[concepts.size()];
    this.square = new double[concepts.size()];
  }

  /**
   * A training on {@code decisions} with Adam's step size {@code learningRate}, {@code batch} decisions per
   * step, shuffled from {@code seed}.
   *
   * @throws IllegalArgumentException if there is no decision, the step size is not positive or the batch is
   *     not positive
   */
  public static Distillation of(List<Decision> decisions, double learningRate, int batch, long seed) {
    if (decisions.isEmpty() || !(learningRate > 0) || batch < 1) {
      throw new IllegalArgumentException("a distillation needs decisions, a positive step size and batch, not "
          + decisions.size() + ", " + learningRate + " and " + batch);
    }
    return new Distillation(decisions, learningRate, batch, seed);
  }

  /**
   * Ω's decisions with a choice in games {@code firstGame} to {@code firstGame + games - 1} of {@code config},
   * Ω playing every seat greedily; game {@code g} is dealt from {@code SplitMix64.mix(seed + g)}, so
   * different game ranges of one seed never share a deal.
   *
   * @throws IllegalArgumentException if the network was trained for another table or {@code games} is negative
   */
  public static List<Decision> omegaDecisions(WarpConfig config, Network network, int firstGame, int games,
      long seed) {
    if (games < 0 || firstGame < 0) {
      throw new IllegalArgumentException("games " + firstGame + " and on, " + games + " of them");
    }
    OmegaCaptain omega = OmegaCaptain.of(network, config, CommanderFeatures.readBy(network));
    WarpRules rules = WarpRules.of(config);
    List<Decision> out = new ArrayList<>();
    Captain recorder = new Recorder(omega, out);
    for (int g = firstGame; g < firstGame + games; g++) {
      Sector.of(rules, Collections.nCopies(config.captains(), recorder)).play(SplitMix64.mix(seed + g),
          SectorListener.NONE);
    }
    return List.copyOf(out);
  }

  /** Ω, writing down each decision it makes with a choice. */
  private record Recorder(OmegaCaptain omega, List<Decision> decisions) implements Captain {
    @Override
    public WarpMove choose(SeatView view, RandomGenerator random) {
      WarpMove move = omega.choose(view, random);
      if (view.legalMoves().size() > 1) {
        decisions.add(new Decision(view, move));
      }
      return move;
    }
  }

  /** One pass over the decisions in shuffled batches; returns the mean loss over the pass, before each step. */
  public double epoch() {
    for (int i = examples.size() - 1; i > 0; i--) {
      int j = order.nextInt(i + 1);
      examples.set(i, examples.set(j, examples.get(i)));
    }
    double total = 0;
    double[] gradient = new double[weights.length];
    for (int from = 0; from < examples.size(); from += batch) {
      List<Example> b = examples.subList(from, Math.min(examples.size(), from + batch));
      Arrays.fill(gradient, 0);
      for (Example e : b) {
        total += lossAndGradient(weights, e, gradient, 1.0 / b.size());
      }
      adam(gradient);
    }
    return total / examples.size();
  }

  /** The mean cross-entropy of Ω's picks under the weights so far, without learning. */
  public double loss() {
    return loss(weights, examples);
  }

  /** The mean cross-entropy of Ω's picks in {@code decisions} under {@code model}. */
  public static double loss(AdvisorModel model, List<Decision> decisions) {
    List<Concepts.Concept> concepts = Concepts.installed();
    List<Example> examples = new ArrayList<>();
    for (Decision d : decisions) {
      examples.add(example(concepts, d));
    }
    return loss(model.aligned(Concepts.names(concepts)), examples);
  }

  /** The model learnt so far, named {@code name}. */
  public AdvisorModel model(String name) {
    Map<String, Double> out = new LinkedHashMap<>();
    for (int c = 0; c < weights.length; c++) {
      out.put(concepts.get(c).name(), weights[c]);
    }
    return AdvisorModel.of(name, out);
  }

  /** Adam steps taken. */
  public int steps() {
    return steps;
  }

  /**
   * The share of {@code decisions} where {@code advisor} suggests Ω's pick.
   *
   * @throws IllegalArgumentException if there is no decision
   */
  public static double agreement(DistilledAdvisor advisor, List<Decision> decisions) {
    Objects.requireNonNull(advisor, "advisor");
    if (decisions.isEmpty()) {
      throw new IllegalArgumentException("agreement is measured on at least one decision");
    }
    int agreed = 0;
    for (Decision d : decisions) {
      agreed += advisor.advise(d.view()).move().equals(d.omegaMove()) ? 1 : 0;
    }
    return agreed / (double) decisions.size();
  }

  private static Example example(List<Concepts.Concept> concepts, Decision d) {
    List<WarpMove> moves = d.view().legalMoves();
    return new Example(Concepts.values(concepts, Position.of(d.view()), moves), moves.indexOf(d.omegaMove()));
  }

  private static double loss(double[] weights, List<Example> examples) {
    double total = 0;
    for (Example e : examples) {
      total += lossAndGradient(weights, e, new double[0], 0);
    }
    return examples.isEmpty() ? 0 : total / examples.size();
  }

  /**
   * The example's cross-entropy; adds {@code scale} times its gradient to {@code gradient} unless that is
   * empty.
   */
  private static double lossAndGradient(double[] weights, Example e, double[] gradient, double scale) {
    int n = e.values().length;
    double[] z = new double[n];
    double max = Double.NEGATIVE_INFINITY;
    for (int m = 0; m < n; m++) {
      z[m] = DistilledAdvisor.score(weights, e.values()[m]);
      max = Math.max(max, z[m]);
    }
    double norm = 0;
    for (int m = 0; m < n; m++) {
      norm += Math.exp(z[m] - max);
    }
    if (gradient.length > 0) {
      for (int m = 0; m < n; m++) {
        double d = (Math.exp(z[m] - max) / norm - (m == e.label() ? 1 : 0)) * scale;
        for (int c = 0; c < gradient.length; c++) {
          gradient[c] += d * e.values()[m][c];
        }
      }
    }
    return Math.log(norm) + max - z[e.label()];
  }

  private void adam(double[] gradient) {
    steps++;
    double c1 = 1 - Math.pow(BETA1, steps);
    double c2 = 1 - Math.pow(BETA2, steps);
    for (int c = 0; c < weights.length; c++) {
      double g = gradient[c] + DECAY * weights[c];
      moment[c] = BETA1 * moment[c] + (1 - BETA1) * g;
      square[c] = BETA2 * square[c] + (1 - BETA2) * g * g;
      weights[c] -= learningRate * (moment[c] / c1) / (Math.sqrt(square[c] / c2) + EPSILON);
    }
  }
}
