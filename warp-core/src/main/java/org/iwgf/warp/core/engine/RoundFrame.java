// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.List;
import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.model.RoundResult;
import org.iwgf.warp.core.model.WarpConfig;

/**
 * The parts of a {@link EngineState} that stay the same from one move to the next within a round: the sector's
 * configuration, the round's number, Spacedock and first captain, the captains whose first turn of the round is
 * still to end (it changes once a seat a round), the random-number position (moved only by a deal and by rules
 * that draw lots), the order of Uncharted Sectors (the state keeps only how far it has been drawn), the
 * campaign's scores and wins, the overtime votes and the rounds played. Every state of a round shares
 * one frame, so a move copies the few fields it changes and not these.
 *
 * <p>Written only while the engine builds a state, through {@link Draft#frame()}, which copies the frame first
 * (copy-on-write); never once the state that holds it is handed out. Its arrays are shared between frames until
 * one is written, as the state shares its own. A frame reaches another thread only through a state that holds
 * it, so the state's {@link EngineState#publish() release fence} orders the frame's writes as well.
 */
final class RoundFrame {
  final WarpConfig config;
  final DominoSet set;
  final int seats;
  final int words;
  int round;
  int spacedock;
  int roundStarter;
  // The seats whose first turn of the round has not ended yet, one bit each (Section III's opening turn): set by
  // the deal, a seat's bit cleared as its first turn ends.
  int firstTurns;
  int[] pile;
  int[] scores;
  int[] roundWins;
  int votesPending;
  int votesAccepted;
  List<RoundResult> history;
  long rng;

  RoundFrame(WarpConfig config, int round, int spacedock, int roundStarter, int firstTurns, int[] pile, int[] scores,
      int[] roundWins, int votesPending, int votesAccepted, List<RoundResult> history, long rng) {
    this.config = config;
    this.set = config.factor().set();
    this.seats = config.captains();
    this.words = set.words();
    this.round = round;
    this.spacedock = spacedock;
    this.roundStarter = roundStarter;
    this.firstTurns = firstTurns;
    this.pile = pile;
    this.scores = scores;
    this.roundWins = roundWins;
    this.votesPending = votesPending;
    this.votesAccepted = votesAccepted;
    this.history = history;
    this.rng = rng;
  }

  /** A copy sharing this frame's arrays and history, for a draft to write. */
  RoundFrame copy() {
    return new RoundFrame(config, round, spacedock, roundStarter, firstTurns, pile, scores, roundWins, votesPending,
        votesAccepted, history, rng);
  }
}
