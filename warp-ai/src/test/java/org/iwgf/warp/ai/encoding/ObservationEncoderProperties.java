// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.iwgf.warp.ai.encoding.ObservationLayout.Segment;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.testkit.GameCase;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Over seeded sectors with every rule: the segments tile the vector; the encoder writes inside its range
 * only, with finite values in each segment's documented range; and a seat's vector is unchanged when what
 * it cannot see (other hands, Uncharted Sectors, the random-number position) is dealt again.
 */
class ObservationEncoderProperties {
  private static final float SENTINEL = -7f;
  private static final int PAD = 5;

  static Stream<GameCase> cases() {
    return EncodingCases.cases(0x0B5L, 2, 12).stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void theEncoderWritesInsideItsLayoutWithinDocumentedRanges(GameCase game) {
    WarpRules rules = WarpRules.of(game.config());
    ObservationEncoder encoder = ObservationEncoder.of(game.config());
    ObservationLayout layout = encoder.layout();
    int covered = 0;
    for (Segment s : layout.segments()) {
      assertEquals(covered, s.offset(), game + ": segments leave no gap: " + s.name());
      covered += s.length();
    }
    assertEquals(layout.size(), covered, game + ": the segments cover the vector");
    float[] buffer = new float[layout.size() + 2 * PAD];
    for (WarpState s : EncodingCases.positions(rules, game)) {
      for (int seat = 0; seat < s.seats(); seat++) {
        Arrays.fill(buffer, SENTINEL);
        encoder.encode(rules.view(s, seat), buffer, PAD);
        for (int i = 0; i < PAD; i++) {
          assertEquals(SENTINEL, buffer[i], game + ": wrote before its range");
          assertEquals(SENTINEL, buffer[buffer.length - 1 - i], game + ": wrote after its range");
        }
        checkRanges(game, layout, buffer);
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void aReshuffledHiddenWorldEncodesTheSame(GameCase game) {
    WarpRules rules = WarpRules.of(game.config());
    ObservationEncoder encoder = ObservationEncoder.of(game.config());
    SplittableRandom random = new SplittableRandom(game.seed());
    int changed = 0;
    int position = 0;
    for (WarpState state : EncodingCases.positions(rules, game)) {
      if (position++ % 7 != 0) {
        continue; // every seventh position keeps the run short; the walk still spans the sector
      }
      for (int seat = 0; seat < state.seats(); seat++) {
        WarpState other;
        try {
          other = WarpRules.restoreState(EncodingCases.reshuffleHidden(state.snapshot(), seat, random));
        } catch (InvalidStateException e) {
          continue; // a rule's own bookkeeping ties a hidden coordinate to its place: that deal is not possible
        }
        if (!other.snapshot().hands().equals(state.snapshot().hands())
            || !other.snapshot().uncharted().equals(state.snapshot().uncharted())) {
          changed++;
        }
        int s = seat;
        int at = position - 1;
        assertArrayEquals(encoder.encode(rules.view(state, seat)), encoder.encode(rules.view(other, seat)),
            () -> game + " at position " + at + ", seat " + s + ": the vector read hidden information");
      }
    }
    assertNotEquals(0, changed, game + ": no reshuffle changed the hidden coordinates; the property tested nothing");
  }

  private static void checkRanges(GameCase game, ObservationLayout layout, float[] buffer) {
    int setSize = layout.config().factor().set().size();
    float handMax = setSize / (float) layout.config().handSize();
    for (Segment s : layout.segments()) {
      float low = s.name().startsWith("plugin[") && s.name().endsWith(".values") ? -1f : 0f;
      float high = s.name().equals("hand-counts") ? handMax : 1f;
      for (int i = s.offset(); i < s.offset() + s.length(); i++) {
        float v = buffer[PAD + i];
        // Thousands of values a position: the message is written only for a failure.
        if (!(Float.isFinite(v) && v >= low && v <= high)) {
          fail(game + ": " + s.name() + "[" + (i - s.offset()) + "] = " + v + " is outside [" + low + ", " + high
              + "]");
        }
      }
    }
  }
}
