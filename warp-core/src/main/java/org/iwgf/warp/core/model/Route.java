// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.model;

import java.util.OptionalInt;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.iwgf.warp.core.game.InvalidStateException;

/**
 * Where a coordinate is charted: a captain's Warp Trail or the Neutral Zone. Written
 * {@code "neutral-zone"} or {@code "trail-2"} (the trail of seat 2) in JSON and logs.
 *
 * @since 0.1.0
 */
public final class Route {
  private static final int NZ = -1;
  /** The communal Neutral Zone. */
  public static final Route NEUTRAL_ZONE = new Route(NZ);

  private static final Route[] TRAILS = new Route[WarpFactor.WARP_18.maxCaptains()];

  static {
    for (int i = 0; i < TRAILS.length; i++) {
      TRAILS[i] = new Route(i);
    }
  }

  private final int owner;

  private Route(int owner) {
    this.owner = owner;
  }

  /**
   * The Warp Trail of {@code seat}.
   *
   * @throws IllegalMoveException code {@code NO_SUCH_ROUTE} if no table has a seat {@code seat} (seats
   *     count from 0 to 17)
   */
  public static Route trailOf(int seat) {
    if (seat < 0 || seat >= TRAILS.length) {
      throw new IllegalMoveException("NO_SUCH_ROUTE", "There is no trail-" + seat + "; seats count from 0 to "
          + (TRAILS.length - 1) + ".");
    }
    return TRAILS[seat];
  }

  /**
   * Reads {@code "neutral-zone"} or {@code "trail-N"} (N written in decimal digits, without sign or leading
   * zeros). Whether that trail is at a given table is for the rules to say.
   *
   * @throws InvalidStateException code {@code BAD_VALUE} for any other text
   */
  public static Route parse(String text) {
    if ("neutral-zone".equals(text)) {
      return NEUTRAL_ZONE;
    }
    if (text != null && text.matches("trail-(0|[1-9][0-9]?)")) {
      int seat = Integer.parseInt(text.substring(6));
      if (seat < TRAILS.length) {
        return TRAILS[seat];
      }
    }
    throw new InvalidStateException("BAD_VALUE", "A route is \"neutral-zone\" or \"trail-<seat>\" with a seat from 0 to "
        + (TRAILS.length - 1) + ", not " + (text == null ? "nothing" : "\"" + abbreviated(text) + "\"") + ".");
  }

  private static String abbreviated(String text) {
    return text.length() <= 40 ? text : text.substring(0, 40) + "…";
  }

  /** True if this route is at a table of {@code seats} captains: the Neutral Zone, or a seat's trail. */
  public boolean atTable(int seats) {
    return owner < seats;
  }

  /** True for the Neutral Zone. */
  public boolean isNeutralZone() {
    return owner == NZ;
  }

  /** The seat whose trail this is; empty for the Neutral Zone. */
  public OptionalInt owner() {
    return owner == NZ ? OptionalInt.empty() : OptionalInt.of(owner);
  }

  /**
   * Index into a table's trails: seats {@code 0…n−1}, then the Neutral Zone at {@code n}. Meaningful only
   * for a route {@linkplain #atTable at the table}.
   */
  public int slot(int seats) {
    return owner == NZ ? seats : owner;
  }

  /** The route at slot {@code slot} of a table with {@code seats} seats. */
  public static Route ofSlot(int slot, int seats) {
    return slot == seats ? NEUTRAL_ZONE : trailOf(slot);
  }

  /**
   * A dense number for arrays indexed by route, the same at every table size: 0 for the Neutral Zone, then
   * {@code seat + 1}.
   *
   * @since 1.0.0
   */
  public int index() {
    return owner + 1;
  }

  /**
   * Number of distinct {@link #index()} values: the length of an array indexed by route.
   *
   * @since 1.0.0
   */
  public static int count() {
    return TRAILS.length + 1;
  }
  @Override
  public String toString() {
    return owner == NZ ? "neutral-zone" : "trail-" + owner;
  }

  /**
   * The routes Section III alone opens to {@code seat} while no double is waiting, as slots (see {@link
   * #slot}), one bit each: the captain's own Warp Trail and the Neutral Zone, and every trail whose Distress
   * Beacon is up once the seat's first turn of the round has ended. The first turn opens the own trail or the
   * Neutral Zone only, before its draw and after it ("Opening the round"; docs/rules-decisions.md).
   *
   * <p>The one statement of the route rule: the engine's turn rules and move listing, its search kernel,
   * {@link WarpState#openBySectionIii}, the SPI's {@code Charts} and every rule that asks which routes are
   * open call this. Rules in play may narrow or widen the answer through their {@code routeOpen} hook.
   *
   * @param seat the captain asking, from 0
   * @param seats the number of captains at the table
   * @param beaconsUp the seats whose Distress Beacon is up, one bit each
   * @param firstTurnsPending the seats whose first turn of the round has not ended, one bit each
   * @return a bit set of route slots: bit {@code s} is set when the route at slot {@code s} is open
   * @since 1.0.0
   */
  public static int openBySectionIii(int seat, int seats, int beaconsUp, int firstTurnsPending) {
    int own = 1 << seat | 1 << seats;
    return (firstTurnsPending & 1 << seat) != 0 ? own : own | beaconsUp;
  }
}
