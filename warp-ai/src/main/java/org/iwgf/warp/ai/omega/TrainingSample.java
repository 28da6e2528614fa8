// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

/**
 * One position to learn from: the observation, the legal action indices with the policy to imitate over them
 * (e.g. the visit shares of a search, or one-hot on an expert's move), and the game's outcome for the
 * observing seat.
 *
 * @param input the observation vector
 * @param legal the legal action indices, distinct
 * @param policy the target probability of each legal index, in the order of {@code legal}, summing to 1
 * @param value the outcome for the observing seat, −1 (lost) to 1 (won)
 * @since 0.1.0
 */
public record TrainingSample(float[] input, int[] legal, float[] policy, float value) {
  /**
   * @throws IllegalArgumentException if there is no legal index, the policy does not match the legal indices,
   *     is negative or does not sum to 1, or the value is outside −1..1
   */
  public TrainingSample {
    input = input.clone();
    legal = legal.clone();
    policy = policy.clone();
    if (legal.length == 0 || legal.length != policy.length) {
      throw new IllegalArgumentException("a sample needs a target share for each of its legal actions");
    }
    double sum = 0;
    for (float p : policy) {
      if (!(p >= 0)) {
        throw new IllegalArgumentException("a target share is at least 0, not " + p);
      }
      sum += p;
    }
    if (Math.abs(sum - 1) > 1e-3) {
      throw new IllegalArgumentException("the target shares sum to 1, not " + sum);
    }
    if (!(value >= -1 && value <= 1)) {
      throw new IllegalArgumentException("an outcome is −1 to 1, not " + value);
    }
  }

  @Override
  public float[] input() {
    return input.clone();
  }

  @Override
  public int[] legal() {
    return legal.clone();
  }

  @Override
  public float[] policy() {
    return policy.clone();
  }

  float[] inputView() {
    return input;
  }

  int[] legalView() {
    return legal;
  }

  float[] policyView() {
    return policy;
  }
}
