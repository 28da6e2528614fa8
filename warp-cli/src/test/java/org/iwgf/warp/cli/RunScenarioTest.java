// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The scenario runner plays every scenario it names and refuses options it does not know. */
class RunScenarioTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return RunScenario.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @ParameterizedTest
  @ValueSource(strings = {"standard", "training", "training-vessels", "supply-run", "light-supply-run",
      "convoy-run", "reinforcements", "reinforcements-called", "dual-reinforcements", "gauntlet", "sector-command",
      "endurance", "endurance-solo"})
  void everyScenarioIsPlayedToItsVerdict(String scenario) {
    assertEquals(RunScenario.OK, run("--scenario", scenario, "--seed", "3"));
    String log = out.toString(StandardCharsets.UTF_8);
    assertTrue(log.contains("Scores: seat 0 "), log);
  }

  @Test
  void theFullLogTellsTurnsFireAndTheVerdict() {
    assertEquals(RunScenario.OK, run("--scenario", "training"));
    String log = out.toString(StandardCharsets.UTF_8);
    assertTrue(log.contains("— Turn 1 —") && log.contains(" fires ") && log.contains("Mission complete"), log);
  }

  @Test
  void unknownScenariosAndOptionsAreRefused() {
    assertEquals(RunScenario.BAD_OPTIONS, run("--scenario", "picnic"));
    assertEquals(RunScenario.BAD_OPTIONS, run("--speed", "9"));
    assertEquals(RunScenario.BAD_OPTIONS, run("--seed"));
    assertEquals(RunScenario.BAD_OPTIONS, run("--seed", "x"));
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("picnic"));
    assertEquals(RunScenario.OK, run("--help"));
  }
}
