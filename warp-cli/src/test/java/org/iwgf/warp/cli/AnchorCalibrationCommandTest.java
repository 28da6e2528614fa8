// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.iwgf.warp.ai.tei.AnchorRatings;
import org.iwgf.warp.ai.tei.TeiJson;
import org.junit.jupiter.api.Test;

/** The command that calibrates the TEI anchors. */
class AnchorCalibrationCommandTest {

  @Test
  void theCommandLineCalibratesDeterministically() {
    String first = run("--anchors", "--deals", "3", "--rounds", "2", "--threads", "2");
    String second = run("--anchors", "--deals", "3", "--rounds", "2", "--threads", "1");
    assertEquals(first, second, "the result depends only on deals and seed");
    String json = first.substring(first.indexOf('{'));
    AnchorRatings parsed = TeiJson.create().readAnchors(json.trim());
    assertTrue(parsed.source().contains("--deals 3"), parsed.source());
  }

  private static String run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status = RunArena.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    assertEquals(RunArena.OK, status);
    return out.toString(StandardCharsets.UTF_8);
  }
}
