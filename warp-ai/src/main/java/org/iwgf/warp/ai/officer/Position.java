// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.rules.Objective;
import org.iwgf.warp.core.rules.RedAlert;
import org.iwgf.warp.core.rules.Route;
import org.iwgf.warp.core.rules.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.core.view.TrailView;

/**
 * The facts about one seat's view that the heuristics share: the hand counted by pip, the open ends of the
 * routes and the table around. Built once per decision from the {@link SeatView} alone.
 *
 * @since 0.1.0
 */
public final class Position {
  private final SeatView view;
  private final int[] handByPip;
  private final int handPips;

  private Position(SeatView view) {
    this.view = view;
    this.handByPip = new int[Coordinate.MAX_PIP + 1];
    int pips = 0;
    for (Coordinate c : view.hand()) {
      handByPip[c.high()]++;
      if (!c.isDouble()) {
        handByPip[c.low()]++;
      }
      pips += c.pips();
    }
    this.handPips = pips;
  }

  /** The facts of {@code view}. */
  public static Position of(SeatView view) {
    return new Position(view);
  }

  /** The view these facts come from. */
  public SeatView view() {
    return view;
  }

  /** The seat deciding. */
  public int seat() {
    return view.seat();
  }

  /** Captains at the table. */
  public int seats() {
    return view.handCounts().size();
  }

  /** The captain who acts after this seat. */
  public int nextSeat() {
    return (view.seat() + 1) % seats();
  }

  /** The sector's objective. */
  public Objective objective() {
    return view.config().objective();
  }

  /** True under a Points campaign. */
  public boolean points() {
    return objective() == Objective.POINTS_CAMPAIGN;
  }

  /** Coordinates in this seat's hand that show {@code pip}, not counting {@code except}. */
  public int heldShowing(int pip, Coordinate except) {
    int n = handByPip[pip];
    if (except.has(pip)) {
      n--;
    }
    return n;
  }

  /** Pips in this seat's hand. */
  public int handPips() {
    return handPips;
  }

  /** Coordinates in this seat's hand. */
  public int handSize() {
    return view.hand().size();
  }

  /** Fewest coordinates any opponent holds. */
  public int fewestOpposingCoordinates() {
    int fewest = Integer.MAX_VALUE;
    for (int s = 0; s < seats(); s++) {
      if (s != seat()) {
        fewest = Math.min(fewest, view.handCounts().get(s));
      }
    }
    return fewest;
  }

  /** This seat's own Warp Trail. */
  public TrailView ownTrail() {
    return view.trails().get(seat());
  }

  /** The trail {@code route} names. */
  public TrailView trail(Route route) {
    return route.isNeutralZone() ? view.neutralZone() : view.trails().get(route.owner().orElseThrow());
  }

  /** True if {@code route} is this seat's own Warp Trail. */
  public boolean isOwn(Route route) {
    return route.owner().orElse(-1) == seat();
  }

  /** The unsatisfied double, if any. */
  public Optional<RedAlert> redAlert() {
    return view.redAlert();
  }

  /**
   * The open end {@code chart} leaves on its route: the coordinate's far end from the pip it joins (a double
   * leaves its own pip open).
   */
  public int endAfter(WarpMove.Chart chart) {
    Coordinate c = chart.coordinate();
    int end = trail(chart.route()).openEnd();
    return c.has(end) ? c.otherEnd(end) : c.high();
  }

  /** True if the view's plugin list turns on the rule {@code id}. */
  public boolean ruleOn(String id) {
    return view.config().hasPlugin(id);
  }

  /**
   * True if {@code c} shows the open end of a route the core rules open to this seat: its own trail, the
   * Neutral Zone or a trail whose Distress Beacon is up.
   */
  public boolean matchesAnOpenEnd(Coordinate c) {
    if (c.has(view.neutralZone().openEnd())) {
      return true;
    }
    for (TrailView t : view.trails()) {
      if ((t.route().owner().orElse(-1) == seat() || t.beaconUp()) && c.has(t.openEnd())) {
        return true;
      }
    }
    return false;
  }

  /** This seat's coordinates. */
  public List<Coordinate> hand() {
    return view.hand();
  }
}
