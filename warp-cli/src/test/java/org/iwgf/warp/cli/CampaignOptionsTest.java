// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.rules.GoOutStructure;
import org.iwgf.warp.core.rules.Objective;
import org.iwgf.warp.core.rules.WarpConfig;
import org.iwgf.warp.core.rules.WarpFactor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CampaignOptionsTest {

  @Test
  void defaultsToAFullWarp12CampaignForFour() {
    CampaignOptions o = CampaignOptions.parse();
    assertEquals(WarpFactor.WARP_12, o.factor());
    assertEquals(4, o.captains());
    assertEquals(Objective.POINTS_CAMPAIGN, o.objective());
    assertEquals(1L, o.seed());
    assertFalse(o.turns());
    assertFalse(o.help());
    WarpConfig c = o.toConfig();
    assertEquals(13, c.campaignRounds());
    assertEquals("Armstrong", c.captainNames().get(0));
  }

  @Test
  void readsEveryOption() {
    CampaignOptions o = CampaignOptions.parse("--factor", "9", "--captains=3", "--objective", "go-out",
        "--structure", "first-to:2", "--seed", "-7", "--turns");
    assertEquals(WarpFactor.WARP_9, o.factor());
    assertEquals(3, o.captains());
    assertEquals(Objective.GO_OUT, o.objective());
    assertEquals(GoOutStructure.firstTo(2), o.structure());
    assertEquals(-7L, o.seed());
    assertTrue(o.turns());
    assertEquals(GoOutStructure.firstTo(2), o.toConfig().goOut());
  }

  @Test
  void readsFixedRoundsWithEitherOvertime() {
    assertEquals(GoOutStructure.fixedRounds(5, GoOutStructure.Overtime.FORCED),
        CampaignOptions.parse("--objective", "go-out", "--structure", "fixed:5").structure());
    assertEquals(GoOutStructure.fixedRounds(5, GoOutStructure.Overtime.OFFERED),
        CampaignOptions.parse("--objective", "go-out", "--structure", "fixed:5:offered").structure());
    assertEquals(6, CampaignOptions.parse("--rounds", "6").toConfig().campaignRounds());
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(delimiter = '|', value = {
      "--factor 10                         | BAD_VALUE",
      "--factor twelve                     | BAD_VALUE",
      "--captains 0                        | BAD_VALUE",
      "--rounds x                          | BAD_VALUE",
      "--seed 1.5                          | BAD_VALUE",
      "--objective race                    | BAD_VALUE",
      "--objective go-out --structure fixed:0 | BAD_VALUE",
      "--objective go-out --structure first-to | BAD_VALUE",
      "--objective go-out --structure fixed:3:maybe | BAD_VALUE",
      "--captains                          | MISSING_VALUE",
      "--captains --turns                  | MISSING_VALUE",
      "--fleet 4                           | UNKNOWN_OPTION",
      "4                                   | UNKNOWN_OPTION",
      "--structure sudden-death            | OPTION_CONFLICT",
      "--objective go-out --rounds 3       | OPTION_CONFLICT",
  })
  void refusesBadCommandLines(String line, String code) {
    UsageException e = assertThrows(UsageException.class, () -> CampaignOptions.parse(line.split(" ")));
    assertEquals(code, e.code());
    assertFalse(e.getMessage().contains("\n"));
  }

  @Test
  void rulesOfTheGameAreCheckedWhenTheConfigurationIsBuilt() {
    InvalidConfigException e = assertThrows(InvalidConfigException.class,
        () -> CampaignOptions.parse("--factor", "9", "--captains", "5").toConfig());
    assertEquals("FLEET_SIZE", e.code());
    assertEquals("ROUNDS", assertThrows(InvalidConfigException.class,
        () -> CampaignOptions.parse("--rounds", "14").toConfig()).code());
  }
}
