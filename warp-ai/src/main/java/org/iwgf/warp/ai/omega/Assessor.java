// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.List;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;

/**
 * What Ω makes of one seat's view at one table, for a search: the policy's prior over the legal moves and
 * the value for that seat. One thread's encoder, action space, rules and buffers for one configuration,
 * reused by every evaluation of every decision at that table.
 */
final class Assessor {
  private final WarpConfig config;
  private final WarpRules rules;
  private final ObservationEncoder encoder;
  private final ActionSpace actions;
  private final Evaluator evaluator;
  private final MoveFeatures features;
  private final float[] input;
  /** Each legal move's features, then those of the indexed moves alone, packed. */
  private float[] allFeatures = new float[0];
  private float[] indexedFeatures = new float[0];
  /** Each legal move's action index (−1 where it has none), then those of the indexed moves alone, packed. */
  private int[] all = new int[64];
  private int[] indices = new int[64];
  private float[] logits = new float[64];
  private boolean[] indexedMove = new boolean[64];

  private Assessor(WarpConfig config, ObservationEncoder encoder, ActionSpace actions, Evaluator evaluator,
      MoveFeatures features) {
    this.features = features;
    this.config = config;
    this.rules = WarpRules.of(config);
    this.encoder = encoder;
    this.actions = actions;
    this.evaluator = evaluator;
    this.input = new float[encoder.layout().size()];
  }

  /**
   * An assessor of {@code evaluator}'s network at tables of {@code config}, computing {@code features} of
   * each legal move for it.
   *
   * @throws IllegalArgumentException if the network's inputs or actions do not match the encoding of
   *     {@code config}
   */
  static Assessor of(WarpConfig config, Evaluator evaluator, MoveFeatures features) {
    ObservationEncoder encoder = ObservationEncoder.of(config);
    ActionSpace space = ActionSpace.of(config);
    NetworkShape shape = evaluator.network().shape();
    int inputs = encoder.layout().size();
    if (shape.inputs() != inputs || shape.actions() != space.size()) {
      throw new IllegalArgumentException("network " + evaluator.network().name() + " reads " + shape.inputs()
          + " inputs and " + shape.actions() + " actions; this table encodes " + inputs + " and " + space.size());
    }
    return new Assessor(config, encoder, space, evaluator, features);
  }

  /** The configuration assessed. */
  WarpConfig config() {
    return config;
  }

  /** The rules of the configuration, for replaying moves in sampled worlds. */
  WarpRules rules() {
    return rules;
  }

  /**
   * Evaluates {@code view}: writes the prior of {@code legal.get(k)} into {@code priors[k]} (the softmax of
   * the policy's logits; a move the action space cannot index takes an even share, 1 / legal moves, and the
   * indexed moves share the rest) and returns the value of the position for the view's seat, in −1..1.
   * With {@code priors} empty only the value is wanted.
   */
  float assess(SeatView view, List<WarpMove> legal, float[] priors) {
    int n = priors.length == 0 ? 0 : legal.size();
    if (indices.length < n) {
      all = new int[n];
      indices = new int[n];
      logits = new float[n];
      indexedMove = new boolean[n];
    }
    if (n > 0) {
      actions.indicesOf(view.seat(), legal, all);
    }
    int indexed = 0;
    for (int k = 0; k < n; k++) {
      indexedMove[k] = all[k] >= 0;
      if (all[k] >= 0) {
        indices[indexed++] = all[k];
      }
    }
    encoder.encode(view, input);
    int f = features.count();
    if (f > 0 && n > 0) {
      packFeatures(view, legal, n, f);
    }
    float value = evaluator.evaluate(input, indices, indexed, indexedFeatures, logits);
    if (n > 0) {
      spread(priors, n, indexed);
    }
    return value;
  }

  /** Writes the features of the indexed moves among the first {@code n} legal ones into indexedFeatures. */
  private void packFeatures(SeatView view, List<WarpMove> legal, int n, int f) {
    if (allFeatures.length < n * f) {
      allFeatures = new float[n * f];
      indexedFeatures = new float[n * f];
    }
    features.write(view, legal, allFeatures);
    int j = 0;
    for (int k = 0; k < n; k++) {
      if (indexedMove[k]) {
        System.arraycopy(allFeatures, k * f, indexedFeatures, j * f, f);
        j++;
      }
    }
  }

  /** Turns the logits of the {@code indexed} moves into the priors of all {@code n}. */
  private void spread(float[] priors, int n, int indexed) {
    float max = Float.NEGATIVE_INFINITY;
    for (int j = 0; j < indexed; j++) {
      max = Math.max(max, logits[j]);
    }
    double sum = 0;
    for (int j = 0; j < indexed; j++) {
      logits[j] = (float) Math.exp(logits[j] - max);
      sum += logits[j];
    }
    float even = 1f / n;
    double share = indexed / (double) n / sum;
    int j = 0;
    for (int k = 0; k < n; k++) {
      priors[k] = indexedMove[k] ? (float) (logits[j++] * share) : even;
    }
  }
}
