// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;


/**
 * How many tiles each seat is dealt. JSON names: {@code standard}, {@code all-tiles}, {@code pagat}.
 *
 * @since 0.1.0
 */
public enum DealRule {
  /** 7 tiles each with 2 players, 5 each with 3 or 4. */
  STANDARD,
  /** Block and Draw with 4 players only: 7 tiles each, all 28 dealt. */
  ALL_TILES,
  /** All Fives only: 9 tiles each with 2 players, 7 with 3, 5 with 4. */
  PAGAT;

  /** Tiles dealt to each of {@code players} seats under this rule. */
  public int handSize(int players) {
    switch (this) {
      case ALL_TILES:
        return 7;
      case PAGAT:
        return players == 2 ? 9 : players == 3 ? 7 : 5;
      default:
        return players == 2 ? 7 : 5;
    }
  }
}
