// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.game.InvalidStateException;

/**
 * How one round ended: its number, Spacedock pip, winner (empty when blocked), what each seat added to
 * its campaign as shown (never below the scoring floor; zeros under Go-out), the raw round scores behind
 * them (below zero only where a rule such as the Longest Trail bonus took them there; they rank campaign
 * totals that are otherwise level) and the hand pip totals that were revealed.
 *
 * @since 0.1.0
 */
public record RoundResult(int round, int spacedock, OptionalInt winner, boolean blocked,
    List<Integer> roundScores, List<Integer> handPips, List<Integer> rawRoundScores) {
  public RoundResult {
    roundScores = List.copyOf(roundScores);
    handPips = List.copyOf(handPips);
    rawRoundScores = List.copyOf(rawRoundScores);
    if (rawRoundScores.size() != roundScores.size()) {
      throw new InvalidStateException("COUNTS", "A round result lists raw and shown scores for different "
          + "numbers of captains.");
    }
  }

  /** A round in which no score went below the scoring floor: the raw scores are the shown ones. */
  public RoundResult(int round, int spacedock, OptionalInt winner, boolean blocked,
      List<Integer> roundScores, List<Integer> handPips) {
    this(round, spacedock, winner, blocked, roundScores, handPips, roundScores);
  }
}
