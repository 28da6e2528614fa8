// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.ai.intel.Intel;
import org.iwgf.warp.ai.intel.Unmatched;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.core.view.TrailView;

/**
 * What the turns after a move hold, as a rollout would see them, from one seat's view: which open ends each
 * captain may chart on after the move, how likely the next captain is to hold no coordinate for any of them,
 * how many such coordinates they hold on average, and how much of the seat's own hand still answers an end
 * open to it. The next captain's hand is taken as a uniform draw from the coordinates the seat cannot see —
 * or, given what the seat has learned ({@link Intel}), from those the next captain may still hold: the
 * coordinates they are known to hold, then the ones no failure to chart has ruled out, and as many of any
 * unseen coordinate as they have received since their last such failure.
 *
 * <p>One instance per decision; not thread-safe.
 */
final class NextTurn {
  private final Position p;
  /** Coordinates the seat cannot see, by index in the domino set (only pips up to the factor's). */
  private final Coordinate[] unseen;
  /** For each unseen coordinate: the next captain is known to hold it (1), known not to (−1), or neither. */
  private final int[] nextHolds;
  /** How many of the ruled-out coordinates the next captain may hold all the same (received since). */
  private final int allowance;
  private final int[] ends;
  private final boolean[] beacons;
  private final boolean withIntel;

  private NextTurn(Position p, Coordinate[] unseen, Intel intel, boolean withIntel) {
    this.p = p;
    this.unseen = unseen;
    this.withIntel = withIntel;
    this.ends = new int[p.seats() + 1];
    this.beacons = new boolean[p.seats()];
    this.nextHolds = new int[unseen.length];
    int next = p.nextSeat();
    Set<Coordinate> known = intel.knownHeldBy(next);
    List<Unmatched> records = intel.unmatchedBy(next);
    int received = 0;
    for (Unmatched u : records) {
      received = Math.max(received, u.receivedSince());
    }
    this.allowance = received;
    for (int i = 0; i < unseen.length; i++) {
      Coordinate c = unseen[i];
      if (known.contains(c)) {
        nextHolds[i] = 1;
      } else {
        for (Unmatched u : records) {
          if (u.coordinates().contains(c)) {
            nextHolds[i] = -1;
            break;
          }
        }
      }
    }
  }

  /**
   * The facts of {@code view} that every move's features read; {@code intel} is read only if
   * {@code withIntel}, which also writes the fourth feature.
   */
  static NextTurn of(SeatView view, Position p, Intel intel, boolean withIntel) {
    int maxPip = view.config().factor().maxPip();
    boolean[] seen = new boolean[Coordinate.indexOf(maxPip, maxPip) + 1];
    for (Coordinate c : view.hand()) {
      seen[c.index()] = true;
    }
    seen[view.spacedock().index()] = true;
    for (int s = 0; s <= p.seats(); s++) {
      TrailView trail = s == p.seats() ? view.neutralZone() : view.trails().get(s);
      for (Coordinate c : trail.coordinates()) {
        seen[c.index()] = true;
      }
      for (Coordinate c : trail.branches()) {
        seen[c.index()] = true;
      }
    }
    int count = 0;
    for (boolean b : seen) {
      count += b ? 0 : 1;
    }
    Coordinate[] unseen = new Coordinate[count];
    int at = 0;
    for (int i = 0; i < seen.length; i++) {
      if (!seen[i]) {
        unseen[at++] = Coordinate.ofIndex(i);
      }
    }
    return new NextTurn(p, unseen, withIntel ? intel : Intel.none(), withIntel);
  }

  /** The features each move has: three, or four when the seat's intel is read. */
  int count() {
    return withIntel ? 4 : 3;
  }

  /**
   * Writes the features of {@code m} from {@code out[at]}: the chance the next captain holds nothing to chart
   * after it, the number of coordinates they hold for it on average (a share of their hand), the share of the
   * seat's remaining hand that matches an end open to it and, with intel, the share of the unseen coordinates
   * that would answer the next captain which they are known not to hold.
   */
  void write(WarpMove m, float[] out, int at) {
    int mustAnswer = after(m);
    int charted = m instanceof WarpMove.Chart chart ? chart.coordinate().index() : -1;
    int next = p.nextSeat();
    // Unseen coordinates by what the next captain may hold (known / ruled out / open), and how many answer.
    int known = 0;
    int knownAnswers = 0;
    int ruledOut = 0;
    int ruledOutAnswers = 0;
    int open = 0;
    int openAnswers = 0;
    for (int i = 0; i < unseen.length; i++) {
      int answers = opensTo(unseen[i], next, mustAnswer) ? 1 : 0;
      if (nextHolds[i] > 0) {
        known++;
        knownAnswers += answers;
      } else if (nextHolds[i] < 0) {
        ruledOut++;
        ruledOutAnswers += answers;
      } else {
        open++;
        openAnswers += answers;
      }
    }
    int held = p.handCount(next);
    int free = Math.max(0, held - known);
    int late = Math.min(allowance, free);
    int anyPool = open + ruledOut;
    int anyAnswers = openAnswers + ruledOutAnswers;
    out[at] = knownAnswers > 0 ? 0f
        : (float) (blocked(open, openAnswers, free - late) * blocked(anyPool, anyAnswers, late));
    double expected = knownAnswers + (free - late) * share(openAnswers, open) + late * share(anyAnswers, anyPool);
    out[at + 1] = held == 0 ? 0f : (float) (expected / held);
    int answers = 0;
    int remaining = 0;
    for (Coordinate c : p.hand()) {
      if (c.index() != charted) {
        remaining++;
        answers += opensTo(c, p.seat(), -1) ? 1 : 0;
      }
    }
    out[at + 2] = remaining == 0 ? 1f : (float) answers / remaining;
    if (withIntel) {
      int allAnswers = knownAnswers + ruledOutAnswers + openAnswers;
      out[at + 3] = allAnswers == 0 ? 0f : (float) ruledOutAnswers / allAnswers;
    }
  }

  /**
   * Sets the open ends and raised beacons as they stand after {@code m}, and returns the pip a Red Alert then
   * makes the next captain answer, or −1 if none stands.
   */
  private int after(WarpMove m) {
    int seats = p.seats();
    for (int s = 0; s < seats; s++) {
      ends[s] = p.openEnd(Route.trailOf(s));
      beacons[s] = p.beaconUp(s);
    }
    ends[seats] = p.openEnd(Route.NEUTRAL_ZONE);
    Optional<RedAlert> alert = p.redAlert();
    int mustAnswer = alert.map(a -> a.doubleCharted().high()).orElse(-1);
    if (m instanceof WarpMove.Chart chart) {
      Coordinate c = chart.coordinate();
      int slot = chart.route().isNeutralZone() ? seats : chart.route().owner().orElseThrow();
      ends[slot] = p.endAfter(chart);
      if (p.isOwn(chart.route())) {
        beacons[p.seat()] = false;
      }
      // A chart answers the alert; a bare double raises one the next captain inherits.
      mustAnswer = c.isDouble() && p.heldShowing(c.high(), c) == 0 ? c.high() : -1;
    } else if (m instanceof WarpMove.DeployBeacon) {
      beacons[p.seat()] = true;
    }
    return mustAnswer;
  }

  /**
   * How many coordinates the seat cannot see would join a route open to the next captain after {@code m}:
   * their own trail, the Neutral Zone or a trail whose beacon is up, each open on the end it shows after the
   * move — or only the double's pip if a Red Alert stands then.
   */
  int unseenAnswers(WarpMove m) {
    int mustAnswer = after(m);
    int n = 0;
    for (Coordinate c : unseen) {
      n += opensTo(c, p.nextSeat(), mustAnswer) ? 1 : 0;
    }
    return n;
  }

  private static double share(int part, int whole) {
    return whole == 0 ? 0 : (double) part / whole;
  }

  /** True if {@code c} joins a route open to {@code seat} after the move (only the alert's pip while one stands). */
  private boolean opensTo(Coordinate c, int seat, int mustAnswer) {
    if (mustAnswer >= 0) {
      return c.has(mustAnswer);
    }
    if (c.has(ends[p.seats()])) {
      return true;
    }
    for (int s = 0; s < p.seats(); s++) {
      // Section III's route rule as after the move: a raised beacon opens a trail once the seat's first turn is over.
      if ((s == seat || beacons[s] && !p.firstTurnPending(seat)) && c.has(ends[s])) {
        return true;
      }
    }
    return false;
  }

  /**
   * The chance that {@code held} coordinates drawn at random from {@code pool} include none of the
   * {@code matching} ones: C(pool − matching, held) / C(pool, held).
   */
  static double blocked(int pool, int matching, int held) {
    if (held > pool - matching) {
      return 0;
    }
    double chance = 1;
    for (int i = 0; i < held; i++) {
      chance *= (double) (pool - matching - i) / (pool - i);
    }
    return chance;
  }
}
