// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.delta;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.model.PluginState;

/**
 * Module Delta's part of the game state: who holds the Hazard Marker, how many times each captain has
 * passed while holding it, and (Go-out) who must skip their next turn.
 *
 * @param holder seat holding the Hazard Marker, or −1 before the first deal
 * @param passes per seat, passes made while holding the marker (this round under Points campaign, this
 *     sector under Go-out)
 * @param skipping bit mask of seats that skip their next turn (Go-out, both draw pools empty)
 * @param lastAtHelm seat whose turn ended last, or −1; tells a skipped turn from the turn just ended
 * @since 0.1.0
 */
public record HazardMarker(int holder, List<Integer> passes, int skipping, int lastAtHelm)
    implements PluginState {

  public HazardMarker {
    passes = List.copyOf(passes);
  }

  /** The state at launch: no holder yet, no passes. */
  static HazardMarker launch(int seats) {
    return new HazardMarker(-1, zeros(seats), 0, -1);
  }

  private static List<Integer> zeros(int seats) {
    List<Integer> out = new ArrayList<>(seats);
    for (int i = 0; i < seats; i++) {
      out.add(0);
    }
    return out;
  }

  /** True if {@code seat} holds the Hazard Marker. */
  public boolean holds(int seat) {
    return holder == seat;
  }

  /** True if {@code seat} skips their next turn. */
  public boolean skips(int seat) {
    return (skipping & (1 << seat)) != 0;
  }

  HazardMarker withHolder(int seat) {
    return new HazardMarker(seat, passes, skipping, lastAtHelm);
  }

  HazardMarker withPassCounted(int seat) {
    List<Integer> more = new ArrayList<>(passes);
    more.set(seat, more.get(seat) + 1);
    return new HazardMarker(holder, more, skipping, lastAtHelm);
  }

  HazardMarker withPassesCleared() {
    return new HazardMarker(holder, zeros(passes.size()), skipping, lastAtHelm);
  }

  HazardMarker withSkipping(int mask) {
    return new HazardMarker(holder, passes, mask, lastAtHelm);
  }

  HazardMarker withLastAtHelm(int seat) {
    return new HazardMarker(holder, passes, skipping, seat);
  }
}
