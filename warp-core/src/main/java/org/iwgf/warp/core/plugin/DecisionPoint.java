// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

/**
 * The named places in the Warp turn where an optional rule may change what the standard game (Sections
 * I–V) does. A plugin declares the points it uses in {@link RulePlugin#decisionPoints()}; the engine
 * consults a plugin only at the points it declared. docs/architecture.md maps every rule of the rulebook
 * to its points.
 *
 * @since 0.1.0
 */
public enum DecisionPoint {
  /** After the deal, before the round starter acts ({@link RulePlugin#onRoundSetup}). */
  ROUND_SETUP,
  /** Which routes a captain may chart on ({@link RulePlugin#routeOpen}). */
  ROUTES,
  /** How many coordinates satisfy a double ({@link RulePlugin#coordinatesToSatisfy}). */
  DOUBLE_SATISFACTION,
  /**
   * Whether a draw is allowed and which draw moves exist when one is required
   * ({@link RulePlugin#mayDraw}, {@link RulePlugin#drawOptions}).
   */
  DRAW_SOURCE,
  /** Moves of the plugin's own ({@link RulePlugin#extraMoves}, {@link RulePlugin#applyMove}). */
  EXTRA_MOVES,
  /** Reacting to a chart, draw, beacon or pass ({@link RulePlugin#afterAction}). */
  AFTER_ACTION,
  /** Who takes the helm next ({@link RulePlugin#nextToAct}). */
  NEXT_TO_ACT,
  /** A captain has just taken the helm, before they decide anything ({@link RulePlugin#onTurnStart}). */
  TURN_START,
  /** Whether an empty hand ends the round now ({@link RulePlugin#mayGoOut}). */
  GO_OUT,
  /** Round scoring, in stages ({@link RulePlugin#scoreRound}). */
  ROUND_SCORING
}
