// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;


/**
 * Which classic game is played on the double-six line. JSON names: {@code block}, {@code draw}, {@code all-fives}.
 *
 * @since 0.1.0
 */
public enum Variant {
  /** No drawing: a seat that cannot play passes. Points come at the end of each hand. */
  BLOCK,
  /** A seat that cannot play draws from the boneyard until it can, and passes once nothing may be drawn. */
  DRAW,
  /**
   * Drawing as in {@link #DRAW}; the first double is a spinner, and every play that leaves the open ends
   * adding up to a multiple of 5 scores that sum.
   */
  ALL_FIVES;

  /** Whether a seat that cannot play draws from the boneyard. */
  public boolean draws() {
    return this != BLOCK;
  }

  /** Whether plays score the open ends and the first double becomes a spinner. */
  public boolean countsFives() {
    return this == ALL_FIVES;
  }
}
