package org.iwgf.warp.core.rules;

import java.util.List;
import java.util.Optional;

/**
 * How one round ended: its number, Spacedock pip, winner (empty when blocked), what each seat added to
 * its campaign (zeros under Go-out) and the hand pip totals that were revealed.
 */
public record RoundResult(int round, int spacedock, Optional<Integer> winner, boolean blocked,
    List<Integer> roundScores, List<Integer> handPips) {
  public RoundResult {
    roundScores = List.copyOf(roundScores);
    handPips = List.copyOf(handPips);
  }
}
