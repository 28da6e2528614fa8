// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.fleet;

/**
 * The Sathrican factions ("Faction Rules").
 *
 * @since 0.1.0
 */
public enum Faction {
  /** Royalist (Blue): a free Skilled Commander; wins tied Advantage rolls against Separatists. */
  ROYALIST,
  /** Separatist (Orange): a free Ace Pilot; the 1" wormhole entry rule (advanced rules). */
  SEPARATIST
}
