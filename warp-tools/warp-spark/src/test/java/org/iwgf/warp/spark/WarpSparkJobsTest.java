// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.Calibration;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.table.Roster;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.soak.SoakReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line: its help, its refusals, and jobs whose files are the single-machine runs' files. */
class WarpSparkJobsTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return WarpSparkJobs.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @Test
  void helpNamesTheJobsAndTheirOptions() {
    assertEquals(WarpSparkJobs.OK, run("--help"));
    String help = out.toString(StandardCharsets.UTF_8);
    assertTrue(help.contains("soak") && help.contains("arena") && help.contains("calibrate"), help);
    out.reset();
    assertEquals(WarpSparkJobs.OK, run("soak", "--help"));
    String soak = out.toString(StandardCharsets.UTF_8);
    for (String option : List.of("--games", "--seed", "--filter", "--thorough", "--master", "--partitions", "--csv",
        "--json")) {
      assertTrue(soak.contains(option), option + " missing from\n" + soak);
    }
  }

  @Test
  void optionsThatAreNotValidExitWithTwoBeforeSparkStarts() {
    assertEquals(WarpSparkJobs.BAD_OPTIONS, run("soak", "--games", "many"));
    assertEquals(WarpSparkJobs.BAD_OPTIONS, run("soak", "--filter", "module-omega"));
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("module-omega"), err.toString(StandardCharsets.UTF_8));
    assertEquals(WarpSparkJobs.BAD_OPTIONS, run("arena", "--entrants", "commander,admiral"));
    assertEquals(WarpSparkJobs.BAD_OPTIONS, run("calibrate", "--deals", "0"));
    assertEquals(WarpSparkJobs.BAD_OPTIONS, run("arena", "--rules", "house"));
    assertEquals(WarpSparkJobs.BAD_OPTIONS, run("arena", "--structure", "first-to:2"));
    assertEquals(WarpSparkJobs.BAD_OPTIONS, run("sail"));
  }

  @Test
  void theArenaAndTheCalibrationWriteTheSingleMachineRunsFiles(@TempDir Path dir) throws Exception {
    Path arenaCsv = dir.resolve("arena.csv");
    String[] arena = {"arena", "--entrants", "lieutenant,random", "--deals", "5", "--factor", "9", "--seed", "3",
        "--master", "local[2]", "--csv", arenaCsv.toString()};
    assertEquals(WarpSparkJobs.OK, run(arena));
    WarpConfig table = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).captainNames(Roster.aviators(2))
        .build();
    List<Standing> standings = Arena.of(table, List.of(Entrant.parse("lieutenant", Lookahead.of(8, 12, 4)),
        Entrant.parse("random", Lookahead.of(8, 12, 4)))).play(5, 3L, 2);
    assertEquals(Standing.csv("warp-spark " + String.join(" ", arena) + " (seed 3)", standings),
        Files.readString(arenaCsv));

    Path calibrationCsv = dir.resolve("calibration.csv");
    String[] calibrate = {"calibrate", "--deals", "1", "--factor", "9", "--master", "local[2]", "--csv",
        calibrationCsv.toString()};
    assertEquals(WarpSparkJobs.OK, run(calibrate));
    assertEquals(Calibration.csv("warp-spark " + String.join(" ", calibrate) + " (seed 1)",
        Calibration.run(table, 1, 1L, 2, Arena.Progress.NONE)), Files.readString(calibrationCsv));
    assertTrue(err.toString(StandardCharsets.UTF_8).lines().anyMatch(l -> l.startsWith(
        "warp-spark calibrate: none: Commander plays the heuristic Commander: no Ω weights for Warp 9")),
        "no weights cover Warp 9, and the calibration says so: " + err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void omegaWithoutWeightsForTheTableSaysSoAndTheStandingsNameWhatEachPlayed(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("arena.csv");
    assertEquals(WarpSparkJobs.OK, run("arena", "--entrants", "omega,random", "--rule", "module-alpha", "--rule",
        "module-beta", "--rule", "drop-to-impulse", "--rule", "all-stop", "--rounds", "1", "--deals", "1",
        "--master", "local[1]", "--csv", csv.toString()));
    String heuristic = "heuristic Commander: no Ω weights for Warp 12 × 2 captains, points campaign, rules "
        + "module-alpha, module-beta, drop-to-impulse, all-stop";
    assertEquals(List.of("warp-spark arena: Omega plays the " + heuristic),
        err.toString(StandardCharsets.UTF_8).lines().toList());
    List<String> rows = Files.readAllLines(csv);
    assertEquals("entrant,games,win_rate,low95,high95,plays", rows.get(1));
    assertTrue(rows.get(2).startsWith("\"Omega\",") && rows.get(2).endsWith(",\"" + heuristic + "\""), rows.get(2));
    assertTrue(rows.get(3).endsWith(",\"Random\""), rows.get(3));
  }

  @Test
  void aSoakWritesTheSingleMachineSoaksFiles(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("soak.csv");
    Path json = dir.resolve("soak.json");
    String[] args = {"soak", "--games", "96", "--seed", "4", "--master", "local[2]", "--partitions", "5", "--csv",
        csv.toString(), "--json", json.toString()};
    assertEquals(WarpSparkJobs.OK, run(args));

    String command = "warp-spark " + String.join(" ", args) + " (seed 4)";
    SoakReport local = new SoakJob(96, 4L, 2, List.of(), false).runner().withThreads(2).run(96, 4L);
    assertEquals(local.combinationsCsv(command), Files.readString(csv));
    ObjectMapper mapper = new ObjectMapper();
    JsonNode expected = mapper.readTree(local.toJson(command));
    JsonNode written = mapper.readTree(Files.readString(json));
    ((ObjectNode) expected).remove("seconds");
    ((ObjectNode) written).remove("seconds");
    assertEquals(expected, written);
    assertTrue(out.toString(StandardCharsets.UTF_8).contains("Invariant failures: 0"),
        out.toString(StandardCharsets.UTF_8));
  }
}
