// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak;

import java.io.Serializable;
import java.util.Objects;

/**
 * What the soak saw for one group of games (one Module combination and objective, or every game with
 * one Module on).
 *
 * @param group the group's name, e.g. {@code "beta+gamma / points"}
 * @param games games played to their end
 * @param moves moves made in those games
 * @param rounds rounds finished, re-deals included
 * @param blockedRounds rounds that ended blocked (nobody went out)
 * @since 0.1.0
 */
public record GroupStats(String group, long games, long moves, long rounds, long blockedRounds)
    implements Serializable {
  public GroupStats {
    Objects.requireNonNull(group, "group");
  }

  /** The share of finished rounds that ended blocked, 0 when none finished. */
  public double blockedRate() {
    return rounds == 0 ? 0 : (double) blockedRounds / rounds;
  }

  GroupStats plus(GroupStats other) {
    return new GroupStats(group, games + other.games, moves + other.moves, rounds + other.rounds,
        blockedRounds + other.blockedRounds);
  }
}
