// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.rules;

import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.plugin.FallbackDrawPool;
import org.iwgf.warp.core.plugin.PluginState;
import org.iwgf.warp.core.plugin.RulePlugin;

/**
 * What a {@link RulePlugin} may change while the engine applies a move or sets
 * up a round: its own state, the events reported, forced draws, and whether the helm passes. Valid only
 * during the hook call it was handed to.
 *
 * @since 0.1.0
 */
public final class StateEditor {
  private final Draft draft;
  private final RuleBook book;

  StateEditor(Draft draft, RuleBook book) {
    this.draft = draft;
    this.book = book;
  }

  /** The state as changed so far by this move. */
  public WarpState current() {
    return draft.build();
  }

  /** The captain at the helm. */
  public int toAct() {
    return draft.toAct;
  }

  /** The state plugin {@code id} keeps, if any. */
  public Optional<PluginState> pluginState(String id) {
    return Optional.ofNullable(draft.pluginState(id));
  }

  /** Replaces the state plugin {@code id} keeps. */
  public void setPluginState(String id, PluginState state) {
    draft.putPluginState(id, Objects.requireNonNull(state));
  }

  /** Reports {@code event} after those already reported for this move. */
  public void emit(WarpEvent event) {
    draft.emit(Objects.requireNonNull(event));
  }

  /**
   * Moves the top coordinate of Uncharted Sectors into {@code seat}'s hand (a forced draw), reporting it;
   * empty when Uncharted Sectors are empty.
   */
  public Optional<Coordinate> drawFromUncharted(int seat) {
    if (draft.pileTop >= draft.pile.length) {
      return Optional.empty();
    }
    Coordinate c = Coordinate.ofIndex(draft.drawTop(seat));
    draft.passStreak = 0;
    draft.emit(new WarpEvent.Drawn(seat, Optional.of(c)));
    return Optional.of(c);
  }

  /**
   * Records that the captain at the helm has drawn this turn, for a draw a plugin made in place of the
   * standard one (a Sensor Sweep, say): no second draw is offered, the turn goes on as after a draw, and
   * the draw breaks a run of passes.
   */
  public void markDrew() {
    draft.drew = true;
    draft.passStreak = 0;
  }

  /**
   * Raises ({@code up}) or removes {@code seat}'s Distress Beacon, reporting the change; a change breaks the
   * run of passes that blocks a round.
   */
  public void setBeacon(int seat, boolean up) {
    int bit = 1 << seat;
    if (((draft.beacons & bit) != 0) == up) {
      return;
    }
    draft.beacons ^= bit;
    // Opening or closing a trail changes what can be charted, so it breaks a run of passes as a beacon
    // deployed by the standard rules does: a round is blocked only when every captain has passed since.
    draft.passStreak = 0;
    draft.emit(up ? new WarpEvent.BeaconDeployed(seat) : new WarpEvent.ShieldsUp(seat));
  }

  /**
   * Ends the current captain's turn handing responsibility for the waiting double to the captain who
   * takes the helm next (Red Alert), as a beacon or pass would, but without either.
   */
  public void passRedAlert() {
    draft.alertPasses = draft.alert != null;
    draft.turnEnds = true;
  }

  /** True if the standard rules are about to pass the helm after this move. */
  public boolean turnEnding() {
    return draft.turnEnds && !draft.helmHeld;
  }

  /**
   * A draw some rule forces on {@code seat} (Salamander Surge, Double Down, a Hazard penalty …): from
   * Uncharted Sectors, or, when they are empty, from the first active plugin that is a
   * {@link FallbackDrawPool}; empty when neither has a coordinate, in which
   * case the draw is cancelled.
   */
  public Optional<Coordinate> forcedDraw(int seat) {
    Optional<Coordinate> c = drawFromUncharted(seat);
    if (c.isPresent()) {
      return c;
    }
    for (FallbackDrawPool pool : book.fallbackPools) {
      Optional<Coordinate> taken = pool.takeForForcedDraw(this, seat);
      if (taken.isPresent()) {
        return taken;
      }
    }
    return Optional.empty();
  }

  /**
   * Puts coordinate {@code c}, which must be in no hand and not on the table (for example one a plugin
   * keeps in its own pool), into {@code seat}'s hand.
   */
  public void giveToHand(int seat, Coordinate c) {
    draft.addToHand(seat, c.index());
  }

  /** Removes coordinate {@code c} from {@code seat}'s hand (to a plugin's pool or another hand). */
  public void takeFromHand(int seat, Coordinate c) {
    draft.removeFromHand(seat, c.index());
  }

  /**
   * A number in {@code [0, bound)} from the state's random-number generator, which moves on: for rules
   * that pick at random (a coordinate taken blind from a hand), so that a replay picks the same.
   */
  public int randomInt(int bound) {
    if (bound <= 0) {
      throw new IllegalArgumentException("bound must be positive: " + bound);
    }
    int value = SplitMix64.nextInt(draft.rng, bound);
    draft.rng = SplitMix64.next(draft.rng);
    return value;
  }

  /** Takes the top coordinate of Uncharted Sectors out of the pile without giving it to anyone. */
  public Optional<Coordinate> takeFromUncharted() {
    if (draft.pileTop >= draft.pile.length) {
      return Optional.empty();
    }
    return Optional.of(Coordinate.ofIndex(draft.pile[draft.pileTop++]));
  }

  /**
   * Puts coordinate {@code c}, which must be in no hand, not on the table and not in Uncharted Sectors (one
   * just taken from a hand), face-down at the bottom of Uncharted Sectors: it is drawn after every
   * coordinate already there.
   */
  public void returnToUncharted(Coordinate c) {
    int left = draft.pile.length - draft.pileTop;
    int[] fresh = new int[left + 1];
    System.arraycopy(draft.pile, draft.pileTop, fresh, 0, left);
    fresh[left] = c.index();
    draft.pile = fresh;
    draft.pileTop = 0;
  }

  /**
   * Charts {@code c}, which {@code seat} must hold, onto {@code route} exactly as a chart move of the
   * standard rules does (table, trail, shields, Red Alert with the coordinates the rules in play require,
   * events, going out), without checking that it is legal: for plugin moves that chart, such as a spool.
   */
  public void chartOnto(int seat, Coordinate c, Route route) {
    new Actions(book).chart(draft, seat, c, route);
  }

  /**
   * Swaps what lies on routes {@code a} and {@code b}: each takes the other's coordinates, side branches
   * and open end, while the seats stay where they are, so the two ownership labels trade places (a
   * Wormhole). A double waiting on either route moves with its coordinates. Distress Beacons belong to
   * captains, not to routes, and are not touched.
   *
   * @throws IllegalArgumentException if either route is not at this table
   */
  public void swapRoutes(Route a, Route b) {
    int sa = a.slot(draft.seats);
    int sb = b.slot(draft.seats);
    if (sa > draft.seats || sb > draft.seats) {
      throw new IllegalArgumentException("no " + (sa > draft.seats ? a : b) + " at a table of " + draft.seats);
    }
    Trail[] trails = draft.trails();
    Trail t = trails[sa];
    trails[sa] = trails[sb];
    trails[sb] = t;
    RedAlert alert = draft.alert;
    if (alert != null) {
      int at = alert.route().slot(draft.seats);
      if (at == sa) {
        draft.alert = alert.onRoute(b);
      } else if (at == sb) {
        draft.alert = alert.onRoute(a);
      }
    }
  }

  /** Sets who is at the helm, without ending anyone's turn (extra turns, skips). */
  public void setToAct(int seat) {
    draft.toAct = seat;
  }

  /** Keeps the helm with the current captain after this move (a choice of the plugin's is pending). */
  public void holdHelm() {
    draft.helmHeld = true;
  }

  /** Ends the current captain's turn after this move: the helm passes as after a chart. */
  public void endTurn() {
    draft.turnEnds = true;
  }
}
