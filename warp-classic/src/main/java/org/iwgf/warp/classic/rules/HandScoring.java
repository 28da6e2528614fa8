// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.domino.Coordinate;
import java.util.OptionalInt;
import org.iwgf.warp.core.domino.DominoSet;

/** The end of a hand: who won it, what they score, and whether the game goes on. */
final class HandScoring {
  private static final DominoSet SET = ClassicConfig.SET;

  private HandScoring() {}

  /** Pips in the tiles of {@code hand}. */
  static int pips(long hand) {
    int sum = 0;
    for (long b = hand; b != 0; b &= b - 1) {
      sum += SET.pips(Long.numberOfTrailingZeros(b));
    }
    return sum;
  }

  /**
   * Points for a side that won with {@code opponents} pips against it and {@code own} on its side: the
   * pips (less its own, under that option, never below zero), rounded to the nearest 5 in All Fives and
   * divided by 5 when scoring in fives.
   */
  static int handPoints(ClassicConfig config, int opponents, int own) {
    int raw = config.winnerScore() == WinnerScore.OPPONENTS_MINUS_OWN ? Math.max(0, opponents - own) : opponents;
    if (config.variant() != Variant.ALL_FIVES) {
      return raw;
    }
    int rounded = (raw + 2) / 5 * 5;
    return config.scoreInFives() ? rounded / 5 : rounded;
  }

  /**
   * Ends the hand of {@code s} ({@code dominoSeat} laid its last tile, or −1 when the hand is blocked),
   * scores it and deals the next hand unless a side has reached the target.
   */
  static ClassicState endHand(ClassicState s, int dominoSeat, List<ClassicEvent> events) {
    ClassicConfig config = s.config();
    int players = config.players();
    int[] seatPips = new int[players];
    int[] sidePips = new int[config.sides()];
    Integer[] pipList = new Integer[players];
    @SuppressWarnings("unchecked") // holds only the lists of tiles put in below
    List<Coordinate>[] shown = (List<Coordinate>[]) new List<?>[players];
    for (int seat = 0; seat < players; seat++) {
      shown[seat] = s.hand(seat);
      seatPips[seat] = pips(s.handBits(seat));
      sidePips[config.sideOf(seat)] += seatPips[seat];
      pipList[seat] = seatPips[seat];
    }
    int winnerSide;
    int nextLeader;
    if (dominoSeat >= 0) {
      winnerSide = config.sideOf(dominoSeat);
      nextLeader = dominoSeat;
    } else {
      winnerSide = lowestSide(sidePips);
      nextLeader = winnerSide < 0 ? (s.leader() + 1) % players : lowestSeatOf(config, winnerSide, seatPips, s.leader());
    }
    int[] scores = s.scoresCopy();
    int points = 0;
    if (winnerSide >= 0) {
      int total = 0;
      for (int p : sidePips) {
        total += p;
      }
      points = handPoints(config, total - sidePips[winnerSide], sidePips[winnerSide]);
      scores[winnerSide] += points;
    }
    // Immutable lists from the start, so that the events keep them rather than copying them again.
    events.add(new ClassicEvent.HandsShown(s.handNumber(), List.of(shown)));
    events.add(new ClassicEvent.HandEnded(s.handNumber(), dominoSeat >= 0 ? HandEnding.DOMINO : HandEnding.BLOCKED,
        winnerSide < 0 ? OptionalInt.empty() : OptionalInt.of(winnerSide), List.of(pipList), points));
    // The last hand a game may deal ends it as it stands, so that no counter can run past its bound.
    if (winnerSide >= 0 && scores[winnerSide] >= config.target() || s.handNumber() >= ClassicRules.MAX_HANDS) {
      return gameOver(s, s.line(), s.handsCopy(), s.boneyardArray(), scores, events);
    }
    return Dealer.deal(config, s.handNumber() + 1, nextLeader, scores, s.deck(), events);
  }

  /** The finished game: nobody to act, the final scores announced. */
  static ClassicState gameOver(ClassicState s, Line line, long[] hands, int[] boneyard, int[] scores,
      List<ClassicEvent> events) {
    int best = 0;
    for (int score : scores) {
      best = Math.max(best, score);
    }
    List<Integer> winners = new ArrayList<>();
    List<Integer> finals = new ArrayList<>(scores.length);
    for (int side = 0; side < scores.length; side++) {
      finals.add(scores[side]);
      if (scores[side] == best) {
        winners.add(side);
      }
    }
    events.add(new ClassicEvent.GameOver(finals, winners));
    return new ClassicState(s.config(), s.handNumber(), hands, boneyard, line, -1, s.leader(), -1, scores,
        s.deck());
  }

  /** The side with the fewest pips, or −1 when two or more share the fewest. */
  private static int lowestSide(int[] sidePips) {
    int best = -1;
    boolean tied = false;
    for (int side = 0; side < sidePips.length; side++) {
      if (best < 0 || sidePips[side] < sidePips[best]) {
        best = side;
        tied = false;
      } else if (sidePips[side] == sidePips[best]) {
        tied = true;
      }
    }
    return tied ? -1 : best;
  }

  /** The seat of {@code side} holding the fewest pips; among equals, the first in turn order from the leader. */
  private static int lowestSeatOf(ClassicConfig config, int side, int[] seatPips, int leader) {
    int players = config.players();
    int best = -1;
    for (int k = 0; k < players; k++) {
      int seat = (leader + k) % players;
      if (config.sideOf(seat) == side && (best < 0 || seatPips[seat] < seatPips[best])) {
        best = seat;
      }
    }
    return best;
  }
}
