// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import java.util.Locale;

/**
 * How one entrant fared in a match.
 *
 * @param name the entrant
 * @param games games it sat in
 * @param winRate its share of the wins: a game won alone counts 1, a shared first place counts its share
 * @param low lower end of the 95 % confidence interval of {@code winRate}
 * @param high upper end of the 95 % confidence interval of {@code winRate}
 * @since 0.1.0
 */
public record Standing(String name, int games, double winRate, double low, double high) {

  /** E.g. {@code "Commander  61.2 % (58.1–64.3 %)"}. */
  public String describe() {
    return String.format(Locale.ROOT, "%5.1f %% (95 %% CI %.1f–%.1f %%)", 100 * winRate, 100 * low, 100 * high);
  }
}
