// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.theta;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpState;

/**
 * Lengths of the captains' personal Warp Trails, as both forms of Module Theta measure them: coordinates
 * charted along the trail from the Spacedock out ({@link org.iwgf.warp.core.model.Trail#length()}); side
 * branches of a Subspace Fracture do not count.
 *
 * @since 0.1.0
 */
public final class PersonalTrails {
  /** Trail length at which Trail Momentum is earned. */
  public static final int MOMENTUM_LENGTH = 5;

  private PersonalTrails() {}

  /** The length of {@code seat}'s own Warp Trail in {@code state}. */
  public static int length(WarpState state, int seat) {
    return state.trail(Route.trailOf(seat)).length();
  }

  /**
   * The captains whose personal trail is the longest in {@code state}, in seat order; all of them on a tie.
   * Empty when no captain has started a trail: an unstarted trail is not a trail to reward.
   */
  public static List<Integer> longest(WarpState state) {
    int best = 0;
    for (int seat = 0; seat < state.seats(); seat++) {
      best = Math.max(best, length(state, seat));
    }
    List<Integer> out = new ArrayList<>();
    if (best == 0) {
      return out;
    }
    for (int seat = 0; seat < state.seats(); seat++) {
      if (length(state, seat) == best) {
        out.add(seat);
      }
    }
    return List.copyOf(out);
  }
}
