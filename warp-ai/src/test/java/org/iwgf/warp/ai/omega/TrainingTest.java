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
    List<TrainingSample> batch = task(random, 6);
    Network net = Network.initialised("grad", SHAPE, SEED);
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
    assertEquals(48, checked);
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
