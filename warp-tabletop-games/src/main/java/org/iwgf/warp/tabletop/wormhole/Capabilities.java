// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import org.iwgf.warp.tabletop.wormhole.catalog.Status;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;

/**
 * What a vessel can do at its current status ("Capacity Damage Penalties" and "Damage Levels"): one place
 * for the status effects every phase consults. Squadrons never lose capacity, MOV, ATK, VEL or range to
 * their status; their status lowers only their roll to mark (see {@link #squadronToMark}).
 */
final class Capabilities {
  private Capabilities() {}

  /** Orders the vessel may take this turn: its capacity, 2 when Damaged, 1 when Crippled. */
  static int capacity(WormholeState state, Vessel v) {
    VesselClass c = state.classOf(v);
    Status s = state.statusOf(v);
    if (c.isSquadron()) {
      return c.capacity();
    }
    if (s == Status.DAMAGED) {
      return Math.min(2, c.capacity());
    }
    if (s == Status.CRIPPLED) {
      return Math.min(1, c.capacity());
    }
    return c.capacity();
  }

  /** MOV at this status: 1 when Damaged (0 stays 0), 0 when Crippled. */
  static int moves(WormholeState state, Vessel v) {
    return reduced(state, v, state.classOf(v).moves());
  }

  /** ATK at this status: 1 when Damaged (0 stays 0), 0 when Crippled. */
  static int attacks(WormholeState state, Vessel v) {
    return reduced(state, v, state.classOf(v).attacks());
  }

  private static int reduced(WormholeState state, Vessel v, int full) {
    if (state.classOf(v).isSquadron()) {
      return full;
    }
    Status s = state.statusOf(v);
    if (s == Status.CRIPPLED) {
      return 0;
    }
    return s == Status.DAMAGED ? Math.min(1, full) : full;
  }

  /**
   * Whether the vessel may fire at all, autofire included: in play and not Crippled. A Crippled vessel "is
   * incapable of any activity except Repair", which this library reads as every weapon silent — its band-0
   * autofire and the bonus autofire at a rammer alike (docs/rules-decisions.md).
   */
  static boolean mayFire(WormholeState state, Vessel v) {
    return state.inPlay(v) && state.statusOf(v) != Status.CRIPPLED;
  }

  /** Whether the vessel may take Special Orders: not at Damaged or Crippled. */
  static boolean specialsAllowed(WormholeState state, Vessel v) {
    Status s = state.statusOf(v);
    return s != Status.DAMAGED && s != Status.CRIPPLED && s != Status.DESTROYED;
  }

  /** VEL in inches at this status: halved at Damaged and Crippled. */
  static double velocity(WormholeState state, Vessel v) {
    VesselClass c = state.classOf(v);
    Status s = state.statusOf(v);
    if (!c.isSquadron() && (s == Status.DAMAGED || s == Status.CRIPPLED)) {
      return c.velocity() / 2.0;
    }
    return c.velocity();
  }

  /** The factor on weapon ranges: 3/4 at Power Loss, 1/2 at Damaged and Crippled, otherwise 1. */
  static double rangeFactor(WormholeState state, Vessel v) {
    if (state.classOf(v).isSquadron()) {
      return 1.0;
    }
    switch (state.statusOf(v)) {
      case POWER_LOSS:
        return 0.75;
      case DAMAGED:
      case CRIPPLED:
        return 0.5;
      default:
        return 1.0;
    }
  }

  /** A squadron's base roll to mark: 4+ at AOK, 5+ Reduced, 6+ Dispersed; 4+ for every other vessel. */
  static int squadronToMark(WormholeState state, Vessel v) {
    switch (state.statusOf(v)) {
      case REDUCED:
        return 5;
      case DISPERSED:
        return 6;
      default:
        return 4;
    }
  }
}
