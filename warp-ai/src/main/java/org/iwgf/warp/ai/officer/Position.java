// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.function.ToIntFunction;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.engine.SearchKernel;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.RedAlert;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.core.view.TrailView;
import org.jspecify.annotations.Nullable;

/**
 * The facts about one seat's view that the heuristics share: the hand counted by pip, the open ends of the
 * routes and the table around. Built once per decision from the {@link SeatView} alone.
 *
 * <p>Inside a Lookahead's rollouts the same facts are read straight from the simulated state for the seat
 * at the helm ({@link #of(WarpRules, WarpState, int)}), and the seat's view is built only if a heuristic asks
 * for it: every fact is one the view shows, so the heuristics score exactly as they would on the view.
 *
 * @since 0.1.0
 */
public final class Position {
  private final int seat;
  private final WarpConfig config;
  private final List<Coordinate> hand;
  private final int[] handCounts;
  private final Optional<RedAlert> redAlert;
  private final int[] handByPip;
  private final int handPips;
  /** The seat's view; built on first request when the facts come from a state. */
  private @Nullable SeatView view;
  private final @Nullable WarpRules rules;
  /** The state the facts come from; taken from the kernel on first request when they come from one. */
  private @Nullable WarpState state;
  private final @Nullable SearchKernel kernel;
  /** Trails by seat, then the Neutral Zone; filled on first request when the facts come from a state. */
  private final TrailView[] trails;
  /** Open ends by seat, then the Neutral Zone's, so the heuristics need no trail view. */
  private final int[] openEnds;
  /** Seats whose Distress Beacon is up, as a bit set. */
  private final int beacons;
  /** Seats whose first turn of the round has not ended, as a bit set. */
  private final int firstTurns;

  private Position(SeatView view) {
    this.view = view;
    this.rules = null;
    this.state = null;
    this.kernel = null;
    this.seat = view.seat();
    this.config = view.config();
    this.hand = view.hand();
    this.redAlert = view.redAlert();
    int seats = view.handCounts().size();
    this.handCounts = new int[seats];
    this.trails = new TrailView[seats + 1];
    this.openEnds = new int[seats + 1];
    int up = 0;
    for (int s = 0; s < seats; s++) {
      handCounts[s] = view.handCounts().get(s);
      trails[s] = view.trails().get(s);
      openEnds[s] = trails[s].openEnd();
      up |= trails[s].beaconUp() ? 1 << s : 0;
    }
    trails[seats] = view.neutralZone();
    openEnds[seats] = view.neutralZone().openEnd();
    this.beacons = up;
    int first = 0;
    for (int s : view.firstTurnsPending()) {
      first |= 1 << s;
    }
    this.firstTurns = first;
    this.handByPip = new int[Coordinate.MAX_PIP + 1];
    this.handPips = countPips(hand, handByPip);
  }

  private Position(WarpRules rules, WarpState state, int seat) {
    this(rules, state, null, seat, state.hand(seat), state.redAlert(), state::handSize,
        route -> state.trail(route).openEnd(), state::beaconUp, state::firstTurnPending);
  }

  private Position(WarpRules rules, SearchKernel kernel) {
    this(rules, null, kernel, kernel.toAct(), kernel.hand(kernel.toAct()), kernel.redAlert(), kernel::handSize,
        kernel::openEnd, kernel::beaconUp, kernel::firstTurnPending);
  }

  /** The facts of a state or a kernel's position, read through the three questions both answer. */
  private Position(WarpRules rules, @Nullable WarpState state, @Nullable SearchKernel kernel, int seat,
      List<Coordinate> hand, Optional<RedAlert> redAlert, IntUnaryOperator handSize,
      ToIntFunction<Route> openEnd, IntPredicate beaconUp, IntPredicate firstTurnPending) {
    this.rules = rules;
    this.state = state;
    this.kernel = kernel;
    this.seat = seat;
    this.config = rules.config();
    this.hand = hand;
    this.redAlert = redAlert;
    int seats = config.captains();
    this.handCounts = new int[seats];
    this.openEnds = new int[seats + 1];
    int up = 0;
    int first = 0;
    for (int s = 0; s < seats; s++) {
      handCounts[s] = handSize.applyAsInt(s);
      openEnds[s] = openEnd.applyAsInt(Route.trailOf(s));
      up |= beaconUp.test(s) ? 1 << s : 0;
      first |= firstTurnPending.test(s) ? 1 << s : 0;
    }
    openEnds[seats] = openEnd.applyAsInt(Route.NEUTRAL_ZONE);
    this.beacons = up;
    this.firstTurns = first;
    this.trails = new TrailView[seats + 1];
    this.handByPip = new int[Coordinate.MAX_PIP + 1];
    this.handPips = countPips(hand, handByPip);
  }

  /** Counts {@code hand} into {@code byPip} (a double once) and returns its pips. */
  private static int countPips(List<Coordinate> hand, int[] byPip) {
    int pips = 0;
    for (Coordinate c : hand) {
      byPip[c.high()]++;
      if (!c.isDouble()) {
        byPip[c.low()]++;
      }
      pips += c.pips();
    }
    return pips;
  }

  /** The facts of {@code view}. */
  public static Position of(SeatView view) {
    return new Position(view);
  }

  /** The facts {@code seat}'s view of {@code state} shows, without building the view unless asked. */
  static Position of(WarpRules rules, WarpState state, int seat) {
    return new Position(rules, state, seat);
  }

  /**
   * The facts of the seat at the helm of {@code kernel}'s position, without building a state or a view unless
   * asked. Good until the kernel's next move.
   */
  static Position of(WarpRules rules, SearchKernel kernel) {
    return new Position(rules, kernel);
  }

  /** The view these facts come from. */
  public SeatView view() {
    SeatView v = view;
    if (v == null) {
      v = Objects.requireNonNull(rules).view(state(), seat);
      view = v;
    }
    return v;
  }

  /** The state the facts come from (not called when they come from a view, which keeps every trail). */
  private WarpState state() {
    WarpState s = state;
    if (s == null) {
      s = Objects.requireNonNull(kernel).state();
      state = s;
    }
    return s;
  }

  /** The seat deciding. */
  public int seat() {
    return seat;
  }

  /** Captains at the table. */
  public int seats() {
    return handCounts.length;
  }

  /** The captain who acts after this seat. */
  public int nextSeat() {
    return (seat + 1) % seats();
  }

  /** The sector's objective. */
  public Objective objective() {
    return config.objective();
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
    return hand.size();
  }

  /** Coordinates {@code seat} holds. */
  int handCount(int seat) {
    return handCounts[seat];
  }

  /** Fewest coordinates any opponent holds. */
  public int fewestOpposingCoordinates() {
    int fewest = Integer.MAX_VALUE;
    for (int s = 0; s < seats(); s++) {
      if (s != seat()) {
        fewest = Math.min(fewest, handCounts[s]);
      }
    }
    return fewest;
  }

  /** This seat's own Warp Trail. */
  public TrailView ownTrail() {
    return trailAt(seat);
  }

  /** The trail {@code route} names. */
  public TrailView trail(Route route) {
    return trailAt(route.isNeutralZone() ? seats() : route.owner().orElseThrow());
  }

  /** The pip a coordinate must show to join {@code route}. */
  public int openEnd(Route route) {
    return openEnds[route.isNeutralZone() ? seats() : route.owner().orElseThrow()];
  }

  /** The pip a coordinate must show to join this seat's own Warp Trail. */
  public int ownOpenEnd() {
    return openEnds[seat];
  }

  /** True while {@code seat}'s Distress Beacon is up. */
  public boolean beaconUp(int seat) {
    return (beacons & 1 << seat) != 0;
  }

  /** True until {@code seat}'s first turn of the round has ended (see {@link WarpState#firstTurnPending}). */
  public boolean firstTurnPending(int seat) {
    return (firstTurns & 1 << seat) != 0;
  }

  /**
   * True if Section III opens seat {@code owner}'s Warp Trail to {@code seat}, no double waiting: it is the
   * seat's own, or its Distress Beacon is up and the seat's first turn of the round is over.
   */
  public boolean trailOpenTo(int owner, int seat) {
    return owner == seat || beaconUp(owner) && !firstTurnPending(seat);
  }

  /** The trail of seat {@code slot}, or the Neutral Zone at slot {@link #seats()}. */
  private TrailView trailAt(int slot) {
    TrailView t = trails[slot];
    if (t == null) {
      WarpState s = state();
      t = slot == seats() ? TrailView.of(Route.NEUTRAL_ZONE, s.neutralZone(), false)
          : TrailView.of(Route.trailOf(slot), s.trail(Route.trailOf(slot)), s.beaconUp(slot));
      trails[slot] = t;
    }
    return t;
  }

  /** True if {@code route} is this seat's own Warp Trail. */
  public boolean isOwn(Route route) {
    return route.owner().orElse(-1) == seat();
  }

  /** The unsatisfied double, if any. */
  public Optional<RedAlert> redAlert() {
    return redAlert;
  }

  /**
   * The open end {@code chart} leaves on its route: the coordinate's far end from the pip it joins (a double
   * leaves its own pip open).
   */
  public int endAfter(WarpMove.Chart chart) {
    Coordinate c = chart.coordinate();
    int end = openEnd(chart.route());
    return c.has(end) ? c.otherEnd(end) : c.high();
  }

  /** True if the view's plugin list turns on the rule {@code id}. */
  public boolean ruleOn(String id) {
    return config.hasPlugin(id);
  }

  /**
   * True if {@code c} shows the open end of a route the core rules open to this seat: its own trail, the
   * Neutral Zone or a trail {@linkplain #trailOpenTo open to it}.
   */
  public boolean matchesAnOpenEnd(Coordinate c) {
    if (c.has(openEnds[seats()])) {
      return true;
    }
    for (int s = 0; s < seats(); s++) {
      if (trailOpenTo(s, seat) && c.has(openEnds[s])) {
        return true;
      }
    }
    return false;
  }

  /** This seat's coordinates. */
  public List<Coordinate> hand() {
    return hand;
  }
}
