// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * The table options mean the same in every command: given the fleet and rule set (which each command defaults
 * for itself), the simulator, the arena and the calibration build the same table from the same arguments.
 */
class SameTableTest {
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {
      "--captains 2 --rules official",
      "--captains 3 --rules official --rule module-theta --rounds 4",
      "--captains 2 --rules standard --rule module-alpha --rule module-beta --rule drop-to-impulse --rule all-stop",
      "--captains 3 --rules standard --factor 9 --objective go-out --structure fixed:3:offered",
      "--captains 4 --rules official --factor 15 --objective go-out --structure first-to:2",
  })
  void simulateArenaAndCalibrateBuildOneTable(String options) {
    String[] args = options.split(" ");
    SimulateCommand simulate = new SimulateCommand();
    new CommandLine(simulate).parseArgs(args);
    ArenaCommand arena = new ArenaCommand();
    new CommandLine(arena).parseArgs(args);
    CalibrateCommand calibrate = new CalibrateCommand();
    new CommandLine(calibrate).parseArgs(args);
    assertEquals(simulate.config(), arena.table.matchTable());
    assertEquals(simulate.config(), calibrate.table.matchTable());
  }
}
