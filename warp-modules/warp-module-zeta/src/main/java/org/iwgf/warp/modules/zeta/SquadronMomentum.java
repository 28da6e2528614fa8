// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.zeta;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.iwgf.warp.core.plugin.PluginState;

/**
 * Module Zeta's part of the game state: the captains who keep forward momentum on their squadron's shared
 * Warp Trail. A captain gains momentum by charting a coordinate on the shared trail and keeps it until
 * their next turn begins; charting on the shared trail during that turn renews it. So a captain has
 * momentum exactly when their latest turn this round (the one under way included) charted on the shared
 * trail. Every round begins with no momentum. Public to every seat.
 *
 * @param captains seats with momentum, ascending
 * @since 0.1.0
 */
public record SquadronMomentum(List<Integer> captains) implements PluginState {
  /** No captain has momentum (a round's start). */
  public static final SquadronMomentum NONE = new SquadronMomentum(List.of());

  public SquadronMomentum {
    captains = List.copyOf(new TreeSet<>(captains));
  }

  /** True if {@code seat} keeps momentum. */
  public boolean has(int seat) {
    return captains.contains(seat);
  }

  /** This state with {@code seat} keeping momentum ({@code keeps}) or not. */
  public SquadronMomentum with(int seat, boolean keeps) {
    if (has(seat) == keeps) {
      return this;
    }
    List<Integer> out = new ArrayList<>(captains);
    if (keeps) {
      out.add(seat);
    } else {
      out.remove(Integer.valueOf(seat));
    }
    return new SquadronMomentum(out);
  }

  /** {@code seat}'s teammates, other than {@code seat}, who keep momentum, ascending. */
  public List<Integer> teammatesWithMomentum(Squadrons squadrons, int seat) {
    List<Integer> out = new ArrayList<>();
    for (int other : captains) {
      if (other != seat && squadrons.sameSquadron(other, seat)) {
        out.add(other);
      }
    }
    return List.copyOf(out);
  }
}
