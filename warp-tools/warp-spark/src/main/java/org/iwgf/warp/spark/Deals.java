// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.iwgf.warp.ai.arena.Arena;

/** Arena deals played as a Spark job: the part the arena and the calibration share. */
final class Deals {
  private Deals() {}

  /**
   * Builds a job's arenas on the machine it runs on: arenas hold officers and rules, which do not travel,
   * so each partition builds them again from the job's serialisable description.
   */
  @FunctionalInterface
  interface Arenas extends Serializable {
    /** The job's arenas, in the order the work names them. */
    List<Arena> build();
  }

  /**
   * Every deal of {@code work}, each {@code {arena, deal}} (an index into {@code arenas} and a deal number of
   * a match from {@code seed}), played on {@code spark} in at most {@code partitions} contiguous slices: the
   * deals' shares ({@link Arena#dealShares}) in the order of {@code work}.
   */
  static List<double[]> play(JavaSparkContext spark, int partitions, Arenas arenas, List<int[]> work, long seed) {
    return spark.parallelize(work, Partitions.slices(work.size(), partitions)).mapPartitions(part -> {
      List<Arena> built = arenas.build();
      List<double[]> shares = new ArrayList<>();
      part.forEachRemaining(w -> shares.add(built.get(w[0]).dealShares(seed, w[1])));
      return shares.iterator();
    }).collect();
  }

  /** Deals {@code 0} to {@code deals - 1} of each of {@code arenas} arenas, arena by arena. */
  static List<int[]> work(int arenas, int deals) {
    List<int[]> out = new ArrayList<>();
    for (int a = 0; a < arenas; a++) {
      for (int d = 0; d < deals; d++) {
        out.add(new int[] {a, d});
      }
    }
    return out;
  }
}
