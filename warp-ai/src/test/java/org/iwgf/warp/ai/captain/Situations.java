// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.captain;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;

/**
 * Hand-built Warp 9 positions for two captains, round 1 (Spacedock 9-9), with seat 0 at the helm. Every
 * coordinate not placed explicitly goes to seat 1 (the first five) or to Uncharted Sectors.
 */
final class Situations {
  static final WarpRules RULES = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_9, 2));

  private final List<Coordinate> hand = new ArrayList<>();
  private final List<Coordinate> ownTrail = new ArrayList<>();
  private final List<Coordinate> otherTrail = new ArrayList<>();
  private final List<Coordinate> neutralZone = new ArrayList<>();
  private final List<Integer> beacons = new ArrayList<>();
  private Optional<RedAlert> alert = Optional.empty();

  static Situations seat0() {
    return new Situations();
  }

  Situations hand(String... coordinates) {
    hand.addAll(parse(coordinates));
    return this;
  }

  Situations ownTrail(String... coordinates) {
    ownTrail.addAll(parse(coordinates));
    return this;
  }

  Situations opponentTrail(String... coordinates) {
    otherTrail.addAll(parse(coordinates));
    return this;
  }

  Situations neutralZone(String... coordinates) {
    neutralZone.addAll(parse(coordinates));
    return this;
  }

  Situations beaconUp(int seat) {
    beacons.add(seat);
    return this;
  }

  Situations redAlert(RedAlert a) {
    alert = Optional.of(a);
    return this;
  }

  WarpState state() {
    StateSnapshot base = RULES.start(1L).snapshot();
    Set<Coordinate> placed = new HashSet<>();
    placed.add(Coordinate.of(9, 9));
    placed.addAll(hand);
    placed.addAll(ownTrail);
    placed.addAll(otherTrail);
    placed.addAll(neutralZone);
    List<Coordinate> rest = new ArrayList<>();
    for (Coordinate c : WarpFactor.WARP_9.set().coordinates()) {
      if (!placed.contains(c)) {
        rest.add(c);
      }
    }
    List<Coordinate> opponent = rest.subList(0, 5);
    List<Coordinate> uncharted = rest.subList(5, rest.size());
    StateSnapshot s = new StateSnapshot(base.config(), base.phase(), 1, 9, 0, 0, List.of(hand, opponent),
        uncharted, List.of(ownTrail, otherTrail), neutralZone, List.of(), beacons, alert, false,
        Optional.of(List.of()), 0, base.campaignScores(), base.roundWins(), List.of(), List.of(), List.of(), 0L, base.pluginStates());
    return WarpRules.restoreState(s);
  }

  SeatView view() {
    return RULES.view(state(), 0);
  }

  private static List<Coordinate> parse(String... coordinates) {
    List<Coordinate> out = new ArrayList<>();
    for (String c : coordinates) {
      out.add(Coordinate.parse(c));
    }
    return out;
  }
}
