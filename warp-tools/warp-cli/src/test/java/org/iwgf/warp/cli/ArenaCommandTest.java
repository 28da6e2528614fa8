// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.iwgf.warp.ai.encoding.ActionSpace;
import org.iwgf.warp.ai.encoding.ObservationEncoder;
import org.iwgf.warp.ai.officer.CommanderFeatures;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArenaCommandTest {
  @Test
  void playsAMatchAndPrintsBothStandings() {
    Cli run = Cli.run("arena", "--entrants", "lieutenant,ensign", "--deals", "4", "--factor", "9", "--rounds", "2",
        "--threads", "1");
    assertEquals(WarpCli.OK, run.status(), run.err());
    assertTrue(run.out().startsWith("Arena: Lieutenant vs Ensign, Warp 9 points campaign, 2 captains; 4 deals x 2"),
        run.out());
    assertTrue(run.out().contains("8 games") && run.out().contains("95 % CI"), run.out());
  }

  @Test
  void aDecidedMatchStopsEarlyAndWritesItsStandingsWithTheCommand(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("match.csv");
    Path json = dir.resolve("match.json");
    Cli run = Cli.run("arena", "--entrants", "commander,random", "--deals", "1000", "--until-decided", "--factor",
        "9", "--rounds", "3", "--threads", "2", "--quiet", "--seed", "5", "--csv", csv.toString(), "--json",
        json.toString());
    assertEquals(WarpCli.OK, run.status(), run.err());
    // --quiet prints no status line; the Commander seat says it has no Ω weights at Warp 9.
    String heuristic = "heuristic Commander: no Ω weights for Warp 9 × 2 captains, points campaign, Sections I-V";
    assertEquals(List.of("warp arena: Commander plays the " + heuristic), run.err().lines().toList());
    List<String> rows = Files.readAllLines(csv);
    assertTrue(rows.get(0).startsWith("# warp arena --entrants commander,random") && rows.get(0).endsWith("(seed 5)"),
        rows.get(0));
    assertEquals("entrant,games,win_rate,low95,high95,plays", rows.get(1));
    assertTrue(rows.get(2).startsWith("\"Commander\",") && rows.get(2).endsWith(",\"" + heuristic + "\""),
        rows.get(2));
    assertTrue(rows.get(3).endsWith(",\"Random\""), rows.get(3));
    assertEquals(4, rows.size());
    JsonNode match = new ObjectMapper().readTree(json.toFile());
    assertEquals(heuristic, match.get("standings").get(0).get("plays").asText());
    assertTrue(match.get("deals").asInt() < 1000, "the match stopped once decided: " + match.get("deals"));
    assertEquals(2 * match.get("deals").asInt(), match.get("standings").get(0).get("games").asInt());
    assertEquals("WARP_9", match.get("config").get("factor").asText());
  }

  @Test
  void classicAndTheDiceRaceSeatRandomAndIsMctsEntrants(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("race.csv");
    Cli race = Cli.run("arena", "--game", "dice-race", "--entrants", "ismcts:4,random", "--deals", "2", "--seed", "3",
        "--threads", "1", "--quiet", "--csv", csv.toString());
    assertEquals(WarpCli.OK, race.status(), race.err());
    assertTrue(race.out().startsWith("Arena: IS-MCTS:4 vs Random, the dice race, 2 seats; 2 deals x 2 rotations, "
        + "seed 3"), race.out());
    List<String> rows = Files.readAllLines(csv);
    assertTrue(rows.get(2).startsWith("\"IS-MCTS:4\",4,"), rows.get(2));
    Cli classic = Cli.run("arena", "--game", "classic", "--variant", "all-fives", "--entrants", "ISMCTS:4,random",
        "--deals", "1", "--threads", "1", "--quiet");
    assertEquals(WarpCli.OK, classic.status(), classic.err());
    assertTrue(classic.out().startsWith("Arena: IS-MCTS:4 vs Random, Warp 6 Classic all fives, 2 seats"),
        classic.out());
  }

  @Test
  void anotherGamesArenaRefusesWhatItCannotPlay(@TempDir Path dir) {
    List<List<String>> refused = List.of(
        List.of("--game", "chess", "--entrants", "ismcts,random"),
        List.of("--game", "classic", "--variant", "domino", "--entrants", "ismcts,random"),
        List.of("--game", "dice-race", "--variant", "draw", "--entrants", "ismcts,random"),
        List.of("--variant", "draw", "--entrants", "ismcts,random"),
        List.of("--game", "classic", "--entrants", "commander,random"),
        List.of("--game", "classic", "--entrants", "ismcts:0,random"),
        List.of("--game", "dice-race", "--entrants", "ismcts,random", "--json", dir.resolve("x.json").toString()));
    for (List<String> options : refused) {
      List<String> args = new ArrayList<>(List.of("arena", "--deals", "1", "--quiet"));
      args.addAll(options);
      Cli run = Cli.run(args.toArray(String[]::new));
      assertEquals(WarpCli.USAGE, run.status(), options + ": " + run.err());
      assertTrue(run.out().isEmpty(), run.out());
    }
  }

  @Test
  void aLongMatchPrintsItsStatusOnStandardError() {
    Cli run = Cli.run("arena", "--entrants", "lieutenant,ensign", "--deals", "2", "--factor", "9", "--rounds", "1",
        "--threads", "1");
    assertTrue(run.err().contains("2/2 deals (100.0%)"), run.err());
  }

  @Test
  void omegaPlaysTheWeightsItIsGivenAtTheirTableOnly(@TempDir Path dir) throws Exception {
    WarpConfig nine = WarpConfig.standard(WarpFactor.WARP_9, 2);
    Network network = Network.initialised("nine-test", new NetworkShape(ObservationEncoder.of(nine).layout().size(),
        List.of(8), ActionSpace.of(nine).size(), CommanderFeatures.of().count()), 5);
    Path file = dir.resolve("nine.warpnet");
    try (OutputStream out = Files.newOutputStream(file)) {
      network.write(out);
    }
    Path csv = dir.resolve("match.csv");
    Cli run = Cli.run("arena", "--entrants", "omega,random", "--weights", file.toString(), "--factor", "9",
        "--rounds", "1", "--deals", "2", "--threads", "1", "--quiet", "--csv", csv.toString());
    assertEquals(WarpCli.OK, run.status(), run.err());
    assertEquals("", run.err(), "Ω plays the weights given: nothing to say");
    assertTrue(run.out().startsWith("Arena: Omega vs Random, Warp 9"), run.out());
    assertTrue(Files.readAllLines(csv).get(2).endsWith(",\"Ω (weights nine-test)\""), Files.readString(csv));
    Cli elsewhere = Cli.run("arena", "--entrants", "omega,random", "--weights", file.toString(), "--factor", "12",
        "--deals", "1");
    assertEquals(WarpCli.USAGE, elsewhere.status());
    assertTrue(elsewhere.err().contains("does not play this table"), elsewhere.err());
  }

  @Test
  void badOptionsGiveOneLineAndStatus2() {
    Cli unknown = Cli.run("arena", "--entrants", "admiral,ensign");
    assertEquals(WarpCli.USAGE, unknown.status());
    assertEquals(1, unknown.err().lines().count(), unknown.err());
    assertEquals(WarpCli.USAGE, Cli.run("arena", "--deals", "0").status());
    assertEquals(WarpCli.USAGE, Cli.run("arena", "--rule", "module-omega").status());
  }

  @Test
  void aResultFileThatCannotBeWrittenGivesStatus3(@TempDir Path dir) {
    Cli run = Cli.run("arena", "--deals", "1", "--factor", "9", "--rounds", "1", "--threads", "1", "--quiet",
        "--csv", dir.resolve("no-such-folder").resolve("match.csv").toString());
    assertEquals(WarpCli.IO_ERROR, run.status());
    assertTrue(run.err().contains("could not write"), run.err());
  }

  @Test
  void aJournaledMatchStoppedPartWayResumesToTheUnbrokenMatchsStandings(@TempDir Path dir) throws Exception {
    Path journal = dir.resolve("match.journal");
    String[] table = {"arena", "--entrants", "lieutenant,ensign", "--factor", "9", "--rounds", "2", "--seed", "3",
        "--quiet"};
    Cli unbroken = Cli.run(concat(table, "--deals", "6", "--threads", "2"));
    Cli firstPart = Cli.run(concat(table, "--deals", "4", "--threads", "1", "--journal", journal.toString()));
    assertEquals(WarpCli.OK, firstPart.status(), firstPart.err());
    List<String> lines = Files.readAllLines(journal);
    assertEquals(5, lines.size(), "a header and four deals: " + lines);
    assertTrue(lines.get(0).startsWith("# warp arena journal 1: Lieutenant vs Ensign; seed 3;"), lines.get(0));
    // A run stopped while writing leaves a line cut short: it is dropped and its deal played again.
    Files.writeString(journal, String.join("\n", lines.subList(0, 4)) + "\n" + lines.get(4).substring(0, 3));
    Cli resumed = Cli.run(concat(table, "--deals", "6", "--threads", "2", "--journal", journal.toString()));
    assertEquals(WarpCli.OK, resumed.status(), resumed.err());
    assertEquals(standingsOf(unbroken), standingsOf(resumed));
    List<String> after = Files.readAllLines(journal);
    assertEquals(7, after.size(), "every deal once: " + after);
    assertEquals(6, after.stream().skip(1).map(l -> l.split(",")[0]).distinct().count(), after.toString());
  }

  @Test
  void aJournalOfAnotherMatchOrNotAJournalIsRefusedWithStatus3(@TempDir Path dir) throws Exception {
    Path journal = dir.resolve("match.journal");
    String[] table = {"arena", "--entrants", "lieutenant,ensign", "--factor", "9", "--rounds", "1", "--deals", "2",
        "--threads", "1", "--quiet", "--journal", journal.toString()};
    assertEquals(WarpCli.OK, Cli.run(concat(table, "--seed", "3")).status());
    String before = Files.readString(journal);
    Cli otherSeed = Cli.run(concat(table, "--seed", "4"));
    assertEquals(WarpCli.IO_ERROR, otherSeed.status());
    assertTrue(otherSeed.err().contains("journals another match"), otherSeed.err());
    assertEquals(before, Files.readString(journal), "a refused journal is left as it was");
    for (String bad : List.of("0,0.5", "0,0.5,x", "0,1.5,-0.5", "0,0.5,0.4", "-1,0.5,0.5", "1,1.0,0.0\n1,1.0,0.0",
        "9".repeat(5_000))) {
      Files.writeString(journal, before.lines().findFirst().orElseThrow() + "\n" + bad + "\n");
      Cli run = Cli.run(concat(table, "--seed", "3"));
      assertEquals(WarpCli.IO_ERROR, run.status(), bad);
      assertTrue(run.err().contains("could not use the journal") && run.err().contains("line "), run.err());
    }
    Files.writeString(journal, "deal,share\n");
    Cli notAJournal = Cli.run(concat(table, "--seed", "3"));
    assertEquals(WarpCli.IO_ERROR, notAJournal.status());
    assertTrue(notAJournal.err().contains("is not an arena journal"), notAJournal.err());
    Files.writeString(journal, "x".repeat(100_000));
    assertEquals(WarpCli.IO_ERROR, Cli.run(concat(table, "--seed", "3")).status(), "one endless line");
  }

  private static String[] concat(String[] head, String... tail) {
    String[] all = Arrays.copyOf(head, head.length + tail.length);
    System.arraycopy(tail, 0, all, head.length, tail.length);
    return all;
  }

  /** The standings lines of an arena's output (its last line, the time taken, left out). */
  private static List<String> standingsOf(Cli run) {
    return run.out().lines().filter(l -> l.contains("games")).toList();
  }

  @Test
  void omegaWithoutWeightsForTheTableSaysSoOnStandardErrorAndInTheStandings(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("match.csv");
    Path json = dir.resolve("match.json");
    // The rated table's rules one by one: Drop to Impulse without its catch, so no shipped weights cover it.
    Cli spelled = Cli.run("arena", "--entrants", "omega,random", "--rule", "module-alpha", "--rule", "module-beta",
        "--rule", "drop-to-impulse", "--rule", "all-stop", "--rounds", "2", "--deals", "1", "--threads", "1",
        "--quiet", "--csv", csv.toString(), "--json", json.toString());
    assertEquals(WarpCli.OK, spelled.status(), spelled.err());
    String heuristic = "heuristic Commander: no Ω weights for Warp 12 × 2 captains, points campaign, rules "
        + "module-alpha, module-beta, drop-to-impulse, all-stop";
    assertEquals(List.of("warp arena: Omega plays the " + heuristic), spelled.err().lines().toList());
    assertTrue(Files.readAllLines(csv).get(2).endsWith(",\"" + heuristic + "\""), Files.readString(csv));
    JsonNode standings = new ObjectMapper().readTree(json.toFile()).get("standings");
    assertEquals(heuristic, standings.get(0).get("plays").asText());
    assertEquals("Random", standings.get(1).get("plays").asText());

    Cli official = Cli.run("arena", "--entrants", "omega,random", "--rules", "official", "--rounds", "2", "--deals",
        "1", "--threads", "1", "--quiet", "--json", json.toString());
    assertEquals(WarpCli.OK, official.status(), official.err());
    assertEquals("", official.err());
    assertEquals("Ω (weights " + OmegaModel.WARP12_OFFICIAL + ")",
        new ObjectMapper().readTree(json.toFile()).get("standings").get(0).get("plays").asText());
  }
}
