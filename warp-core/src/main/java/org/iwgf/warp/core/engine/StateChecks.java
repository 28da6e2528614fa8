// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.RoundResult;
import org.iwgf.warp.core.model.Trail;
import org.iwgf.warp.core.model.WarpConfig;

/**
 * The checks that make a restored state one the engine could have reached in kind, beyond every coordinate
 * being in one place (which {@link SnapshotCodec} checks while it builds the table): the Red Alert, the
 * turn's flags, the counters, and the round against its Spacedock and history. Each check names what is
 * wrong in a sentence, so that a front-end developer can tell which part of a saved game was damaged.
 */
final class StateChecks {
  /** Highest campaign score a state may hold: far above any real campaign, far below overflow. */
  static final int MAX_SCORE = 1_000_000;

  private StateChecks() {}

  /** Refuses {@code s} unless it holds together as a whole. */
  static void check(EngineState s) {
    WarpConfig c = s.frame.config;
    int seats = s.frame.seats;
    if (s.frame.round < 1 || s.frame.round > EngineState.MAX_ROUNDS_DEALT) {
      throw counts("Round " + s.frame.round + " cannot be played; rounds count from 1 to " + EngineState.MAX_ROUNDS_DEALT
          + ".");
    }
    if (s.frame.history.size() > EngineState.MAX_ROUNDS_DEALT) {
      throw counts("The saved state lists " + s.frame.history.size() + " rounds played; a sector deals at most "
          + EngineState.MAX_ROUNDS_DEALT + ".");
    }
    boolean points = c.objective() == Objective.POINTS_CAMPAIGN;
    if (points && s.frame.round > c.campaignRounds()) {
      throw counts("Round " + s.frame.round + " is past the end of a " + c.campaignRounds() + "-round campaign.");
    }
    int expectedDock = c.factor().maxPip() - ((s.frame.round - 1) % c.factor().campaignLength());
    if (s.frame.spacedock != expectedDock) {
      throw counts("Round " + s.frame.round + " is played from Spacedock " + expectedDock + "-" + expectedDock
          + ", not " + s.frame.spacedock + "-" + s.frame.spacedock + ".");
    }
    if (s.frame.roundStarter != (c.firstCaptain() + s.frame.round - 1) % seats) {
      throw counts("Round " + s.frame.round + " is opened by seat " + (c.firstCaptain() + s.frame.round - 1) % seats
          + ", not seat " + s.frame.roundStarter + ".");
    }
    checkHistory(s, points);
    checkTotals(s, points);
    checkTurn(s);
    checkAlert(s);
  }

  private static void checkHistory(EngineState s, boolean points) {
    int finished = s.phase() == Phase.PLAYING ? s.frame.round - 1 : s.frame.round;
    if (points ? s.frame.history.size() != finished : s.frame.history.size() < finished) {
      throw counts("Round " + s.frame.round + " (" + s.phase() + ") follows " + s.frame.history.size()
          + " recorded rounds.");
    }
    int last = 0;
    for (RoundResult r : s.frame.history) {
      if (r.round() < Math.max(1, last) || r.round() > s.frame.round || r.roundScores().size() != s.frame.seats
          || r.handPips().size() != s.frame.seats || r.rawRoundScores().size() != s.frame.seats
          || (r.winner().isPresent() && (r.winner().getAsInt() < 0 || r.winner().getAsInt() >= s.frame.seats))
          || r.blocked() == r.winner().isPresent()) {
        throw counts("The record of round " + r.round() + " does not fit this sector.");
      }
      last = r.round();
    }
  }

  private static void checkTotals(EngineState s, boolean points) {
    for (int seat = 0; seat < s.frame.seats; seat++) {
      int score = s.frame.scores[seat];
      int wins = s.frame.roundWins[seat];
      if (score < 0 || score > MAX_SCORE || (!points && score != 0)) {
        throw counts("A campaign score of " + score + " for seat " + seat + " cannot be reached"
            + (points ? "; scores run from 0 to " + MAX_SCORE : " in a Go-out sector") + ".");
      }
      if (wins < 0 || wins > s.frame.history.size() || (points && wins != 0)) {
        throw counts(wins + " round wins for seat " + seat + " cannot be reached after " + s.frame.history.size()
            + " rounds" + (points ? " of a points campaign" : "") + ".");
      }
    }
  }

  private static void checkTurn(EngineState s) {
    boolean playing = s.phase() == Phase.PLAYING;
    if (!playing && s.alert != null) {
      throw counts("A Red Alert stands only while a round is played.");
    }
    // A round blocks when every captain has passed in a row, each with a Distress Beacon up; a finished
    // round keeps the streak that ended it.
    int most = playing ? Math.min(s.frame.seats - 1, Integer.bitCount(s.beacons)) : s.frame.seats;
    if (s.passStreak() < 0 || s.passStreak() > most) {
      throw counts("A streak of " + s.passStreak() + " passes cannot stand at a table of " + s.frame.seats
          + " with " + Integer.bitCount(s.beacons) + " Distress Beacons up; every captain who passes has one up,"
          + " and the round ends when all have passed.");
    }
    boolean voting = s.phase() == Phase.OVERTIME_VOTE;
    if (voting != (s.frame.votesPending != 0) || (s.frame.votesPending & s.frame.votesAccepted) != 0
        || (voting && (s.frame.votesPending & (1 << s.toAct())) == 0) || (!voting && s.frame.votesAccepted != 0)) {
      throw counts("The overtime votes do not fit the phase " + s.phase() + " with seat " + s.toAct()
          + " to act.");
    }
  }

  private static void checkAlert(EngineState s) {
    RedAlert a = s.alert;
    if (a == null) {
      return;
    }
    if (!a.doubleCharted().isDouble() || !s.frame.set.contains(a.doubleCharted())) {
      throw coordinates("A Red Alert stands on a double of the set; " + a.doubleCharted() + " is not one.");
    }
    Trail t = s.trailAt(a.route().slot(s.frame.seats));
    List<Coordinate> laid = t.coordinates();
    if (laid.isEmpty() || !laid.get(laid.size() - 1).equals(a.doubleCharted()) || t.openEnd() != a.pip()) {
      throw coordinates("The Red Alert's double " + a.doubleCharted() + " is not the open end of "
          + a.route() + ".");
    }
    if (a.required() < 1 || a.required() > 3 || a.placed() < 0 || a.placed() >= a.required()
        || (!a.red() && a.responsible() != a.charter())) {
      throw counts("The Red Alert's counts do not fit: " + a.placed() + " of " + a.required()
          + " coordinates placed, " + (a.red() ? "red" : "yellow") + ".");
    }
  }

  private static InvalidStateException counts(String message) {
    return new InvalidStateException("COUNTS", message);
  }

  private static InvalidStateException coordinates(String message) {
    return new InvalidStateException("COORDINATES", message);
  }
}
