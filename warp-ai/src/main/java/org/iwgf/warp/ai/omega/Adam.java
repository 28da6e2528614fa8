// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

/**
 * Adam (Kingma and Ba, 2015) with its usual constants — β₁ 0.9, β₂ 0.999, ε 10⁻⁸ — and bias correction: the
 * moving averages of each parameter's gradient and squared gradient, and the steps taken.
 */
final class Adam {
  private static final double BETA1 = 0.9;
  private static final double BETA2 = 0.999;
  private static final double EPSILON = 1e-8;

  private final double learningRate;
  private final float[][] momentW;
  private final float[][] momentB;
  private final float[][] squareW;
  private final float[][] squareB;
  private int steps;

  /** An optimiser for parameters shaped as {@code weights} and {@code biases}, with step size {@code learningRate}. */
  Adam(float[][] weights, float[][] biases, double learningRate) {
    this.learningRate = learningRate;
    this.momentW = Training.zerosLike(weights);
    this.momentB = Training.zerosLike(biases);
    this.squareW = Training.zerosLike(weights);
    this.squareB = Training.zerosLike(biases);
  }

  /** Steps taken. */
  int steps() {
    return steps;
  }

  /** One step: moves every parameter against its gradient, scaled as Adam scales it. */
  void step(float[][] weights, float[][] biases, float[][] gradW, float[][] gradB) {
    steps++;
    double correction1 = 1 - Math.pow(BETA1, steps);
    double correction2 = 1 - Math.pow(BETA2, steps);
    for (int layer = 0; layer < weights.length; layer++) {
      update(weights[layer], gradW[layer], momentW[layer], squareW[layer], correction1, correction2);
      update(biases[layer], gradB[layer], momentB[layer], squareB[layer], correction1, correction2);
    }
  }

  private void update(float[] p, float[] g, float[] m, float[] v, double c1, double c2) {
    for (int i = 0; i < p.length; i++) {
      m[i] = (float) (BETA1 * m[i] + (1 - BETA1) * g[i]);
      v[i] = (float) (BETA2 * v[i] + (1 - BETA2) * g[i] * g[i]);
      p[i] -= (float) (learningRate * (m[i] / c1) / (Math.sqrt(v[i] / c2) + EPSILON));
    }
  }
}
