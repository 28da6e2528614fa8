// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.Objects;

/**
 * How one seat's rating moves with a sector's result.
 *
 * @param before the rating before the sector
 * @param after the rating after it (equal to {@code before} for an anchor)
 * @param anchor whether the seat is an AI officer at its fixed anchor
 * @since 0.1.0
 */
public record SeatChange(Rating before, Rating after, boolean anchor) {
  public SeatChange {
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(after, "after");
  }

  /** The grade before the sector. */
  public TeiGrade gradeBefore() {
    return TeiGrade.of(before);
  }

  /** The grade after the sector. */
  public TeiGrade gradeAfter() {
    return TeiGrade.of(after);
  }

  /** The score change, after minus before. */
  public int scoreChange() {
    return gradeAfter().score() - gradeBefore().score();
  }

  /**
   * The sector summary line: "I52 → I55 (+3)", "V72 → V68 (-4)", or "I55 → C55" when only the letter
   * changes (and "I52 → I52" when nothing does).
   */
  public String display() {
    int change = scoreChange();
    String line = gradeBefore() + " → " + gradeAfter();
    return change == 0 ? line : line + " (" + (change > 0 ? "+" : "") + change + ")";
  }
}
