// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.junit.jupiter.api.Test;

/** {@link WarpInvariants#leakIn}'s hand-written scan finds exactly what the coordinate pattern finds. */
class LeakScanTest {
  private static final Pattern COORDINATE_TEXT = Pattern.compile("(?<![\\w-])(\\d{1,2})-(\\d{1,2})(?![\\w-])");
  private static final String ALPHABET = "0123456789--- _a,[]=";

  private static boolean patternFindsHidden(String text, WarpState s, int seat) {
    BitSet hidden = new BitSet();
    for (int other = 0; other < s.seats(); other++) {
      if (other != seat) {
        s.hand(other).forEach(c -> hidden.set(c.index()));
      }
    }
    s.uncharted().forEach(c -> hidden.set(c.index()));
    Matcher m = COORDINATE_TEXT.matcher(text);
    while (m.find()) {
      int a = Integer.parseInt(m.group(1));
      int b = Integer.parseInt(m.group(2));
      if (a <= Coordinate.MAX_PIP && b <= Coordinate.MAX_PIP && hidden.get(Coordinate.of(a, b).index())) {
        return true;
      }
    }
    return false;
  }

  @Test
  void theScanAgreesWithThePatternOnRandomText() {
    WarpState s = WarpRules.of(WarpConfig.builder().factor(WarpFactor.WARP_12).captains(4).build()).start(5);
    long seed = 20261204L;
    SplittableRandom random = new SplittableRandom(seed);
    int leaks = 0;
    for (int i = 0; i < 20_000; i++) {
      StringBuilder text = new StringBuilder();
      int length = random.nextInt(1, 16);
      for (int k = 0; k < length; k++) {
        text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
      }
      String t = text.toString();
      boolean expected = patternFindsHidden(t, s, 0);
      leaks += expected ? 1 : 0;
      assertEquals(expected, WarpInvariants.leakIn(t, s, 0).isPresent(),
          () -> "seed " + seed + ": the scan and the pattern disagree on \"" + t + "\"");
    }
    assertTrue(leaks > 100, "the random texts name hidden coordinates often enough to test the scan: " + leaks);
  }
}
