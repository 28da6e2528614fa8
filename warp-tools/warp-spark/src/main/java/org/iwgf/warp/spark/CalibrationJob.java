// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.Calibration;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.json.WarpJson;

/**
 * The calibration as a Spark job: every (row, deal) of the rows played ({@link Calibration#matches}) is
 * one element, partitions play contiguous runs of them, and the driver ranks each row's shares in deal
 * order: the same results as {@code Calibration.run(base, deals, seed, threads, progress)} on one machine.
 *
 * @param base the table every row adds its Module to, as {@link WarpJson#writeConfig} writes it
 * @param deals deals per row, each once per seat rotation
 * @param seed seeds the deals of every row
 * @since 0.1.0
 */
public record CalibrationJob(String base, int deals, long seed) implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Checks the job: a valid table and positive deals.
   *
   * @throws IllegalArgumentException if {@code deals} is not positive
   * @throws org.iwgf.warp.core.game.WarpException if the table breaks a rule of the game
   */
  public CalibrationJob {
    if (deals < 1) {
      throw new IllegalArgumentException("A calibration needs positive deals, not " + deals + ".");
    }
    WarpJson.readConfig(base);
  }

  /** The job on {@code base}, the other fields as in the record. */
  public static CalibrationJob of(WarpConfig base, int deals, long seed) {
    return new CalibrationJob(WarpJson.writeConfig(base), deals, seed);
  }

  /** The base table. */
  public WarpConfig table() {
    return WarpJson.readConfig(base);
  }

  /** Plays every row on {@code spark} in at most {@code partitions} partitions; the results, row by row. */
  public List<Calibration.Result> run(JavaSparkContext spark, int partitions) {
    List<Calibration.Match> matches = Calibration.matches(table());
    List<Arena> played = played(matches);
    List<double[]> shares = Deals.play(spark, partitions, () -> played(Calibration.matches(table())),
        Deals.work(played.size(), deals), seed);
    List<Calibration.Result> out = new ArrayList<>();
    int next = 0;
    for (Calibration.Match m : matches) {
      if (m.arena().isPresent()) {
        out.add(m.result(m.arena().get().standings(shares.subList(next * deals, (next + 1) * deals))));
        next++;
      } else {
        out.add(m.result(List.of()));
      }
    }
    return List.copyOf(out);
  }

  private static List<Arena> played(List<Calibration.Match> matches) {
    return matches.stream().flatMap(m -> m.arena().stream()).toList();
  }
}
