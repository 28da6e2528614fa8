// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;


/**
 * Who leads the first hand of a game; later hands are led by the previous hand's winner. JSON names:
 * {@code heaviest-tile}, {@code reshuffle}.
 *
 * @since 0.1.0
 */
public enum FirstLead {
  /**
   * The holder of the highest double leads it; when nobody holds a double, the holder of the heaviest tile
   * (most pips, then the higher end) leads that tile.
   */
  HEAVIEST_TILE,
  /** As {@link #HEAVIEST_TILE}, but when nobody holds a double the tiles are shuffled and dealt again. */
  RESHUFFLE
}
