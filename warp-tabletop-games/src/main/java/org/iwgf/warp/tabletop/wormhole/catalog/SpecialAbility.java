// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

/**
 * Special Orders the engine knows how to resolve. A catalog grants them to vessel classes (with their
 * numbers in an {@link Ability}); a catalog cannot invent new ones.
 *
 * @since 0.1.0
 */
public enum SpecialAbility {
  /** Skirmish Fighters: fight at full strength this turn, marking on 4+ even when Reduced or Dispersed. */
  BERSERKER,
  /** Missile Fighters: the first move of the turn goes further but cannot turn. */
  AFTERBURNER,
  /** Particlebow Frigate: charge the particle bow (no other orders this turn); it stays charged. */
  HYPERCHARGE,
  /** Control Corvette: enemies need a higher roll to mark it this turn. */
  SCRAMBLE,
  /** Control Corvette: friendly attacks on one enemy vessel in range mark more easily this turn. */
  CONCENTRATE_FIRE,
  /** Convoy Carrier: squadrons on deck without orders are briefed on one target (+1 to mark it). */
  MISSION_BRIEFING,
  /** Hammerhead Cruiser: launch one Missile Salvo insert as a vessel. */
  LAUNCH_MISSILE_SALVO,
  /** Hammerhead Cruiser with the insert: fire the Heavy Railgun in the Special Orders phase. */
  FIRE_HEAVY_RAILGUN,
  /** Two Reduced squadrons in contact make one AOK squadron and one Dispersed. */
  REFORM,
  /** Any vessel: destroyed in initiative band 0 of the Attack phase unless cancelled first. */
  SELF_DESTRUCT,
  /** Any vessel in contact with a Wormhole (advanced rules): on 3+ turn its symbol disc one space. */
  HACK_WORMHOLE,
  /** Any vessel in contact with a Wormhole (advanced rules): on 6+ tune it to another colour. */
  TUNE_WORMHOLE
}
