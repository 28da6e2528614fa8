// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.iwgf.warp.core.game.InvalidStateException;

/**
 * An Ω network's weights: fully connected ReLU layers and a policy and a value head ({@link NetworkShape}),
 * with the name its weights are published under (e.g. {@code warp12-official-v1}). Immutable and
 * thread-safe; evaluate it with an {@link Evaluator}, one per thread.
 *
 * <p>Weights are stored in the documented binary format of docs/omega.md: the magic {@code WARPNET}, the
 * format version, the name, the shape, every layer's weights (row-major, one row per output) and biases as
 * little-endian numbers — 32-bit floats in version 1 ({@link #write}), the upper 16 bits of each float
 * (bfloat16, rounded to nearest even) in the compact version 2 ({@link #writeCompact}), which halves the
 * size of shipped weights — and the SHA-256 of everything before it. A network that reads {@linkplain
 * NetworkShape#moveFeatures() move features} is written as version 3 (floats) or 4 (bfloat16): the same, with
 * the number of features after the number of actions and the feature head after the value head. A network
 * whose layer {@linkplain NetworkShape#moveHidden() combines a move's features} is written as version 5
 * (floats) or 6 (bfloat16): as 3 and 4, with that layer's width after the number of features and, after the
 * feature head, its context layer (width × last hidden layer), its layer over the features (width × features)
 * and its read-out (1 × width), each with its biases.
 * {@link #read} reads all six and refuses a file whose checksum, magic, version, shape or length is wrong.
 *
 * @since 0.1.0
 */
public final class Network {
  /** The format version {@link #write} writes and {@link #read} reads. */
  public static final int FORMAT_VERSION = 1;
  /** The format version {@link #writeCompact} writes: weights as bfloat16. */
  public static final int COMPACT_FORMAT_VERSION = 2;
  /** The format version {@link #write} writes for a network that reads move features. */
  public static final int FEATURES_FORMAT_VERSION = 3;
  /** The format version {@link #writeCompact} writes for a network that reads move features. */
  public static final int COMPACT_FEATURES_FORMAT_VERSION = 4;
  /** The format version {@link #write} writes for a network with a layer combining move features. */
  public static final int COMBINED_FORMAT_VERSION = 5;
  /** The format version {@link #writeCompact} writes for a network with a layer combining move features. */
  public static final int COMPACT_COMBINED_FORMAT_VERSION = 6;
  private static final int MAX_NAME = 64;

  private final String name;
  private final NetworkShape shape;
  /**
   * Per layer — the hidden layers, then the policy head, then the value head, then (with move features) the
   * feature head — out × in, row-major.
   */
  private final float[][] weights;
  private final float[][] biases;

  Network(String name, NetworkShape shape, float[][] weights, float[][] biases) {
    this.name = checkName(name);
    this.shape = Objects.requireNonNull(shape, "shape");
    this.weights = weights;
    this.biases = biases;
  }

  /**
   * A network of {@code shape} with weights drawn from {@code seed} (He initialisation: normal with variance
   * 2 / inputs of the layer; biases 0): where training starts. With move features, the policy head and the
   * feature head's weights start at 0 and the feature head's biases at 1, so the untrained network ranks the
   * legal moves by the plain sum of their features — it starts as the knowledge it was given and learns from
   * there. The layer combining a move's features, if any, starts with a read-out of 0: it adds nothing until
   * training finds a use for it.
   *
   * @throws IllegalArgumentException if the name is empty, longer than 64 characters or not printable ASCII
   */
  public static Network initialised(String name, NetworkShape shape, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int[] in = inputsOf(shape);
    int[] out = outputsOf(shape);
    float[][] w = new float[in.length][];
    float[][] b = new float[in.length][];
    for (int layer = 0; layer < in.length; layer++) {
      w[layer] = new float[in[layer] * out[layer]];
      b[layer] = new float[out[layer]];
      double sd = Math.sqrt(2.0 / in[layer]);
      for (int i = 0; i < w[layer].length; i++) {
        w[layer][i] = (float) (gaussian(random) * sd);
      }
    }
    if (shape.moveFeatures() > 0) {
      int policy = shape.hidden().size();
      Arrays.fill(w[policy], 0);
      Arrays.fill(w[policy + 2], 0);
      Arrays.fill(b[policy + 2], 1);
    }
    if (shape.moveHidden() > 0) {
      Arrays.fill(w[shape.hidden().size() + 5], 0);
    }
    return new Network(name, shape, w, b);
  }

  /**
   * This network with a layer of {@code width} units combining each move's features added, drawn from
   * {@code seed} as {@link #initialised} draws it, its read-out 0: it plays exactly as this network until
   * training moves it. How a training starts the combining layer from weights that have none.
   *
   * @throws IllegalArgumentException if this network reads no move features, already has such a layer, or
   *     the width is not 1 to {@link NetworkShape#MAX_MOVE_HIDDEN}
   */
  public Network withMoveHidden(int width, long seed) {
    if (shape.moveHidden() > 0 || width < 1) {
      throw new IllegalArgumentException("network " + name + " already combines its move features, or "
          + width + " is no width");
    }
    NetworkShape wider = shape.withMoveHidden(width);
    Network drawn = initialised(name, wider, seed);
    float[][] w = drawn.weights;
    float[][] b = drawn.biases;
    for (int layer = 0; layer < weights.length; layer++) {
      w[layer] = weights[layer].clone();
      b[layer] = biases[layer].clone();
    }
    return new Network(name, wider, w, b);
  }

  private static double gaussian(SplittableRandom random) {
    // Box–Muller: SplittableRandom has no nextGaussian on Java 17.
    double u = 1 - random.nextDouble();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
  }

  /** The name the weights are published under. */
  public String name() {
    return name;
  }

  /**
   * These weights published under {@code name}: how a training that starts from earlier weights names what it
   * writes.
   *
   * @throws IllegalArgumentException if the name is empty, longer than 64 characters or not printable ASCII
   */
  public Network named(String name) {
    // The arrays are never changed once a network holds them (a trainer works on a copy), so they are shared.
    return name.equals(this.name) ? this : new Network(name, shape, weights, biases);
  }

  /** The network's shape. */
  public NetworkShape shape() {
    return shape;
  }

  /** A new evaluator of this network, for one thread. */
  public Evaluator evaluator() {
    return new Evaluator(this);
  }

  /**
   * The inputs of each layer: the hidden layers, the policy head, the value head, the feature head if any,
   * then the combining layer's context, its layer over the features and its read-out if any.
   */
  static int[] inputsOf(NetworkShape shape) {
    List<Integer> h = shape.hidden();
    int[] in = new int[h.size() + heads(shape)];
    in[0] = shape.inputs();
    for (int i = 1; i < h.size(); i++) {
      in[i] = h.get(i - 1);
    }
    for (int i = h.size(); i < h.size() + Math.min(heads(shape), 4); i++) {
      in[i] = shape.lastHidden();
    }
    if (shape.moveHidden() > 0) {
      in[h.size() + 4] = shape.moveFeatures();
      in[h.size() + 5] = shape.moveHidden();
    }
    return in;
  }

  private static int heads(NetworkShape shape) {
    return shape.moveHidden() > 0 ? 6 : shape.moveFeatures() > 0 ? 3 : 2;
  }

  /** The outputs of each layer, in the order of {@link #inputsOf}. */
  static int[] outputsOf(NetworkShape shape) {
    List<Integer> h = shape.hidden();
    int[] out = new int[h.size() + heads(shape)];
    for (int i = 0; i < h.size(); i++) {
      out[i] = h.get(i);
    }
    out[h.size()] = shape.actions();
    out[h.size() + 1] = 1;
    if (shape.moveFeatures() > 0) {
      out[h.size() + 2] = shape.moveFeatures();
    }
    if (shape.moveHidden() > 0) {
      out[h.size() + 3] = shape.moveHidden();
      out[h.size() + 4] = shape.moveHidden();
      out[h.size() + 5] = 1;
    }
    return out;
  }

  /**
   * Refuses {@code features} unless this network reads exactly that many per move.
   *
   * @throws IllegalArgumentException if the counts differ
   */
  void checkReads(MoveFeatures features) {
    Objects.requireNonNull(features, "features");
    if (shape.moveFeatures() != features.count()) {
      throw new IllegalArgumentException("network " + name + " reads " + shape.moveFeatures()
          + " features per move, not the " + features.count() + " of " + features);
    }
  }

  float[][] weights() {
    return weights;
  }

  float[][] biases() {
    return biases;
  }

  /** A copy of this network's weights and biases, for a trainer to change. */
  Network copy() {
    float[][] w = new float[weights.length][];
    float[][] b = new float[biases.length][];
    for (int i = 0; i < w.length; i++) {
      w[i] = weights[i].clone();
      b[i] = biases[i].clone();
    }
    return new Network(name, shape, w, b);
  }

  /**
   * Writes the weights in the format of the class description.
   *
   * @throws IOException if {@code out} fails
   */
  public void write(OutputStream out) throws IOException {
    write(out, shape.moveHidden() > 0 ? COMBINED_FORMAT_VERSION
        : shape.moveFeatures() > 0 ? FEATURES_FORMAT_VERSION : FORMAT_VERSION);
  }

  /**
   * Writes the weights in the compact format (version 2, 4 with move features, 6 with a layer combining them):
   * each weight rounded to bfloat16, half the bytes of {@link #write}. What reads back is this network with
   * every weight so rounded (a relative change of at most 2<sup>−9</sup>).
   *
   * @throws IOException if {@code out} fails
   */
  public void writeCompact(OutputStream out) throws IOException {
    write(out, shape.moveHidden() > 0 ? COMPACT_COMBINED_FORMAT_VERSION
        : shape.moveFeatures() > 0 ? COMPACT_FEATURES_FORMAT_VERSION : COMPACT_FORMAT_VERSION);
  }

  private void write(OutputStream out, int version) throws IOException {
    NetworkFormat.write(out, version, name, shape, weights, biases);
  }

  /**
   * Reads weights written by {@link #write} or {@link #writeCompact}.
   *
   * @throws InvalidStateException code {@code WEIGHTS} if the bytes are not such weights — a wrong magic,
   *     version, name or shape, too few or too many bytes, or a checksum that does not match
   * @throws IOException if {@code in} fails
   */
  public static Network read(InputStream in) throws IOException {
    return NetworkFormat.read(in);
  }

  private static String checkName(String name) {
    Objects.requireNonNull(name, "name");
    if (name.isEmpty() || name.length() > MAX_NAME || !name.chars().allMatch(c -> c > 32 && c < 127)) {
      throw new IllegalArgumentException("a network's name is 1 to " + MAX_NAME
          + " printable ASCII characters without spaces, not \"" + name + "\"");
    }
    return name;
  }
}
