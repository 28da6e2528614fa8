// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.spark;

import java.io.Serializable;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.iwgf.warp.soak.SoakReport;
import org.iwgf.warp.soak.SoakRunner;
import org.iwgf.warp.soak.SoakSpace;

/**
 * The soak as a Spark job: games {@code [0, games)} of the run from {@code seed} are cut into contiguous
 * ranges, one per partition; game {@code i} is the (configuration, seed) pair {@link SoakRunner} gives it
 * (a cell of the {@link SoakSpace} and a seed drawn from {@code seed + i}), so each executor plays its range
 * with {@link SoakRunner#playRange} and the driver adds the tallies and makes the report: the same report as
 * {@code SoakRunner.run(games, seed)} on one machine, but for the elapsed time.
 *
 * @param games games to play
 * @param seed the run's seed
 * @param rounds the longest points campaign ({@link SoakSpace#withMaxCampaignRounds})
 * @param filter Module ids every combination played switches on ({@link SoakSpace#requiring}); empty for all
 * @param thorough every check after every move, rather than the dear ones at sampled moves
 * @param fast the games the search kernel plays played on it ({@link SoakRunner#withKernel})
 * @param kernelRules only the combinations the search kernel plays ({@link SoakSpace#playableOnKernel})
 * @param sampleOneIn the dear checks at about one move in this many ({@link SoakRunner#withSampling})
 * @since 0.1.0
 */
public record SoakJob(long games, long seed, int rounds, List<String> filter, boolean thorough, boolean fast,
    boolean kernelRules, int sampleOneIn) implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Checks the job: at least one game, at least one round, and Modules that are installed.
   *
   * @throws IllegalArgumentException if it breaks one of those
   */
  public SoakJob {
    filter = List.copyOf(filter);
    if (games < 1) {
      throw new IllegalArgumentException("a soak plays at least 1 game, not " + games);
    }
    if (thorough && fast) {
      throw new IllegalArgumentException("a thorough soak checks every move on the engine; it cannot be fast");
    }
    if (sampleOneIn < 1) {
      throw new IllegalArgumentException("a sampling rate is one move in at least 1, not " + sampleOneIn);
    }
    if (space(rounds, filter, kernelRules).cellCount() == 0) {
      throw new IllegalArgumentException("no combination with all of " + filter + " is played by the search kernel");
    }
  }

  /** A job over the whole space (or the combinations with {@code filter} on), sampling the dear checks as usual. */
  public SoakJob(long games, long seed, int rounds, List<String> filter, boolean thorough) {
    this(games, seed, rounds, filter, thorough, false, false, SoakRunner.DEFAULT_SAMPLE_ONE_IN);
  }

  /** The runner every machine builds for itself: the rules come from its own class path. */
  public SoakRunner runner() {
    return SoakRunner.of(space(rounds, filter, kernelRules)).withThreads(1).withSampling(sampleOneIn)
        .withThoroughChecks(thorough).withKernel(fast);
  }

  private static SoakSpace space(int rounds, List<String> filter, boolean kernelRules) {
    SoakSpace space = SoakSpace.discover().withMaxCampaignRounds(rounds).requiring(new LinkedHashSet<>(filter));
    return kernelRules ? space.playableOnKernel() : space;
  }

  /**
   * Plays the job on {@code spark} in {@code partitions} ranges (fewer when there are fewer games) and
   * reports it; the report's elapsed time is the job's, from the first range sent to the report made.
   *
   * @throws IllegalArgumentException if {@code partitions} is not positive
   */
  public SoakReport run(JavaSparkContext spark, int partitions) {
    long start = System.nanoTime();
    List<long[]> ranges = Partitions.ranges(games, partitions);
    SoakRunner.Tally total = spark.parallelize(ranges, ranges.size())
        .map(range -> runner().playRange(range[0], range[1], seed))
        .reduce(SoakRunner.Tally::add);
    return runner().report(total, Duration.ofNanos(System.nanoTime() - start));
  }
}
