// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code warp} command itself: its list of commands, its version and what it does with nonsense. */
class WarpCliTest {
  @Test
  void withoutACommandItListsEveryCommand() {
    Cli run = Cli.run();
    assertEquals(WarpCli.OK, run.status());
    for (String command : List.of("simulate", "arena", "calibrate", "soak", "fuzz", "scenario", "plot", "train")) {
      assertTrue(run.out().contains("\n  " + command + " "), command + " is listed: " + run.out());
    }
  }

  @Test
  void everyCommandHasHelpWithTheSameExitStatuses() {
    for (String command : List.of("simulate", "arena", "calibrate", "soak", "fuzz", "scenario", "plot", "train")) {
      Cli run = Cli.run(command, "--help");
      assertEquals(WarpCli.OK, run.status(), command);
      assertTrue(run.out().startsWith("Usage: warp " + command), run.out());
      assertTrue(run.out().contains("2  the command line is not valid"), run.out());
    }
  }

  @Test
  void anUnknownCommandIsRefusedWithStatus2() {
    Cli run = Cli.run("teleport");
    assertEquals(WarpCli.USAGE, run.status());
    assertEquals(1, run.err().lines().count(), run.err());
    assertTrue(run.err().contains("teleport"), run.err());
  }

  @Test
  void theVersionIsPrinted() {
    Cli run = Cli.run("--version");
    assertEquals(WarpCli.OK, run.status());
    assertTrue(run.out().startsWith("warp "), run.out());
  }
}
