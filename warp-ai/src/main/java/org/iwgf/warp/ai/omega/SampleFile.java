// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.DigestInputStream;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.iwgf.warp.core.game.InvalidStateException;

/**
 * Training samples as a file, so that the positions of many runs — on one machine over days, or on many
 * machines at once — can be pooled into one training (a replay buffer across runs). Samples are written
 * sparse, as they are held, and read back equal.
 *
 * <p>Format (big-endian): the magic {@code WARPSMP}, the format version (int, 1), the observation length
 * (int) and the sample count (int); then per sample the number of set inputs, their indices (ascending) and
 * values (float), the number of legal actions, their indices, their target shares (float), the number of
 * features per move and the features (float), and the outcome (float); last the SHA-256 of everything
 * before it. A file is read as a stream (it may be larger than memory would like to copy) and refused as a
 * whole at the first thing that is not so.
 *
 * @since 0.1.0
 */
public final class SampleFile {
  /** The most samples one file may hold. */
  public static final int MAX_SAMPLES = 50_000_000;
  /** The longest observation a sample may hold. */
  public static final int MAX_INPUTS = 1 << 20;
  /** The most legal actions one sample may list. */
  public static final int MAX_LEGAL = 1 << 16;

  private static final byte[] MAGIC = "WARPSMP".getBytes(StandardCharsets.US_ASCII);
  private static final int VERSION = 1;

  private SampleFile() {}

  /**
   * Writes {@code samples}, which must all observe the same number of inputs, in the format of the class
   * description.
   *
   * @throws IllegalArgumentException if the samples observe different numbers of inputs, or there are more
   *     than {@link #MAX_SAMPLES}
   * @throws IOException if {@code out} fails
   */
  public static void write(OutputStream out, List<TrainingSample> samples) throws IOException {
    if (samples.size() > MAX_SAMPLES) {
      throw new IllegalArgumentException(samples.size() + " samples; a file holds at most " + MAX_SAMPLES);
    }
    int inputs = samples.isEmpty() ? 0 : samples.get(0).inputs();
    MessageDigest digest = sha256();
    DataOutputStream data = new DataOutputStream(new DigestOutputStream(new BufferedOutputStream(out, 1 << 16),
        digest));
    data.write(MAGIC);
    data.writeInt(VERSION);
    data.writeInt(inputs);
    data.writeInt(samples.size());
    for (TrainingSample s : samples) {
      if (s.inputs() != inputs) {
        throw new IllegalArgumentException("a sample of " + s.inputs() + " inputs among samples of " + inputs);
      }
      writeInts(data, s.setView());
      writeFloats(data, s.setValuesView());
      writeInts(data, s.legalView());
      writeFloats(data, s.policyView());
      data.writeInt(s.moveFeatures());
      writeFloats(data, s.featuresView());
      data.writeFloat(s.value());
    }
    data.flush();
    out.write(digest.digest());
    out.flush();
  }

  /**
   * Reads samples written by {@link #write}.
   *
   * @throws InvalidStateException code {@code SAMPLES} if the bytes are not such samples — a wrong magic or
   *     version, a count or index out of range, a sample {@link TrainingSample#of} refuses, too few or too
   *     many bytes, or a checksum that does not match
   * @throws IOException if {@code in} fails
   */
  public static List<TrainingSample> read(InputStream in) throws IOException {
    MessageDigest digest = sha256();
    DataInputStream data = new DataInputStream(new DigestInputStream(new BufferedInputStream(in, 1 << 16), digest));
    try {
      if (!Arrays.equals(data.readNBytes(MAGIC.length), MAGIC)) {
        throw refused("this is not a Warp sample file");
      }
      int version = data.readInt();
      if (version != VERSION) {
        throw refused("format version " + version + " is not " + VERSION);
      }
      int inputs = bounded(data.readInt(), 0, MAX_INPUTS, "an observation of");
      int count = bounded(data.readInt(), 0, MAX_SAMPLES, "a count of");
      if (count > 0 && inputs == 0) {
        throw refused("samples of an empty observation");
      }
      // Grown as samples arrive, never sized from the count alone: a damaged count costs nothing.
      List<TrainingSample> out = new ArrayList<>(Math.min(count, 1 << 16));
      for (int i = 0; i < count; i++) {
        out.add(sample(data, inputs, i));
      }
      byte[] expected = digest.digest();
      byte[] stored = new byte[expected.length];
      data.readFully(stored);
      if (!MessageDigest.isEqual(expected, stored)) {
        throw refused("the checksum does not match: the file is damaged or was changed");
      }
      if (data.read() >= 0) {
        throw refused("bytes follow the checksum");
      }
      return List.copyOf(out);
    } catch (EOFException e) {
      throw refused("the file ends early");
    }
  }

  private static TrainingSample sample(DataInputStream data, int inputs, int index) throws IOException {
    String which = "sample " + index + ":";
    int[] set = readInts(data, bounded(data.readInt(), 0, inputs, which + " set inputs"));
    float[] values = readFloats(data, set.length);
    float[] input = new float[inputs];
    for (int k = 0; k < set.length; k++) {
      if (set[k] < 0 || set[k] >= inputs || (k > 0 && set[k] <= set[k - 1])) {
        throw refused(which + " input index " + set[k] + " is out of order or of range");
      }
      if (!Float.isFinite(values[k])) {
        throw refused(which + " an input that is not a finite number");
      }
      input[set[k]] = values[k];
    }
    int[] legal = readInts(data, bounded(data.readInt(), 1, MAX_LEGAL, which + " legal actions"));
    for (int action : legal) {
      if (action < 0) {
        throw refused(which + " a legal action index of " + action);
      }
    }
    float[] policy = readFloats(data, legal.length);
    int perMove = bounded(data.readInt(), 0, NetworkShape.MAX_MOVE_FEATURES, which + " move features");
    float[] features = readFloats(data, perMove * legal.length);
    float value = data.readFloat();
    try {
      return TrainingSample.of(input, legal, features, policy, value);
    } catch (IllegalArgumentException e) {
      throw refused(which + " " + e.getMessage());
    }
  }

  private static int bounded(int n, int low, int high, String what) {
    if (n < low || n > high) {
      throw refused(what + " " + n + " (allowed " + low + " to " + high + ")");
    }
    return n;
  }

  private static void writeInts(DataOutputStream data, int[] values) throws IOException {
    data.writeInt(values.length);
    for (int v : values) {
      data.writeInt(v);
    }
  }

  private static void writeFloats(DataOutputStream data, float[] values) throws IOException {
    for (float v : values) {
      data.writeFloat(v);
    }
  }

  private static int[] readInts(DataInputStream data, int n) throws IOException {
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = data.readInt();
    }
    return out;
  }

  private static float[] readFloats(DataInputStream data, int n) throws IOException {
    float[] out = new float[n];
    for (int i = 0; i < n; i++) {
      out[i] = data.readFloat();
    }
    return out;
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  private static InvalidStateException refused(String why) {
    return new InvalidStateException("SAMPLES", "These are not Ω training samples: " + why + ".");
  }
}
