// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.apache.spark.api.java.JavaSparkContext;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.Calibration;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.soak.SoakReport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Each job on an embedded Spark with two executor threads gives what the single-machine run gives for the
 * same seeds: the games are pure functions of their configuration and seed, and the parts add up exactly.
 */
class SparkJobsTest {
  private static JavaSparkContext spark;

  @BeforeAll
  static void start() {
    spark = new JavaSparkContext(WarpSparkJobs.SparkOptions.conf("warp-spark test", Optional.of("local[2]")));
    spark.setLogLevel("WARN");
  }

  @AfterAll
  static void stop() {
    spark.close();
  }

  @Test
  void theSoakOnSparkReportsWhatTheSingleMachineSoakReports() {
    // 3 ranges of 80 games: their edges fall inside the single-machine run's chunks of 32.
    SoakJob job = new SoakJob(240, 11L, 2, List.of(), false);
    SoakReport distributed = job.run(spark, 3);
    SoakReport local = job.runner().withThreads(2).run(240, 11L);

    assertEquals(240, distributed.games());
    assertTrue(distributed.overall().games() > 100 && distributed.byCombination().size() > 100,
        "a soak that played too little to compare: " + distributed.overall());
    assertEquals(local.withElapsed(Duration.ZERO), distributed.withElapsed(Duration.ZERO));
    assertEquals(local.combinationsCsv("cmd"), distributed.combinationsCsv("cmd"));
  }

  @Test
  void aFilteredSoakOnSparkPlaysOnlyTheNamedModule() {
    SoakJob job = new SoakJob(64, 3L, 2, List.of("module-beta"), false);
    SoakReport distributed = job.run(spark, 5);

    assertEquals(job.runner().withThreads(1).run(64, 3L).byCombination(), distributed.byCombination());
    assertTrue(distributed.byCombination().keySet().stream().allMatch(k -> k.contains("beta")),
        distributed.byCombination().keySet().toString());
  }

  @Test
  void aFastSoakOnSparkReportsWhatTheEngineSoakReports() {
    SoakJob fast = new SoakJob(96, 6L, 2, List.of(), false, true, true, 64);
    SoakReport distributed = fast.run(spark, 3);
    SoakReport engine = new SoakJob(96, 6L, 2, List.of(), false, false, true, 64).runner().run(96, 6L);
    assertTrue(distributed.passed(), distributed.summary());
    assertEquals(engine.withElapsed(Duration.ZERO), distributed.withElapsed(Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> new SoakJob(8, 1L, 2, List.of(), true, true, false, 256));
    assertThrows(IllegalArgumentException.class,
        () -> new SoakJob(8, 1L, 2, List.of("module-alpha"), false, true, true, 256));
  }

  @Test
  void theArenaOnSparkRanksAsTheSingleMachineArenaRanks() {
    WarpConfig table = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(3).build();
    List<String> names = List.of("commander", "ensign", "random");
    ArenaJob job = ArenaJob.of(table, names, 2, 4, 7, 5L);
    List<Standing> distributed = job.run(spark, 3);

    Lookahead lookahead = Lookahead.of(2, 4, 4);
    List<Standing> local = Arena.of(table, names.stream().map(n -> Entrant.parse(n, lookahead)).toList())
        .play(7, 5L, 2);
    assertEquals(local, distributed);
    assertEquals(7 * 3, distributed.get(0).games());
  }

  @Test
  void theCalibrationOnSparkGivesTheSingleMachineRows() {
    WarpConfig base = WarpConfig.builder().factor(WarpFactor.WARP_9).captains(2).build();
    List<Calibration.Result> distributed = CalibrationJob.of(base, 2, 9L).run(spark, 4);
    List<Calibration.Result> local = Calibration.run(base, 2, 9L, 2, Arena.Progress.NONE);

    assertEquals(local, distributed);
    assertEquals(Calibration.ROWS.size(), distributed.size());
    assertTrue(distributed.stream().filter(r -> r.commander().isPresent()).count() > Calibration.ROWS.size() / 2,
        "too few rows played to compare: " + distributed);
  }
}
