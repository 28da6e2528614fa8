// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.intel;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Phase;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.core.view.TrailView;

/**
 * Full game states built around one seat's view: the table, scores and rules' state exactly as the seat
 * sees them, with the hidden places (other hands, Uncharted Sectors) filled as the caller says.
 *
 * @since 0.1.0
 */
public final class Worlds {
  private Worlds() {}

  /** Coordinates {@code view}'s seat can see: its hand, everything on the table, and what rules hold face up. */
  public static Set<Coordinate> seen(SeatView view) {
    Set<Coordinate> seen = new HashSet<>(view.hand());
    seen.add(view.spacedock());
    for (TrailView t : view.trails()) {
      seen.addAll(t.coordinates());
      seen.addAll(t.branches());
    }
    seen.addAll(view.neutralZone().coordinates());
    seen.addAll(view.neutralZone().branches());
    for (PluginState ps : view.pluginStates().values()) {
      seen.addAll(ps.heldCoordinates());
    }
    return seen;
  }

  /** Coordinates {@code view}'s seat cannot see (other hands and Uncharted Sectors), in set order. */
  public static List<Coordinate> unseen(SeatView view) {
    Set<Coordinate> seen = seen(view);
    List<Coordinate> unseen = new ArrayList<>();
    for (Coordinate c : view.config().factor().set().coordinates()) {
      if (!seen.contains(c)) {
        unseen.add(c);
      }
    }
    return unseen;
  }

  /**
   * The state {@code view} shows, with {@code hands} (the viewing seat's own included, by seat) and
   * {@code uncharted} (in draw order) filling the hidden places.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if the rules refuse the state (a coordinate
   *     missing or twice, a rule's state the view does not fully show)
   */
  public static WarpState restore(SeatView view, List<List<Coordinate>> hands, List<Coordinate> uncharted,
      long rngPosition) {
    int seats = view.handCounts().size();
    List<List<Coordinate>> trails = new ArrayList<>(seats);
    List<List<Coordinate>> branches = new ArrayList<>(seats + 1);
    List<Integer> beacons = new ArrayList<>();
    for (TrailView t : view.trails()) {
      trails.add(t.coordinates());
      branches.add(t.branches());
      if (t.beaconUp()) {
        beacons.add(t.route().owner().orElseThrow());
      }
    }
    branches.add(view.neutralZone().branches());
    int starter = (view.config().firstCaptain() + view.round() - 1) % seats;
    return WarpRules.restoreState(new StateSnapshot(view.config(), Phase.PLAYING, view.round(),
        view.spacedock().high(), starter, view.toAct(), hands, uncharted, trails, view.neutralZone().coordinates(),
        branches, beacons, view.redAlert(), view.drewThisTurn(), Optional.of(view.firstTurnsPending()), 0,
        view.campaignScores(), view.roundWins(), List.of(), List.of(), view.history(), rngPosition,
        view.pluginStates()));
  }
}
