// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

/**
 * The scenarios of the rule book. In the scenarios with an Attacker and a Defender, seat 0 is the Attacker
 * and seat 1 the Defender; in the Training Mission seat 0 is the trainee's fleet and seat 1 holds the
 * targets.
 *
 * @since 0.1.0
 */
public enum ScenarioKind {
  /** Two fleets, a fixed number of turns, standard scoring. */
  STANDARD_ENGAGEMENT,
  /** Solo target practice: destroy the asteroids (or the opposing vessels), then leave by the Wormhole. */
  TRAINING_MISSION,
  /** The Defender's supply ship runs from one Wormhole to the other past the Attacker. */
  SUPPLY_RUN,
  /** The Defender's reinforcement force arrives through a Wormhole at the start of turn 4. */
  REINFORCEMENTS,
  /** One of the three linked battles of the Gauntlet campaign ({@link Scenario#part()} says which). */
  GAUNTLET,
  /** A long battle over four or more mats linked by numbered blue Wormholes. */
  SECTOR_COMMAND,
  /** The Attacker's waves arrive every turn; the Defender's turns survived are rated on the victory chart. */
  ENDURANCE_TRIAL
}
