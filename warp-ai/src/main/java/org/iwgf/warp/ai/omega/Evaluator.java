// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.Arrays;

/**
 * Evaluates one {@link Network} on one thread: the policy's logits and the value of a position, written into
 * buffers the evaluator owns or the caller provides, so that an evaluation allocates nothing.
 *
 * @since 0.1.0
 */
public final class Evaluator {
  private static final float[] NO_FEATURES = new float[0];
  private final Network network;
  private final float[][] weights;
  private final float[][] biases;
  private final int[] in;
  private final int[] out;
  /** The activations of each hidden layer, reused by every evaluation. */
  private final float[][] activations;
  /**
   * The first layer's weights by input (column-major): an encoded view is mostly zeros (about 8 % of a Warp
   * 12 observation is set), so the first layer adds one contiguous column per set input instead of reading
   * every weight.
   */
  private final float[] firstByInput;
  /**
   * The weights of each hidden layer after the first by input (column-major; null for the first, which
   * {@link #firstByInput} holds): a layer adds one contiguous column per nonzero input into the partial sum
   * that input falls to, so that the processor works on many units at once.
   */
  private final float[][] hiddenByInput;
  /** A hidden layer's four partial sums, unit by unit: the sums {@link #row} keeps, for every unit at once. */
  private final float[][] partial = new float[4][];
  /** The feature head's weight of each move feature for the position being evaluated. */
  private final float[] featureWeights;
  /** The combining layer's context for the position being evaluated (its share of each unit's input). */
  private final float[] context;
  /**
   * The nonzero entries of the activations the next rows read, by the partial sum of {@link #row} each falls
   * to: partial sum k's positions in {@code nonzeroAt[k]}, values in {@code nonzeroValue[k]}, count in
   * {@code nonzeroCount[k]}. About half of a ReLU layer's units are zero, and a zero adds nothing.
   */
  private final int[][] nonzeroAt = new int[4][];
  private final float[][] nonzeroValue = new float[4][];
  private final int[] nonzeroCount = new int[4];

  Evaluator(Network network) {
    this.network = network;
    this.weights = network.weights();
    this.biases = network.biases();
    this.in = Network.inputsOf(network.shape());
    this.out = Network.outputsOf(network.shape());
    int hidden = network.shape().hidden().size();
    this.activations = new float[hidden][];
    for (int i = 0; i < hidden; i++) {
      activations[i] = new float[out[i]];
    }
    this.featureWeights = new float[network.shape().moveFeatures()];
    this.context = new float[network.shape().moveHidden()];
    int widest = 0;
    for (int i = 0; i < hidden; i++) {
      widest = Math.max(widest, out[i]);
    }
    for (int k = 0; k < 4; k++) {
      // Partial sum 0 also takes the up to three inputs past the last multiple of 4.
      nonzeroAt[k] = new int[widest / 4 + 3];
      nonzeroValue[k] = new float[widest / 4 + 3];
    }
    this.firstByInput = byInput(0);
    this.hiddenByInput = new float[hidden][];
    for (int i = 1; i < hidden; i++) {
      hiddenByInput[i] = byInput(i);
    }
    for (int k = 0; k < 4; k++) {
      partial[k] = new float[widest];
    }
  }

  /** Layer {@code layer}'s weights column by column: the weights of input i to every unit at {@code i * out}. */
  private float[] byInput(int layer) {
    float[] w = weights[layer];
    float[] t = new float[w.length];
    for (int o = 0; o < out[layer]; o++) {
      for (int i = 0; i < in[layer]; i++) {
        t[i * out[layer] + o] = w[o * in[layer] + i];
      }
    }
    return t;
  }

  /** The network this evaluator evaluates. */
  public Network network() {
    return network;
  }

  /**
   * Evaluates {@code input}: writes one policy logit per action index into {@code logits} and returns the
   * value, in −1..1, of the position for the observing seat. For a network that reads move features these
   * are the policy head's logits alone, before any move's features are added.
   *
   * @throws IllegalArgumentException if {@code input} is not {@code shape().inputs()} long or {@code logits}
   *     not {@code shape().actions()} long
   */
  public float evaluate(float[] input, float[] logits) {
    NetworkShape shape = network.shape();
    if (logits.length != shape.actions()) {
      throw new IllegalArgumentException("an evaluation of every action writes " + shape.actions()
          + " logits, not " + logits.length);
    }
    hidden(input);
    int head = activations.length;
    dense(head, logits);
    return (float) Math.tanh(row(head + 1, 0));
  }

  /**
   * Evaluates {@code input} for the first {@code count} action indices of {@code actions} only — the legal
   * ones, typically a few dozen of the whole action space, so the policy head costs a few dozen rows: writes
   * the logit of {@code actions[k]} into {@code logits[k]} and returns the value, in −1..1.
   *
   * @throws IllegalArgumentException if {@code input} is not {@code shape().inputs()} long, {@code count}
   *     is negative or longer than either array, an action index is outside the action space, or the network
   *     reads move features (use {@link #evaluate(float[], int[], int, float[], float[])})
   */
  public float evaluate(float[] input, int[] actions, int count, float[] logits) {
    if (network.shape().moveFeatures() > 0) {
      throw new IllegalArgumentException("network " + network.name() + " reads " + network.shape().moveFeatures()
          + " features of each move");
    }
    return evaluate(input, actions, count, NO_FEATURES, logits);
  }

  /**
   * As {@link #evaluate(float[], int[], int, float[])} for a network that reads {@code F =}
   * {@link NetworkShape#moveFeatures()} features per move: {@code features[k * F + j]} is feature {@code j} of
   * the move of {@code actions[k]}, and {@code logits[k]} is that action's policy logit plus its features
   * weighed by the feature head, plus the read-out of the layer combining them if the network has one.
   *
   * @throws IllegalArgumentException as the other form, or if {@code features} holds fewer than
   *     {@code count * F} numbers
   */
  public float evaluate(float[] input, int[] actions, int count, float[] features, float[] logits) {
    if (count < 0 || count > actions.length || count > logits.length) {
      throw new IllegalArgumentException(count + " actions do not fit arrays of " + actions.length + " and "
          + logits.length);
    }
    int f = network.shape().moveFeatures();
    if (features.length < count * f) {
      throw new IllegalArgumentException(count + " moves of " + f + " features do not fit " + features.length
          + " numbers");
    }
    hidden(input);
    int head = activations.length;
    for (int j = 0; j < f; j++) {
      featureWeights[j] = row(head + 2, j);
    }
    for (int h = 0; h < context.length; h++) {
      context[h] = row(head + 3, h);
    }
    for (int k = 0; k < count; k++) {
      int a = actions[k];
      if (a < 0 || a >= network.shape().actions()) {
        throw new IllegalArgumentException("action index " + a + " is outside 0.." + (network.shape().actions() - 1));
      }
      float logit = row(head, a);
      for (int j = 0, at = k * f; j < f; j++) {
        logit += featureWeights[j] * features[at + j];
      }
      if (context.length > 0) {
        logit += combined(head, features, k * f);
      }
      logits[k] = logit;
    }
    return (float) Math.tanh(row(head + 1, 0));
  }

  /**
   * The combining layer's read-out for the move whose features start at {@code features[at]}: each unit is
   * the position's context plus its weighed features, through ReLU, and the read-out weighs the units.
   */
  private float combined(int head, float[] features, int at) {
    float[] mix = weights[head + 4];
    float[] mixBias = biases[head + 4];
    float[] readOut = weights[head + 5];
    int f = in[head + 4];
    float sum = biases[head + 5][0];
    for (int h = 0; h < context.length; h++) {
      float unit = context[h] + mixBias[h];
      for (int j = 0, from = h * f; j < f; j++) {
        unit += mix[from + j] * features[at + j];
      }
      if (unit > 0) {
        sum += readOut[h] * unit;
      }
    }
    return sum;
  }

  /** Computes every hidden layer for {@code input}, leaving the last one's nonzero entries for the heads' rows. */
  private void hidden(float[] input) {
    if (input.length != network.shape().inputs()) {
      throw new IllegalArgumentException("an evaluation takes " + network.shape().inputs() + " inputs, not "
          + input.length);
    }
    float[] first = activations[0];
    float[] byInput = firstByInput;
    int width = out[0];
    System.arraycopy(biases[0], 0, first, 0, width);
    for (int i = 0; i < input.length; i++) {
      float v = input[i];
      if (v != 0) {
        int from = i * width;
        for (int o = 0; o < width; o++) {
          first[o] += byInput[from + o] * v;
        }
      }
    }
    relu(first);
    compact(first);
    for (int layer = 1; layer < activations.length; layer++) {
      denseByInput(layer, activations[layer]);
      relu(activations[layer]);
      compact(activations[layer]);
    }
  }

  /**
   * Keeps the nonzero entries of {@code x} for the rows that read it, in the order {@link #row} adds them:
   * partial sum k takes the entries at i ≡ k (mod 4) below the last multiple of 4, in order, and partial sum 0
   * then the remainder. Skipping the zeros leaves every sum exactly as the full loop computes it: a sum starts
   * at +0 and adding a zero product to it changes nothing.
   */
  private void compact(float[] x) {
    int n = x.length;
    int whole = n - n % 4;
    for (int lane = 0; lane < 4; lane++) {
      int[] at = nonzeroAt[lane];
      float[] value = nonzeroValue[lane];
      int j = 0;
      for (int i = lane; i < whole; i += 4) {
        if (x[i] != 0) {
          at[j] = i;
          value[j++] = x[i];
        }
      }
      for (int i = whole; lane == 0 && i < n; i++) {
        if (x[i] != 0) {
          at[j] = i;
          value[j++] = x[i];
        }
      }
      nonzeroCount[lane] = j;
    }
  }

  /**
   * {@code y = W x + b} for hidden layer {@code layer}, x the activations last compacted, every unit at once:
   * partial sum k of each unit adds the same products in the same order as {@link #row}'s, and the four are
   * added to the bias as there, so each output is the same float — only many units advance together.
   */
  private void denseByInput(int layer, float[] y) {
    int width = out[layer];
    float[] t = hiddenByInput[layer];
    for (int lane = 0; lane < 4; lane++) {
      float[] s = partial[lane];
      Arrays.fill(s, 0, width, 0f);
      int[] at = nonzeroAt[lane];
      float[] value = nonzeroValue[lane];
      for (int j = 0, n = nonzeroCount[lane]; j < n; j++) {
        float v = value[j];
        int from = at[j] * width;
        for (int o = 0; o < width; o++) {
          s[o] += t[from + o] * v;
        }
      }
    }
    float[] b = biases[layer];
    float[] s0 = partial[0];
    float[] s1 = partial[1];
    float[] s2 = partial[2];
    float[] s3 = partial[3];
    for (int o = 0; o < width; o++) {
      y[o] = b[o] + (s0[o] + s1[o]) + (s2[o] + s3[o]);
    }
  }

  /** {@code y = W x + b} for layer {@code layer}, x the activations last compacted. */
  private void dense(int layer, float[] y) {
    for (int o = 0; o < out[layer]; o++) {
      y[o] = row(layer, o);
    }
  }

  /**
   * Output {@code o} of layer {@code layer}: row {@code o} of its weights times the activations last compacted,
   * plus its bias. Four partial sums (of the inputs at i mod 4 = 0, 1, 2, 3) let the processor keep four
   * multiply-adds in flight; they are added in a fixed order, so an evaluation's result never varies.
   */
  private float row(int layer, int o) {
    float[] w = weights[layer];
    int from = o * in[layer];
    int[] at0 = nonzeroAt[0];
    int[] at1 = nonzeroAt[1];
    int[] at2 = nonzeroAt[2];
    int[] at3 = nonzeroAt[3];
    float[] v0 = nonzeroValue[0];
    float[] v1 = nonzeroValue[1];
    float[] v2 = nonzeroValue[2];
    float[] v3 = nonzeroValue[3];
    int n0 = nonzeroCount[0];
    int n1 = nonzeroCount[1];
    int n2 = nonzeroCount[2];
    int n3 = nonzeroCount[3];
    float s0 = 0;
    float s1 = 0;
    float s2 = 0;
    float s3 = 0;
    // The four sums side by side as far as all have terms, then each to its end: each keeps its own order.
    int both = Math.min(Math.min(n0, n1), Math.min(n2, n3));
    for (int j = 0; j < both; j++) {
      s0 += w[from + at0[j]] * v0[j];
      s1 += w[from + at1[j]] * v1[j];
      s2 += w[from + at2[j]] * v2[j];
      s3 += w[from + at3[j]] * v3[j];
    }
    for (int j = both; j < n0; j++) {
      s0 += w[from + at0[j]] * v0[j];
    }
    for (int j = both; j < n1; j++) {
      s1 += w[from + at1[j]] * v1[j];
    }
    for (int j = both; j < n2; j++) {
      s2 += w[from + at2[j]] * v2[j];
    }
    for (int j = both; j < n3; j++) {
      s3 += w[from + at3[j]] * v3[j];
    }
    return biases[layer][o] + (s0 + s1) + (s2 + s3);
  }

  private static void relu(float[] y) {
    for (int i = 0; i < y.length; i++) {
      if (y[i] < 0) {
        y[i] = 0;
      }
    }
  }
}
