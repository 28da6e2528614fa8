// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.testkit.MoveChooser;
import org.iwgf.warp.testkit.ProgressLine;
import org.iwgf.warp.testkit.PropertyRunner;
import org.junit.jupiter.api.Test;

/** The soak's budgets, progress, data and its judgement of Go-out games that keep re-dealing. */
class SoakRunnerTest {

  @Test
  void aTimeBudgetStopsStartingGamesAndTheReportSaysHowManyRan() {
    SoakReport report = SoakRunner.of(SoakSpace.discover()).withThreads(1)
        .run(1_000_000, 7L, Optional.of(Duration.ZERO), Optional.empty());
    assertTrue(report.games() < 1_000_000, "games attempted: " + report.games());
    assertEquals(report.games(), report.overall().games() + report.skipped());
  }

  @Test
  void theStatusLineSaysDoneRateEtaAndFailures() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProgressLine line = ProgressLine.to(new PrintStream(bytes, true, StandardCharsets.UTF_8), "games",
        Duration.ofHours(1));
    line.update(10, 100, 0); // within the interval: silent
    assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    line.finish(25, 100, 2);
    String printed = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(printed.matches("25/100 games \\(25\\.0%\\), [0-9.,]+/s, elapsed 0:0\\d, ETA [0-9:]+, failures 2\\R"),
        printed);
  }

  @Test
  void theFastModePlaysTheSameGamesAndReportsTheSameFigures() {
    // Over the kernel's own space every game is played on the kernel; over the whole space, few are.
    for (SoakSpace space : List.of(SoakSpace.discover().playableOnKernel(), SoakSpace.discover())) {
      SoakReport engine = SoakRunner.of(space).withThreads(1).run(300, 12L);
      SoakReport kernel = SoakRunner.of(space).withThreads(1).withKernel(true).run(300, 12L);
      assertTrue(kernel.passed(), kernel.summary());
      assertTrue(kernel.overall().games() > 0);
      assertEquals(engine.withElapsed(Duration.ZERO), kernel.withElapsed(Duration.ZERO));
    }
  }

  @Test
  void aThoroughSoakIsNotPlayedOnTheKernel() {
    SoakRunner thorough = SoakRunner.of(SoakSpace.discover()).withThoroughChecks(true);
    assertThrows(IllegalArgumentException.class, () -> thorough.withKernel(true));
    SoakRunner fast = SoakRunner.of(SoakSpace.discover()).withKernel(true);
    assertThrows(IllegalArgumentException.class, () -> fast.withThoroughChecks(true));
    assertThrows(IllegalArgumentException.class, () -> fast.withSampling(0));
  }

  @Test
  void aRarerSampleStillPlaysTheSameGames() {
    SoakSpace space = SoakSpace.discover().playableOnKernel();
    SoakReport usual = SoakRunner.of(space).withThreads(1).withKernel(true).run(200, 5L);
    SoakReport rare = SoakRunner.of(space).withThreads(1).withKernel(true).withSampling(4096).run(200, 5L);
    assertEquals(usual.withElapsed(Duration.ZERO), rare.withElapsed(Duration.ZERO));
  }

  @Test
  void theReportAsJsonNamesTheCommandAndEveryModule() throws Exception {
    SoakReport report = SoakRunner.of(SoakSpace.discover()).withThreads(1).run(64, 3L);
    JsonNode json = new ObjectMapper().readTree(report.toJson("warp soak --games 64 (seed 3)"));
    assertEquals("warp soak --games 64 (seed 3)", json.get("command").asText());
    assertEquals(64, json.get("games").asLong());
    assertEquals(report.byModule().size(), json.get("byModule").size());
    assertTrue(report.combinationsCsv("cmd").startsWith("# cmd\ncombination,games,"));
  }

  @Test
  void aGoOutGameThatKeepsReDealingBlockedRoundsIsNotAnEngineFailure() throws Exception {
    // Found by the soak: Warp 18 for two, Go-out over two rounds with forced overtime; 44 of its 45
    // rounds were blocked and re-dealt before the move budget ran out in the overtime round.
    String json = "{\"factor\":\"WARP_18\",\"captains\":2,\"objective\":\"GO_OUT\",\"goOut\":{\"kind\":"
        + "\"FIXED_ROUNDS\",\"rounds\":2,\"target\":0,\"overtime\":\"FORCED\"},\"firstCaptain\":0,"
        + "\"doubleBlankScore\":25,\"plugins\":[{\"id\":\"module-alpha\"},{\"id\":\"module-beta\"},"
        + "{\"id\":\"module-iota\"},{\"id\":\"subspace-fracture\",\"options\":{\"scope\":\"ALL_CAPTAINS\"}},"
        + "{\"id\":\"starter-plays-two\"},{\"id\":\"own-trail-first\"}]}";
    WarpConfig config = WarpJson.codec(PluginRegistry.discover()).readConfig(json);
    PropertyRunner.CheckedGame checked = PropertyRunner.of(List.of()).withChooser(MoveChooser.heaviestChart())
        .checkAndKeep(config, 8384304375050017238L, false);
    assertEquals(PropertyRunner.TERMINATES, checked.failure().orElseThrow().invariant());
    assertTrue(SoakRunner.endlessReDeals(checked));

    PropertyRunner.CheckedGame stopped = PropertyRunner.of(List.of()).withMoveBudget(300)
        .checkAndKeep(config, 8384304375050017238L, false);
    assertFalse(SoakRunner.endlessReDeals(stopped), "a game stopped early in its first round is a failure");
  }
}
