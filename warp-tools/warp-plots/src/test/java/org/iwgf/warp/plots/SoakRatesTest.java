// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SoakRatesTest {
  /** The last full soak's report, in the repository's docs (tests run in warp-plots). */
  static final Path DOCS_SOAK = Path.of("..", "..", "docs", "soak", "soak.json");

  @TempDir
  Path dir;

  @Test
  void readsTheSoaksJsonReport() throws IOException {
    SoakRates s = SoakRates.read(DataFiles.write(dir, "soak.json", DataFiles.SOAK));
    assertEquals("AllCombinationSoak --games 1000 --seed 1 --threads 2 --json soak.json (seed 1)", s.command());
    assertEquals(List.of("(none)", "Alpha", "Epsilon"), s.byModule().stream().map(BlockedRate::label).toList());
    assertEquals(new BlockedRate("module-alpha", 350, 800, 360), s.byModule().get(1));
    assertEquals(0.45, s.byModule().get(1).rate(), 1e-12);
    assertEquals(new BlockedRate("all", 700, 1600, 720), s.overall().orElseThrow());
  }

  @Test
  void readsTheLastFullSoak() throws IOException {
    SoakRates s = SoakRates.read(DOCS_SOAK);
    assertTrue(s.command().startsWith("AllCombinationSoak"), s.command());
    assertEquals(12, s.byModule().size());
    assertEquals("Delta", s.byModule().get(3).label());
    assertEquals(0.48017061555990537, s.byModule().get(3).rate(), 1e-12);
    assertEquals(0.4454, s.overall().orElseThrow().rate(), 1e-4);
  }

  @Test
  void rateAndLabelFollowTheSoaksConventions() {
    assertEquals(0, new BlockedRate("module-zeta", 0, 0, 0).rate());
    assertEquals("Zeta", new BlockedRate("module-zeta", 0, 0, 0).label());
    assertEquals("module-", new BlockedRate("module-", 0, 0, 0).label());
    assertEquals("house-rules", new BlockedRate("house-rules", 0, 0, 0).label());
  }

  static Stream<Arguments> malformed() {
    String group = "{ \"group\": \"module-alpha\", \"games\": 1, \"rounds\": 10, \"blockedRounds\": ";
    return Stream.of(
        Arguments.of("empty file", "", "the file is empty"),
        Arguments.of("the soak's csv", "# AllCombinationSoak\ncombination,games,moves,rounds,blocked_rounds,"
            + "blocked_rate\n", "its CSV holds combinations"),
        Arguments.of("no byModule", "{ \"command\": \"c\" }", "byModule is missing"),
        Arguments.of("byModule empty", "{ \"byModule\": [] }", "byModule is empty"),
        Arguments.of("more blocked than played", "{ \"byModule\": [ " + group + "11 } ] }",
            "byModule[0]: 11 blocked rounds of 10"),
        Arguments.of("negative", "{ \"byModule\": [ " + group + "-1 } ] }", "cannot be negative"),
        Arguments.of("not whole", "{ \"byModule\": [ " + group + "1.5 } ] }",
            "byModule[0].blockedRounds is not a whole number"),
        Arguments.of("group missing", "{ \"byModule\": [ { \"games\": 1 } ] }", "byModule[0].group is missing"),
        Arguments.of("overall inconsistent", "{ \"played\": 1, \"rounds\": 1, \"blockedRounds\": 2, \"byModule\": [ "
            + group + "1 } ] }", "2 blocked rounds of 1"),
        Arguments.of("not an object", "[ 1, 2 ]", "the JSON is not an object"),
        Arguments.of("deeply nested", "{ \"byModule\": " + "[".repeat(5000) + "]".repeat(5000) + " }",
            "not valid JSON"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformed")
  void malformedFilesAreRefusedWithTheirReason(String name, String text, String reason) {
    DataFiles.assertRefused(DataFiles.write(dir, "bad.json", text), SoakRates::read, reason);
  }
}
