// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;

import java.util.Locale;
import java.util.Objects;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * A decision of the seat {@linkplain ClassicRules#toAct to act}; moves carry no seat. JSON names:
 * {@code lead}, {@code play}, {@code draw}, {@code pass}.
 *
 * @since 0.1.0
 */
public sealed interface ClassicMove permits ClassicMove.Lead, ClassicMove.Play, ClassicMove.Draw,
    ClassicMove.Pass {

  /** Lay {@code tile} as the first tile of the hand's line. */
  record Lead(Coordinate tile) implements ClassicMove {
    public Lead {
      Objects.requireNonNull(tile, "tile");
    }

    @Override
    public String toString() {
      return "lead " + tile;
    }
  }

  /** Join {@code tile} to the open end {@code end} of the line. */
  record Play(Coordinate tile, End end) implements ClassicMove {
    public Play {
      Objects.requireNonNull(tile, "tile");
      Objects.requireNonNull(end, "end");
    }

    @Override
    public String toString() {
      return "play " + tile + " " + end.name().toLowerCase(Locale.ROOT);
    }
  }

  /** Take the next tile of the boneyard (Draw and All Fives, only when no tile in hand can be played). */
  record Draw() implements ClassicMove {
    @Override
    public String toString() {
      return "draw";
    }
  }

  /** Let the turn go by: no tile in hand can be played and nothing may be drawn. */
  record Pass() implements ClassicMove {
    @Override
    public String toString() {
      return "pass";
    }
  }
}
