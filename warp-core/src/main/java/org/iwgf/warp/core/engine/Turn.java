// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import org.iwgf.warp.core.model.Phase;

/**
 * A state's turn counters in one int: the captain at the helm (5 bits), the pass streak (5 bits), whether the
 * helm drew (1 bit), the phase (2 bits) and the top of Uncharted Sectors (the rest). A state is made at every
 * move, and sharing one int keeps it small (40 bytes, with the plugin states kept in the round's frame). Seats
 * and streaks are at most the 18 captains of Warp 18 and the pile's top at most its 190 coordinates, so every
 * field fits its bits (a restored state's streak is bounded before it is packed).
 */
final class Turn {
  private static final int SEAT_BITS = 5;
  private static final int SEAT_MASK = (1 << SEAT_BITS) - 1;
  private static final int STREAK_SHIFT = SEAT_BITS;
  private static final int DREW_BIT = 1 << (STREAK_SHIFT + SEAT_BITS);
  private static final int PHASE_SHIFT = STREAK_SHIFT + SEAT_BITS + 1;
  private static final int PILE_SHIFT = PHASE_SHIFT + 2;
  /** The bits of every counter but the pile's top. */
  static final int COUNTERS = (1 << PILE_SHIFT) - 1;
  /** Added to a turn, moves the pile's top past one coordinate. */
  static final int ONE_DRAWN = 1 << PILE_SHIFT;
  private static final Phase[] PHASES = Phase.values();

  private Turn() {}

  static int of(int toAct, int passStreak, boolean drew, Phase phase, int pileTop) {
    return toAct | passStreak << STREAK_SHIFT | (drew ? DREW_BIT : 0) | phase.ordinal() << PHASE_SHIFT
        | pileTop << PILE_SHIFT;
  }

  static int seat(int turn) {
    return turn & SEAT_MASK;
  }

  static int withSeat(int turn, int seat) {
    return turn & ~SEAT_MASK | seat;
  }

  static int streak(int turn) {
    return turn >>> STREAK_SHIFT & SEAT_MASK;
  }

  static int withStreak(int turn, int passes) {
    return turn & ~(SEAT_MASK << STREAK_SHIFT) | passes << STREAK_SHIFT;
  }

  static boolean drew(int turn) {
    return (turn & DREW_BIT) != 0;
  }

  static int withDrew(int turn, boolean drew) {
    return drew ? turn | DREW_BIT : turn & ~DREW_BIT;
  }

  static Phase phase(int turn) {
    return PHASES[turn >>> PHASE_SHIFT & 3];
  }

  static int withPhase(int turn, Phase phase) {
    return turn & ~(3 << PHASE_SHIFT) | phase.ordinal() << PHASE_SHIFT;
  }

  static int pileTop(int turn) {
    return turn >>> PILE_SHIFT;
  }

  static int withPileTop(int turn, int top) {
    return turn & COUNTERS | top << PILE_SHIFT;
  }
}
