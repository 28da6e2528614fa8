// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetCost;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.space.Point;

/**
 * Scoring a Standard Wormhole Engagement ("How Do I End a Game?"): each commander scores the full value
 * (inserts included) of every enemy vessel destroyed and half the value, rounded up, of every enemy ship
 * Damaged or Crippled and every enemy squadron Dispersed; +5 for holding Advantage at the end; +5 for each
 * half of the mat that holds his own vessels and no enemy vessel (the centre line runs across the mat
 * half way between the two short sides; a vessel on the line stands in both halves; squadrons on deck
 * stand where their carrier is).
 */
final class Scoring {
  /** Points for holding Advantage at the end, and for each half of the mat held. */
  static final int BONUS = 5;

  private Scoring() {}

  /** Each seat's score as the battle stands. */
  static List<Integer> scores(WormholeState state) {
    List<Integer> scores = new ArrayList<>(List.of(earnedAgainst(state, 1, true), earnedAgainst(state, 0, true)));
    scores.set(state.advantage(), scores.get(state.advantage()) + BONUS);
    double centre = state.config().matLength() / 2;
    for (int half = 0; half < 2; half++) {
      boolean[] present = new boolean[2];
      for (Vessel v : state.vessels()) {
        Optional<Point> at = where(state, v);
        if (at.isPresent() && state.inPlay(v)) {
          double y = at.get().y();
          boolean inHalf = half == 0 ? y <= centre : y >= centre;
          present[v.owner()] |= inHalf;
        }
      }
      for (int seat = 0; seat < 2; seat++) {
        if (present[seat] && !present[1 - seat]) {
          scores.set(seat, scores.get(seat) + BONUS);
        }
      }
    }
    return scores;
  }

  /**
   * What the opponent of {@code seat} earns from its losses: the full value of each of its vessels
   * destroyed and, with {@code damage}, half the value (rounded up) of each Damaged, Crippled or Dispersed.
   */
  static int earnedAgainst(WormholeState state, int seat, boolean damage) {
    FleetSpec fleet = state.config().fleets().get(seat);
    List<Integer> values = FleetCost.vesselValues(fleet, state.config().catalog());
    int earned = 0;
    for (int i = 0; i < fleet.vessels().size(); i++) {
      Status s = state.statusOf(state.vessel(fleet.vessels().get(i).id()).orElseThrow());
      if (s == Status.DESTROYED) {
        earned += values.get(i);
      } else if (damage && (s == Status.DAMAGED || s == Status.CRIPPLED || s == Status.DISPERSED)) {
        earned += (values.get(i) + 1) / 2;
      }
    }
    return earned;
  }

  private static Optional<Point> where(WormholeState state, Vessel v) {
    if (v.dockedIn().isPresent()) {
      return state.vessel(v.dockedIn().get()).flatMap(Vessel::position);
    }
    return v.position();
  }
}
