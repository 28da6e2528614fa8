// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

/**
 * Vessel traits from the reference cards that the rules consult.
 *
 * @since 0.1.0
 */
public enum Trait {
  /** The Command trait: not counted for Orders Loss (Control Corvettes, Hammerhead Cruisers). */
  COMMAND,
  /** Carries up to {@link VesselClass#bays()} squadrons on deck, repairs them and may repair while acting. */
  CARRIER,
  /** Rolls two separate repair attempts from one Repair order (the Hammerhead Cruiser). */
  DOUBLE_REPAIR,
  /** A squadron: ordered while docked, repaired only on deck, does not explode. */
  SQUADRON,
  /** A missile: rams its target for explosive damage instead of attacking. */
  MISSILE,
  /**
   * A target, not a vessel (a Training Mission asteroid): takes no orders, never turns or moves, does not
   * explode, and leaves a squadron-sized debris field when destroyed.
   */
  TARGET
}
