// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.beta;

import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;

/**
 * The Salamander: the highest double for the Warp Factor (maxPip-maxPip — 9-9, 12-12, 15-15 or 18-18).
 * Both forms of Module Beta, and the Salamander swap of Module Alpha, find it and its holder here.
 *
 * @since 0.1.0
 */
public final class Salamander {
  private Salamander() {}

  /** The Salamander of {@code factor}, e.g. 12-12 under Warp 12. */
  public static Coordinate of(WarpFactor factor) {
    return Coordinate.of(factor.maxPip(), factor.maxPip());
  }

  /** True if {@code c} is the Salamander of {@code factor}. */
  public static boolean is(Coordinate c, WarpFactor factor) {
    return c.equals(of(factor));
  }

  /**
   * What the Salamander scores when caught in hand: double its both-ends pips (Warp 9: 36, Warp 12: 48,
   * Warp 15: 60, Warp 18: 72).
   */
  public static int penalty(WarpFactor factor) {
    return 2 * of(factor).pips();
  }

  /**
   * True if the Salamander is in circulation in the round of {@code state}: from round 2 onward. In round
   * 1 it is the Spacedock, on the table and in no hand.
   */
  public static boolean inCirculation(WarpState state) {
    return state.round() >= 2 && state.spacedockPip() != state.config().factor().maxPip();
  }

  /**
   * Who holds the Salamander in {@code state} (a round just ended) and the penalty it carries; empty when
   * it is not in circulation or no hand holds it.
   */
  public static Optional<SalamanderHold> holder(WarpState state) {
    if (!inCirculation(state)) {
      return Optional.empty();
    }
    WarpFactor factor = state.config().factor();
    Coordinate salamander = of(factor);
    for (int seat = 0; seat < state.seats(); seat++) {
      if (state.holds(seat, salamander)) {
        return Optional.of(new SalamanderHold(seat, salamander, penalty(factor)));
      }
    }
    return Optional.empty();
  }
}
