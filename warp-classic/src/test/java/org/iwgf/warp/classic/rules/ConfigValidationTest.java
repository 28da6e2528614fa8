// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Usual values and every refused combination of options. */
class ConfigValidationTest {

  private static void refused(String code, Executable build) {
    assertEquals(code, assertThrows(InvalidConfigException.class, build).code());
  }

  @Test
  void theUsualTargetsFollowTheGameAndTheTable() {
    assertEquals(100, ClassicConfig.builder(Variant.BLOCK).build().target());
    assertEquals(100, ClassicConfig.builder(Variant.DRAW).players(2).build().target());
    assertEquals(250, ClassicConfig.builder(Variant.ALL_FIVES).players(2).build().target());
    assertEquals(200, ClassicConfig.builder(Variant.ALL_FIVES).players(3).build().target());
    assertEquals(61, ClassicConfig.builder(Variant.ALL_FIVES).scoreInFives(true).build().target());
    assertEquals(61, ClassicConfig.builder(Variant.BLOCK).target(61).build().target());
  }

  @Test
  void handSizesFollowTheDealRule() {
    assertEquals(7, ClassicConfig.builder(Variant.BLOCK).players(2).build().handSize());
    assertEquals(5, ClassicConfig.builder(Variant.BLOCK).players(3).build().handSize());
    assertEquals(7, ClassicConfig.builder(Variant.BLOCK).deal(DealRule.ALL_TILES).build().handSize());
    assertEquals(9, ClassicConfig.builder(Variant.ALL_FIVES).players(2).deal(DealRule.PAGAT).build().handSize());
    assertEquals(7, ClassicConfig.builder(Variant.ALL_FIVES).players(3).deal(DealRule.PAGAT).build().handSize());
    assertEquals(5, ClassicConfig.builder(Variant.ALL_FIVES).players(4).deal(DealRule.PAGAT).build().handSize());
  }

  @Test
  void badCombinationsAreRefusedWithTheirCode() {
    refused("VARIANT", () -> ClassicConfig.builder(null).build());
    refused("PLAYERS", () -> ClassicConfig.builder(Variant.BLOCK).players(1).build());
    refused("PLAYERS", () -> ClassicConfig.builder(Variant.BLOCK).players(5).build());
    refused("PARTNERSHIPS", () -> ClassicConfig.builder(Variant.DRAW).players(3).partnerships(true).build());
    refused("DEAL", () -> ClassicConfig.builder(Variant.BLOCK).players(3).deal(DealRule.ALL_TILES).build());
    refused("DEAL", () -> ClassicConfig.builder(Variant.ALL_FIVES).deal(DealRule.ALL_TILES).build());
    refused("DEAL", () -> ClassicConfig.builder(Variant.DRAW).deal(DealRule.PAGAT).build());
    refused("RESERVE", () -> ClassicConfig.builder(Variant.BLOCK).drawReserve(true).build());
    refused("TARGET", () -> ClassicConfig.builder(Variant.BLOCK).target(0).build());
    refused("TARGET", () -> ClassicConfig.builder(Variant.BLOCK).target(ClassicConfig.MAX_TARGET + 1).build());
    refused("FIVES_UNITS", () -> ClassicConfig.builder(Variant.DRAW).scoreInFives(true).build());
  }

  @Test
  void theFirstHandIsLedByTheHighestDoubleOrElseTheHeaviestTile() {
    for (FirstLead rule : FirstLead.values()) {
      ClassicRules rules = ClassicRules.of(ClassicConfig.builder(Variant.BLOCK).players(2).firstLead(rule).build());
      int withoutDouble = 0;
      for (long seed = 0; seed < 400; seed++) {
        ClassicState s = rules.start(seed);
        var lead = s.requiredLead().orElseThrow();
        assertEquals(true, s.hand(s.leader()).contains(lead));
        var dealt = new ArrayList<>(s.hand(0));
        dealt.addAll(s.hand(1));
        var doubles = dealt.stream().filter(c -> c.isDouble()).toList();
        if (doubles.isEmpty()) {
          withoutDouble++;
          int heaviest = dealt.stream().mapToInt(c -> c.pips() * 10 + c.high()).max().orElseThrow();
          assertEquals(heaviest, lead.pips() * 10 + lead.high());
        } else {
          assertEquals(doubles.stream().max(Coordinate::compareTo).orElseThrow(), lead);
        }
      }
      if (rule == FirstLead.RESHUFFLE) {
        assertEquals(0, withoutDouble, "a deal without a double is thrown in");
      }
    }
  }
}
