// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * What happened, in order, so a front-end can animate it and a log can tell it. Events about hidden
 * coordinates (the deal, a draw) name them only in the copy meant for their owner; use
 * {@link org.iwgf.warp.core.engine.WarpRules#eventsFor} to get a seat's copy.
 *
 * @since 0.1.0
 */
public sealed interface WarpEvent
    permits WarpEvent.RoundStarted, WarpEvent.HandDealt, WarpEvent.Charted, WarpEvent.Drawn,
        WarpEvent.BeaconDeployed, WarpEvent.ShieldsUp, WarpEvent.Passed, WarpEvent.AlertOpened,
        WarpEvent.RedAlertPassed, WarpEvent.DoubleSatisfied, WarpEvent.DeadDouble, WarpEvent.HelmPassed,
        WarpEvent.RoundEnded, WarpEvent.OvertimeOffered, WarpEvent.OvertimeVoted, WarpEvent.SectorEnded,
        PluginEvent {

  /**
   * A round was dealt. {@code redeal} is true when a blocked Go-out round is dealt again at the same
   * Spacedock.
   */
  record RoundStarted(int round, Coordinate spacedock, int starter, int handSize, int uncharted, boolean redeal)
      implements WarpEvent {}

  /** {@code seat} was dealt {@code count} coordinates; {@code coordinates} is present only in its own copy. */
  record HandDealt(int seat, int count, Optional<List<Coordinate>> coordinates) implements WarpEvent {
    public HandDealt {
      coordinates = coordinates.map(List::copyOf);
    }

    @Override
    public WarpEvent visibleTo(int viewer) {
      return viewer == seat ? this : new HandDealt(seat, count, Optional.empty());
    }
  }

  /** {@code seat} charted {@code coordinate} on {@code route}, leaving {@code openEnd} open there. */
  record Charted(int seat, Coordinate coordinate, Route route, int openEnd) implements WarpEvent {}

  /** {@code seat} drew from Uncharted Sectors; {@code coordinate} is present only in its own copy. */
  record Drawn(int seat, Optional<Coordinate> coordinate) implements WarpEvent {
    @Override
    public WarpEvent visibleTo(int viewer) {
      return viewer == seat ? this : new Drawn(seat, Optional.empty());
    }
  }

  /** {@code seat}'s shields went down: the Distress Beacon is up and its trail is open to all. */
  record BeaconDeployed(int seat) implements WarpEvent {}

  /** {@code seat}'s Distress Beacon was removed (shields up). */
  record ShieldsUp(int seat) implements WarpEvent {}

  /** {@code seat} passed without charting. */
  record Passed(int seat) implements WarpEvent {}

  /** {@code seat} charted a double that must now be satisfied (Yellow alert). */
  record AlertOpened(int seat, Coordinate doubleCharted, Route route, int required) implements WarpEvent {}

  /** Red Alert! Responsibility for the double moved from {@code from} to {@code to}. */
  record RedAlertPassed(int from, int to, Coordinate doubleCharted) implements WarpEvent {}

  /** {@code seat} satisfied the double; normal play resumes. */
  record DoubleSatisfied(int seat, Coordinate doubleCharted, Route route) implements WarpEvent {}

  /** Every coordinate showing the double's pip is on the table: the alert ends unsatisfied. */
  record DeadDouble(Coordinate doubleCharted, Route route) implements WarpEvent {}

  /** The helm passed to {@code seat}. */
  record HelmPassed(int seat) implements WarpEvent {}

  /**
   * The round ended, won by {@code winner} or blocked. Hands are revealed for the tally.
   *
   * @param roundScores what each seat adds to its campaign (points campaign; zeros under Go-out)
   * @param totals campaign totals (points) or round wins (Go-out) after this round
   */
  record RoundEnded(int round, OptionalInt winner, boolean blocked, List<List<Coordinate>> hands,
      List<Integer> roundScores, List<Integer> totals) implements WarpEvent {
    public RoundEnded {
      hands = hands.stream().map(List::copyOf).toList();
      roundScores = List.copyOf(roundScores);
      totals = List.copyOf(totals);
    }
  }

  /** Fixed rounds ended level between {@code tiedSeats}; each of them votes on overtime. */
  record OvertimeOffered(List<Integer> tiedSeats) implements WarpEvent {
    public OvertimeOffered {
      tiedSeats = List.copyOf(tiedSeats);
    }
  }

  /** {@code seat} accepted or declined overtime. */
  record OvertimeVoted(int seat, boolean accept) implements WarpEvent {}

  /** The sector is over; {@code winners} share victory. */
  record SectorEnded(List<Integer> winners, List<Integer> places, List<Integer> scores) implements WarpEvent {
    public SectorEnded {
      winners = List.copyOf(winners);
      places = List.copyOf(places);
      scores = List.copyOf(scores);
    }
  }

  /** This event as {@code seat} may see it. */
  default WarpEvent visibleTo(int seat) {
    return this;
  }
}
