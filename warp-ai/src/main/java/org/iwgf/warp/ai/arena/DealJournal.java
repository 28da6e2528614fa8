// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import java.util.Optional;

/**
 * Where an {@link Arena} match keeps each deal's result as it is played, so that a match stopped part way — a
 * long run cut off, a machine restarted — resumes without playing again the deals it already has. A deal's
 * shares depend only on the entrants, the configuration, the seed and the deal's number, so deals taken
 * from a journal give the very standings an unbroken match would.
 *
 * @since 0.1.0
 */
public interface DealJournal {
  /** Keeps nothing: every deal is played. */
  DealJournal NONE = new DealJournal() {
    @Override
    public Optional<double[]> played(int deal) {
      return Optional.empty();
    }

    @Override
    public void record(int deal, double[] shares) {}
  };

  /**
   * The shares of deal number {@code deal} of this match (as {@link Arena#dealShares} gives them) if the
   * journal holds them; the arena then does not play it.
   */
  Optional<double[]> played(int deal);

  /**
   * Keeps the shares of deal number {@code deal}, just played. Called from the arena's workers, possibly
   * several at once.
   */
  void record(int deal, double[] shares);
}
