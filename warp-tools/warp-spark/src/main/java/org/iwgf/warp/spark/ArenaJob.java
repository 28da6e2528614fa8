// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.spark;

import java.io.Serializable;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.ai.omega.OmegaModel;
import org.iwgf.warp.cli.options.EntrantOptions;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.json.WarpJson;

/**
 * An arena match as a Spark job: deal {@code d} of the match from {@code seed} is one element, each
 * partition plays a contiguous run of deals ({@link Arena#dealShares}) and the driver ranks the shares in deal
 * order ({@link Arena#standings}): the same standings as {@code Arena.play(deals, seed, threads)} on one
 * machine.
 *
 * @param config the table, as {@link WarpJson#writeConfig} writes it (a configuration object does not
 *     travel; its JSON does)
 * @param entrants the entrants' names, as {@link Entrant#parse} reads them ({@code omega} and {@code omega+} with
 *     the shipped weights)
 * @param samples Lookahead's worlds per decision, for entrants that search
 * @param depth Lookahead's moves per world, for entrants that search
 * @param deals deals to play, each once per seat rotation
 * @param seed seeds the deals
 * @since 0.1.0
 */
public record ArenaJob(String config, List<String> entrants, int samples, int depth, int deals, long seed)
    implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Checks that the job can be played: a valid table, entrants that exist and fit it, positive deals.
   *
   * @throws IllegalArgumentException if the entrants or the number of deals are not valid
   * @throws org.iwgf.warp.core.game.WarpException if the table breaks a rule of the game
   */
  public ArenaJob {
    entrants = List.copyOf(entrants);
    if (deals < 1) {
      throw new IllegalArgumentException("An arena match needs positive deals, not " + deals + ".");
    }
    arena(config, entrants, samples, depth);
  }

  /** The job of {@code entrants} at {@code table}, the other fields as in the record. */
  public static ArenaJob of(WarpConfig table, List<String> entrants, int samples, int depth, int deals, long seed) {
    return new ArenaJob(WarpJson.writeConfig(table), entrants, samples, depth, deals, seed);
  }

  /** The table the match is played at. */
  public WarpConfig table() {
    return WarpJson.readConfig(config);
  }

  /** The match's arena, built from this description on the machine that calls it. */
  public Arena arena() {
    return arena(config, entrants, samples, depth);
  }

  /**
   * The entrants, built from this description on the machine that calls it as {@code warp arena} builds them
   * ({@link EntrantOptions#field(List, int, int, List)}), {@code omega} and {@code omega+} with the shipped
   * weights.
   */
  public List<Entrant> field() {
    return field(entrants, samples, depth);
  }

  private static List<Entrant> field(List<String> entrants, int samples, int depth) {
    return EntrantOptions.field(entrants, samples, depth, OmegaModel.shipped());
  }

  private static Arena arena(String config, List<String> entrants, int samples, int depth) {
    return Arena.of(WarpJson.readConfig(config), field(entrants, samples, depth));
  }

  /** Plays the match on {@code spark} in at most {@code partitions} partitions; the standings, entrant by entrant. */
  public List<Standing> run(JavaSparkContext spark, int partitions) {
    List<double[]> shares = Deals.play(spark, partitions, () -> List.of(arena()), Deals.work(1, deals), seed);
    return arena().standings(shares);
  }
}
