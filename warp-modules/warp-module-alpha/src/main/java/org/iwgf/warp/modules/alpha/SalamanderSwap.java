// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iwgf.warp.core.plugin.RoundScoreSheet;
import org.iwgf.warp.modules.beta.Salamander;
import org.iwgf.warp.modules.beta.SalamanderHold;

/**
 * The Salamander swap directive (Points campaign, with Module Beta): at round end the whole doubled
 * Salamander penalty moves from its holder to the highest-points captain among those who did not win the
 * round. When the holder is that captain, nothing moves.
 */
final class SalamanderSwap {
  private SalamanderSwap() {}

  /**
   * Who receives the penalty of {@code hold}: the non-winner with the highest campaign total before this
   * round; a tie that includes the holder keeps it with the holder, other ties go to the first tied captain
   * clockwise from the holder.
   */
  static int target(SalamanderHold hold, List<Integer> campaign, OptionalInt winner) {
    int seats = campaign.size();
    int best = Integer.MIN_VALUE;
    for (int s = 0; s < seats; s++) {
      if (winner.isEmpty() || winner.getAsInt() != s) {
        best = Math.max(best, campaign.get(s));
      }
    }
    if (campaign.get(hold.seat()) == best) {
      return hold.seat();
    }
    for (int k = 1; k < seats; k++) {
      int s = (hold.seat() + k) % seats;
      if ((winner.isEmpty() || winner.getAsInt() != s) && campaign.get(s) == best) {
        return s;
      }
    }
    return hold.seat();
  }

  /** Moves the penalty on {@code sheet}, whose hand values already carry Module Beta's doubling. */
  static void apply(RoundScoreSheet sheet) {
    Optional<SalamanderHold> hold = Salamander.holder(sheet.state());
    if (hold.isEmpty()) {
      return;
    }
    SalamanderHold h = hold.get();
    int to = target(h, sheet.state().campaignScores(), sheet.winner());
    if (to != h.seat()) {
      sheet.addToHandValue(h.seat(), -h.penalty());
      sheet.addToHandValue(to, h.penalty());
    }
  }
}
