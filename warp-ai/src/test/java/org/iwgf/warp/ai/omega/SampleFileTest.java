// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.omega;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.iwgf.warp.core.game.InvalidStateException;
import org.junit.jupiter.api.Test;

/** Samples written to a file read back equal, and a file that is not such samples is refused whole. */
class SampleFileTest {
  private static final long SEED = 41L;

  @Test
  void samplesReadBackAsTheyWereWritten() throws IOException {
    List<TrainingSample> samples = samples(SEED, 40, 3);
    List<TrainingSample> back = SampleFile.read(new ByteArrayInputStream(bytes(samples)));
    assertEquals(samples.size(), back.size());
    for (int i = 0; i < samples.size(); i++) {
      TrainingSample a = samples.get(i);
      TrainingSample b = back.get(i);
      String where = "seed " + SEED + ", sample " + i;
      assertArrayEquals(a.input(), b.input(), where);
      assertArrayEquals(a.legal(), b.legal(), where);
      assertArrayEquals(a.policy(), b.policy(), where);
      assertArrayEquals(a.featuresView(), b.featuresView(), where);
      assertEquals(a.value(), b.value(), where);
    }
    assertEquals(List.of(), SampleFile.read(new ByteArrayInputStream(bytes(List.of()))));
  }

  @Test
  void everyDamagedByteIsRefusedWithTheSamplesCode() throws IOException {
    byte[] good = bytes(samples(SEED, 3, 2));
    SplittableRandom random = new SplittableRandom(SEED);
    for (int trial = 0; trial < 200; trial++) {
      byte[] bad = good.clone();
      int at = random.nextInt(bad.length);
      bad[at] ^= (byte) (1 + random.nextInt(255));
      int where = at;
      InvalidStateException e = assertThrows(InvalidStateException.class,
          () -> SampleFile.read(new ByteArrayInputStream(bad)), () -> "seed " + SEED + ": byte " + where + " changed");
      assertEquals("SAMPLES", e.code());
    }
    for (int length : new int[] {0, 5, 7, 19, good.length - 1}) {
      byte[] cut = Arrays.copyOf(good, length);
      assertEquals("SAMPLES", assertThrows(InvalidStateException.class,
          () -> SampleFile.read(new ByteArrayInputStream(cut))).code(), "cut at " + length);
    }
    byte[] longer = Arrays.copyOf(good, good.length + 1);
    assertTrue(assertThrows(InvalidStateException.class, () -> SampleFile.read(new ByteArrayInputStream(longer)))
        .getMessage().contains("bytes follow the checksum"));
  }

  @Test
  void aHugeCountCostsNothingBeforeTheFileRunsOut() {
    // magic, version 1, 10 inputs, then a count past the limit and one at it with no samples behind
    for (int count : new int[] {SampleFile.MAX_SAMPLES + 1, SampleFile.MAX_SAMPLES}) {
      ByteBuffer header = ByteBuffer.allocate(7 + 12).put("WARPSMP".getBytes(StandardCharsets.US_ASCII))
          .putInt(1).putInt(10).putInt(count);
      InvalidStateException e = assertThrows(InvalidStateException.class,
          () -> SampleFile.read(new ByteArrayInputStream(header.array())));
      assertEquals("SAMPLES", e.code(), e.getMessage());
    }
  }

  @Test
  void samplesOfDifferentObservationsDoNotShareAFile() {
    List<TrainingSample> mixed = new ArrayList<>(samples(SEED, 1, 0));
    mixed.add(TrainingSample.of(new float[7], new int[] {0}, new float[] {1f}, 0f));
    assertThrows(IllegalArgumentException.class, () -> bytes(mixed));
  }

  private static byte[] bytes(List<TrainingSample> samples) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SampleFile.write(out, samples);
    return out.toByteArray();
  }

  /** {@code n} random samples of 30 inputs, each with up to 5 legal actions of {@code perMove} features. */
  private static List<TrainingSample> samples(long seed, int n, int perMove) {
    SplittableRandom random = new SplittableRandom(seed);
    List<TrainingSample> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      float[] input = new float[30];
      for (int k = 0; k < input.length; k++) {
        input[k] = random.nextInt(4) == 0 ? (float) random.nextDouble(-2, 2) : 0f;
      }
      int legalCount = 1 + random.nextInt(5);
      int[] legal = random.ints(legalCount, 0, 100).distinct().toArray();
      float[] policy = new float[legal.length];
      policy[random.nextInt(legal.length)] = 1f;
      float[] features = new float[legal.length * perMove];
      for (int k = 0; k < features.length; k++) {
        features[k] = (float) random.nextDouble();
      }
      out.add(TrainingSample.of(input, legal, features, policy, (float) random.nextDouble(-1, 1)));
    }
    return out;
  }
}
