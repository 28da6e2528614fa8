// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SimulateCampaignTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    out.reset();
    err.reset();
    return SimulateCampaign.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void playsTheDefaultCampaign() {
    assertEquals(SimulateCampaign.OK, run("--captains", "4"));
    assertEquals("", err());
    String log = out();
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
    assertEquals(SimulateCampaign.OK, run("--turns", "--seed", "5", "--rounds", "2"));
    String first = out();
    assertTrue(first.contains(" charts "), first);
    run("--turns", "--seed", "5", "--rounds", "2");
    assertEquals(first, out());
    run("--turns", "--seed", "6", "--rounds", "2");
    assertNotEquals(first, out());
  }

  @Test
  void playsAGoOutSector() {
    assertEquals(SimulateCampaign.OK, run("--objective", "go-out", "--structure", "first-to:2", "--factor", "9",
        "--captains", "3"));
    assertTrue(out().contains("Final standings (rounds won):"), out());
  }

  @Test
  void standardRulesLeaveEveryOptionalRuleOff() {
    assertEquals(SimulateCampaign.OK, run("--rules", "standard", "--rounds", "1"));
    assertTrue(out().contains("\nRules: Sections I-V\n"), out());
    assertTrue(CampaignOptions.parse("--rules", "standard").toConfig().plugins().isEmpty());
    assertEquals(4, CampaignOptions.parse().toConfig().plugins().size());
    assertEquals(0, CampaignOptions.parse().toConfig().doubleBlankScore());
  }

  @Test
  void anUnknownRuleSetIsRefused() {
    assertEquals(SimulateCampaign.BAD_OPTIONS, run("--rules", "deluxe"));
    assertTrue(err().contains("--rules must be official or standard"), err());
  }

  @Test
  void helpPrintsUsageAndSucceeds() {
    assertEquals(SimulateCampaign.OK, run("--help"));
    assertTrue(out().startsWith("Usage: SimulateCampaign"), out());
  }

  @Test
  void badOptionsGiveOneLineOnStandardErrorAndStatus2() {
    assertEquals(SimulateCampaign.BAD_OPTIONS, run("--factor", "10"));
    assertEquals("", out());
    assertEquals(1, err().lines().count(), err());
    assertTrue(err().contains("--factor must be 9, 12, 15 or 18"), err());
  }

  @Test
  void aConfigurationTheRulesRefuseGivesStatus2() {
    assertEquals(SimulateCampaign.BAD_OPTIONS, run("--captains", "9"));
    assertEquals(1, err().lines().count(), err());
    assertTrue(err().contains("[FLEET_SIZE]"), err());
  }
}
