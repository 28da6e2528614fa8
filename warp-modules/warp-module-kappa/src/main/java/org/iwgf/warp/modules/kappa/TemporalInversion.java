// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.kappa;

import org.iwgf.warp.core.plugin.RoundScoreSheet;

/**
 * Temporal Inversion, Module Kappa's Points campaign form: odd rounds keep the normal tally; even rounds
 * are written as a spread off the round's top hand. Every captain starts at the baseline — the largest hand
 * value anyone still holds, counted as Section IV counts hands (double-blank setting, Salamander Penalty) —
 * and subtracts their own hand value: the top hand nets 0, a thinner hand the gap, and a captain who went
 * out (an empty hand) the full baseline. Add-ons of other rules are written after this hand term, and the
 * core's scoring floor and raw tie-break apply to the result as in any round.
 *
 * @since 0.1.0
 */
public final class TemporalInversion {
  private TemporalInversion() {}

  /** True if round {@code round} (counted from 1) is written with the inverted tally: the even rounds. */
  public static boolean inverts(int round) {
    return round % 2 == 0;
  }

  /** The baseline of an inverted round: the largest hand value on {@code sheet}, 0 if every hand is empty. */
  public static int topHand(RoundScoreSheet sheet) {
    int top = 0;
    for (int seat = 0; seat < sheet.seats(); seat++) {
      top = Math.max(top, sheet.handValue(seat));
    }
    return top;
  }

  /**
   * Writes the round scores of {@code sheet} as a spread off the top hand when its round inverts; leaves the
   * normal tally of an odd round as it is.
   */
  static void write(RoundScoreSheet sheet) {
    if (!inverts(sheet.state().round())) {
      return;
    }
    int top = topHand(sheet);
    for (int seat = 0; seat < sheet.seats(); seat++) {
      sheet.setRoundScore(seat, top - sheet.handValue(seat));
    }
  }
}
