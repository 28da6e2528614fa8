// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

/**
 * Evaluates one {@link Network} on one thread: the policy's logits and the value of a position, written into
 * buffers the evaluator owns or the caller provides, so that an evaluation allocates nothing.
 *
 * @since 0.1.0
 */
public final class Evaluator {
  private final Network network;
  private final float[][] weights;
  private final float[][] biases;
  private final int[] in;
  private final int[] out;
  /** The activations of each hidden layer, reused by every evaluation. */
  private final float[][] activations;

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
  }

  /** The network this evaluator evaluates. */
  public Network network() {
    return network;
  }

  /**
   * Evaluates {@code input}: writes one policy logit per action index into {@code logits} and returns the
   * value, in −1..1, of the position for the observing seat.
   *
   * @throws IllegalArgumentException if {@code input} is not {@code shape().inputs()} long or {@code logits}
   *     not {@code shape().actions()} long
   */
  public float evaluate(float[] input, float[] logits) {
    NetworkShape shape = network.shape();
    if (input.length != shape.inputs() || logits.length != shape.actions()) {
      throw new IllegalArgumentException("an evaluation takes " + shape.inputs() + " inputs and "
          + shape.actions() + " logits, not " + input.length + " and " + logits.length);
    }
    float[] x = input;
    int hidden = activations.length;
    for (int layer = 0; layer < hidden; layer++) {
      dense(layer, x, activations[layer]);
      relu(activations[layer]);
      x = activations[layer];
    }
    dense(hidden, x, logits);
    return (float) Math.tanh(denseOne(hidden + 1, x));
  }

  /** {@code y = W x + b} for layer {@code layer}. */
  private void dense(int layer, float[] x, float[] y) {
    float[] w = weights[layer];
    float[] b = biases[layer];
    int n = in[layer];
    for (int o = 0; o < out[layer]; o++) {
      float sum = b[o];
      int row = o * n;
      for (int i = 0; i < n; i++) {
        sum += w[row + i] * x[i];
      }
      y[o] = sum;
    }
  }

  private float denseOne(int layer, float[] x) {
    float[] w = weights[layer];
    float sum = biases[layer][0];
    for (int i = 0; i < x.length; i++) {
      sum += w[i] * x[i];
    }
    return sum;
  }

  private static void relu(float[] y) {
    for (int i = 0; i < y.length; i++) {
      if (y[i] < 0) {
        y[i] = 0;
      }
    }
  }
}
