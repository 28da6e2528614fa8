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
    Network net = perturbed(Network.initialised("grad", new NetworkShape(10, List.of(8, 6), 7, 3), SEED), random);
    List<TrainingSample> batch = withFeatures(task(random, 6), 3, 2, random);
    assertEquals(60, checkGradients(net, batch, random), "five layers, twelve parameters each");
  }

  @Test
  void theGradientsAreTheLossesSlopesWithACombiningLayer() {
    SplittableRandom random = new SplittableRandom(SEED);
    Network net = perturbed(Network.initialised("grad", new NetworkShape(10, List.of(8, 6), 7, 3), SEED)
        .withMoveHidden(5, SEED), random);
    List<TrainingSample> batch = withFeatures(task(random, 6), 3, 1, random);
    // Central differences hold only away from ReLU's kink: with this seed a step of 10^-3 on a last hidden
    // unit's bias carries one sample across 0 (half the slope), a step of 3 x 10^-4 does not.
    assertEquals(96, checkGradients(net, batch, random, 3e-4), "eight layers, twelve parameters each");
  }

  /** {@code net} with every weight moved off the zeros its heads and read-out start at: each path has a slope. */
  private static Network perturbed(Network net, SplittableRandom random) {
    for (float[] w : net.weights()) {
      for (int i = 0; i < w.length; i++) {
        w[i] += (float) random.nextDouble(-0.3, 0.3);
      }
    }
    return net;
  }

  /** The samples with {@code f} features per legal move, each drawn from −{@code range}..{@code range}. */
  private static List<TrainingSample> withFeatures(List<TrainingSample> samples, int f, double range,
      SplittableRandom random) {
    List<TrainingSample> out = new ArrayList<>();
    for (TrainingSample s : samples) {
      float[] features = new float[s.legal().length * f];
      for (int i = 0; i < features.length; i++) {
        features[i] = (float) random.nextDouble(-range, range);
      }
      out.add(TrainingSample.of(s.input(), s.legal(), features, s.policy(), s.value()));
    }
    return out;
  }

  /**
   * Moves whose two features agree in sign are the expert's: a logit that adds weighed features (whatever
   * the weights) cannot rank them first, a layer combining them can.
   */
  private static List<TrainingSample> interaction(SplittableRandom random, int n) {
    List<TrainingSample> out = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      float[] x = new float[SHAPE.inputs()];
      for (int i = 0; i < x.length; i++) {
        x[i] = (float) random.nextDouble(-1, 1);
      }
      int[] legal = {0, 2, 3, 5};
      float[] features = new float[legal.length * 2];
      float[] policy = new float[legal.length];
      int best = random.nextInt(legal.length);
      for (int m = 0; m < legal.length; m++) {
        float a = (float) random.nextDouble(0.2, 1) * (random.nextBoolean() ? 1 : -1);
        float b = (float) random.nextDouble(0.2, 1) * (random.nextBoolean() ? 1 : -1);
        if ((m == best) != (a * b > 0)) {
          b = -b;
        }
        features[m * 2] = a;
        features[m * 2 + 1] = b;
      }
      policy[best] = 1;
      out.add(TrainingSample.of(x, legal, features, policy, 0));
    }
    return out;
  }

  @Test
  void aCombiningLayerLearnsWhatWeighedFeaturesCannot() {
    SplittableRandom random = new SplittableRandom(SEED);
    List<TrainingSample> train = interaction(random, 1024);
    List<TrainingSample> heldOut = interaction(random, 256);
    Network plain = Network.initialised("sum", new NetworkShape(10, List.of(8, 6), 7, 2), SEED);
    double[] agreement = new double[2];
    Network[] starts = {plain, plain.withMoveHidden(16, SEED)};
    for (int n = 0; n < 2; n++) {
      Training training = Training.of(starts[n], 3e-3, 0);
      for (int epoch = 0; epoch < 20; epoch++) {
        training.epoch(train, 32, new SplittableRandom(SEED + epoch));
      }
      agreement[n] = training.agreement(heldOut);
    }
    assertTrue(agreement[0] < 0.6, "seed " + SEED + ": weighed features alone agree " + agreement[0]);
    assertTrue(agreement[1] > 0.9, "seed " + SEED + ": the combining layer agrees " + agreement[1]);
  }

  /** Compares the training's gradients with central differences at random parameters; returns how many. */
  private static int checkGradients(Network net, List<TrainingSample> batch, SplittableRandom random) {
    return checkGradients(net, batch, random, 1e-3);
  }

  /** As {@link #checkGradients(Network, List, SplittableRandom)} with central differences of step {@code h}. */
  private static int checkGradients(Network net, List<TrainingSample> batch, SplittableRandom random, double h) {
    Training training = Training.of(net, 1e-3, 0.5);
    training.gradients(batch);
    float[][] gw = training.weightGradients();
    float[][] gb = training.biasGradients();
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
