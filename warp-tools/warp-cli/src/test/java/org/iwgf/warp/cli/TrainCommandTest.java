// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iwgf.warp.ai.officer.CommanderFeatures;
import org.iwgf.warp.ai.omega.MoveFeatures;
import org.iwgf.warp.ai.omega.Network;
import org.iwgf.warp.ai.omega.NetworkShape;
import org.iwgf.warp.ai.omega.SampleFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code warp train} on a tiny network for a few seconds: the held-out policy loss falls, the weights read
 * back, and the trained network beats a random captain.
 */
class TrainCommandTest {
  private static final String SEED = "3";

  @Test
  void aTinyNetworkLearnsTheCommandersMovesAndBeatsRandomPlay(@TempDir Path dir) throws Exception {
    Path weights = dir.resolve("tiny.bin");
    Path csv = dir.resolve("loss.csv");
    Path json = dir.resolve("train.json");
    Cli run = Cli.run("train", "--games", "80", "--factor", "9", "--rounds", "1", "--epochs", "4", "--hidden", "32",
        "--batch", "32", "--learning-rate", "0.003", "--eval-deals", "100", "--seed", SEED, "--name", "tiny-test",
        "--out", weights.toString(), "--csv", csv.toString(), "--json", json.toString(), "--quiet");
    assertEquals(WarpCli.OK, run.status(), run.out() + run.err());
    List<String> rows = Files.readAllLines(csv);
    assertTrue(rows.get(0).startsWith("# warp train --games 80") && rows.get(0).endsWith("(seed 3)"), rows.get(0));
    double first = Double.parseDouble(rows.get(2).split(",")[4]);
    double last = Double.parseDouble(rows.get(rows.size() - 1).split(",")[4]);
    assertTrue(last < 0.9 * first, "seed " + SEED + ": the held-out policy loss fell from " + first + " to " + last);
    try (InputStream in = Files.newInputStream(weights)) {
      assertEquals("tiny-test", Network.read(in).name());
    }
    JsonNode summary = new ObjectMapper().readTree(json.toFile());
    double winRate = summary.get("versus").get("winRate").asDouble();
    assertTrue(winRate > 0.55, "seed " + SEED + ": the trained network beats random play: " + winRate);
    assertEquals(5, summary.get("losses").size(), "the untrained network and four epochs");
    assertTrue(summary.get("losses").get(4).get("heldOutAgreement").asDouble() > 0.5, summary.toString());

    // --from: the same games and held-out set, starting where the first run ended.
    Path more = dir.resolve("more.bin");
    Path moreCsv = dir.resolve("more.csv");
    Cli again = Cli.run("train", "--from", weights.toString(), "--games", "80", "--factor", "9", "--rounds", "1",
        "--epochs", "1", "--batch", "32", "--learning-rate", "0.003", "--eval-deals", "1", "--seed", SEED, "--name",
        "tiny-more", "--out", more.toString(), "--csv", moreCsv.toString(), "--quiet");
    assertEquals(WarpCli.OK, again.status(), again.out() + again.err());
    assertEquals(rows.get(rows.size() - 1).split(",")[3], Files.readAllLines(moreCsv).get(2).split(",")[3],
        "the second run's untrained network is the first run's result");
    try (InputStream in = Files.newInputStream(more)) {
      assertEquals("tiny-more", Network.read(in).name());
    }
    // --expert-weights: Ω+ searching with the tiny network teaches the next one.
    Cli taught = Cli.run("train", "--expert", "omega+", "--expert-weights", weights.toString(), "--games", "2",
        "--held-out", "1", "--factor", "9", "--rounds", "1", "--epochs", "1", "--hidden", "32", "--eval-deals", "1",
        "--seed", SEED, "--out", more.toString(), "--quiet");
    assertEquals(WarpCli.OK, taught.status(), taught.out() + taught.err());
    assertTrue(taught.out().startsWith("Learning Omega+ from "), taught.out());
    Cli notSearch = Cli.run("train", "--expert", "commander", "--expert-weights", weights.toString(), "--factor", "9",
        "--out", more.toString());
    assertEquals(WarpCli.USAGE, notSearch.status(), notSearch.out());
    Cli elsewhere = Cli.run("train", "--from", weights.toString(), "--factor", "12", "--out", more.toString());
    assertEquals(WarpCli.USAGE, elsewhere.status(), elsewhere.out());
    assertTrue(elsewhere.err().contains("this table and --features need"), elsewhere.err());
  }

  @Test
  void samplesSavedByOneRunAreReplayedByTheNext(@TempDir Path dir) throws Exception {
    Path samples = dir.resolve("run-1.samples");
    Path weights = dir.resolve("w.bin");
    Path json = dir.resolve("first.json");
    Cli first = Cli.run("train", "--games", "3", "--held-out", "1", "--factor", "9", "--rounds", "1", "--epochs", "1",
        "--hidden", "16", "--eval-deals", "1", "--seed", SEED, "--save-samples", samples.toString(), "--out",
        weights.toString(), "--json", json.toString(), "--quiet");
    assertEquals(WarpCli.OK, first.status(), first.out() + first.err());
    int saved;
    try (InputStream in = Files.newInputStream(samples)) {
      saved = SampleFile.read(in).size();
    }
    assertEquals(new ObjectMapper().readTree(json.toFile()).get("samples").asInt(), saved,
        "every position of the run's own games is saved");
    Path second = dir.resolve("second.json");
    Cli replaying = Cli.run("train", "--games", "0", "--replay", samples.toString(), "--replay", samples.toString(),
        "--held-out", "1", "--factor", "9", "--rounds", "1", "--epochs", "1", "--hidden", "16", "--eval-deals", "1",
        "--seed", SEED, "--out", weights.toString(), "--json", second.toString(), "--quiet");
    assertEquals(WarpCli.OK, replaying.status(), replaying.out() + replaying.err());
    JsonNode summary = new ObjectMapper().readTree(second.toFile());
    assertEquals(2 * saved, summary.get("samples").asInt());
    assertEquals(2 * saved, summary.get("replayedSamples").asInt());
    Cli elsewhere = Cli.run("train", "--replay", samples.toString(), "--factor", "12", "--out", weights.toString());
    assertEquals(WarpCli.USAGE, elsewhere.status(), elsewhere.out());
    assertTrue(elsewhere.err().contains("this table and --features need"), elsewhere.err());
    assertEquals(WarpCli.USAGE, Cli.run("train", "--games", "0", "--factor", "9", "--out", weights.toString())
        .status(), "no games and nothing to replay");
  }

  @Test
  void trainingNeedsAPlaceForTheWeights() {
    assertEquals(WarpCli.USAGE, Cli.run("train", "--games", "2").status());
    assertEquals(WarpCli.USAGE, Cli.run("train", "--out", "x.bin", "--hidden", "0").status());
    assertEquals(WarpCli.USAGE, Cli.run("train", "--out", "x.bin", "--expert", "admiral").status());
    assertEquals(WarpCli.USAGE, Cli.run("train", "--out", "x.bin", "--expert-worlds", "0").status());
  }

  @Test
  void aLookaheadExpertSearchesTheWorldsItIsGiven(@TempDir Path dir) {
    Cli run = Cli.run("train", "--expert", "commander+lookahead", "--expert-worlds", "2", "--games", "2",
        "--held-out", "1", "--factor", "9", "--rounds", "1", "--epochs", "1", "--hidden", "8", "--eval-deals", "1",
        "--seed", SEED, "--out", dir.resolve("w.bin").toString());
    assertEquals(WarpCli.OK, run.status(), run.out() + run.err());
    assertTrue(run.out().contains("Learning Commander+Lookahead from"), run.out());
  }

  @Test
  void eachSetOfMoveFeaturesIsTrainedAndReadBack(@TempDir Path dir) throws Exception {
    for (String set : List.of("commander+outs", "commander+next", "commander+intel", "commander+line")) {
      Path weights = dir.resolve(set + ".bin");
      Cli run = Cli.run("train", "--features", set, "--games", "2", "--held-out", "1", "--factor", "9",
          "--rounds", "1", "--epochs", "1", "--hidden", "8", "--eval-deals", "1", "--seed", SEED, "--out",
          weights.toString(), "--quiet");
      assertEquals(WarpCli.OK, run.status(), set + ": " + run.out() + run.err());
      try (InputStream in = Files.newInputStream(weights)) {
        MoveFeatures read = CommanderFeatures.readBy(Network.read(in));
        assertEquals(set.equals("commander+intel"), read.usesIntel(), set);
        assertEquals(switch (set) {
          case "commander+outs" -> CommanderFeatures.withOuts();
          case "commander+next" -> CommanderFeatures.withNextTurn();
          case "commander+line" -> CommanderFeatures.withOwnLine();
          default -> CommanderFeatures.withIntel();
        }, read, set);
      }
    }
    Cli unknown = Cli.run("train", "--features", "commander+hunch", "--out", dir.resolve("x.bin").toString());
    assertEquals(WarpCli.USAGE, unknown.status());
    assertTrue(unknown.err().contains("commander+line"), unknown.err());
  }

  @Test
  void aCombiningLayerIsTrainedAfreshOrAddedToEarlierWeights(@TempDir Path dir) throws Exception {
    Path plain = dir.resolve("plain.bin");
    String[] table = {"--games", "2", "--held-out", "1", "--factor", "9", "--rounds", "1", "--epochs", "1",
        "--hidden", "8", "--eval-deals", "1", "--seed", SEED, "--quiet"};
    Cli fresh = Cli.run(concat(table, "--move-hidden", "4", "--out", dir.resolve("fresh.bin").toString()));
    assertEquals(WarpCli.OK, fresh.status(), fresh.out() + fresh.err());
    assertEquals(4, shapeOf(dir.resolve("fresh.bin")).moveHidden());
    assertEquals(WarpCli.OK, Cli.run(concat(table, "--out", plain.toString())).status());
    assertEquals(0, shapeOf(plain).moveHidden());
    Path added = dir.resolve("added.bin");
    Path json = dir.resolve("added.json");
    Cli adding = Cli.run(concat(table, "--from", plain.toString(), "--move-hidden", "6", "--out", added.toString(),
        "--json", json.toString()));
    assertEquals(WarpCli.OK, adding.status(), adding.out() + adding.err());
    assertEquals(6, shapeOf(added).moveHidden());
    assertEquals(6, new ObjectMapper().readTree(json.toFile()).get("moveHidden").asInt());
    Cli twice = Cli.run(concat(table, "--from", added.toString(), "--move-hidden", "5", "--out", plain.toString()));
    assertEquals(WarpCli.USAGE, twice.status());
    assertTrue(twice.err().contains("already combines its move features in 6 units"), twice.err());
    Cli none = Cli.run(concat(table, "--features", "none", "--move-hidden", "4", "--out", plain.toString()));
    assertEquals(WarpCli.USAGE, none.status());
    assertTrue(none.err().contains("needs move features"), none.err());
  }

  private static String[] concat(String[] table, String... more) {
    String[] out = new String[table.length + more.length + 1];
    out[0] = "train";
    System.arraycopy(table, 0, out, 1, table.length);
    System.arraycopy(more, 0, out, table.length + 1, more.length);
    return out;
  }

  private static NetworkShape shapeOf(Path weights) throws Exception {
    try (InputStream in = Files.newInputStream(weights)) {
      return Network.read(in).shape();
    }
  }

  @Test
  void softTargetsAreAnOfficersAndAtAPositiveTemperature(@TempDir Path dir) {
    Cli run = Cli.run("train", "--expert", "commander+lookahead", "--expert-worlds", "2", "--soft-targets", "3",
        "--games", "2", "--held-out", "1", "--factor", "9", "--rounds", "1", "--epochs", "1", "--hidden", "8",
        "--eval-deals", "1", "--seed", SEED, "--out", dir.resolve("w.bin").toString());
    assertEquals(WarpCli.OK, run.status(), run.out() + run.err());
    Cli cold = Cli.run("train", "--soft-targets", "0", "--factor", "9", "--out", dir.resolve("x.bin").toString());
    assertEquals(WarpCli.USAGE, cold.status());
    assertTrue(cold.err().contains("positive temperature"), cold.err());
    Cli random = Cli.run("train", "--expert", "random", "--soft-targets", "2", "--factor", "9", "--out",
        dir.resolve("y.bin").toString());
    assertEquals(WarpCli.USAGE, random.status());
    assertTrue(random.err().contains("not an officer"), random.err());
  }
}
