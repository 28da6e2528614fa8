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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The soak and the fuzz from the command line: small runs, their data files and their exit statuses. */
class ResearchCommandsTest {
  @Test
  void aSmallSoakPassesAndWritesItsDataWithTheCommand(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("soak.csv");
    Path json = dir.resolve("soak.json");
    Cli run = Cli.run("soak", "--games", "40", "--threads", "1", "--seed", "9", "--csv", csv.toString(), "--json",
        json.toString());
    assertEquals(WarpCli.OK, run.status(), run.out() + run.err());
    assertTrue(run.out().startsWith("Soaking 40 games over "), run.out());
    assertTrue(run.err().contains("40/40 games"), "the status line: " + run.err());
    List<String> rows = Files.readAllLines(csv);
    assertTrue(rows.get(0).startsWith("# warp soak --games 40") && rows.get(0).endsWith("(seed 9)"), rows.get(0));
    JsonNode report = new ObjectMapper().readTree(json.toFile());
    assertEquals(40, report.get("games").asInt());
    assertEquals(0, report.get("failureCount").asInt());
  }

  @Test
  void aFastSoakPassesAndIsNotAlsoThorough() {
    Cli run = Cli.run("soak", "--games", "40", "--threads", "1", "--seed", "9", "--fast", "--kernel-rules",
        "--quiet");
    assertEquals(WarpCli.OK, run.status(), run.out() + run.err());
    assertTrue(run.out().startsWith("Soaking 40 games over 72 cells"), run.out());
    Cli none = Cli.run("soak", "--games", "40", "--kernel-rules", "--filter", "module-alpha");
    assertEquals(WarpCli.USAGE, none.status());
    assertTrue(none.err().contains("search kernel"), none.err());
    Cli both = Cli.run("soak", "--games", "40", "--fast", "--thorough");
    assertEquals(WarpCli.USAGE, both.status());
    assertTrue(both.err().contains("choose one"), both.err());
  }

  @Test
  void theSoakFilterKeepsOnlyCombinationsWithTheNamedModules() {
    Cli run = Cli.run("soak", "--games", "8", "--threads", "1", "--quiet", "--filter", "module-theta,module-beta");
    assertEquals(WarpCli.OK, run.status(), run.err());
    assertTrue(run.out().lines().filter(l -> l.contains("module-")).allMatch(
        l -> !l.contains("+") || (l.contains("module-theta") && l.contains("module-beta"))), run.out());
    Cli unknown = Cli.run("soak", "--games", "8", "--filter", "module-omega");
    assertEquals(WarpCli.USAGE, unknown.status());
    assertTrue(unknown.err().contains("module-omega"), unknown.err());
  }

  @Test
  void aSmallFuzzIsCleanAndWritesItsData(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("fuzz.csv");
    Cli run = Cli.run("fuzz", "--game", "classic", "--inputs", "300", "--games", "4", "--quiet", "--csv",
        csv.toString());
    assertEquals(WarpCli.OK, run.status(), run.out() + run.err());
    assertTrue(run.out().contains("Clean in "), run.out());
    List<String> rows = Files.readAllLines(csv);
    assertTrue(rows.get(0).startsWith("# warp fuzz --game classic"), rows.get(0));
    assertTrue(rows.stream().anyMatch(r -> r.startsWith("classic/state,")), rows.toString());
  }

  @Test
  void theFuzzRefusesAGameOrDocumentItDoesNotHave() {
    Cli chess = Cli.run("fuzz", "--game", "chess");
    assertEquals(WarpCli.USAGE, chess.status());
    assertTrue(chess.err().contains("dice-race"), chess.err());
    assertEquals(WarpCli.USAGE, Cli.run("fuzz", "--game", "classic", "--games", "2", "--only", "tiles").status());
    assertEquals(WarpCli.USAGE, Cli.run("fuzz", "--minutes", "-1").status());
  }
}
