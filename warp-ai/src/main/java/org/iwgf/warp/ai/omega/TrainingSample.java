// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.util.Arrays;

/**
 * One position to learn from: the observation, the legal action indices with the policy to imitate over them
 * (e.g. the visit shares of a search, or one-hot on an expert's move), the game's outcome for the observing
 * seat and, for a network that reads them, the {@linkplain MoveFeatures features} of each legal move.
 * Immutable.
 *
 * <p>The observation is kept sparse — its non-zero entries only — because an encoded view is mostly zeros
 * (about 8 % of a Warp 12 observation is set): a million samples fit in well under a gigabyte, and the first
 * layer of a training step touches only the set entries.
 *
 * @since 0.1.0
 */
public final class TrainingSample {
  private final int inputs;
  private final int[] set;
  private final float[] setValues;
  private final int[] legal;
  private final float[] policy;
  private final float[] features;
  private final float value;

  private TrainingSample(float[] input, int[] legal, float[] features, float[] policy, float value) {
    this.inputs = input.length;
    int count = 0;
    for (float x : input) {
      if (x != 0) {
        count++;
      }
    }
    this.set = new int[count];
    this.setValues = new float[count];
    for (int i = 0, k = 0; i < input.length; i++) {
      if (input[i] != 0) {
        set[k] = i;
        setValues[k++] = input[i];
      }
    }
    this.legal = legal.clone();
    this.policy = policy.clone();
    this.features = features.clone();
    this.value = value;
  }

  /**
   * A sample of the observation {@code input}, the legal action indices {@code legal}, the target share
   * {@code policy[k]} of each {@code legal[k]}, and the outcome {@code value} for the observing seat.
   *
   * @throws IllegalArgumentException if there is no legal index, the policy does not match the legal indices,
   *     is negative or does not sum to 1, or the value is outside −1..1
   */
  public static TrainingSample of(float[] input, int[] legal, float[] policy, float value) {
    return of(input, legal, new float[0], policy, value);
  }

  /**
   * As {@link #of(float[], int[], float[], float)}, with {@code features[k * F + j]} feature {@code j} of the
   * move of {@code legal[k]}, for a network that reads {@code F = features.length / legal.length} features
   * per move.
   *
   * @throws IllegalArgumentException as the other form, or if {@code features} is not a whole number of
   *     features per legal action or holds a number that is not finite
   */
  public static TrainingSample of(float[] input, int[] legal, float[] features, float[] policy, float value) {
    if (legal.length > 0 && features.length % legal.length != 0) {
      throw new IllegalArgumentException(features.length + " features do not divide among " + legal.length
          + " legal actions");
    }
    for (float f : features) {
      if (!Float.isFinite(f)) {
        throw new IllegalArgumentException("a move feature is a finite number, not " + f);
      }
    }
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
    return new TrainingSample(input, legal, features, policy, value);
  }

  /** The observation vector (a new array). */
  public float[] input() {
    float[] x = new float[inputs];
    for (int k = 0; k < set.length; k++) {
      x[set[k]] = setValues[k];
    }
    return x;
  }

  /** The legal action indices (a new array). */
  public int[] legal() {
    return legal.clone();
  }

  /** The target share of each legal action, in the order of {@link #legal()} (a new array). */
  public float[] policy() {
    return policy.clone();
  }

  /** The outcome for the observing seat, −1 (lost) to 1 (won). */
  public float value() {
    return value;
  }

  /** The number of features of each legal move; 0 for none. */
  public int moveFeatures() {
    return features.length / legal.length;
  }

  /** The length of the observation vector. */
  public int inputs() {
    return inputs;
  }

  int[] setView() {
    return set;
  }

  float[] setValuesView() {
    return setValues;
  }

  int[] legalView() {
    return legal;
  }

  float[] featuresView() {
    return features;
  }

  float[] policyView() {
    return policy;
  }

  @Override
  public String toString() {
    return "TrainingSample[" + set.length + " of " + inputs + " inputs set, legal " + Arrays.toString(legal)
        + ", value " + value + "]";
  }
}
