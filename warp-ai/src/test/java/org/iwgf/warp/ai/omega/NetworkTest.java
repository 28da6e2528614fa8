// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.testkit.Allocations;
import org.junit.jupiter.api.Test;

/** The network's evaluation, its allocation-free loop and its checked binary format. */
class NetworkTest {
  private static final long SEED = 20261204L;
  private static final NetworkShape SHAPE = new NetworkShape(37, List.of(16, 12), 23);

  private static float[] randomInput(SplittableRandom random, int n) {
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] = (float) random.nextDouble(-1, 1);
    }
    return x;
  }

  /** The network computed the plain way, in doubles: the reference the evaluator must match. */
  private static double reference(Network net, float[] input, double[] logits) {
    int[] in = Network.inputsOf(net.shape());
    int[] out = Network.outputsOf(net.shape());
    int hidden = net.shape().hidden().size();
    double[] x = new double[input.length];
    for (int i = 0; i < x.length; i++) {
      x[i] = input[i];
    }
    for (int layer = 0; layer < hidden; layer++) {
      double[] y = layer(net, layer, in[layer], out[layer], x);
      for (int o = 0; o < y.length; o++) {
        y[o] = Math.max(0, y[o]);
      }
      x = y;
    }
    System.arraycopy(layer(net, hidden, in[hidden], out[hidden], x), 0, logits, 0, logits.length);
    return Math.tanh(layer(net, hidden + 1, in[hidden + 1], 1, x)[0]);
  }

  private static double[] layer(Network net, int layer, int in, int out, double[] x) {
    double[] y = new double[out];
    for (int o = 0; o < out; o++) {
      double sum = net.biases()[layer][o];
      for (int i = 0; i < in; i++) {
        sum += net.weights()[layer][o * in + i] * x[i];
      }
      y[o] = sum;
    }
    return y;
  }

  @Test
  void theEvaluatorComputesTheNetwork() {
    Network net = Network.initialised("test-net", SHAPE, SEED);
    Evaluator evaluator = net.evaluator();
    SplittableRandom random = new SplittableRandom(SEED);
    for (int k = 0; k < 50; k++) {
      float[] input = randomInput(random, SHAPE.inputs());
      float[] logits = new float[SHAPE.actions()];
      double[] expected = new double[SHAPE.actions()];
      double value = reference(net, input, expected);
      assertEquals(value, evaluator.evaluate(input, logits), 1e-5, "seed " + SEED + ", input " + k);
      for (int a = 0; a < logits.length; a++) {
        assertEquals(expected[a], logits[a], 1e-4, "seed " + SEED + ", input " + k + ", action " + a);
      }
    }
  }

  /**
   * The network in floats, every term added in the order the evaluator documents — the first layer input by
   * input, every other row as four partial sums (inputs at i mod 4 = 0..3, the remainder past the last multiple
   * of 4 to the first) — with no term skipped: what the evaluator must match bit for bit.
   */
  private static float exactReference(Network net, float[] input, float[] logits) {
    int[] in = Network.inputsOf(net.shape());
    int[] out = Network.outputsOf(net.shape());
    int hidden = net.shape().hidden().size();
    float[] x = new float[out[0]];
    for (int o = 0; o < out[0]; o++) {
      x[o] = net.biases()[0][o];
      for (int i = 0; i < in[0]; i++) {
        if (input[i] != 0) {
          x[o] += net.weights()[0][o * in[0] + i] * input[i];
        }
      }
      x[o] = Math.max(0, x[o]);
    }
    for (int layer = 1; layer <= hidden + 1; layer++) {
      float[] y = new float[out[layer]];
      for (int o = 0; o < out[layer]; o++) {
        float[] s = new float[4];
        int n = in[layer];
        int whole = n - n % 4;
        for (int i = 0; i < n; i++) {
          s[i < whole ? i % 4 : 0] += net.weights()[layer][o * n + i] * x[i];
        }
        y[o] = net.biases()[layer][o] + (s[0] + s[1]) + (s[2] + s[3]);
        if (layer < hidden) {
          y[o] = Math.max(0, y[o]);
        }
      }
      if (layer == hidden) {
        System.arraycopy(y, 0, logits, 0, logits.length);
      } else if (layer == hidden + 1) {
        return (float) Math.tanh(y[0]);
      } else {
        x = y;
      }
    }
    throw new AssertionError("a network has a value head");
  }

  @Test
  void skippingInactiveUnitsLeavesEverySumExact() {
    // Widths that are not multiples of 4 reach the remainder; about half of each layer's units are inactive.
    NetworkShape odd = new NetworkShape(41, List.of(15, 10, 7), 19);
    for (long seed = SEED; seed < SEED + 5; seed++) {
      Network net = Network.initialised("test-net", odd, seed);
      Evaluator evaluator = net.evaluator();
      SplittableRandom random = new SplittableRandom(seed);
      for (int k = 0; k < 40; k++) {
        float[] input = randomInput(random, odd.inputs());
        for (int i = 0; i < input.length; i += 3) {
          input[i] = 0;
        }
        float[] expected = new float[odd.actions()];
        float[] logits = new float[odd.actions()];
        float value = exactReference(net, input, expected);
        assertEquals(value, evaluator.evaluate(input, logits), "seed " + seed + ", input " + k);
        assertArrayEquals(expected, logits, "seed " + seed + ", input " + k);
      }
    }
  }

  @Test
  void theLegalActionsAloneAreScoredAsInTheWholeEvaluation() {
    Network net = Network.initialised("test-net", SHAPE, SEED);
    Evaluator evaluator = net.evaluator();
    SplittableRandom random = new SplittableRandom(SEED);
    float[] input = randomInput(random, SHAPE.inputs());
    float[] all = new float[SHAPE.actions()];
    float value = evaluator.evaluate(input, all);
    int[] legal = {22, 0, 7, 13};
    float[] some = new float[8];
    assertEquals(value, evaluator.evaluate(input, legal, 3, some));
    for (int k = 0; k < 3; k++) {
      assertEquals(all[legal[k]], some[k], "action " + legal[k]);
    }
    assertEquals(0f, some[3], "only the first count are written");
    assertThrows(IllegalArgumentException.class, () -> evaluator.evaluate(input, new int[] {23}, 1, some));
    assertThrows(IllegalArgumentException.class, () -> evaluator.evaluate(input, legal, 5, some));
    assertThrows(IllegalArgumentException.class, () -> evaluator.evaluate(new float[3], legal, 1, some));
  }

  @Test
  void anEvaluationAllocatesNothing() {
    NetworkShape wide = new NetworkShape(600, List.of(256, 256), 1200);
    Network net = Network.initialised("wide", wide, SEED);
    Evaluator evaluator = net.evaluator();
    float[] input = randomInput(new SplittableRandom(SEED), wide.inputs());
    float[] logits = new float[wide.actions()];
    for (int i = 0; i < 2_000; i++) {
      evaluator.evaluate(input, logits); // warm up: compiled before counting
    }
    int[] legal = {3, 500, 77, 1_100, 12};
    long allocated = Allocations.of(() -> {
      for (int i = 0; i < 2_000; i++) {
        evaluator.evaluate(input, logits);
        evaluator.evaluate(input, legal, legal.length, logits);
      }
    }).orElseThrow(() -> new AssertionError("this JVM does not count allocations"));
    assertTrue(allocated < 2_000, "4,000 evaluations allocated " + allocated + " bytes");
  }

  @Test
  void theCompactWeightsAreTheWeightsRoundedToBfloat16() throws IOException {
    Network net = Network.initialised("warp12-test-v2", SHAPE, SEED);
    ByteArrayOutputStream compact = new ByteArrayOutputStream();
    net.writeCompact(compact);
    Network back = Network.read(new ByteArrayInputStream(compact.toByteArray()));
    assertEquals(SHAPE, back.shape());
    assertTrue(compact.size() < bytes(net).length * 0.55, compact.size() + " bytes against " + bytes(net).length);
    int changed = 0;
    for (int layer = 0; layer < net.weights().length; layer++) {
      for (int i = 0; i < net.weights()[layer].length; i++) {
        float w = net.weights()[layer][i];
        float r = back.weights()[layer][i];
        assertEquals(w, r, Math.abs(w) / 256, "layer " + layer + ", weight " + i);
        assertEquals(0, Float.floatToRawIntBits(r) & 0xFFFF, "a bfloat16 keeps the upper 16 bits only");
        changed += w == r ? 0 : 1;
      }
    }
    assertTrue(changed > 0, "the rounding is real");
    ByteArrayOutputStream again = new ByteArrayOutputStream();
    back.writeCompact(again);
    assertArrayEquals(compact.toByteArray(), again.toByteArray(), "rounded weights round to themselves");
    // Ties go to the even neighbour: 1 + 2^-8 lies halfway between 1 and 1 + 2^-7 and rounds to 1.
    Network tie = new Network("tie", new NetworkShape(1, List.of(1), 1),
        new float[][] {{1 + 0x1p-8f}, {1 + 0x3p-8f}, {0}}, new float[][] {{0}, {0}, {0}});
    ByteArrayOutputStream tied = new ByteArrayOutputStream();
    tie.writeCompact(tied);
    Network rounded = Network.read(new ByteArrayInputStream(tied.toByteArray()));
    assertEquals(1f, rounded.weights()[0][0]);
    assertEquals(1 + 0x4p-8f, rounded.weights()[1][0]);
  }

  @Test
  void theWeightsRoundTripAndEvaluateAlike() throws IOException {
    Network net = Network.initialised("warp12-test-v1", SHAPE, SEED);
    Network back = Network.read(new ByteArrayInputStream(bytes(net)));
    assertEquals("warp12-test-v1", back.name());
    assertEquals(SHAPE, back.shape());
    float[] input = randomInput(new SplittableRandom(SEED), SHAPE.inputs());
    float[] a = new float[SHAPE.actions()];
    float[] b = new float[SHAPE.actions()];
    assertEquals(net.evaluator().evaluate(input, a), back.evaluator().evaluate(input, b));
    assertArrayEquals(a, b);
    assertArrayEquals(bytes(net), bytes(back), "writing again gives the same bytes");
  }

  @Test
  void weightsWithMoveFeaturesRoundTripInBothFormats() throws IOException {
    NetworkShape shape = new NetworkShape(37, List.of(16, 12), 23, 5);
    Network net = Network.initialised("warp12-features-v1", shape, SEED);
    SplittableRandom random = new SplittableRandom(SEED);
    for (float[] w : net.weights()) {
      for (int i = 0; i < w.length; i++) {
        w[i] += (float) random.nextDouble(-0.5, 0.5);
      }
    }
    byte[] full = bytes(net);
    assertEquals(Network.FEATURES_FORMAT_VERSION, ByteBuffer.wrap(full, 7, 4).getInt());
    Network back = Network.read(new ByteArrayInputStream(full));
    assertEquals(shape, back.shape());
    float[] input = randomInput(random, shape.inputs());
    float[] features = randomInput(random, 3 * 5);
    int[] legal = {4, 0, 22};
    float[] a = new float[3];
    float[] b = new float[3];
    assertEquals(net.evaluator().evaluate(input, legal, 3, features, a),
        back.evaluator().evaluate(input, legal, 3, features, b));
    assertArrayEquals(a, b);
    ByteArrayOutputStream compact = new ByteArrayOutputStream();
    net.writeCompact(compact);
    byte[] small = compact.toByteArray();
    assertEquals(Network.COMPACT_FEATURES_FORMAT_VERSION, ByteBuffer.wrap(small, 7, 4).getInt());
    Network rounded = Network.read(new ByteArrayInputStream(small));
    assertEquals(shape, rounded.shape());
    assertEquals(net.weights()[4][7], rounded.weights()[4][7], Math.abs(net.weights()[4][7]) / 256,
        "the feature head is rounded, not lost");
    assertRefused(resealed(full, body -> ByteBuffer.wrap(body, 7 + 4 + 4 + "warp12-features-v1".length() + 4 + 4
        + 8 + 4, 4).putInt(0)), "format 3 with no move features");
    assertThrows(IllegalArgumentException.class, () -> new NetworkShape(37, List.of(16), 23, -1));
    assertEquals(SHAPE.parameters() + 5L * 12 + 5, shape.parameters());
  }

  @Test
  void aCombiningLayerStartsSilentAndRoundTripsInBothFormats() throws IOException {
    NetworkShape shape = new NetworkShape(37, List.of(16, 12), 23, 5);
    SplittableRandom random = new SplittableRandom(SEED);
    Network plain = Network.initialised("warp12-features-v1", shape, SEED);
    for (float[] w : plain.weights()) {
      for (int i = 0; i < w.length; i++) {
        w[i] += (float) random.nextDouble(-0.5, 0.5);
      }
    }
    Network net = plain.withMoveHidden(8, SEED);
    assertEquals(shape.withMoveHidden(8), net.shape());
    assertEquals(shape.parameters() + 13L * 8 + 6L * 8 + 9, net.shape().parameters());
    float[] input = randomInput(random, shape.inputs());
    float[] features = randomInput(random, 3 * 5);
    int[] legal = {4, 0, 22};
    float[] a = new float[3];
    float[] b = new float[3];
    plain.evaluator().evaluate(input, legal, 3, features, a);
    net.evaluator().evaluate(input, legal, 3, features, b);
    assertArrayEquals(a, b, "a read-out of 0 adds nothing");
    float[] readOut = net.weights()[shape.hidden().size() + 5];
    for (int h = 0; h < readOut.length; h++) {
      readOut[h] = (float) random.nextDouble(-1, 1);
    }
    net.evaluator().evaluate(input, legal, 3, features, b);
    assertFalse(Arrays.equals(a, b), "a read-out that is not 0 moves the logits");
    byte[] full = bytes(net);
    assertEquals(Network.COMBINED_FORMAT_VERSION, ByteBuffer.wrap(full, 7, 4).getInt());
    Network back = Network.read(new ByteArrayInputStream(full));
    assertEquals(net.shape(), back.shape());
    float[] c = new float[3];
    back.evaluator().evaluate(input, legal, 3, features, c);
    assertArrayEquals(b, c);
    ByteArrayOutputStream compact = new ByteArrayOutputStream();
    net.writeCompact(compact);
    assertEquals(Network.COMPACT_COMBINED_FORMAT_VERSION, ByteBuffer.wrap(compact.toByteArray(), 7, 4).getInt());
    Network rounded = Network.read(new ByteArrayInputStream(compact.toByteArray()));
    assertEquals(net.shape(), rounded.shape());
    rounded.evaluator().evaluate(input, legal, 3, features, c);
    assertArrayEquals(b, c, 0.05f);
    int widthAt = 7 + 4 + 4 + "warp12-features-v1".length() + 4 + 4 + 8 + 4 + 4;
    assertRefused(resealed(full, body -> ByteBuffer.wrap(body, widthAt, 4).putInt(0)),
        "format 5 with no combining units");
    assertThrows(IllegalArgumentException.class, () -> new NetworkShape(37, List.of(16), 23, 0, 4),
        "no combining layer without move features");
    assertThrows(IllegalArgumentException.class, () -> net.withMoveHidden(4, SEED), "only one combining layer");
    // An evaluation with the combining layer allocates nothing either.
    Evaluator evaluator = net.evaluator();
    for (int i = 0; i < 2_000; i++) {
      evaluator.evaluate(input, legal, 3, features, c);
    }
    long allocated = Allocations.of(() -> {
      for (int i = 0; i < 2_000; i++) {
        evaluator.evaluate(input, legal, 3, features, c);
      }
    }).orElseThrow(() -> new AssertionError("this JVM does not count allocations"));
    assertTrue(allocated < 2_000, "2,000 evaluations allocated " + allocated + " bytes");
  }

  @Test
  void damagedOrForeignWeightsAreRefusedWithTheirCode() throws IOException {
    byte[] good = bytes(Network.initialised("test-net", SHAPE, SEED));
    SplittableRandom random = new SplittableRandom(SEED);
    for (int k = 0; k < 40; k++) {
      byte[] bad = good.clone();
      int at = random.nextInt(bad.length);
      bad[at] ^= (byte) (1 + random.nextInt(255));
      assertRefused(bad, "seed " + SEED + ", byte " + at + " flipped");
    }
    assertRefused(Arrays.copyOf(good, good.length - 1), "one byte short");
    assertRefused(Arrays.copyOf(good, good.length + 4), "four bytes more");
    assertRefused(new byte[0], "empty");
    assertRefused(resealed(good, b -> b[0] = 'X'), "another magic, checksum made to match");
    assertRefused(resealed(good, b -> b[10] = 9), "another version, checksum made to match");
    int firstWeight = 7 + 4 + 4 + "test-net".length() + 4 + 4 + 8 + 4;
    assertRefused(resealed(good, b -> ByteBuffer.wrap(b, firstWeight, 4).order(ByteOrder.LITTLE_ENDIAN)
        .putFloat(Float.NaN)), "a weight that is not a number");
    assertRefused(resealed(good, b -> Arrays.fill(b, 15, 18, (byte) ' ')), "a name with spaces");
  }

  private interface Edit {
    void apply(byte[] body);
  }

  private static byte[] resealed(byte[] file, Edit edit) {
    byte[] body = Arrays.copyOf(file, file.length - 32);
    edit.apply(body);
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(body);
      byte[] out = Arrays.copyOf(body, body.length + 32);
      System.arraycopy(digest, 0, out, body.length, 32);
      return out;
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError(e);
    }
  }

  private static void assertRefused(byte[] file, String what) {
    InvalidStateException e = assertThrows(InvalidStateException.class,
        () -> Network.read(new ByteArrayInputStream(file)), what);
    assertEquals("WEIGHTS", e.code(), what);
  }

  private static byte[] bytes(Network net) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    net.write(out);
    return out.toByteArray();
  }

  @Test
  void shapesAreBounded() {
    assertThrows(IllegalArgumentException.class, () -> new NetworkShape(0, List.of(4), 4));
    assertThrows(IllegalArgumentException.class, () -> new NetworkShape(4, List.of(), 4));
    assertThrows(IllegalArgumentException.class, () -> new NetworkShape(4096, List.of(4096, 4096), 4));
    assertEquals(37L * 16 + 16 + 16 * 12 + 12 + 12 * 23 + 23 + 12 + 1, SHAPE.parameters());
    assertThrows(IllegalArgumentException.class, () -> Network.initialised("a name", SHAPE, 1L));
  }
}
