// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.SampleFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code warp train selfplay} on a tiny network at Warp 9 for a few seconds: a generation's training lowers the
 * loss on its samples, the gate keeps or discards the candidate by its threshold, a discarded candidate leaves
 * the kept network to play on, a stopped run resumes from its folder as an unbroken one would have gone on, and
 * a resume that changes what the generations build on is refused.
 */
class SelfPlayCommandTest {
  private static final String[] TINY = {"train", "selfplay", "--factor", "9", "--rounds", "1", "--games", "4",
      "--iterations", "8", "--worlds", "4", "--hidden", "16", "--epochs", "3", "--batch", "16", "--learning-rate",
      "0.003", "--gate-deals", "3", "--eval-deals", "2", "--threads", "2", "--seed", "3", "--quiet"};

  @Test
  void aGenerationLearnsFromItsOwnSearchAndIsKeptOnlyPastTheGate(@TempDir Path dir) throws Exception {
    Path run = dir.resolve("run");
    Cli first = Cli.run(tiny("--generations", "1", "--gate", "0", "--out", run.toString()));
    assertEquals(WarpCli.OK, first.status(), first.out() + first.err());
    JsonNode one = record(run);
    assertEquals(2, one.get("generations").size(), one.toString());
    JsonNode g1 = one.get("generations").get(1);
    assertTrue(g1.get("samples").asInt() > 0, g1.toString());
    assertTrue(g1.get("lossAfter").asDouble() < g1.get("lossBefore").asDouble(),
        "training lowers the loss on the generation's samples: " + g1);
    assertTrue(g1.get("kept").asBoolean(), "a gate of 0 keeps every candidate: " + g1);
    assertEquals(0, g1.get("gatedAgainst").asInt());
    assertEquals(6, g1.get("gate").get("games").asInt(), "3 deals, each at both seats");
    assertTrue(g1.get("versusCommander").get("games").asInt() > 0, g1.toString());
    try (InputStream in = Files.newInputStream(run.resolve("generation-1.samples"))) {
      assertEquals(g1.get("samples").asInt(), SampleFile.read(in).size());
    }
    try (InputStream in = Files.newInputStream(run.resolve("generation-1.warpnet"))) {
      assertEquals("omega-selfplay-g1", Network.read(in).name());
    }

    // Resumed with the same options, the run goes on from generation 1 as it was.
    Cli second = Cli.run(tiny("--generations", "2", "--gate", "0", "--out", run.toString()));
    assertEquals(WarpCli.OK, second.status(), second.out() + second.err());
    assertTrue(second.out().startsWith("Resuming " + run + " after generation 1 (generation 1 plays on)"),
        second.out());
    JsonNode two = record(run);
    assertEquals(one.get("generations").get(1), two.get("generations").get(1), "generation 1 is kept as it was");
    assertEquals(2, two.get("commands").size());
    List<String> csv = Files.readAllLines(run.resolve("generations.csv"));
    assertTrue(csv.get(0).startsWith("# warp train selfplay") && csv.get(0).endsWith("(seed 3)"), csv.get(0));
    assertEquals(2 + 1 + 3, csv.size(), "two command lines, the header and generations 0 to 2");
    assertTrue(csv.get(csv.size() - 1).startsWith("2,4,"), csv.get(csv.size() - 1));

    // An unbroken run of the same seed reaches the same generations.
    Path unbroken = dir.resolve("unbroken");
    Cli whole = Cli.run(tiny("--generations", "2", "--gate", "0", "--out", unbroken.toString()));
    assertEquals(WarpCli.OK, whole.status(), whole.out() + whole.err());
    for (int g = 1; g <= 2; g++) {
      assertEquals(withoutSeconds(two.get("generations").get(g)),
          withoutSeconds(record(unbroken).get("generations").get(g)), "generation " + g);
    }

    // The same candidate meets a gate it does not pass: it is discarded and generation 0 plays on.
    Path gated = dir.resolve("gated");
    Cli strict = Cli.run(tiny("--generations", "1", "--gate", "1", "--out", gated.toString()));
    assertEquals(WarpCli.OK, strict.status(), strict.out() + strict.err());
    JsonNode row = record(gated).get("generations").get(1);
    assertEquals(g1.get("gate"), row.get("gate"), "the gate match is the one the kept candidate played");
    assertTrue(row.get("gate").get("winRate").asDouble() < 1, row.toString());
    assertFalse(row.get("kept").asBoolean(), "a gate of 1 discards a candidate short of every win: " + row);
    assertTrue(strict.out().contains("generation 0 plays on"), strict.out());
  }

  @Test
  void aResumeThatChangesWhatTheGenerationsBuildOnIsRefusedNamingTheOption(@TempDir Path dir) throws Exception {
    Path run = dir.resolve("run");
    Cli first = Cli.run(quick("--out", run.toString()));
    assertEquals(WarpCli.OK, first.status(), first.out() + first.err());
    String before = Files.readString(run.resolve("selfplay.json"));
    List<List<String>> changes = List.of(List.of("--games", "2"), List.of("--gate", "0.5"),
        List.of("--window", "3"), List.of("--temperature", "1"), List.of("--hidden", "8"),
        List.of("--features", "none"), List.of("--captains", "3"));
    for (List<String> change : changes) {
      Cli refused = Cli.run(quick(change.get(0), change.get(1), "--out", run.toString()));
      assertEquals(WarpCli.USAGE, refused.status(), change + ": " + refused.out());
      String named = change.get(0).equals("--captains") ? "tables (--table, or the table options) were"
          : change.get(0).equals("--hidden") || change.get(0).equals("--features") ? "network (--hidden, --features)"
          : change.get(0) + " was";
      assertTrue(refused.err().contains(run + " holds a run whose " + named), change + ": " + refused.err());
      assertEquals(before, Files.readString(run.resolve("selfplay.json")), change + " leaves the record alone");
    }

    // Options the generations do not build on may change: the threads, the measures.
    Cli allowed = Cli.run(quick("--threads", "1", "--eval-deals", "2", "--out", run.toString()));
    assertEquals(WarpCli.OK, allowed.status(), allowed.out() + allowed.err());
    assertTrue(allowed.out().startsWith("Resuming " + run + " after generation 1"), allowed.out());
    assertEquals(2, record(run).get("commands").size());
  }

  @Test
  void aMixSharesItsGamesAmongTablesOneNetworkReads(@TempDir Path dir) throws Exception {
    Path run = dir.resolve("mix");
    Cli mixed = Cli.run("train", "selfplay", "--table", "factor=9,rounds=1", "--table",
        "factor=9,objective=go-out,share=2", "--games", "3", "--iterations", "4", "--worlds", "2", "--hidden", "8",
        "--epochs", "1", "--gate-deals", "2", "--eval-deals", "0", "--generations", "1", "--seed", "5", "--quiet",
        "--out", run.toString());
    assertEquals(WarpCli.OK, mixed.status(), mixed.out() + mixed.err());
    JsonNode g1 = record(run).get("generations").get(1);
    assertEquals(3, g1.get("games").asInt());
    assertEquals(4, g1.get("gate").get("games").asInt(), "2 deals at two seats, one deal at each table");
    assertEquals(0, g1.get("versusFirst").get("games").asInt(), "--eval-deals 0 measures nothing");
    assertTrue(g1.get("versusFirst").get("winRate").isNull(), g1.toString());

    Cli twoFleets = Cli.run("train", "selfplay", "--table", "factor=9", "--table", "factor=9,captains=3", "--out",
        dir.resolve("x").toString());
    assertEquals(WarpCli.USAGE, twoFleets.status());
    assertTrue(twoFleets.err().contains("read by one network"), twoFleets.err());
    Cli unknownKey = Cli.run("train", "selfplay", "--table", "factor=9,colour=red", "--out",
        dir.resolve("x").toString());
    assertEquals(WarpCli.USAGE, unknownKey.status());
    assertTrue(unknownKey.err().contains("colour=red"), unknownKey.err());
    Cli both = Cli.run("train", "selfplay", "--table", "factor=9", "--factor", "9", "--out",
        dir.resolve("x").toString());
    assertEquals(WarpCli.USAGE, both.status());
    assertTrue(both.err().contains("put it in each --table"), both.err());
    Cli badShare = Cli.run("train", "selfplay", "--table", "factor=9,share=0", "--out", dir.resolve("x").toString());
    assertEquals(WarpCli.USAGE, badShare.status());
    assertTrue(badShare.err().contains("a share is 1 to"), badShare.err());
  }

  @Test
  void aRunRefusesAGateOutsideZeroToOneAnUnboundedSearchAForeignSeedAndADamagedRecord(@TempDir Path dir) throws Exception {
    assertEquals(WarpCli.USAGE, Cli.run(tiny("--gate", "1.5", "--out", dir.resolve("a").toString())).status());
    assertEquals(WarpCli.USAGE, Cli.run(tiny("--temperature", "-1", "--out", dir.resolve("a").toString())).status());
    assertEquals(WarpCli.USAGE, Cli.run(tiny("--iterations", "4097", "--out", dir.resolve("a").toString())).status());
    assertEquals(WarpCli.USAGE, Cli.run(tiny("--worlds", "4097", "--out", dir.resolve("a").toString())).status());
    assertEquals(WarpCli.USAGE, Cli.run("train", "selfplay", "--games", "1").status(), "--out is required");
    Cli help = Cli.run("train", "selfplay", "--help");
    assertEquals(WarpCli.OK, help.status());
    assertTrue(help.out().startsWith("Usage: warp train selfplay"), help.out());
    assertTrue(help.out().contains("2  the command line is not valid"), help.out());
    assertTrue(Cli.run("train", "--help").out().contains("selfplay"), "train lists selfplay");

    Path damaged = dir.resolve("damaged");
    Files.createDirectories(damaged);
    Files.writeString(damaged.resolve("selfplay.json"), "{\"seed\": 3, \"commands\": [], \"generations\": "
        + "[{\"generation\": 4}]}");
    Cli broken = Cli.run(tiny("--out", damaged.toString()));
    assertEquals(WarpCli.USAGE, broken.status());
    assertTrue(broken.err().contains("is not a self-play record"), broken.err());
    Files.writeString(damaged.resolve("selfplay.json"), "{\"seed\": 3, \"comm");
    assertEquals(WarpCli.USAGE, Cli.run(tiny("--out", damaged.toString())).status());

    Path seeded = dir.resolve("seeded");
    Files.createDirectories(seeded);
    Files.writeString(seeded.resolve("selfplay.json"), "{\"seed\": 9, \"commands\": [\"warp\"], \"generations\": "
        + "[{\"generation\": 0, \"games\": 0, \"samples\": 0, \"trainedOn\": 0, \"lossBefore\": null, "
        + "\"lossAfter\": null, \"gatedAgainst\": -1, \"gate\": {\"games\": 0}, \"kept\": true, "
        + "\"versusFirst\": {\"games\": 0}, \"versusCommander\": {\"games\": 0}, \"seconds\": 1.0}]}");
    Cli foreign = Cli.run(tiny("--out", seeded.toString()));
    assertEquals(WarpCli.USAGE, foreign.status());
    assertTrue(foreign.err().contains("holds a run of seed 9, not 3"), foreign.err());
  }

  /**
   * The least run: one generation of one game on the smallest network, nothing measured; {@code more} gives
   * options and values, each in place of the default's.
   */
  private static String[] quick(String... more) {
    List<String> base = List.of("--factor", "9", "--rounds", "1", "--games", "1", "--iterations", "2", "--worlds",
        "1", "--hidden", "4", "--epochs", "1", "--gate-deals", "1", "--eval-deals", "0", "--generations", "1",
        "--threads", "1", "--seed", "3");
    List<String> given = List.of(more);
    List<String> args = new ArrayList<>(List.of("train", "selfplay", "--quiet"));
    for (int i = 0; i < base.size(); i += 2) {
      if (!given.contains(base.get(i))) {
        args.addAll(base.subList(i, i + 2));
      }
    }
    args.addAll(given);
    return args.toArray(String[]::new);
  }

  private static String[] tiny(String... more) {
    List<String> args = new ArrayList<>(List.of(TINY));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  private static JsonNode record(Path run) throws Exception {
    return new ObjectMapper().readTree(run.resolve("selfplay.json").toFile());
  }

  private static JsonNode withoutSeconds(JsonNode row) {
    ObjectNode copy = row.deepCopy();
    copy.remove("seconds");
    return copy;
  }
}
