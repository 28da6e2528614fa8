// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.HandSizes;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** Fleet caps, hand-size profiles, campaign lengths and option ranges (Section II, Victory conditions). */
class ConfigValidationTest {

  @ParameterizedTest(name = "{0} seats {1}–{2}")
  @CsvSource({"WARP_9, 2, 4", "WARP_12, 2, 8", "WARP_15, 2, 12", "WARP_18, 2, 18"})
  void fleetCapsAllowTheRangeAndRefuseBothSides(WarpFactor factor, int min, int max) {
    for (int n = min; n <= max; n++) {
      assertEquals(n, WarpConfig.standard(factor, n).captains());
    }
    for (int n : new int[] {min - 1, max + 1}) {
      InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> WarpConfig.standard(factor, n));
      assertEquals("FLEET_SIZE", e.code());
      assertEquals(factor.displayName() + " seats 2–" + max + " captains; " + n + " were asked for.",
          e.getMessage());
    }
  }

  @Test
  void theIssueSentenceForWarpNineWithSix() {
    InvalidConfigException e = assertThrows(InvalidConfigException.class,
        () -> WarpConfig.standard(WarpFactor.WARP_9, 6));
    assertEquals("Warp 9 seats 2–4 captains; 6 were asked for.", e.getMessage());
  }

  @ParameterizedTest(name = "{0} runs {1} rounds")
  @CsvSource({"WARP_9, 10", "WARP_12, 13", "WARP_15, 16", "WARP_18, 19"})
  void campaignLengthIsOneRoundPerSpacedock(WarpFactor factor, int rounds) {
    assertEquals(rounds, factor.campaignLength());
    assertEquals(rounds, WarpConfig.standard(factor, 2).campaignRounds());
  }

  @Test
  void warpTwelveHandSizesFollowThePublishedTable() {
    int[] expected = {0, 0, 15, 15, 15, 12, 12, 10, 10};
    for (int n = 2; n <= 8; n++) {
      assertEquals(expected[n], HandSizes.handSize(WarpFactor.WARP_12, n, 10), n + " captains");
    }
    assertEquals(11, HandSizes.handSize(WarpFactor.WARP_12, 7, 11));
    assertEquals(11, HandSizes.handSize(WarpFactor.WARP_12, 8, 11));
    assertEquals(12, HandSizes.handSize(WarpFactor.WARP_12, 6, 11), "the 11 option has no effect below 7");
  }

  @Test
  void largeFleetsUseNineEightSevenSix() {
    assertEquals(9, HandSizes.handSize(WarpFactor.WARP_15, 9, 10));
    assertEquals(9, HandSizes.handSize(WarpFactor.WARP_15, 10, 10));
    assertEquals(8, HandSizes.handSize(WarpFactor.WARP_15, 12, 10));
    assertEquals(7, HandSizes.handSize(WarpFactor.WARP_18, 13, 10));
    assertEquals(7, HandSizes.handSize(WarpFactor.WARP_18, 15, 10));
    assertEquals(6, HandSizes.handSize(WarpFactor.WARP_18, 18, 11), "the 11 option applies only at 7–8");
    assertEquals(11, HandSizes.handSize(WarpFactor.WARP_15, 8, 11));
    assertEquals(11, HandSizes.handSize(WarpFactor.WARP_18, 7, 11));
  }

  @Test
  void warpNineUsesTheDoubleNineTable() {
    assertEquals(12, HandSizes.handSize(WarpFactor.WARP_9, 2, 10));
    assertEquals(11, HandSizes.handSize(WarpFactor.WARP_9, 3, 10));
    assertEquals(10, HandSizes.handSize(WarpFactor.WARP_9, 4, 10));
  }

  @ParameterizedTest
  @EnumSource(WarpFactor.class)
  void everyProfileLeavesUnchartedSectorsNonEmpty(WarpFactor factor) {
    for (int n = 2; n <= factor.maxCaptains(); n++) {
      for (int large : new int[] {10, 11}) {
        int left = HandSizes.unchartedAfterDeal(factor, n, large);
        assertTrue(left > 0, factor + " with " + n + " captains leaves " + left);
      }
    }
  }

  @Test
  void optionsOutOfRangeAreRefusedWithTheirCode() {
    assertCode("HAND_SIZE", () -> WarpConfig.builder().largeFleetHandSize(12).build());
    assertCode("DOUBLE_BLANK", () -> WarpConfig.builder().doubleBlankScore(10).build());
    assertCode("ROUNDS", () -> WarpConfig.builder().campaignRounds(14).build());
    assertCode("ROUNDS", () -> WarpConfig.builder().campaignRounds(-1).build());
    assertCode("FIRST_CAPTAIN", () -> WarpConfig.builder().firstCaptain(4).build());
    assertCode("NAMES", () -> WarpConfig.builder().captainNames("A", "B").build());
    assertCode("NAMES", () -> WarpConfig.builder().captainNames("A", "A", "B", "C").build());
    assertCode("STRUCTURE", () -> WarpConfig.builder().objective(Objective.GO_OUT)
        .goOut(GoOutStructure.fixedRounds(0, GoOutStructure.Overtime.FORCED)).build());
    assertCode("STRUCTURE", () -> WarpConfig.builder().objective(Objective.GO_OUT)
        .goOut(GoOutStructure.firstTo(0)).build());
    assertCode("DUPLICATE_PLUGIN", () -> WarpConfig.builder().plugin("x").plugin("x").build());
  }

  @Test
  void optionsInRangeAreAccepted() {
    WarpConfig c = WarpConfig.builder().captains(8).largeFleetHandSize(11).doubleBlankScore(25)
        .campaignRounds(3).firstCaptain(7).build();
    assertEquals(11, c.handSize());
    assertEquals(3, c.campaignRounds());
    assertEquals("Captain 8", c.captainNames().get(7));
  }

  private static void assertCode(String code, Executable e) {
    assertEquals(code, assertThrows(InvalidConfigException.class, e).code());
  }

  @Test
  void toBuilderKeepsChosenNamesButNotDefaultOnes() {
    WarpConfig named = WarpConfig.builder().captains(2).captainNames("Ride", "Glenn").build();
    assertEquals(named, named.toBuilder().build());
    assertEquals("NAMES", assertThrows(InvalidConfigException.class,
        () -> named.toBuilder().captains(3).build()).code(), "chosen names must match the fleet");
    WarpConfig plain = WarpConfig.builder().captains(4).doubleBlankScore(25).build();
    WarpConfig three = plain.toBuilder().captains(3).build();
    assertEquals(3, three.captainNames().size());
    assertEquals(25, three.doubleBlankScore());
  }
}
