// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.ai.arena.Arena;
import org.iwgf.warp.ai.arena.DealJournal;
import org.iwgf.warp.ai.arena.Entrant;
import org.iwgf.warp.ai.arena.Standing;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.testkit.ProgressLine;

/**
 * A match of two entrants over the tables of a mix: each table's share of the deals is an arena match there —
 * every deal played once per seat rotation, the same hands each time — and the standings count every deal of
 * every table, with the arena's Wilson interval. The tables of a mix seat the same fleet, so their deals count
 * alike.
 */
final class MixMatch {
  private MixMatch() {}

  /**
   * How {@code first} fared against {@code second} over {@code deals} deals shared among the tables of
   * {@code mix}, each table's dealt from its own seed derived from {@code seed}.
   */
  static Standing play(TableMix mix, Entrant first, Entrant second, int deals, long seed, int threads,
      Optional<ProgressLine> line) {
    int[] split = mix.split(deals);
    List<double[]> perDeal = new ArrayList<>();
    Arena counting = null;
    for (int t = 0; t < split.length; t++) {
      if (split[t] == 0) {
        continue;
      }
      Arena arena = Arena.of(mix.tables().get(t).config(), List.of(first, second));
      counting = counting == null ? arena : counting;
      double[][] shares = new double[split[t]][];
      int before = perDeal.size();
      arena.play(split[t], SplitMix64.mix(seed + t), threads,
          (done, total) -> line.ifPresent(l -> l.update(before + done, deals, 0)), new Keeping(shares));
      perDeal.addAll(Arrays.asList(shares));
    }
    line.ifPresent(l -> l.finish(deals, deals, 0));
    if (counting == null) {
      throw new IllegalArgumentException("a match needs at least one deal, not " + deals);
    }
    return counting.standings(perDeal).get(0);
  }

  /** Keeps each deal's shares, in deal order, for the standings over every table. */
  private record Keeping(double[][] shares) implements DealJournal {
    @Override
    public Optional<double[]> played(int deal) {
      return Optional.empty();
    }

    @Override
    public void record(int deal, double[] dealShares) {
      shares[deal] = dealShares.clone();
    }
  }
}
