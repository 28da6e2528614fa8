// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.iwgf.warp.ai.captain.Captain;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * A captain that plays an Ω network: it encodes its seat's view, scores the legal moves with the policy head
 * (and, for a network that reads them, their {@linkplain MoveFeatures features}) and plays the best (the
 * first listed among equals) — or, {@linkplain #withTemperature with a temperature},
 * draws a move from the policy's softmax, as a learner exploring in its own games does. It sees only its
 * view, like every captain. Thread-safe: each thread evaluates with its own buffers.
 *
 * @since 0.1.0
 */
public final class OmegaCaptain implements Captain {
  private final Network network;
  private final ActionSpace actions;
  private final WarpConfig config;
  private final MoveFeatures features;
  private final ThreadLocal<Scratch> scratch;
  private final double temperature;

  /** One thread's encoder, evaluator and buffers. */
  private static final class Scratch {
    final ObservationEncoder encoder;
    final Evaluator evaluator;
    final float[] input;
    int[] legal = new int[64];
    float[] logits = new float[64];
    float[] features;

    Scratch(WarpConfig config, Network network) {
      this.features = new float[64 * network.shape().moveFeatures()];
      this.encoder = ObservationEncoder.of(config);
      this.evaluator = network.evaluator();
      this.input = new float[encoder.layout().size()];
    }
  }

  private OmegaCaptain(Network network, WarpConfig config, MoveFeatures features, double temperature) {
    this.network = network;
    this.features = features;
    this.actions = ActionSpace.of(config);
    this.scratch = ThreadLocal.withInitial(() -> new Scratch(config, network));
    this.config = config;
    this.temperature = temperature;
  }

  /**
   * A captain playing {@code network}, which reads no move features, at tables of {@code config}.
   *
   * @throws IllegalArgumentException if the network's inputs or actions do not match the encoding of
   *     {@code config} (it was trained for another table), or it reads move features
   */
  public static OmegaCaptain of(Network network, WarpConfig config) {
    return of(network, config, MoveFeatures.NONE);
  }

  /**
   * A captain playing {@code network} at tables of {@code config}, computing each legal move's
   * {@code features} for it.
   *
   * @throws IllegalArgumentException if the network's inputs or actions do not match the encoding of
   *     {@code config} (it was trained for another table), or it reads another number of move features
   */
  public static OmegaCaptain of(Network network, WarpConfig config, MoveFeatures features) {
    Objects.requireNonNull(network, "network");
    network.checkReads(features);
    NetworkShape shape = network.shape();
    int inputs = ObservationEncoder.of(config).layout().size();
    int size = ActionSpace.of(config).size();
    if (shape.inputs() != inputs || shape.actions() != size) {
      throw new IllegalArgumentException("network " + network.name() + " reads " + shape.inputs() + " inputs and "
          + shape.actions() + " actions; this table encodes " + inputs + " and " + size);
    }
    return new OmegaCaptain(network, config, features, 0);
  }

  /**
   * This captain drawing each move from the softmax of the policy's logits divided by {@code temperature}
   * (0: the greedy choice; 1: the policy as it stands; higher: flatter).
   *
   * @throws IllegalArgumentException if {@code temperature} is negative or not finite
   */
  public OmegaCaptain withTemperature(double temperature) {
    if (!(temperature >= 0) || Double.isInfinite(temperature)) {
      throw new IllegalArgumentException("a temperature is at least 0 and finite, not " + temperature);
    }
    return new OmegaCaptain(network, config, features, temperature);
  }

  /** The move features this captain computes for its network. */
  public MoveFeatures features() {
    return features;
  }

  /** The network this captain plays. */
  public Network network() {
    return network;
  }

  @Override
  public WarpMove choose(SeatView view, RandomGenerator random) {
    return choose(view, Intel.none(), random);
  }

  /** Chooses as {@link #choose(SeatView, RandomGenerator)}, its features reading {@code intel} if they use it. */
  @Override
  public WarpMove choose(SeatView view, Intel intel, RandomGenerator random) {
    List<WarpMove> legal = Captain.movesOpenTo(view);
    float[] logits = logits(view, intel, legal);
    int best = 0;
    for (int k = 1; k < legal.size(); k++) {
      if (logits[k] > logits[best]) {
        best = k;
      }
    }
    if (temperature == 0 || legal.size() == 1) {
      return legal.get(best);
    }
    double total = 0;
    for (int k = 0; k < legal.size(); k++) {
      total += Math.exp((logits[k] - logits[best]) / temperature);
    }
    double pick = random.nextDouble() * total;
    for (int k = 0; k < legal.size(); k++) {
      pick -= Math.exp((logits[k] - logits[best]) / temperature);
      if (pick < 0) {
        return legal.get(k);
      }
    }
    return legal.get(best);
  }

  /**
   * The policy's logit of each of {@code legal}, in their order, as a new array: how much Ω favours each move
   * (higher is better; a softmax of them is its policy).
   *
   * @param view the seat's view, of a table this captain plays
   * @param legal the view's legal moves, or some of them
   * @throws IllegalArgumentException if a move cannot be indexed at this table (see {@link ActionSpace#indexOf})
   */
  public float[] logits(SeatView view, List<WarpMove> legal) {
    return logits(view, Intel.none(), legal);
  }

  /**
   * As {@link #logits(SeatView, List)}, the move features reading what the seat has learned ({@code intel})
   * when they {@linkplain MoveFeatures#usesIntel() use it}.
   *
   * @throws IllegalArgumentException if a move cannot be indexed at this table (see {@link ActionSpace#indexOf})
   */
  public float[] logits(SeatView view, Intel intel, List<WarpMove> legal) {
    Scratch s = scratch.get();
    if (s.legal.length < legal.size()) {
      s.legal = new int[legal.size()];
      s.logits = new float[legal.size()];
      s.features = new float[legal.size() * features.count()];
    }
    for (int k = 0; k < legal.size(); k++) {
      s.legal[k] = actions.indexOf(view, legal.get(k));
    }
    s.encoder.encode(view, s.input);
    features.write(view, intel, legal, s.features);
    s.evaluator.evaluate(s.input, s.legal, legal.size(), s.features, s.logits);
    return Arrays.copyOf(s.logits, legal.size());
  }

  /** True if its move features read the seat's intel, which an arena or sector then follows for it. */
  @Override
  public boolean usesIntel() {
    return features.usesIntel();
  }

  @Override
  public String toString() {
    return temperature == 0 ? "Omega(" + network.name() + ")"
        : "Omega(" + network.name() + ", temperature " + temperature + ")";
  }
}
