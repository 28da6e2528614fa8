// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.iwgf.warp.ai.officer.AdvisorModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code warp distil} on a tiny Ω: it trains the concept model, writes it and reports the held-out agreement. */
class DistilCommandTest {
  @Test
  void aTinyOmegaIsDistilledAndItsAgreementReported(@TempDir Path dir) throws Exception {
    Path omega = dir.resolve("tiny.bin");
    Cli trained = Cli.run("train", "--games", "40", "--factor", "9", "--rounds", "1", "--epochs", "3", "--hidden", "16",
        "--eval-deals", "10", "--seed", "5", "--out", omega.toString(), "--quiet");
    assertEquals(WarpCli.OK, trained.status(), trained.out() + trained.err());
    Path advisor = dir.resolve("advisor.txt");
    Cli run = Cli.run("distil", "--network", omega.toString(), "--factor", "9", "--games", "20",
        "--held-out-games", "10", "--epochs", "3", "--seed", "7", "--name", "advisor-test", "--out",
        advisor.toString());
    assertEquals(WarpCli.OK, run.status(), run.out() + run.err());
    assertTrue(run.out().contains("the concept model's suggestion equals Ω's pick") && run.out().contains("hybrid"),
        run.out());
    try (InputStream in = Files.newInputStream(advisor)) {
      assertEquals("advisor-test", AdvisorModel.read(in).name());
    }
    Path again = dir.resolve("measured.txt");
    Cli measured = Cli.run("distil", "--network", omega.toString(), "--model", advisor.toString(), "--factor", "9",
        "--held-out-games", "5", "--seed", "7", "--out", again.toString());
    assertEquals(WarpCli.OK, measured.status(), measured.out() + measured.err());
  }

  @Test
  void missingOrForeignWeightsAreRefused(@TempDir Path dir) throws Exception {
    assertEquals(WarpCli.IO_ERROR, Cli.run("distil", "--network", dir.resolve("none.bin").toString()).status());
    Path foreign = Files.writeString(dir.resolve("foreign.bin"), "not weights");
    Cli run = Cli.run("distil", "--network", foreign.toString());
    assertEquals(WarpCli.USAGE, run.status(), run.err());
    assertTrue(run.err().contains("WEIGHTS"), run.err());
  }
}
