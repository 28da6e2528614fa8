// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SimulateCommandTest {
  @Test
  void playsTheDefaultCampaign() {
    Cli run = Cli.run("simulate", "--captains", "4");
    assertEquals(WarpCli.OK, run.status());
    assertEquals("", run.err());
    String log = run.out();
    assertTrue(log.startsWith("Officers: Armstrong (Ensign), Lovell (Lieutenant), Earhart (Commander), Gagarin"
        + " (Commander+Lookahead)\nRules: Official Warp rules (module-alpha, module-beta, drop-to-impulse,"
        + " all-stop)\nWarp 12 points campaign over 13 rounds, 4 captains: Armstrong, Lovell, Earhart,"
        + " Gagarin"), log);
    assertTrue(log.contains("== Round 13 of 13: Spacedock 0-0"), log);
    assertTrue(log.contains("Final standings (campaign points, lowest wins):"), log);
    assertTrue(!log.contains(" charts "), "turn lines appear only with --turns");
  }

  @Test
  void turnsAddTurnLinesAndTheSeedReplaysTheSector() {
    Cli first = Cli.run("simulate", "--turns", "--seed", "5", "--rounds", "2");
    assertEquals(WarpCli.OK, first.status());
    assertTrue(first.out().contains(" charts "), first.out());
    assertEquals(first.out(), Cli.run("simulate", "--turns", "--seed", "5", "--rounds", "2").out());
    assertNotEquals(first.out(), Cli.run("simulate", "--turns", "--seed", "6", "--rounds", "2").out());
  }

  @Test
  void theCommanderSeatSaysWhenNoOmegaWeightsCoverTheTable() {
    Cli three = Cli.run("simulate", "--captains", "3", "--rounds", "1");
    assertEquals(WarpCli.OK, three.status(), three.err());
    assertEquals(List.of("warp simulate: Commander plays the heuristic Commander: no Ω weights for Warp 12 × 3 "
        + "captains, points campaign, rules module-alpha, module-beta, drop-to-impulse (catchDraw=1), all-stop"),
        three.err().lines().toList());
    assertEquals("", Cli.run("simulate", "--captains", "2", "--rounds", "1").err(), "two captains: no Commander seat");
  }

  @Test
  void playsAGoOutSector() {
    Cli run = Cli.run("simulate", "--objective", "go-out", "--structure", "first-to:2", "--factor", "9",
        "--captains", "3");
    assertEquals(WarpCli.OK, run.status(), run.err());
    assertTrue(run.out().contains("Final standings (rounds won):"), run.out());
  }

  @Test
  void standardRulesLeaveEveryOptionalRuleOffAndARuleCanBeAdded() {
    Cli standard = Cli.run("simulate", "--rules", "standard", "--rounds", "1");
    assertTrue(standard.out().contains("\nRules: Sections I-V\n"), standard.out());
    Cli added = Cli.run("simulate", "--rules", "standard", "--rule", "module-theta", "--rounds", "1");
    assertTrue(added.out().contains("\nRules: Sections I-V (module-theta)\n"), added.out());
  }

  @Test
  void anUnknownRuleSetIsRefused() {
    Cli run = Cli.run("simulate", "--rules", "deluxe");
    assertEquals(WarpCli.USAGE, run.status());
    assertTrue(run.err().contains("the rules are official or standard, not \"deluxe\""), run.err());
  }

  @Test
  void helpPrintsUsageAndSucceeds() {
    Cli run = Cli.run("simulate", "--help");
    assertEquals(WarpCli.OK, run.status());
    assertTrue(run.out().startsWith("Usage: warp simulate"), run.out());
    assertTrue(run.out().contains("Exit status:"), "the exit statuses are listed for every command");
  }

  @Test
  void badOptionsGiveOneLineOnStandardErrorAndStatus2() {
    Cli run = Cli.run("simulate", "--factor", "10");
    assertEquals(WarpCli.USAGE, run.status());
    assertEquals("", run.out());
    assertEquals(1, run.err().lines().count(), run.err());
    assertTrue(run.err().contains("the set is 9, 12, 15 or 18"), run.err());
  }

  @Test
  void aConfigurationTheRulesRefuseGivesStatus2WithItsCode() {
    Cli run = Cli.run("simulate", "--captains", "9");
    assertEquals(WarpCli.USAGE, run.status());
    assertEquals(1, run.err().lines().count(), run.err());
    assertTrue(run.err().contains("[FLEET_SIZE]"), run.err());
  }
}
