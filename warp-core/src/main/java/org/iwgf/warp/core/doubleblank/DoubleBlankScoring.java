// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.doubleblank;

import java.util.EnumSet;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.RoundScoreSheet;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.ScoringStage;

/**
 * The Double-blank score setting (Section V, step 3): a 0-0 caught in hand is worth 50 (tournament
 * standard), 25, or its 0 pips. Always active; the value comes from
 * {@link org.iwgf.warp.core.model.WarpConfig#doubleBlankScore()}. It runs first in the
 * {@link ScoringStage#HAND_VALUE} stage, before settings that multiply other coordinates.
 *
 * @since 0.1.0
 */
public final class DoubleBlankScoring implements RulePlugin {
  /** The id under which the setting runs. */
  public static final String ID = "double-blank";

  private static final Coordinate DOUBLE_BLANK = Coordinate.of(0, 0);

  private final int score;

  private DoubleBlankScoring(int score) {
    this.score = score;
  }

  /** The setting with a double-blank worth {@code score} (50, 25 or 0). */
  public static DoubleBlankScoring worth(int score) {
    if (score != 50 && score != 25 && score != 0) {
      throw new InvalidConfigException("DOUBLE_BLANK", "A double-blank scores 50, 25 or 0, not " + score + ".");
    }
    return new DoubleBlankScoring(score);
  }

  /** What a double-blank in hand adds. */
  public int score() {
    return score;
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Set<DecisionPoint> decisionPoints() {
    return score == 0 ? Set.of() : EnumSet.of(DecisionPoint.ROUND_SCORING);
  }

  @Override
  public int order() {
    return 0;
  }

  @Override
  public void scoreRound(RoundScoreSheet sheet, ScoringStage stage) {
    if (stage != ScoringStage.HAND_VALUE) {
      return;
    }
    for (int s = 0; s < sheet.seats(); s++) {
      // One bit of the hand, not the hand built as a list: every round's scoring asks this of every seat.
      if (sheet.state().holds(s, DOUBLE_BLANK)) {
        sheet.addToHandValue(s, score);
      }
    }
  }
}
