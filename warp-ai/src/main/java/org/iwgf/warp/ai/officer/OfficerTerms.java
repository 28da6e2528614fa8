// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.util.List;
import java.util.OptionalInt;
import org.iwgf.warp.core.model.PluginMove;

/**
 * What officers know about one optional rule: the heuristics each {@link Commission} adds to its stack for
 * it, and how the moves the rule adds rank against drawing, deploying a beacon and passing. An artifact
 * that teaches officers a rule provides this service ({@code provides} in its module descriptor, or
 * {@code META-INF/services} on the class path); officers find every provider once, when a commission's
 * {@linkplain Commission#stack() stack} is first read. Without a provider, officers still play the rule
 * legally, ranking its moves {@link #UNRANKED} and charting as if it were not in play.
 *
 * <p>{@code warp-officer-terms} provides the terms of Modules Alpha–Lambda and of the house rules.
 *
 * @since 0.1.0
 */
public interface OfficerTerms {
  /** The rank of a chart: the best chart is then picked by the heuristic stack. */
  int CHART = 50;
  /** The rank of a draw from Uncharted Sectors. */
  int DRAW = 30;
  /** The rank of deploying one's Distress Beacon. */
  int DEPLOY_BEACON = 20;
  /** The rank of a pass. */
  int PASS = 15;
  /** The rank of a move of a rule whose terms rank none of its moves. */
  int UNRANKED = 2;

  /** The id of the rule these terms are for ({@code RulePluginFactory.id()}). */
  String ruleId();

  /**
   * Where this rule's heuristics stand in a stack, after the core terms; lower first. Stacks add scores in
   * this order, so an officer's choices do not depend on the order artifacts appear on the class path.
   */
  int stackPosition();

  /**
   * The heuristics an officer of {@code commission} weighs for this rule, each with weight 1; each must
   * score 0 when the rule is not in play.
   */
  List<Heuristic> heuristics(Commission commission);

  /**
   * How much an officer wants to make {@code move}, a move of this rule, against the core moves' ranks
   * ({@link #CHART}, {@link #DRAW}, {@link #DEPLOY_BEACON}, {@link #PASS}; accepting overtime ranks 100,
   * declining it 0); higher is preferred. Empty (the default) leaves the move {@link #UNRANKED}.
   */
  default OptionalInt rank(Position position, PluginMove move) {
    return OptionalInt.empty();
  }
}
