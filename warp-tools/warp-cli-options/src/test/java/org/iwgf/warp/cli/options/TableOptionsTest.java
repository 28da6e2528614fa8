// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/** The table options every Warp command shares, read into a configuration. */
class TableOptionsTest {
  private static TableOptions parse(String... args) {
    return Probe.parse(args).table;
  }

  @Test
  void defaultsToAFullWarp12CampaignOfTheCommandsFleetAndRules() {
    WarpConfig official = parse().toConfig(4, true);
    assertEquals(WarpFactor.WARP_12, official.factor());
    assertEquals(4, official.captains());
    assertEquals(Objective.POINTS_CAMPAIGN, official.objective());
    assertEquals(13, official.campaignRounds());
    assertEquals("Armstrong", official.captainNames().get(0));
    assertEquals(4, official.plugins().size());
    assertEquals(0, official.doubleBlankScore());
    WarpConfig standard = parse().toConfig(2, false);
    assertEquals(2, standard.captains());
    assertTrue(standard.plugins().isEmpty());
    assertEquals(standard, parse().matchTable());
  }

  @Test
  void theOfficialRulesAreThePresetAndRulesOneByOneAreNot() {
    WarpConfig official = parse("--rules", "official").matchTable();
    assertEquals(OfficialWarp.config(WarpFactor.WARP_12, 2).plugins(), official.plugins());
    assertEquals(OfficialWarp.DOUBLE_BLANK_SCORE, official.doubleBlankScore());
    assertTrue(parse("--rules", "official").official(false));
    // The same ids one by one: Drop to Impulse without its 1-coordinate catch, the double-blank scored as usual.
    WarpConfig spelled = parse("--rule", "module-alpha", "--rule", "module-beta", "--rule", "drop-to-impulse",
        "--rule", "all-stop").matchTable();
    assertEquals(official.plugins().stream().map(p -> p.id()).toList(),
        spelled.plugins().stream().map(p -> p.id()).toList());
    assertNotEquals(official.plugins(), spelled.plugins());
    assertNotEquals(official.doubleBlankScore(), spelled.doubleBlankScore());
    assertEquals(List.of("module-alpha", "module-beta", "drop-to-impulse", "all-stop", "module-theta"),
        parse("--rules", "official", "--rule", "module-theta").matchTable().plugins().stream().map(p -> p.id())
            .toList());
  }

  @Test
  void readsEveryOption() {
    WarpConfig c = parse("--factor", "9", "--captains=3", "--objective", "go-out", "--structure", "first-to:2",
        "--rules", "standard", "--rule", "module-theta", "--rule", "module-beta").toConfig(4, true);
    assertEquals(WarpFactor.WARP_9, c.factor());
    assertEquals(3, c.captains());
    assertEquals(Objective.GO_OUT, c.objective());
    assertEquals(GoOutStructure.firstTo(2), c.goOut());
    assertEquals("module-theta", c.plugins().get(0).id());
    assertEquals("module-beta", c.plugins().get(1).id());
  }

  @Test
  void readsFixedRoundsWithEitherOvertimeAndTheCampaignLength() {
    assertEquals(GoOutStructure.fixedRounds(5, GoOutStructure.Overtime.FORCED),
        parse("--objective", "go-out", "--structure", "fixed:5").toConfig(2, false).goOut());
    assertEquals(GoOutStructure.fixedRounds(5, GoOutStructure.Overtime.OFFERED),
        parse("--objective", "go-out", "--structure", "fixed:5:offered").toConfig(2, false).goOut());
    assertEquals(6, parse("--rounds", "6").toConfig(2, false).campaignRounds());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "--factor 10                             | the set is 9, 12, 15 or 18",
      "--factor twelve                         | the set is 9, 12, 15 or 18",
      "--captains 0                            | at least 1",
      "--rounds x                              | at least 1",
      "--objective race                        | the objective is points or go-out",
      "--rules house                           | the rules are official or standard",
      "--objective go-out --structure fixed:0  | at least 1",
      "--objective go-out --structure first-to | the structure is",
      "--objective go-out --structure fixed:3:maybe | the structure is",
      "--captains                              | Missing required parameter",
      "--fleet 4                               | Unknown option",
  })
  void refusesBadCommandLinesInOneSentence(String line, String says) {
    CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class,
        () -> parse(line.split(" ")));
    assertTrue(e.getMessage().contains(says), e.getMessage());
    assertTrue(!e.getMessage().contains("\n"), e.getMessage());
  }

  @Test
  void optionsThatDoNotFitTheObjectiveAreRefused() {
    assertThrows(CommandLine.ParameterException.class, () -> parse("--structure", "sudden-death").toConfig(2, false));
    assertThrows(CommandLine.ParameterException.class,
        () -> parse("--objective", "go-out", "--rounds", "3").toConfig(2, false));
  }

  @Test
  void rulesOfTheGameAreCheckedWhenTheConfigurationIsBuilt() {
    assertEquals("FLEET_SIZE", assertThrows(InvalidConfigException.class,
        () -> parse("--factor", "9", "--captains", "5").toConfig(2, false)).code());
    assertEquals("ROUNDS", assertThrows(InvalidConfigException.class,
        () -> parse("--rounds", "14").toConfig(2, false)).code());
  }
}
