// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class RunArenaTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return RunArena.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @Test
  void playsAMatchAndPrintsBothStandings() {
    assertEquals(RunArena.OK, run("--entrants", "lieutenant,ensign", "--deals", "4", "--factor", "9", "--rounds", "2",
        "--threads", "1"));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.startsWith("Arena: Lieutenant vs Ensign, Warp 9 points campaign, 2 captains; 4 deals x 2"), text);
    assertTrue(text.contains("Lieutenant") && text.contains("8 games") && text.contains("95 % CI"), text);
  }

  @Test
  void calibrationListsEveryModuleWithTheRulebookFigures() {
    assertEquals(RunArena.OK, run("--calibrate", "--deals", "1", "--factor", "9", "--rounds", "1", "--threads", "1"));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("Theta") && text.contains("78.5 %"), text);
    assertTrue(text.contains("Kappa") && text.contains("35.6 %"), text);
    assertTrue(text.lines().anyMatch(l -> l.startsWith("none ")), text);
  }

  @Test
  void badOptionsGiveOneLineAndStatus2() {
    assertEquals(RunArena.BAD_OPTIONS, run("--entrants", "admiral,ensign"));
    assertEquals(1, err.toString(StandardCharsets.UTF_8).lines().count());
    assertEquals(RunArena.BAD_OPTIONS, run("--deals", "0"));
  }
}
