// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
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
 * the number of features after the number of actions and the feature head after the value head.
 * {@link #read} reads all four and refuses a file whose checksum, magic, version, shape or length is wrong.
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
  private static final byte[] MAGIC = "WARPNET".getBytes(StandardCharsets.US_ASCII);
  private static final int MAX_NAME = 64;
  private static final int MAX_LAYERS = 16;
  private static final int DIGEST = 32;

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
   * there.
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
    return new Network(name, shape, w, b);
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

  /** The inputs of each layer: the hidden layers, the policy head, the value head, the feature head if any. */
  static int[] inputsOf(NetworkShape shape) {
    List<Integer> h = shape.hidden();
    int[] in = new int[h.size() + heads(shape)];
    in[0] = shape.inputs();
    for (int i = 1; i < h.size(); i++) {
      in[i] = h.get(i - 1);
    }
    for (int i = h.size(); i < in.length; i++) {
      in[i] = shape.lastHidden();
    }
    return in;
  }

  private static int heads(NetworkShape shape) {
    return shape.moveFeatures() > 0 ? 3 : 2;
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
    write(out, shape.moveFeatures() > 0 ? FEATURES_FORMAT_VERSION : FORMAT_VERSION);
  }

  /**
   * Writes the weights in the compact format (version 2, or 4 with move features): each weight rounded to
   * bfloat16, half the bytes of
   * {@link #write}. What reads back is this network with every weight so rounded (a relative change of at
   * most 2<sup>−9</sup>).
   *
   * @throws IOException if {@code out} fails
   */
  public void writeCompact(OutputStream out) throws IOException {
    write(out, shape.moveFeatures() > 0 ? COMPACT_FEATURES_FORMAT_VERSION : COMPACT_FORMAT_VERSION);
  }

  private void write(OutputStream out, int version) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream data = new DataOutputStream(bytes);
    data.write(MAGIC);
    data.writeInt(version);
    byte[] nameBytes = name.getBytes(StandardCharsets.US_ASCII);
    data.writeInt(nameBytes.length);
    data.write(nameBytes);
    data.writeInt(shape.inputs());
    data.writeInt(shape.hidden().size());
    for (int h : shape.hidden()) {
      data.writeInt(h);
    }
    data.writeInt(shape.actions());
    if (version >= FEATURES_FORMAT_VERSION) {
      data.writeInt(shape.moveFeatures());
    }
    for (int layer = 0; layer < weights.length; layer++) {
      data.write(floats(weights[layer], version));
      data.write(floats(biases[layer], version));
    }
    data.flush();
    byte[] body = bytes.toByteArray();
    out.write(body);
    out.write(sha256(body));
    out.flush();
  }

  /**
   * Reads weights written by {@link #write} or {@link #writeCompact}.
   *
   * @throws InvalidStateException code {@code WEIGHTS} if the bytes are not such weights — a wrong magic,
   *     version, name or shape, too few or too many bytes, or a checksum that does not match
   * @throws IOException if {@code in} fails
   */
  public static Network read(InputStream in) throws IOException {
    byte[] all = in.readNBytes((int) (NetworkShape.MAX_PARAMETERS * 4 + 4096));
    if (all.length < MAGIC.length + DIGEST) {
      throw refused("the file is too short to hold weights");
    }
    byte[] body = Arrays.copyOf(all, all.length - DIGEST);
    if (!MessageDigest.isEqual(sha256(body), Arrays.copyOfRange(all, body.length, all.length))) {
      throw refused("the checksum does not match: the file is damaged or was changed");
    }
    DataInputStream data = new DataInputStream(new ByteArrayInputStream(body));
    try {
      byte[] magic = data.readNBytes(MAGIC.length);
      if (!Arrays.equals(magic, MAGIC)) {
        throw refused("this is not a Warp network file");
      }
      int version = data.readInt();
      if (version < FORMAT_VERSION || version > COMPACT_FEATURES_FORMAT_VERSION) {
        throw refused("format version " + version + " is not " + FORMAT_VERSION + " to "
            + COMPACT_FEATURES_FORMAT_VERSION);
      }
      int nameLength = data.readInt();
      if (nameLength < 1 || nameLength > MAX_NAME) {
        throw refused("a name of " + nameLength + " bytes");
      }
      String name = new String(data.readNBytes(nameLength), StandardCharsets.US_ASCII);
      int inputs = data.readInt();
      int layers = data.readInt();
      if (layers < 1 || layers > MAX_LAYERS) {
        throw refused(layers + " hidden layers");
      }
      List<Integer> hidden = new ArrayList<>();
      for (int i = 0; i < layers; i++) {
        hidden.add(data.readInt());
      }
      int actions = data.readInt();
      int features = version >= FEATURES_FORMAT_VERSION ? data.readInt() : 0;
      if (version >= FEATURES_FORMAT_VERSION && features < 1) {
        throw refused("a version " + version + " file with " + features + " move features");
      }
      NetworkShape shape = new NetworkShape(inputs, hidden, actions, features);
      int[] ins = inputsOf(shape);
      int[] outs = outputsOf(shape);
      float[][] w = new float[ins.length][];
      float[][] b = new float[ins.length][];
      for (int layer = 0; layer < ins.length; layer++) {
        w[layer] = readFloats(data, ins[layer] * outs[layer], version);
        b[layer] = readFloats(data, outs[layer], version);
      }
      if (data.available() > 0) {
        throw refused(data.available() + " bytes after the last layer");
      }
      return new Network(name, shape, w, b);
    } catch (EOFException e) {
      throw refused("the file ends inside the weights");
    } catch (IllegalArgumentException e) {
      throw refused(String.valueOf(e.getMessage()));
    }
  }

  private static float[] readFloats(DataInputStream data, int n, int version) throws IOException {
    int width = compact(version) ? 2 : 4;
    byte[] raw = data.readNBytes(n * width);
    if (raw.length < n * width) {
      throw new EOFException();
    }
    float[] out = new float[n];
    ByteBuffer buffer = ByteBuffer.wrap(raw).order(ByteOrder.LITTLE_ENDIAN);
    if (width == 4) {
      buffer.asFloatBuffer().get(out);
    } else {
      for (int i = 0; i < n; i++) {
        out[i] = Float.intBitsToFloat((buffer.getShort() & 0xFFFF) << 16);
      }
    }
    for (float f : out) {
      if (!Float.isFinite(f)) {
        throw refused("a weight that is not a finite number");
      }
    }
    return out;
  }

  private static byte[] floats(float[] values, int version) {
    if (!compact(version)) {
      ByteBuffer buffer = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
      buffer.asFloatBuffer().put(values);
      return buffer.array();
    }
    ByteBuffer buffer = ByteBuffer.allocate(values.length * 2).order(ByteOrder.LITTLE_ENDIAN);
    for (float v : values) {
      int bits = Float.floatToRawIntBits(v);
      // Round to nearest, ties to even, on the 16 bits dropped.
      buffer.putShort((short) ((bits + 0x7FFF + ((bits >>> 16) & 1)) >>> 16));
    }
    return buffer.array();
  }

  private static boolean compact(int version) {
    return version == COMPACT_FORMAT_VERSION || version == COMPACT_FEATURES_FORMAT_VERSION;
  }

  private static byte[] sha256(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  private static InvalidStateException refused(String why) {
    return new InvalidStateException("WEIGHTS", "These are not Ω weights: " + why + ".");
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
