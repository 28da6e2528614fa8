// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.DominoSet;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.RoundResult;
import org.iwgf.warp.core.model.WarpConfig;
import org.jspecify.annotations.Nullable;

/**
 * The parts of a {@link EngineState} that stay the same from one move to the next within a round: the sector's
 * configuration, the round's number, Spacedock and first captain, the captains whose first turn of the round is
 * still to end (it changes once a seat a round), the random-number position (moved only by a deal and by rules
 * that draw lots), the order of Uncharted Sectors (the state keeps only how far it has been drawn), the
 * campaign's scores and wins, the overtime votes, the rounds played and the rule plugins' own states (which the
 * standard rules never change, and most optional rules change only now and then). Every state of a round shares
 * one frame, so a move copies the few fields it changes and not these: a state is seven fields, 40 bytes.
 *
 * <p>The frame also remembers the moves {@code legalMoves} last listed for a state of its round under rules
 * with a hook on the turn's moves ({@link #lastListed}), so that {@code apply} can trust a move taken from them.
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
  // Immutable once the state holding the frame is handed out; a draft writes a copy (Draft#putPluginState).
  Map<String, PluginState> plugins;
  /**
   * The moves legalMoves last listed for a state of this round, shared by every frame of the round (a frame
   * copied within the round keeps the same holder): a cache like String's hash, never part of any state.
   */
  final LastListed lastListed;

  RoundFrame(WarpConfig config, int round, int spacedock, int roundStarter, int firstTurns, int[] pile, int[] scores,
      int[] roundWins, int votesPending, int votesAccepted, List<RoundResult> history, long rng,
      Map<String, PluginState> plugins) {
    this(config, round, spacedock, roundStarter, firstTurns, pile, scores, roundWins, votesPending, votesAccepted,
        history, rng, plugins, new LastListed());
  }

  private RoundFrame(WarpConfig config, int round, int spacedock, int roundStarter, int firstTurns, int[] pile,
      int[] scores, int[] roundWins, int votesPending, int votesAccepted, List<RoundResult> history, long rng,
      Map<String, PluginState> plugins, LastListed lastListed) {
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
    this.plugins = plugins;
    this.lastListed = lastListed;
  }

  /** A copy sharing this frame's arrays, history, plugin states and last listing, for a draft to write. */
  RoundFrame copy() {
    return new RoundFrame(config, round, spacedock, roundStarter, firstTurns, pile, scores, roundWins, votesPending,
        votesAccepted, history, rng, plugins, lastListed);
  }

  /**
   * Where a round's last listing is kept: an object of its own, so that the frame's fields, read at every move,
   * do not share a cache line with a field every listing writes. Threads playing states of the same round
   * overwrite each other's listing, and a move then is checked in full rather than trusted (a listing read
   * through such a race may look shorter than it is, never longer).
   */
  static final class LastListed {
    @Nullable Listing listing;
  }
}
