// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.rules;


/**
 * What the winner of a hand scores. JSON names: {@code opponents-pips}, {@code opponents-minus-own}.
 *
 * @since 0.1.0
 */
public enum WinnerScore {
  /** The pips left in the opponents' hands. */
  OPPONENTS_PIPS,
  /** The opponents' pips minus the pips left on the winner's own side, never below zero. */
  OPPONENTS_MINUS_OWN
}
