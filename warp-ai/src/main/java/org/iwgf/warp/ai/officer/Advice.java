// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.model.WarpMove;

/**
 * The tactical advisor's suggestion: one move and the reasons for it, in plain language and the game's own
 * words. Every reason states a fact about the position the advice was given in.
 *
 * @param move the suggested move, one of the seat's legal moves
 * @param reasons why, most important first; never empty
 * @since 0.1.0
 */
public record Advice(WarpMove move, List<String> reasons) {
  public Advice {
    Objects.requireNonNull(move, "move");
    reasons = List.copyOf(reasons);
    if (reasons.isEmpty()) {
      throw new IllegalArgumentException("advice always gives a reason");
    }
  }

  /** E.g. {@code "chart 12-5 on trail-0: sheds 17 pips; keeps a 5-line for your trail"}. */
  @Override
  public String toString() {
    return move + ": " + String.join("; ", reasons);
  }
}
