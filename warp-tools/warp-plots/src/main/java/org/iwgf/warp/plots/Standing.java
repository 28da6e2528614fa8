// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.util.Locale;
import java.util.Objects;

/**
 * One entrant's result in an arena match: its share of first places and the 95 % confidence interval of
 * that share, each a fraction of one.
 *
 * @param entrant the entrant's name, as the arena reports it (for example {@code Commander})
 * @param games the games the entrant played, at least one
 * @param winRate the share of games the entrant won, from 0 to 1
 * @param low95 the lower end of the 95 % confidence interval, at most {@code winRate}
 * @param high95 the upper end of the 95 % confidence interval, at least {@code winRate}
 * @since 0.1.0
 */
public record Standing(String entrant, int games, double winRate, double low95, double high95) {
  /**
   * Checks the values.
   *
   * @throws IllegalArgumentException when the name is blank, no game was played, a figure is not finite,
   *     the win rate is outside 0–1 or the interval does not contain it
   */
  public Standing {
    Objects.requireNonNull(entrant, "entrant");
    if (entrant.isBlank()) {
      throw new IllegalArgumentException("the entrant has no name");
    }
    if (games < 1) {
      throw new IllegalArgumentException("games must be at least 1, not " + games);
    }
    if (!Double.isFinite(winRate) || !Double.isFinite(low95) || !Double.isFinite(high95)) {
      throw new IllegalArgumentException("the win rate and its interval must be finite numbers");
    }
    if (winRate < 0 || winRate > 1) {
      throw new IllegalArgumentException("the win rate must be between 0 and 1, not " + winRate);
    }
    if (low95 > winRate || winRate > high95) {
      throw new IllegalArgumentException(String.format(Locale.ROOT,
          "the interval %s–%s does not contain the win rate %s", low95, high95, winRate));
    }
  }
}
