// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

/**
 * The stages of a round's tally, run in this order; within a stage plugins run by
 * {@link RulePlugin#order()}.
 *
 * @since 0.1.0
 */
public enum ScoringStage {
  /**
   * What each hand is worth: the core sets pip totals, then special-coordinate settings adjust them
   * (double-blank, Salamander Penalty).
   */
  HAND_VALUE,
  /**
   * What each captain adds this round: the core sets 0 for the round winner and the hand value for the
   * others (a blocked round exempts no one); an inverted tally replaces it here.
   */
  ROUND_SCORE,
  /** Add-ons written after the hand term: pass penalties, debt, trail bonuses, team totals. */
  ADD_ONS
}
