// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
  void aDecidedMatchStopsEarlyAndWritesItsStandingsWithTheCommand(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("match.csv");
    Path json = dir.resolve("match.json");
    assertEquals(RunArena.OK, run("--entrants", "commander,random", "--deals", "1000", "--until-decided", "--factor",
        "9", "--rounds", "3", "--threads", "2", "--quiet", "--seed", "5", "--csv", csv.toString(), "--json",
        json.toString()));
    assertEquals("", err.toString(StandardCharsets.UTF_8), "--quiet prints no status line");
    List<String> rows = Files.readAllLines(csv);
    assertTrue(rows.get(0).startsWith("# RunArena --entrants commander,random") && rows.get(0).endsWith("(seed 5)"),
        rows.get(0));
    assertEquals("entrant,games,win_rate,low95,high95", rows.get(1));
    assertEquals(4, rows.size());
    JsonNode match = new ObjectMapper().readTree(json.toFile());
    assertTrue(match.get("deals").asInt() < 1000, "the match stopped once decided: " + match.get("deals"));
    assertEquals(2 * match.get("deals").asInt(), match.get("standings").get(0).get("games").asInt());
    assertEquals("WARP_9", match.get("config").get("factor").asText());
  }

  @Test
  void calibrationRowsAreWrittenAsData(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("calibration.csv");
    Path json = dir.resolve("calibration.json");
    assertEquals(RunArena.OK, run("--calibrate", "--deals", "1", "--factor", "9", "--rounds", "1", "--threads", "1",
        "--quiet", "--csv", csv.toString(), "--json", json.toString()));
    List<String> rows = Files.readAllLines(csv);
    assertEquals("module,plugin_id,objective,games,win_rate,low95,high95,rulebook,note", rows.get(1));
    assertTrue(rows.stream().anyMatch(r -> r.startsWith("Theta,module-theta,POINTS_CAMPAIGN,2,")
        && r.endsWith(",\"78.5 %\",\"\"")), rows.toString());
    JsonNode calibration = new ObjectMapper().readTree(json.toFile());
    assertEquals(12, calibration.get("rows").size());
    assertTrue(calibration.get("command").asText().startsWith("RunArena --calibrate"));
  }

  @Test
  void badOptionsGiveOneLineAndStatus2() {
    assertEquals(RunArena.BAD_OPTIONS, run("--entrants", "admiral,ensign"));
    assertEquals(1, err.toString(StandardCharsets.UTF_8).lines().count());
    assertEquals(RunArena.BAD_OPTIONS, run("--deals", "0"));
  }
}
