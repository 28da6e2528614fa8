// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Heuristic;
import org.iwgf.warp.ai.officer.OfficerTerms;

/**
 * The shape every rule's terms here share: a rule id, a stack position, and at most one heuristic, known
 * from the Lieutenant up or to the Commander alone. Moves are ranked by overriding {@code rank}.
 */
abstract class RuleTerms implements OfficerTerms {
  /** Which commissions weigh a rule's heuristic. */
  enum From {
    LIEUTENANT,
    COMMANDER
  }

  private final String ruleId;
  private final int stackPosition;
  private final Optional<Heuristic> heuristic;
  private final From from;

  RuleTerms(String ruleId, int stackPosition, From from, Heuristic heuristic) {
    this(ruleId, stackPosition, from, Optional.of(heuristic));
  }

  RuleTerms(String ruleId) {
    this(ruleId, Integer.MAX_VALUE, From.COMMANDER, Optional.empty());
  }

  private RuleTerms(String ruleId, int stackPosition, From from, Optional<Heuristic> heuristic) {
    this.ruleId = ruleId;
    this.stackPosition = stackPosition;
    this.from = from;
    this.heuristic = heuristic;
  }

  @Override
  public final String ruleId() {
    return ruleId;
  }

  @Override
  public final int stackPosition() {
    return stackPosition;
  }

  @Override
  public final List<Heuristic> heuristics(Commission commission) {
    boolean knows = switch (commission) {
      case ENSIGN -> false;
      case LIEUTENANT -> from == From.LIEUTENANT;
      case COMMANDER -> true;
    };
    return knows ? heuristic.stream().toList() : List.of();
  }

  @Override
  public String toString() {
    return "officer terms for " + ruleId;
  }
}
