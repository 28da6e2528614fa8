// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iwgf.warp.rating.tei.AnchorRatings;
import org.iwgf.warp.rating.tei.TeiJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The calibration per Module and the calibration of the TEI anchors. */
class CalibrateCommandTest {
  @Test
  void calibrationListsEveryModuleWithTheRulebookFigures() {
    Cli run = Cli.run("calibrate", "--deals", "1", "--factor", "9", "--rounds", "1", "--threads", "1");
    assertEquals(WarpCli.OK, run.status(), run.err());
    assertTrue(run.out().contains("Theta") && run.out().contains("78.5 %"), run.out());
    assertTrue(run.out().contains("Kappa") && run.out().contains("35.6 %"), run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.startsWith("none ")), run.out());
    assertTrue(run.err().contains("warp calibrate: none: Commander plays the heuristic Commander: no Ω weights for"
        + " Warp 9"), "no weights cover Warp 9, and the calibration says so: " + run.err());
  }

  @Test
  void calibrationRowsAreWrittenAsData(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("calibration.csv");
    Path json = dir.resolve("calibration.json");
    Cli run = Cli.run("calibrate", "--deals", "1", "--factor", "9", "--rounds", "1", "--threads", "1", "--quiet",
        "--csv", csv.toString(), "--json", json.toString());
    assertEquals(WarpCli.OK, run.status(), run.err());
    List<String> rows = Files.readAllLines(csv);
    assertEquals("module,plugin_id,objective,games,win_rate,low95,high95,rulebook,note", rows.get(1));
    assertTrue(rows.stream().anyMatch(r -> r.startsWith("Theta,module-theta,POINTS_CAMPAIGN,2,")
        && r.endsWith(",\"78.5 %\",\"\"")), rows.toString());
    JsonNode calibration = new ObjectMapper().readTree(json.toFile());
    assertEquals(12, calibration.get("rows").size());
    assertTrue(calibration.get("command").asText().startsWith("warp calibrate --deals 1"));
  }

  @Test
  void omegaTrainedForEachTableTakesTheCommandersSeat() {
    Cli run = Cli.run("calibrate", "--deals", "1", "--factor", "9", "--rounds", "1", "--threads", "2", "--quiet",
        "--omega-games", "2");
    assertEquals(WarpCli.OK, run.status(), run.err());
    assertTrue(run.err().contains("Omega for Sections I-V: ") && run.err().contains("Omega for module-kappa: "),
        "a network per table: " + run.err());
    assertTrue(run.out().contains("Theta") && run.out().contains("78.5 %"), run.out());
  }

  @Test
  void theAnchorsAreCalibratedDeterministicallyWithProgressAndData(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("anchors.csv");
    Path json = dir.resolve("anchors.json");
    Cli first = Cli.run("calibrate", "--anchors", "--deals", "3", "--rounds", "2", "--threads", "2", "--csv",
        csv.toString(), "--json", json.toString());
    Cli second = Cli.run("calibrate", "--anchors", "--deals", "3", "--rounds", "2", "--threads", "1", "--quiet");
    assertEquals(WarpCli.OK, first.status(), first.err());
    assertTrue(first.err().contains("18/18 deals"), "six matches of three deals: " + first.err());
    assertEquals(first.out().substring(0, first.out().indexOf('{')),
        second.out().substring(0, second.out().indexOf('{')), "the result depends only on deals and seed");
    AnchorRatings parsed = TeiJson.create().readAnchors(first.out().substring(first.out().indexOf('{')).trim());
    assertTrue(parsed.source().contains("--deals 3"), parsed.source());
    assertEquals(8, Files.readAllLines(csv).size(), "a comment, a header and six matches");
    JsonNode data = new ObjectMapper().readTree(json.toFile());
    assertEquals(6, data.get("matchups").size());
    assertEquals(parsed, TeiJson.create().readAnchors(data.get("anchors").toString()));
  }
}
