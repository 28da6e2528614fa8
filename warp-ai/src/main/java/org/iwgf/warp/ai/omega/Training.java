// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Trains an Ω network by gradient descent with Adam on batches of {@link TrainingSample}s. The loss of a
 * sample is the cross-entropy between its target policy and the network's softmax over the sample's legal
 * actions (illegal actions take no share), plus {@code valueWeight} times the squared error of the value.
 * Not thread-safe: one training per thread.
 *
 * @since 0.1.0
 */
public final class Training {
  private final Network network;
  private final double valueWeight;
  private final int[] in;
  private final int[] out;
  private final float[][] gradW;
  private final float[][] gradB;
  private final Adam adam;
  /** The activations of each hidden layer for the sample being learnt, and their gradients. */
  private final float[][] act;
  private final float[][] delta;
  /** The logit of each legal action of the sample being learnt, in the sample's order. */
  private float[] logits = new float[64];
  /** The combining layer's units before ReLU, {@code [k * H + h]} for legal move k, for the sample being learnt. */
  private float[] units = new float[0];
  /** The feature head's weight of each move feature for the sample being learnt. */
  private final float[] featureWeights;
  /** The loss's gradient with respect to each feature head output, for the sample being learnt. */
  private final float[] featureGradients;
  /** The combining layer's context for the sample being learnt, and the loss's gradient with respect to it. */
  private final float[] context;
  private final float[] contextGradients;
  /** The value the last forward pass gave. */
  private float valueOut;

  private Training(Network start, double learningRate, double valueWeight) {
    this.network = start.copy();
    this.valueWeight = valueWeight;
    this.in = Network.inputsOf(start.shape());
    this.out = Network.outputsOf(start.shape());
    this.gradW = zerosLike(network.weights());
    this.gradB = zerosLike(network.biases());
    this.adam = new Adam(network.weights(), network.biases(), learningRate);
    int hidden = start.shape().hidden().size();
    this.act = new float[hidden][];
    this.delta = new float[hidden][];
    for (int i = 0; i < hidden; i++) {
      act[i] = new float[out[i]];
      delta[i] = new float[out[i]];
    }
    this.featureWeights = new float[start.shape().moveFeatures()];
    this.featureGradients = new float[start.shape().moveFeatures()];
    this.context = new float[start.shape().moveHidden()];
    this.contextGradients = new float[start.shape().moveHidden()];
  }

  /**
   * A training that starts from {@code start} (which it does not change) with Adam's step size
   * {@code learningRate} and the value loss weighted by {@code valueWeight}.
   *
   * @throws IllegalArgumentException if the step size is not positive or the weight is negative
   */
  public static Training of(Network start, double learningRate, double valueWeight) {
    Objects.requireNonNull(start, "start");
    if (!(learningRate > 0) || !(valueWeight >= 0)) {
      throw new IllegalArgumentException("a training needs a positive step size and a weight of at least 0, not "
          + learningRate + " and " + valueWeight);
    }
    return new Training(start, learningRate, valueWeight);
  }

  /** The network as trained so far: a copy, which further steps do not change. */
  public Network network() {
    return network.copy();
  }

  /** Adam steps taken. */
  public int steps() {
    return adam.steps();
  }

  /** The mean loss of the network on {@code samples}, without learning from them. */
  public double loss(List<TrainingSample> samples) {
    double total = 0;
    for (TrainingSample s : samples) {
      total += forward(s);
    }
    return samples.isEmpty() ? 0 : total / samples.size();
  }

  /**
   * The share of {@code samples} on which the network's best legal action (by its policy logit, the first
   * listed among equals) is the target's best (the action with the largest target share): for an expert's
   * one-hot targets, how often the network plays the expert's move. 0 for no samples.
   */
  public double agreement(List<TrainingSample> samples) {
    int agreed = 0;
    for (TrainingSample s : samples) {
      forward(s);
      int[] legal = s.legalView();
      float[] target = s.policyView();
      int mine = 0;
      int theirs = 0;
      for (int k = 1; k < legal.length; k++) {
        if (logits[k] > logits[mine]) {
          mine = k;
        }
        if (target[k] > target[theirs]) {
          theirs = k;
        }
      }
      agreed += mine == theirs ? 1 : 0;
    }
    return samples.isEmpty() ? 0 : (double) agreed / samples.size();
  }

  /**
   * One Adam step on the mean loss of {@code batch}.
   *
   * @return the batch's mean loss before the step
   * @throws IllegalArgumentException if the batch is empty or a sample does not fit the network's shape
   */
  public double step(List<TrainingSample> batch) {
    double loss = gradients(batch);
    adam.step(network.weights(), network.biases(), gradW, gradB);
    return loss;
  }

  /**
   * One pass (an epoch) over {@code samples}: shuffles the list in place with {@code order} (Fisher–Yates,
   * from the last element down, so that the same list and generator give the same order), then takes an Adam
   * step on each run of {@code batch} samples (the last may be shorter).
   *
   * @return the mean of the batches' losses, each before its step
   * @throws IllegalArgumentException if {@code samples} is empty or {@code batch} is not positive
   * @throws UnsupportedOperationException if {@code samples} cannot be changed
   */
  public double epoch(List<TrainingSample> samples, int batch, RandomGenerator order) {
    if (samples.isEmpty() || batch < 1) {
      throw new IllegalArgumentException("an epoch needs samples and a positive batch, not " + samples.size()
          + " and " + batch);
    }
    for (int i = samples.size() - 1; i > 0; i--) {
      int j = order.nextInt(i + 1);
      samples.set(i, samples.set(j, samples.get(i)));
    }
    double total = 0;
    int batches = 0;
    for (int from = 0; from < samples.size(); from += batch) {
      total += step(samples.subList(from, Math.min(samples.size(), from + batch)));
      batches++;
    }
    return total / batches;
  }

  /**
   * Computes the gradient of the batch's mean loss into the gradient buffers, without a step; returns the
   * mean loss. The buffers, per layer as {@link Network#weights()} and {@link Network#biases()}, are
   * {@link #weightGradients()} and {@link #biasGradients()}.
   */
  double gradients(List<TrainingSample> batch) {
    if (batch.isEmpty()) {
      throw new IllegalArgumentException("a training step needs at least one sample");
    }
    for (float[] g : gradW) {
      Arrays.fill(g, 0);
    }
    for (float[] g : gradB) {
      Arrays.fill(g, 0);
    }
    double total = 0;
    for (TrainingSample s : batch) {
      total += forward(s);
      backward(s, 1.0f / batch.size());
    }
    return total / batch.size();
  }

  float[][] weightGradients() {
    return gradW;
  }

  float[][] biasGradients() {
    return gradB;
  }

  /** The sample's loss; leaves the activations, the legal logits and the value in the buffers. */
  private double forward(TrainingSample s) {
    if (s.inputs() != network.shape().inputs()) {
      throw new IllegalArgumentException("a sample of " + s.inputs() + " inputs for a network of "
          + network.shape().inputs());
    }
    if (s.moveFeatures() != network.shape().moveFeatures()) {
      throw new IllegalArgumentException("a sample of " + s.moveFeatures() + " features per move for a network of "
          + network.shape().moveFeatures());
    }
    float[][] w = network.weights();
    float[][] b = network.biases();
    int[] set = s.setView();
    float[] setValues = s.setValuesView();
    for (int o = 0, row = 0; o < out[0]; o++, row += in[0]) {
      // The first layer reads only the set entries of the sparse observation.
      float sum = b[0][o];
      for (int k = 0; k < set.length; k++) {
        sum += w[0][row + set[k]] * setValues[k];
      }
      act[0][o] = Math.max(0, sum);
    }
    float[] x = act[0];
    int hidden = act.length;
    for (int layer = 1; layer < hidden; layer++) {
      for (int o = 0; o < out[layer]; o++) {
        act[layer][o] = Math.max(0, dot(w[layer], o * in[layer], x, in[layer]) + b[layer][o]);
      }
      x = act[layer];
    }
    int[] legal = s.legalView();
    if (logits.length < legal.length) {
      logits = new float[legal.length];
    }
    if (units.length < legal.length * context.length) {
      units = new float[legal.length * context.length];
    }
    int f = featureWeights.length;
    for (int j = 0; j < f; j++) {
      featureWeights[j] = dot(w[hidden + 2], j * in[hidden + 2], x, in[hidden + 2]) + b[hidden + 2][j];
    }
    for (int h = 0; h < context.length; h++) {
      context[h] = dot(w[hidden + 3], h * in[hidden + 3], x, in[hidden + 3]) + b[hidden + 3][h];
    }
    float[] features = s.featuresView();
    float max = Float.NEGATIVE_INFINITY;
    for (int k = 0; k < legal.length; k++) {
      int a = legal[k];
      if (a < 0 || a >= network.shape().actions()) {
        throw new IllegalArgumentException("action index " + a + " is outside the network's "
            + network.shape().actions());
      }
      float z = dot(w[hidden], a * in[hidden], x, in[hidden]) + b[hidden][a];
      for (int j = 0; j < f; j++) {
        z += featureWeights[j] * features[k * f + j];
      }
      if (context.length > 0) {
        z += b[hidden + 5][0];
        for (int h = 0; h < context.length; h++) {
          float u = unit(hidden, h, features, k * f);
          units[k * context.length + h] = u;
          z += w[hidden + 5][h] * Math.max(0, u);
        }
      }
      logits[k] = z;
      max = Math.max(max, z);
    }
    double norm = 0;
    for (int k = 0; k < legal.length; k++) {
      norm += Math.exp(logits[k] - max);
    }
    double logNorm = Math.log(norm) + max;
    double policyLoss = 0;
    float[] target = s.policyView();
    for (int k = 0; k < legal.length; k++) {
      policyLoss -= target[k] * (logits[k] - logNorm);
    }
    valueOut = (float) Math.tanh(dot(w[hidden + 1], 0, x, in[hidden + 1]) + b[hidden + 1][0]);
    double error = valueOut - s.value();
    return policyLoss + valueWeight * error * error;
  }

  /** Adds {@code scale} times the sample's gradient, from the buffers {@link #forward} left. */
  private void backward(TrainingSample s, float scale) {
    float[][] w = network.weights();
    int hidden = act.length;
    float[] last = act[hidden - 1];
    float[] dLast = delta[hidden - 1];
    Arrays.fill(dLast, 0);
    int[] legal = s.legalView();
    float[] target = s.policyView();
    float max = Float.NEGATIVE_INFINITY;
    for (int k = 0; k < legal.length; k++) {
      max = Math.max(max, logits[k]);
    }
    double norm = 0;
    for (int k = 0; k < legal.length; k++) {
      norm += Math.exp(logits[k] - max);
    }
    int width = in[hidden];
    int f = featureWeights.length;
    float[] features = s.featuresView();
    for (int k = 0; k < legal.length; k++) {
      int a = legal[k];
      float dz = (float) ((Math.exp(logits[k] - max) / norm - target[k]) * scale);
      int row = a * width;
      for (int i = 0; i < width; i++) {
        gradW[hidden][row + i] += dz * last[i];
        dLast[i] += dz * w[hidden][row + i];
      }
      gradB[hidden][a] += dz;
      for (int j = 0; j < f; j++) {
        featureGradients[j] += dz * features[k * f + j];
      }
      if (context.length > 0) {
        combinedBackward(hidden, dz, features, k);
      }
    }
    for (int h = 0; h < context.length; h++) {
      // The context of unit h entered every legal move's unit h.
      headGradient(hidden + 3, h, contextGradients[h], last, dLast);
      contextGradients[h] = 0;
    }
    for (int j = 0; j < f; j++) {
      // The feature head's output j multiplied feature j of every legal move.
      headGradient(hidden + 2, j, featureGradients[j], last, dLast);
      featureGradients[j] = 0;
    }
    float du = (float) (valueWeight * 2 * (valueOut - s.value()) * (1 - valueOut * valueOut) * scale);
    for (int i = 0; i < width; i++) {
      gradW[hidden + 1][i] += du * last[i];
      dLast[i] += du * w[hidden + 1][i];
    }
    gradB[hidden + 1][0] += du;
    for (int layer = hidden - 1; layer >= 1; layer--) {
      float[] x = act[layer - 1];
      float[] d = delta[layer];
      float[] dBelow = delta[layer - 1];
      Arrays.fill(dBelow, 0);
      int n = in[layer];
      for (int o = 0; o < out[layer]; o++) {
        if (act[layer][o] <= 0) {
          continue; // ReLU passes no gradient where it was off
        }
        float g = d[o];
        int row = o * n;
        for (int i = 0; i < n; i++) {
          gradW[layer][row + i] += g * x[i];
          dBelow[i] += g * w[layer][row + i];
        }
        gradB[layer][o] += g;
      }
    }
    int[] set = s.setView();
    float[] setValues = s.setValuesView();
    for (int o = 0, row = 0; o < out[0]; o++, row += in[0]) {
      if (act[0][o] <= 0) {
        continue;
      }
      float g = delta[0][o];
      for (int k = 0; k < set.length; k++) {
        gradW[0][row + set[k]] += g * setValues[k];
      }
      gradB[0][o] += g;
    }
  }

  /**
   * Adds the gradient {@code g} of output {@code o} of a layer on the last hidden layer {@code last}: to that
   * row's weights and bias, and through them to {@code dLast}.
   */
  private void headGradient(int layer, int o, float g, float[] last, float[] dLast) {
    float[] w = network.weights()[layer];
    int width = last.length;
    int row = o * width;
    for (int i = 0; i < width; i++) {
      gradW[layer][row + i] += g * last[i];
      dLast[i] += g * w[row + i];
    }
    gradB[layer][o] += g;
  }

  /** Unit {@code h} of the combining layer, before ReLU, for the move whose features start at {@code at}. */
  private float unit(int hidden, int h, float[] features, int at) {
    float[] mix = network.weights()[hidden + 4];
    int f = in[hidden + 4];
    float u = context[h] + network.biases()[hidden + 4][h];
    for (int j = 0, from = h * f; j < f; j++) {
      u += mix[from + j] * features[at + j];
    }
    return u;
  }

  /** Adds the gradient through the combining layer of a move whose logit's gradient is {@code dz}. */
  private void combinedBackward(int hidden, float dz, float[] features, int k) {
    float[] readOut = network.weights()[hidden + 5];
    int f = in[hidden + 4];
    int at = k * f;
    gradB[hidden + 5][0] += dz;
    for (int h = 0; h < context.length; h++) {
      float u = units[k * context.length + h]; // as the forward pass left it
      if (u <= 0) {
        continue; // ReLU passes no gradient where it was off
      }
      gradW[hidden + 5][h] += dz * u;
      float g = dz * readOut[h];
      for (int j = 0, from = h * f; j < f; j++) {
        gradW[hidden + 4][from + j] += g * features[at + j];
      }
      gradB[hidden + 4][h] += g;
      contextGradients[h] += g;
    }
  }

  private static float dot(float[] w, int from, float[] x, int n) {
    float sum = 0;
    for (int i = 0; i < n; i++) {
      sum += w[from + i] * x[i];
    }
    return sum;
  }

  static float[][] zerosLike(float[][] shape) {
    float[][] z = new float[shape.length][];
    for (int i = 0; i < z.length; i++) {
      z[i] = new float[shape[i].length];
    }
    return z;
  }
}
