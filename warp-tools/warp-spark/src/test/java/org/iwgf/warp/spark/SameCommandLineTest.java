// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.ai.table.Roster;
import org.iwgf.warp.cli.WarpCli;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * One command line, two machines: {@code warp arena} and {@code warp-spark arena} read the same arguments into
 * the same match — the same table, entrants, deals and seed — and play it to the same standings, saying alike
 * what each entrant played.
 */
class SameCommandLineTest {
  /** One run of a command line that did its job: its standard error and the JSON file it wrote. */
  private record Run(String err, JsonNode json) {}

  @FunctionalInterface
  private interface Main {
    int run(String[] args, PrintStream out, PrintStream err);
  }

  private static Run run(Main main, Path json, List<String> args) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    List<String> all = new ArrayList<>(args);
    all.addAll(List.of("--json", json.toString()));
    int status = main.run(all.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status, all + "\n" + err.toString(StandardCharsets.UTF_8));
    return new Run(err.toString(StandardCharsets.UTF_8), new ObjectMapper().readTree(json.toFile()));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {
      "--entrants omega,random --rules official --rounds 2",
      "--entrants omega+:8,random --rule module-alpha --rule module-beta --rule drop-to-impulse --rule all-stop "
          + "--rounds 2",
      "--entrants commander,ensign,random --factor 9 --captains 3 --objective go-out --structure first-to:2",
      "--entrants omega,lieutenant --rules official --captains 4 --rule module-theta --rounds 1",
      "--entrants ensign+lookahead,random --factor 9 --rules standard --rounds 3 --samples 2 --depth 3",
  })
  void warpArenaAndTheSparkArenaPlayTheSameMatch(String options, @TempDir Path dir) throws Exception {
    List<String> match = new ArrayList<>(Arrays.asList(options.split(" ")));
    match.addAll(List.of("--deals", "2", "--seed", "7"));
    List<String> local = new ArrayList<>(List.of("arena"));
    local.addAll(match);
    local.addAll(List.of("--threads", "1", "--quiet"));
    List<String> spark = new ArrayList<>(List.of("arena"));
    spark.addAll(match);
    spark.addAll(List.of("--master", "local[1]"));

    Run onMachine = run(WarpCli::run, dir.resolve("warp.json"), local);
    Run onSpark = run(WarpSparkJobs::run, dir.resolve("spark.json"), spark);
    assertEquals(onMachine.json().get("config"), onSpark.json().get("config"));
    assertEquals(onMachine.json().get("deals"), onSpark.json().get("deals"));
    assertEquals(onMachine.json().get("seed"), onSpark.json().get("seed"));
    assertEquals(onMachine.json().get("standings"), onSpark.json().get("standings"));
    assertEquals(onMachine.err().replace("warp arena: ", ""), onSpark.err().replace("warp-spark arena: ", ""));
  }

  @Test
  void theSparkArenaTakesTheOfficialRulesAsWarpArenaDoes() {
    WarpSparkJobs.ArenaMatch arena = new WarpSparkJobs.ArenaMatch();
    new CommandLine(arena).parseArgs("--rules", "official", "--entrants", "omega,ensign");
    assertEquals(OfficialWarp.builder(WarpFactor.WARP_12, 2).captainNames(Roster.aviators(2)).build(),
        arena.job().table());
    assertTrue(OmegaModel.shipped().get(0).covers(arena.job().table()), "the rated table, which Ω's weights cover");
  }
}
