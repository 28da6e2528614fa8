// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import java.util.List;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.WarpState;

/**
 * The checks rule plugins make of their own state in {@link RulePlugin#checkState}: seats at the table,
 * seat masks, per-seat lists and counts in range. Each failure is an {@link InvalidStateException} with code
 * {@code PLUGINS} that names the rule and the value, so one check reads as one line in a plugin.
 *
 * <pre>{@code
 * StateCheck of = StateCheck.of(state, "Module Delta");
 * of.seatOrNone(marker.holder(), "the Hazard Marker's holder");
 * of.perSeat(marker.passes(), "passes", 0, 1_000);
 * }</pre>
 *
 * @since 0.1.0
 */
public final class StateCheck {
  private final int seats;
  private final String rule;

  private StateCheck(int seats, String rule) {
    this.seats = seats;
    this.rule = rule;
  }

  /** Checks for the state of the rule called {@code rule} within {@code state}. */
  public static StateCheck of(WarpState state, String rule) {
    return new StateCheck(state.seats(), rule);
  }

  /** Refuses unless {@code seat} is at the table. */
  public void seat(int seat, String what) {
    if (seat < 0 || seat >= seats) {
      throw fail(what + " is seat " + seat + ", not one of the " + seats + " seats");
    }
  }

  /** Refuses unless {@code seat} is at the table or −1 (nobody). */
  public void seatOrNone(int seat, String what) {
    if (seat < -1 || seat >= seats) {
      throw fail(what + " is seat " + seat + ", neither nobody (-1) nor one of the " + seats + " seats");
    }
  }

  /** Refuses unless every bit of {@code mask} is a seat at the table. */
  public void seats(int mask, String what) {
    if (seats < 32 && (mask >>> seats) != 0 || mask < 0) {
      throw fail(what + " names seats that are not at the table");
    }
  }

  /** Refuses unless {@code values} has one entry per seat, each from {@code low} to {@code high}. */
  public void perSeat(List<Integer> values, String what, int low, int high) {
    if (values.size() != seats) {
      throw fail(what + " lists " + values.size() + " values for " + seats + " seats");
    }
    for (int v : values) {
      count(v, what, low, high);
    }
  }

  /** Refuses unless {@code value} is from {@code low} to {@code high}. */
  public void count(int value, String what, int low, int high) {
    if (value < low || value > high) {
      throw fail(what + " is " + value + ", outside " + low + "–" + high);
    }
  }

  /** Refuses unless {@code holds}, saying {@code what} does not fit. */
  public void require(boolean holds, String what) {
    if (!holds) {
      throw fail(what);
    }
  }

  private InvalidStateException fail(String what) {
    return new InvalidStateException("PLUGINS", "The saved state of " + rule + " does not fit the table: "
        + what + ".");
  }
}
