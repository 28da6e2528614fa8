// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * What happened, in order, when a move was applied. JSON names: {@code dealt}, {@code led}, {@code played},
 * {@code drew}, {@code passed}, {@code fives-scored}, {@code hands-shown}, {@code hand-ended},
 * {@code game-over}.
 *
 * @since 0.1.0
 */
public sealed interface ClassicEvent permits ClassicEvent.Dealt, ClassicEvent.Led, ClassicEvent.Played,
    ClassicEvent.Drew, ClassicEvent.Passed, ClassicEvent.FivesScored, ClassicEvent.HandsShown,
    ClassicEvent.HandEnded, ClassicEvent.GameOver {

  /**
   * A new hand was dealt ({@code hand} counts from 1); {@code leader} leads it, with {@code requiredLead}
   * when the first hand's lead is fixed. {@code redeals} counts the deals thrown in because nobody held a
   * double. Which tiles each seat holds is in that seat's view only.
   */
  record Dealt(int hand, int leader, Optional<Coordinate> requiredLead, List<Integer> handSizes, int redeals)
      implements ClassicEvent {
    public Dealt {
      Objects.requireNonNull(requiredLead, "requiredLead");
      handSizes = List.copyOf(handSizes);
    }
  }

  /** {@code seat} laid the first tile of the hand. */
  record Led(int seat, Coordinate tile) implements ClassicEvent {
    public Led {
      Objects.requireNonNull(tile, "tile");
    }
  }

  /** {@code seat} joined {@code tile} to {@code end}. */
  record Played(int seat, Coordinate tile, End end) implements ClassicEvent {
    public Played {
      Objects.requireNonNull(tile, "tile");
      Objects.requireNonNull(end, "end");
    }
  }

  /** {@code seat} drew a tile; which one is known to that seat only (empty for everyone else). */
  record Drew(int seat, Optional<Coordinate> tile) implements ClassicEvent {
    public Drew {
      Objects.requireNonNull(tile, "tile");
    }
  }

  /** {@code seat} passed. */
  record Passed(int seat) implements ClassicEvent {}

  /**
   * All Fives: after {@code seat}'s play the open ends added up to {@code count}, a multiple of 5, and its
   * side scored {@code points} ({@code count}, or {@code count / 5} when scoring in fives).
   */
  record FivesScored(int seat, int side, int count, int points) implements ClassicEvent {}

  /**
   * A hand is over and every seat shows the tiles it ended with ({@code hands}, by seat) for the count: from
   * here on they are public, so every seat's copy and a spectator's carry them. It comes just before
   * {@link HandEnded}.
   */
  record HandsShown(int hand, List<List<Coordinate>> hands) implements ClassicEvent {
    public HandsShown {
      List<List<Coordinate>> copies = new ArrayList<>(hands.size());
      for (List<Coordinate> shown : hands) {
        copies.add(List.copyOf(shown));
      }
      hands = List.copyOf(copies);
    }
  }

  /**
   * A hand ended. {@code pips} holds each seat's remaining pips; {@code winnerSide} is empty when a blocked
   * hand was tied; the winning side scored {@code points}.
   */
  record HandEnded(int hand, HandEnding ending, OptionalInt winnerSide, List<Integer> pips, int points)
      implements ClassicEvent {
    public HandEnded {
      Objects.requireNonNull(ending, "ending");
      Objects.requireNonNull(winnerSide, "winnerSide");
      pips = List.copyOf(pips);
    }
  }

  /** A side reached the target: the game is over. {@code scores} holds each side's final score. */
  record GameOver(List<Integer> scores, List<Integer> winnerSides) implements ClassicEvent {
    public GameOver {
      scores = List.copyOf(scores);
      winnerSides = List.copyOf(winnerSides);
    }
  }
}
