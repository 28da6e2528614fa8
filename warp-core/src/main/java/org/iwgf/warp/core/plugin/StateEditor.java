// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpState;

/**
 * What a {@link RulePlugin} may change while the engine applies a move or sets up a round: its own state, the
 * events reported, forced draws, and whether the helm passes. Valid only during the hook call it was handed
 * to. The engine implements it over its working copy of the state; plugins only call it.
 *
 * @since 0.1.0
 */
public interface StateEditor {
  /** The state as changed so far by this move. */
  WarpState current();

  /** The captain at the helm. */
  int toAct();

  /** The state plugin {@code id} keeps, if any. */
  Optional<PluginState> pluginState(String id);

  /** Replaces the state plugin {@code id} keeps. */
  void setPluginState(String id, PluginState state);

  /** Reports {@code event} after those already reported for this move. */
  void emit(WarpEvent event);

  /**
   * Moves the top coordinate of Uncharted Sectors into {@code seat}'s hand (a forced draw), reporting it;
   * empty when Uncharted Sectors are empty.
   */
  Optional<Coordinate> drawFromUncharted(int seat);

  /**
   * Records that the captain at the helm has drawn this turn, for a draw a plugin made in place of the
   * standard one (a Sensor Sweep, say): no second draw is offered, the turn goes on as after a draw, and
   * the draw breaks a run of passes.
   */
  void markDrew();

  /**
   * Raises ({@code up}) or removes {@code seat}'s Distress Beacon, reporting the change; a change breaks the
   * run of passes that blocks a round.
   */
  void setBeacon(int seat, boolean up);

  /**
   * Ends the current captain's turn handing responsibility for the waiting double to the captain who
   * takes the helm next (Red Alert), as a beacon or pass would, but without either.
   */
  void passRedAlert();

  /** True if the standard rules are about to pass the helm after this move. */
  boolean turnEnding();

  /**
   * A draw some rule forces on {@code seat} (Salamander Surge, Double Down, a Hazard penalty …): from
   * Uncharted Sectors, or, when they are empty, from the first active plugin that is a
   * {@link FallbackDrawPool}; empty when neither has a coordinate, in which
   * case the draw is cancelled.
   */
  Optional<Coordinate> forcedDraw(int seat);

  /**
   * Puts coordinate {@code c}, which must be in no hand and not on the table (for example one a plugin
   * keeps in its own pool), into {@code seat}'s hand.
   */
  void giveToHand(int seat, Coordinate c);

  /** Removes coordinate {@code c} from {@code seat}'s hand (to a plugin's pool or another hand). */
  void takeFromHand(int seat, Coordinate c);

  /**
   * A number in {@code [0, bound)} from the state's random-number generator, which moves on: for rules
   * that pick at random (a coordinate taken blind from a hand), so that a replay picks the same.
   */
  int randomInt(int bound);

  /** Takes the top coordinate of Uncharted Sectors out of the pile without giving it to anyone. */
  Optional<Coordinate> takeFromUncharted();

  /**
   * Puts coordinate {@code c}, which must be in no hand, not on the table and not in Uncharted Sectors (one
   * just taken from a hand), face-down at the bottom of Uncharted Sectors: it is drawn after every
   * coordinate already there.
   */
  void returnToUncharted(Coordinate c);

  /**
   * Charts {@code c}, which {@code seat} must hold, onto {@code route} exactly as a chart move of the
   * standard rules does (table, trail, shields, Red Alert with the coordinates the rules in play require,
   * events, going out), without checking that it is legal: for plugin moves that chart, such as a spool.
   */
  void chartOnto(int seat, Coordinate c, Route route);

  /**
   * Swaps what lies on routes {@code a} and {@code b}: each takes the other's coordinates, side branches
   * and open end, while the seats stay where they are, so the two ownership labels trade places (a
   * Wormhole). A double waiting on either route moves with its coordinates. Distress Beacons belong to
   * captains, not to routes, and are not touched.
   *
   * @throws IllegalArgumentException if either route is not at this table
   */
  void swapRoutes(Route a, Route b);

  /** Sets who is at the helm, without ending anyone's turn (extra turns, skips). */
  void setToAct(int seat);

  /** Keeps the helm with the current captain after this move (a choice of the plugin's is pending). */
  void holdHelm();

  /** Ends the current captain's turn after this move: the helm passes as after a chart. */
  void endTurn();
}
