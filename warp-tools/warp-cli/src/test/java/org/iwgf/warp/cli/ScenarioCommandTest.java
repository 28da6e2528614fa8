// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The scenario runner plays every scenario it names and refuses options it does not know. */
class ScenarioCommandTest {
  @ParameterizedTest
  @ValueSource(strings = {"standard", "training", "training-vessels", "supply-run", "light-supply-run",
      "convoy-run", "reinforcements", "reinforcements-called", "dual-reinforcements", "gauntlet", "sector-command",
      "endurance", "endurance-solo"})
  void everyScenarioIsPlayedToItsVerdict(String scenario) {
    Cli run = Cli.run("scenario", "--scenario", scenario, "--seed", "3");
    assertEquals(WarpCli.OK, run.status(), run.err());
    assertTrue(run.out().contains("Scores: seat 0 "), run.out());
  }

  @Test
  void theFullLogTellsTurnsFireAndTheVerdict() {
    Cli run = Cli.run("scenario", "--scenario", "training");
    assertTrue(run.out().contains("— Turn 1 —") && run.out().contains(" fires ")
        && run.out().contains("Mission complete"), run.out());
  }

  @Test
  void unknownScenariosAndOptionsAreRefused() {
    Cli picnic = Cli.run("scenario", "--scenario", "picnic");
    assertEquals(WarpCli.USAGE, picnic.status());
    assertTrue(picnic.err().contains("picnic"), picnic.err());
    assertEquals(WarpCli.USAGE, Cli.run("scenario", "--speed", "9").status());
    assertEquals(WarpCli.USAGE, Cli.run("scenario", "--seed").status());
    assertEquals(WarpCli.USAGE, Cli.run("scenario", "--seed", "x").status());
    assertEquals(WarpCli.OK, Cli.run("scenario", "--help").status());
  }
}
