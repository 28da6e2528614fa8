// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.util.Locale;
import java.util.Objects;

/**
 * How many rounds of the soak's games ended blocked, over the games with one Module on (or over all games).
 *
 * @param group the soak's name for the games: a Module's rule id such as {@code module-alpha}, {@code (none)}
 *     for the games without a Module
 * @param games the games played
 * @param rounds the rounds those games played
 * @param blockedRounds the rounds that ended blocked, at most {@code rounds}
 * @since 0.1.0
 */
public record BlockedRate(String group, long games, long rounds, long blockedRounds) {
  private static final String MODULE_PREFIX = "module-";

  /**
   * Checks the counts.
   *
   * @throws IllegalArgumentException when the group has no name, a count is negative or more rounds are
   *     blocked than were played
   */
  public BlockedRate {
    Objects.requireNonNull(group, "group");
    if (group.isBlank()) {
      throw new IllegalArgumentException("the group has no name");
    }
    if (games < 0 || rounds < 0 || blockedRounds < 0) {
      throw new IllegalArgumentException("games and rounds cannot be negative");
    }
    if (blockedRounds > rounds) {
      throw new IllegalArgumentException(blockedRounds + " blocked rounds of " + rounds);
    }
  }

  /**
   * The share of rounds that ended blocked, 0 when no round was played (as the soak reports it).
   *
   * @return the blocked rounds over the rounds, from 0 to 1
   */
  public double rate() {
    return rounds == 0 ? 0 : (double) blockedRounds / rounds;
  }

  /**
   * How a chart names the group: a Module's rule id {@code module-alpha} as {@code Alpha}, any other
   * group as it is.
   *
   * @return the label
   */
  public String label() {
    if (group.startsWith(MODULE_PREFIX) && group.length() > MODULE_PREFIX.length()) {
      String name = group.substring(MODULE_PREFIX.length());
      return name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
    }
    return group;
  }
}
