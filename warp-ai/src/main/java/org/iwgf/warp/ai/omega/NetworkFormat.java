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
import org.iwgf.warp.core.game.InvalidStateException;

/** The binary weights format of {@link Network} (its class description and docs/omega.md say the layout). */
final class NetworkFormat {
  private static final byte[] MAGIC = "WARPNET".getBytes(StandardCharsets.US_ASCII);
  private static final int MAX_NAME = 64;
  private static final int MAX_LAYERS = 16;
  private static final int DIGEST = 32;

  private NetworkFormat() {}

  /** Writes the weights in format {@code version}, followed by the SHA-256 of every byte before it. */
  static void write(OutputStream out, int version, String name, NetworkShape shape, float[][] weights,
      float[][] biases) throws IOException {
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
    if (version >= Network.FEATURES_FORMAT_VERSION) {
      data.writeInt(shape.moveFeatures());
    }
    if (version >= Network.COMBINED_FORMAT_VERSION) {
      data.writeInt(shape.moveHidden());
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
   * Reads weights written by {@link #write}.
   *
   * @throws InvalidStateException code {@code WEIGHTS} if the bytes are not such weights
   * @throws IOException if {@code in} fails
   */
  static Network read(InputStream in) throws IOException {
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
      if (version < Network.FORMAT_VERSION || version > Network.COMPACT_COMBINED_FORMAT_VERSION) {
        throw refused("format version " + version + " is not " + Network.FORMAT_VERSION + " to "
            + Network.COMPACT_COMBINED_FORMAT_VERSION);
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
      int features = version >= Network.FEATURES_FORMAT_VERSION ? data.readInt() : 0;
      if (version >= Network.FEATURES_FORMAT_VERSION && features < 1) {
        throw refused("a version " + version + " file with " + features + " move features");
      }
      int combining = version >= Network.COMBINED_FORMAT_VERSION ? data.readInt() : 0;
      if (version >= Network.COMBINED_FORMAT_VERSION && combining < 1) {
        throw refused("a version " + version + " file whose layer combining move features has " + combining
            + " units");
      }
      NetworkShape shape = new NetworkShape(inputs, hidden, actions, features, combining);
      int[] ins = Network.inputsOf(shape);
      int[] outs = Network.outputsOf(shape);
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
    return version % 2 == 0; // 2, 4 and 6 are the bfloat16 forms of 1, 3 and 5
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
}
