// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Training: its gradients against finite differences, a loss that falls, and seeded determinism. */
class TrainingTest {
  private static final long SEED = 20261204L;
  private static final NetworkShape SHAPE = new NetworkShape(10, List.of(8, 6), 7);

  /** A task a network can learn: the best action and the outcome follow from the input. */
  private static List<TrainingSample> task(SplittableRandom random, int n) {
    List<TrainingSample> out = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      float[] x = new float[SHAPE.inputs()];
      for (int i = 0; i < x.length; i++) {
        // Some inputs are 0, as most of an encoded view is: the sparse first layer must skip exactly those.
        x[i] = i >= 3 && random.nextInt(3) == 0 ? 0 : (float) random.nextDouble(-1, 1);
      }
      int[] legal = {0, 2, 3, 5, 6};
      float[] policy = new float[legal.length];
      policy[(x[0] > 0 ? 1 : 0) + (x[1] > 0 ? 2 : 0)] = 1;
      out.add(TrainingSample.of(x, legal, policy, x[2] > 0 ? 0.8f : -0.8f));
    }
    return out;
  }

  @Test
  void theGradientsAreTheLossesSlopes() {
    SplittableRandom random = new SplittableRandom(SEED);
    assertEquals(48, checkGradients(Network.initialised("grad", SHAPE, SEED), task(random, 6), random));
  }

  @Test
  void theGradientsAreTheLossesSlopesWithMoveFeatures() {
    SplittableRandom random = new SplittableRandom(SEED);
    NetworkShape shape = new NetworkShape(10, List.of(8, 6), 7, 3);
    Network net = Network.initialised("grad", shape, SEED);
    for (float[] w : net.weights()) {
      for (int i = 0; i < w.length; i++) {
        // Off the zeros the policy and feature heads start at, so every path carries a gradient.
        w[i] += (float) random.nextDouble(-0.3, 0.3);
      }
    }
    List<TrainingSample> batch = new ArrayList<>();
    for (TrainingSample s : task(random, 6)) {
      float[] features = new float[s.legal().length * 3];
      for (int i = 0; i < features.length; i++) {
        features[i] = (float) random.nextDouble(-2, 2);
      }
      batch.add(TrainingSample.of(s.input(), s.legal(), features, s.policy(), s.value()));
    }
    assertEquals(60, checkGradients(net, batch, random), "five layers, twelve parameters each");
  }

  /** Compares the training's gradients with central differences at random parameters; returns how many. */
  private static int checkGradients(Network net, List<TrainingSample> batch, SplittableRandom random) {
    Training training = Training.of(net, 1e-3, 0.5);
    training.gradients(batch);
    float[][] gw = training.weightGradients();
    float[][] gb = training.biasGradients();
    double h = 1e-3;
    int checked = 0;
    for (int layer = 0; layer < gw.length; layer++) {
      for (int k = 0; k < 6; k++) {
        int i = random.nextInt(gw[layer].length);
        double slope = slope(net, batch, layer, i, true, h);
        assertEquals(slope, gw[layer][i], 2e-3 + 0.05 * Math.abs(slope),
            "seed " + SEED + ": layer " + layer + ", weight " + i);
        int j = random.nextInt(gb[layer].length);
        double bias = slope(net, batch, layer, j, false, h);
        assertEquals(bias, gb[layer][j], 2e-3 + 0.05 * Math.abs(bias), "seed " + SEED + ": layer " + layer
            + ", bias " + j);
        checked += 2;
      }
    }
    return checked;
  }

  /** The central difference of the batch's loss in one parameter. */
  private static double slope(Network net, List<TrainingSample> batch, int layer, int i, boolean weight, double h) {
    Network up = net.copy();
    Network down = net.copy();
    (weight ? up.weights() : up.biases())[layer][i] += (float) h;
    (weight ? down.weights() : down.biases())[layer][i] -= (float) h;
    return (Training.of(up, 1e-3, 0.5).loss(batch) - Training.of(down, 1e-3, 0.5).loss(batch)) / (2 * h);
  }

  @Test
  void theLossFallsOnALearnableTask() {
    SplittableRandom random = new SplittableRandom(SEED);
    List<TrainingSample> train = task(random, 512);
    List<TrainingSample> heldOut = task(random, 128);
    Training training = Training.of(Network.initialised("learn", SHAPE, SEED), 3e-3, 1.0);
    double before = training.loss(heldOut);
    double agreedBefore = training.agreement(heldOut);
    for (int epoch = 0; epoch < 30; epoch++) {
      for (int from = 0; from < train.size(); from += 32) {
        training.step(train.subList(from, from + 32));
      }
    }
    double after = training.loss(heldOut);
    assertTrue(after < before / 2, "seed " + SEED + ": held-out loss " + before + " -> " + after);
    double agreed = training.agreement(heldOut);
    assertTrue(agreed > 0.85 && agreedBefore < 0.5, "seed " + SEED + ": held-out agreement " + agreedBefore + " -> "
        + agreed);
    assertEquals(30 * 16, training.steps());
  }

  @Test
  void anUntrainedNetworkWithMoveFeaturesRanksMovesByTheirSum() {
    NetworkShape shape = new NetworkShape(10, List.of(8, 6), 7, 2);
    Network net = Network.initialised("sum", shape, SEED);
    SplittableRandom random = new SplittableRandom(SEED);
    float[] input = new float[10];
    for (int i = 0; i < input.length; i++) {
      input[i] = (float) random.nextDouble(-1, 1);
    }
    float[] features = {1, 2, -4, 0.5f, 3, 3};
    float[] logits = new float[3];
    net.evaluator().evaluate(input, new int[] {6, 0, 2}, 3, features, logits);
    assertArrayEquals(new float[] {3, -3.5f, 6}, logits, 1e-6f);
    assertThrows(IllegalArgumentException.class,
        () -> net.evaluator().evaluate(input, new int[] {6}, 1, new float[1]), "features are needed");
    assertThrows(IllegalArgumentException.class,
        () -> net.evaluator().evaluate(input, new int[] {6, 0}, 2, new float[3], new float[2]), "too few");
    Training training = Training.of(net, 1e-3, 1);
    assertThrows(IllegalArgumentException.class, () -> training.step(List.of(
        TrainingSample.of(input, new int[] {1}, new float[] {1}, 0))), "a sample without the features");
    assertEquals(1.0, training.agreement(List.of(
        TrainingSample.of(input, new int[] {6, 0, 2}, features, new float[] {0, 0, 1}, 0))));
  }

  @Test
  void aTrainingIsAFunctionOfItsSeedAndItsData() throws IOException {
    byte[][] weights = new byte[2][];
    for (int run = 0; run < 2; run++) {
      SplittableRandom random = new SplittableRandom(SEED);
      Training training = Training.of(Network.initialised("same", SHAPE, SEED), 1e-2, 1.0);
      List<TrainingSample> data = task(random, 64);
      for (int step = 0; step < 10; step++) {
        training.step(data);
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      training.network().write(out);
      weights[run] = out.toByteArray();
    }
    assertArrayEquals(weights[0], weights[1]);
  }

  @Test
  void badSamplesAndSettingsAreRefused() {
    float[] x = new float[SHAPE.inputs()];
    assertThrows(IllegalArgumentException.class, () -> TrainingSample.of(x, new int[] {}, new float[] {}, 0));
    assertThrows(IllegalArgumentException.class, () -> TrainingSample.of(x, new int[] {1}, new float[] {0.5f}, 0));
    assertThrows(IllegalArgumentException.class, () -> TrainingSample.of(x, new int[] {1}, new float[] {1}, 2));
    assertThrows(IllegalArgumentException.class,
        () -> TrainingSample.of(x, new int[] {1, 2}, new float[3], new float[] {1, 0}, 0), "features per move");
    assertThrows(IllegalArgumentException.class,
        () -> TrainingSample.of(x, new int[] {1}, new float[] {Float.NaN}, new float[] {1}, 0), "a NaN feature");
    Training training = Training.of(Network.initialised("t", SHAPE, SEED), 1e-3, 1);
    assertThrows(IllegalArgumentException.class, () -> training.step(List.of()));
    assertThrows(IllegalArgumentException.class,
        () -> training.step(List.of(TrainingSample.of(x, new int[] {99}, new float[] {1}, 0))));
    assertThrows(IllegalArgumentException.class,
        () -> training.step(List.of(TrainingSample.of(new float[3], new int[] {1}, new float[] {1}, 0))));
    assertThrows(IllegalArgumentException.class,
        () -> Training.of(Network.initialised("t", SHAPE, SEED), 0, 1));
  }
}
