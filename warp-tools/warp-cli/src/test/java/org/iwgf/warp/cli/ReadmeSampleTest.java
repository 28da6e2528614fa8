// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's sample of the main job is what the command prints: its first lines and its last. */
class ReadmeSampleTest {

  @Test
  void theReadmeSampleIsTheStartAndTheEndOfTheRealRun() throws Exception {
    String readme = Files.readString(Path.of("..", "..", "README.md"), StandardCharsets.UTF_8);
    int from = readme.indexOf("```\nOfficers: ");
    assertTrue(from >= 0, "the README has the sample");
    List<String> sample = Arrays.asList(readme.substring(from + 4, readme.indexOf("```", from + 4)).split("\n"));
    int gap = sample.indexOf("  ...");
    assertTrue(gap > 0, "the sample marks the rounds it leaves out");
    assertTrue(readme.contains("exec:java -Dexec.args=\"simulate --captains 4\""),
        "the README runs the command sampled");
    Cli run = Cli.run("simulate", "--captains", "4");
    assertEquals(WarpCli.OK, run.status());
    List<String> printed = Arrays.asList(run.out().stripTrailing().split("\n"));
    assertEquals(sample.subList(0, gap), printed.subList(0, gap));
    List<String> end = sample.subList(gap + 1, sample.size());
    assertEquals(end, printed.subList(printed.size() - end.size(), printed.size()));
  }
}
